import { useState } from 'react';
import type { SubscriptionOrderView } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useSubscriptionOrders } from '../api/get-subscription-orders';

const STATUS_STYLES: Record<SubscriptionOrderView['status'], string> = {
  active: 'bg-green-100 text-green-800',
  completed: 'bg-paper-deep text-ink-soft',
  pending: 'bg-amber-100 text-amber-800',
};

/** Subscription orders beside the plans: who subscribed, for how long, and when the next box ships. */
export function SubscriptionOrdersPanel() {
  const [activeOnly, setActiveOnly] = useState(false);
  const orders = useSubscriptionOrders(activeOnly);

  function list() {
    if (orders.isPending) return <LoadingBlock label="Loading subscription orders..." />;
    if (!orders.data) {
      return (
        <ErrorState
          title="Could not load subscription orders"
          message={getErrorMessage(orders.error)}
          onRetry={() => orders.refetch()}
          retrying={orders.isFetching}
        />
      );
    }
    if (orders.data.length === 0) {
      return (
        <p className="rounded-xl bg-paper-deep p-6 text-center text-ink-soft">
          {activeOnly ? 'No active subscriptions.' : 'No subscription orders yet.'}
        </p>
      );
    }
    return (
      <ul
        data-testid="subscription-orders-list"
        aria-label="Subscription orders"
        className="divide-y divide-line rounded-xl border border-line bg-white"
      >
        {orders.data.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <div className="flex min-w-0 flex-col">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">{order.subscriptionPlan}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[order.status]}`}>{order.status}</span>
              </span>
              <span className="break-all text-sm text-ink">{order.userEmail}</span>
              <span className="text-xs text-ink-soft">
                Ordered {formatDateTime(order.createdAt)}
                {order.nextShipmentDate ? ` · next box ${formatDateTime(order.nextShipmentDate)}` : ''}
              </span>
            </div>
            <span className="font-semibold tabular-nums text-ink">{formatMoney(order.amount)}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card data-testid="subscription-orders-panel" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Subscription Orders</CardTitle>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" checked={activeOnly} onChange={(e) => setActiveOnly(e.target.checked)} />
            Active only
          </label>
          <Button variant="secondary" size="sm" onClick={() => orders.refetch()} busy={orders.isFetching && !orders.isPending}>
            Refresh
          </Button>
        </div>
      </div>
      {list()}
    </Card>
  );
}
