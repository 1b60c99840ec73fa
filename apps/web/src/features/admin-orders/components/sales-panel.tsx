import { Card, CardTitle } from '@/components/ui/card';
import { AddRealOrderDialog } from './add-real-order-dialog';

/** The Sales tab: the Sales Overview Dashboard arrives later; recording a real order works now. */
export function SalesPanel() {
  return (
    <Card data-testid="sales-panel" className="flex flex-col gap-3">
      <CardTitle>Sales Overview Dashboard</CardTitle>
      <p className="text-ink-soft">
        The Sales Overview (totals, sales lists and insights) is not built yet. It arrives in a later release.
      </p>
      <p className="text-sm text-ink-soft">Orders paid outside the shop can already be recorded:</p>
      <AddRealOrderDialog />
    </Card>
  );
}
