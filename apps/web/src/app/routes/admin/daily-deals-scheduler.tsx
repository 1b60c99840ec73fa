import { AdminLayout } from '@/components/layouts/admin-layout';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { AdminAccount } from '@/features/admin-auth/components/admin-account';
import { RequireAdmin } from '@/features/admin-auth/components/require-admin';
import { DealScheduler } from '@/features/admin-daily-deals/components/deal-scheduler';
import { paths } from '@/lib/paths';

/** /admin/daily-deals/scheduler (docs/product/back-office.md §2.12): the Deal Scheduler tab on a page of its own. */
export function AdminDailyDealsSchedulerRoute() {
  return (
    <RequireAdmin whenSignedOut="redirect">
      <AdminLayout title="Daily Deals Scheduler" account={<AdminAccount />} showBackLink={false}>
        <TextLink href={`${paths.admin.dashboard}#daily-deals`} className="-order-1 w-fit text-sm no-underline hover:underline">
          ← Back to Daily Deals Management
        </TextLink>
        <Card>
          <DealScheduler />
        </Card>
      </AdminLayout>
    </RequireAdmin>
  );
}
