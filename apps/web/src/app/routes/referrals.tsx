import { ContentLayout } from '@/components/layouts/content-layout';
import { NotBuiltYet } from '@/components/ui/alert';
import { VerifyEmailCard } from '@/features/auth/components/verify-email-card';

export function ReferralsRoute() {
  return (
    <ContentLayout title="Credits & Referrals" description="Share your referral link and earn store credit.">
      {/* The referral dashboard and links need a verified session (decisions.md §4). */}
      <VerifyEmailCard showWhenVerified />
      <NotBuiltYet message="Referrals are coming in the next release." />
    </ContentLayout>
  );
}
