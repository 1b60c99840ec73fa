import { Card, CardTitle } from '@/components/ui/card';
import { SalesOverviewDashboard } from '@/features/admin-sales/components/sales-overview';
import { AddRealOrderDialog } from './add-real-order-dialog';

/** The Sales tab: the Sales Overview Dashboard, and Add Real Order for orders paid outside the shop. */
export function SalesPanel() {
  return (
    <Card data-testid="sales-panel" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Sales Overview Dashboard</CardTitle>
        <AddRealOrderDialog />
      </div>
      <SalesOverviewDashboard />
    </Card>
  );
}
