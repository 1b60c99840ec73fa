import { useId } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { TextLink } from '@/components/ui/text-link';
import { ReferralsScreen } from '@/features/referrals/components/referrals-screen';
import { paths } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';

/**
 * Without a shopper e-mail only an administrator reaches this page (the Admin Panel links here): the screen's card and
 * tabs show, with the Earn tab's explanation, but the panels hold the signed-in shopper's own data (docs/product/
 * engagement.md "Referrals screen"), so in their place she is pointed to the oversight tabs.
 */
function AdminNotice() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-dashed border-line bg-white/70 p-6 text-center">
      <h2 id={headingId} className="mb-2 font-display text-lg font-semibold text-ink">
        Each shopper sees her own referrals here
      </h2>
      <p className="text-ink-soft">
        This screen shows the signed-in shopper's credits and referral links. To look at every shopper's, open the Credits and Referral Oversight tabs
        of the <TextLink href={paths.admin.dashboard}>Admin Panel</TextLink>.
      </p>
    </section>
  );
}

export function ReferralsRoute() {
  const { email } = useShopperSession();
  return (
    <ContentLayout title="Credits and Referrals">
      <ReferralsScreen email={email ?? null} withoutShopper={<AdminNotice />} />
    </ContentLayout>
  );
}
