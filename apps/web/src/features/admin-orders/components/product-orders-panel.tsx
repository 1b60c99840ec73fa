import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useProductOrders } from '../api/get-product-orders';
import { StatusBadge } from './status-badge';

/** The Product Orders tab: paid orders without a subscription line (GET /api/admin/product-orders). */
export function ProductOrdersPanel() {
  const orders = useProductOrders();

  function list() {
    if (orders.isPending) return <LoadingBlock label="Loading product orders..." />;
    if (!orders.data) {
      return (
        <ErrorState
          title="Could not load product orders"
          message={getErrorMessage(orders.error)}
          onRetry={() => orders.refetch()}
          retrying={orders.isFetching}
        />
      );
    }
    if (orders.data.length === 0) {
      return <p className="rounded-xl bg-paper-deep p-6 text-center text-ink-soft">No product orders yet.</p>;
    }
    return (
      <ul data-testid="product-orders-list" aria-label="Product orders" className="divide-y divide-line rounded-xl border border-line bg-white">
        {orders.data.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <div className="flex min-w-0 flex-col">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">Order #{order.orderNumber}</span>
                <StatusBadge status={order.status} />
              </span>
              <span className="break-all text-sm text-ink">
                {order.customerName ? `${order.customerName} · ` : ''}
                {order.customerEmail}
              </span>
              <span className="text-xs text-ink-soft">{formatDateTime(order.createdAt)}</span>
            </div>
            <span className="font-semibold tabular-nums text-ink">{formatMoney(order.total)}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card data-testid="product-orders-panel" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Product Orders</CardTitle>
        <Button variant="secondary" size="sm" onClick={() => orders.refetch()} busy={orders.isFetching && !orders.isPending}>
          Refresh
        </Button>
      </div>
      <p className="text-sm text-ink-soft">Paid orders that hold no subscription box, newest first.</p>
      {list()}
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        <li>
          <TextLink href={paths.admin.orders}>Customer Orders →</TextLink>
        </li>
        <li>
          <TextLink href={paths.admin.manualOrder}>Manual Order Entry →</TextLink>
        </li>
      </ul>
    </Card>
  );
}
