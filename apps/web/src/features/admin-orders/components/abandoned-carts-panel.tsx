import { Card, CardTitle } from '@/components/ui/card';

/**
 * The Abandoned Carts tab (admin.md §2.3). The shop does not report abandoned
 * carts yet (GET /api/admin/abandoned-carts is not built), so the panel says
 * so rather than showing figures it does not have.
 */
export function AbandonedCartsPanel() {
  return (
    <Card data-testid="abandoned-carts-panel" className="flex flex-col gap-3">
      <CardTitle>Abandoned Carts</CardTitle>
      <p role="status" className="rounded-xl border border-dashed border-line bg-paper p-4 text-ink">
        Abandoned cart tracking is not available yet. The shop does not report abandoned carts so far, so there are
        no carts, totals or offers to show here.
      </p>
      <p className="text-sm text-ink-soft">
        Once it arrives, this panel lists carts left untouched for a chosen time (1 hour to a week) with their
        customer, items and value.
      </p>
    </Card>
  );
}
