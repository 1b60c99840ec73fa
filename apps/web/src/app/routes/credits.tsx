import { ContentLayout } from '@/components/layouts/content-layout';
import { NotBuiltYet } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/text-link';
import { VerifyEmailCard } from '@/features/auth/components/verify-email-card';
import { paths } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';

export function CreditsRoute() {
  const { email } = useShopperSession();
  return (
    <ContentLayout title="Your Credits" description="Earn credits with every purchase and spend them on giveaway entries.">
      {email ? (
        <>
          {/* Spending credits and the credit history need a verified session (docs/rules.md §4). */}
          <VerifyEmailCard showWhenVerified />
          <NotBuiltYet message="Credits are coming in the next release." />
        </>
      ) : (
        <p className="text-ink">
          Please enter your email to access credits.{' '}
          <TextLink href={paths.home}>Enter your email</TextLink>
        </p>
      )}
    </ContentLayout>
  );
}
