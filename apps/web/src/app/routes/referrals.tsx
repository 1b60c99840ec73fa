import { ContentLayout } from '@/components/layouts/content-layout';
import { NotBuiltYet } from '@/components/ui/alert';
import { VerifyEmailCard } from '@/features/auth/components/verify-email-card';

export function ReferralsRoute() {
  return (
    <ContentLayout title="Credits & Referrals">
      <NotBuiltYet
        title="Referrals are not built yet"
        message="Referral links, tiers and the store credit they earn are not part of the shop yet, so there is nothing to show here."
      />
      {/* The referral dashboard and links need a verified session (docs/rules.md §4). */}
      <VerifyEmailCard showWhenVerified />
    </ContentLayout>
  );
}
