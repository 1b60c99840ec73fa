import type { ReactNode } from 'react';
import { LoadingBlock } from '@/components/ui/spinner';
import { useServerSession } from '@/lib/server-session';
import { VerifyEmailCard } from './verify-email-card';

type VerifiedOnlyProps = {
  /** What the code unlocks here, for the verification card. */
  purpose?: string;
  /** What anyone may see here, shown under the verification step until the session is verified. */
  publicPart?: ReactNode;
  children: ReactNode;
};

/**
 * Credits, store credit and referral links are value: the server shows them only to a verified session (docs/rules.md
 * §4, a 403 otherwise). So until the session is verified the panels that hold them show the verification step (and
 * whatever is not hers alone), not an error; once it is, a line saying so.
 */
export function VerifiedOnly({ purpose, publicPart, children }: VerifiedOnlyProps) {
  const session = useServerSession();
  if (session.isPending) return <LoadingBlock label="Loading..." />;
  if (!session.data?.verified) {
    return (
      <>
        <VerifyEmailCard purpose={purpose} />
        {publicPart}
      </>
    );
  }
  return (
    <>
      <VerifyEmailCard showWhenVerified />
      {children}
    </>
  );
}

/** Whether this browser's session is verified (false while unknown). */
export function useIsVerified(): boolean {
  return useServerSession().data?.verified === true;
}
