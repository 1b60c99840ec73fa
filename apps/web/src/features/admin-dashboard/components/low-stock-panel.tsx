import type { ReactNode } from 'react';
import type { LowStockItem } from '@shop/contracts';
import { RestockForm } from '@/components/admin-form/restock-form';
import { ErrorState } from '@/components/ui/alert';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useLowStock } from '../api/get-low-stock';

/** What is low, fewest left first, each restocked with one click; a restock above its threshold takes it off the list. */
function LowStockList({ items }: { items: LowStockItem[] }) {
  if (items.length === 0) {
    return (
      <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft" data-testid="low-stock-empty">
        Nothing is low on stock.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Items low on stock">
      {items.map((entry) => (
        <li key={`${entry.productId}:${entry.item}`} data-testid="low-stock-row">
          <RestockForm
            productId={entry.productId}
            item={entry.item}
            label={entry.name}
            testIds={{ quantity: 'low-stock-restock-quantity', submit: 'low-stock-restock' }}
          >
            <span className="font-medium">{entry.name}</span> · {entry.level} left · threshold {entry.threshold}
          </RestockForm>
        </li>
      ))}
    </ul>
  );
}

type LowStockPanelProps = {
  /** The shop-wide default threshold and its form, from the feature that owns the site settings. */
  thresholdForm: ReactNode;
};

/** The dashboard's Low stock panel (docs/rules.md §7): counted items at or below their threshold. */
export function LowStockPanel({ thresholdForm }: LowStockPanelProps) {
  const query = useLowStock();
  return (
    <Card className="flex flex-col gap-4" data-testid="low-stock-panel">
      <CardTitle>Low stock</CardTitle>
      {query.isPending && <LoadingBlock label="Loading low stock..." />}
      {query.isError && (
        <ErrorState
          title="Could not load low stock"
          message={getErrorMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess && <LowStockList items={query.data.items} />}
      <div className="border-t border-line pt-4">{thresholdForm}</div>
    </Card>
  );
}
