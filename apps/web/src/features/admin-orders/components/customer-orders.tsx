import { useEffect, useId, useState } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useOrders } from '../api/get-orders';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import type { Order } from '../types';
import { shortId } from '../utils/format';
import { OrderDetails } from './order-details';
import { StatusBadge } from './status-badge';

function OrderCard({ order }: { order: Order }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const markPaid = useMarkOrderPaid();
  const short = shortId(order.id);

  function confirmPaid() {
    markPaid.mutate(order.id, {
      onSuccess: () => toast({ title: 'Success', description: `Order ${short} is marked paid.`, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Error', description: getErrorMessage(error, 'Failed to mark the order paid'), variant: 'destructive' }),
    });
  }

  return (
    <li data-testid="admin-order" className="rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
          className="flex min-w-0 flex-1 flex-col items-start gap-0.5 rounded-lg text-left focus-ring"
        >
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-ink" data-testid="order-short-id">
              {short}
            </span>
            <StatusBadge status={order.status} />
            <span className="text-xs text-ink-soft">#{order.orderNumber}</span>
          </span>
          <span className="break-all text-ink">{order.customerEmail}</span>
          <span className="text-sm text-ink-soft">{formatDateTime(order.createdAt)}</span>
          <span className="mt-1 text-sm font-medium text-ultramarine">{expanded ? 'Hide details' : 'Show details'}</span>
        </button>
        <div className="flex flex-col items-end gap-2">
          <span className="text-lg font-semibold tabular-nums text-ink" data-testid="order-total">
            {formatMoney(order.total)}
          </span>
          {order.status === 'pending' && (
            <ConfirmButton
              variant="primary"
              label="Mark Paid"
              ariaLabel={`Mark order ${short} paid`}
              question={`Mark order ${short} (${formatMoney(order.total)}) as paid?`}
              confirmLabel="Yes, mark paid"
              onConfirm={confirmPaid}
              busy={markPaid.isPending}
            />
          )}
        </div>
      </div>
      <div id={detailsId} hidden={!expanded}>
        {expanded && <OrderDetails order={order} />}
      </div>
    </li>
  );
}

/** Customer Orders (admin.md §2.9): every order, newest first, refreshed every 30 s. */
export function CustomerOrders() {
  const orders = useOrders();

  // A failed background refresh keeps the list on screen; it is only logged (admin.md §8).
  useEffect(() => {
    if (orders.isError) console.error('Loading orders failed', orders.error);
  }, [orders.isError, orders.error]);

  function list() {
    if (orders.isPending) return <LoadingBlock label="Loading orders..." />;
    if (!orders.data) {
      return (
        <ErrorState
          title="Could not load orders"
          message={getErrorMessage(orders.error)}
          onRetry={() => orders.refetch()}
          retrying={orders.isFetching}
        />
      );
    }
    if (orders.data.length === 0) {
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
