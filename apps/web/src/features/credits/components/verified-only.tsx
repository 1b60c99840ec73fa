import type { ReactNode } from 'react';
import { LoadingBlock } from '@/components/ui/spinner';
import { useServerSession } from '@/features/auth/api/get-session';
import { VerifyEmailCard } from '@/features/auth/components/verify-email-card';

type VerifiedOnlyProps = {
  /** What the code unlocks here, for the verification card. */
  purpose?: string;
  children: ReactNode;
};

/**
 * Credits, store credit and referral links are value: the server shows them only to a verified session (docs/rules.md
 * §4, a 403 otherwise). So until the session is verified these screens show the verification step, not an error;
 * once it is, a line saying so.
 */
export function VerifiedOnly({ purpose, children }: VerifiedOnlyProps) {
  const session = useServerSession();
  if (session.isPending) return <LoadingBlock label="Loading..." />;
  if (!session.data?.verified) return <VerifyEmailCard purpose={purpose} />;
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
