import { ContentLayout } from '@/components/layouts/content-layout';
import { NotBuiltYet } from '@/components/ui/alert';

export function ReferralsRoute() {
  return (
    <ContentLayout title="Credits & Referrals" description="Share your referral link and earn store credit.">
      <NotBuiltYet message="Referrals are coming in the next release." />
    </ContentLayout>
  );
}
