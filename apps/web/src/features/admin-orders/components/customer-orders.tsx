import { useEffect } from 'react';
import type { OrderView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useOrders } from '../api/get-orders';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { useMarkOrderProcessing } from '../api/mark-order-processing';
import { shortId } from '../utils/format';
import { OrderDetails } from './order-details';
import { ShipOrderForm } from './ship-order-form';
import { StatusBadge } from './status-badge';

function OrderCard({ order }: { order: OrderView }) {
  const markPaid = useMarkOrderPaid();
  const markProcessing = useMarkOrderProcessing();
  const short = shortId(order.id);

  function markAsProcessing() {
    markProcessing.mutate(order.id, {
      onSuccess: () => toast({ title: 'Success', description: `Order ${short} is marked processing.`, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Error', description: getErrorMessage(error, 'Failed to mark the order processing'), variant: 'destructive' }),
    });
  }

  /** Mark Paid acts on the first click: docs/product/back-office.md §5 asks for no confirmation here. */
  function markAsPaid() {
    markPaid.mutate(order.id, {
      onSuccess: () => toast({ title: 'Success', description: `Order ${short} is marked paid.`, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Error', description: getErrorMessage(error, 'Failed to mark the order paid'), variant: 'destructive' }),
    });
  }

  return (
    <li data-testid="admin-order" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-ink" data-testid="order-short-id">
              {short}
            </span>
            <StatusBadge status={order.status} />
            <span className="text-xs text-ink-soft">#{order.orderNumber}</span>
          </span>
          <span className="break-all text-ink">{order.customerEmail}</span>
          <span className="text-sm text-ink-soft">{formatDateTime(order.createdAt)}</span>
        </div>
        <div className="flex flex-col items-end gap-2">
          <span className="text-lg font-semibold tabular-nums text-ink" data-testid="order-total">
            {formatMoney(order.total)}
          </span>
          {order.status === 'pending' && (
            <Button size="sm" onClick={markAsPaid} busy={markPaid.isPending} data-testid="mark-paid">
              Mark Paid
            </Button>
          )}
          {order.status === 'paid' && (
            <Button size="sm" onClick={markAsProcessing} busy={markProcessing.isPending} data-testid="mark-processing">
              Mark processing
            </Button>
          )}
          {(order.status === 'paid' || order.status === 'processing') && <ShipOrderForm order={order} label={short} />}
        </div>
      </div>
      <OrderDetails order={order} />
    </li>
  );
}

/** Customer Orders (docs/product/back-office.md §2.9): every order, newest first, refreshed every 30 s. */
export function CustomerOrders() {
  const orders = useOrders();

  // docs/product/back-office.md §8: order-list load failures are only logged. The last list stays on
  // screen (or, when none ever loaded, the empty state); the next poll or Refresh tries again.
  useEffect(() => {
    if (orders.isError) console.error('Loading orders failed', orders.error);
  }, [orders.isError, orders.error, orders.errorUpdatedAt]);

  function list() {
    if (orders.isPending) return <LoadingBlock label="Loading orders..." />;
    if (!orders.data || orders.data.length === 0) {
      return <p className="rounded-xl bg-paper-deep p-6 text-center text-ink-soft">No orders found</p>;
    }
    return (
      <ul data-testid="admin-orders-list" aria-label="Orders" className="flex flex-col gap-3">
        {orders.data.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
    );
  }

  return (
    <section data-testid="admin-orders" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">
          {orders.data ? `${orders.data.length} ${orders.data.length === 1 ? 'order' : 'orders'}, newest first. ` : ''}
          Refreshes every 30 seconds.
        </p>
        <Button variant="secondary" size="sm" onClick={() => orders.refetch()} busy={orders.isFetching && !orders.isPending}>
          Refresh
        </Button>
      </div>
      {list()}
    </section>
  );
}
