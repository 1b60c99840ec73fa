import { useState } from 'react';
import type { OrderView } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { useServerSession } from '@/lib/server-session';
import { VerifyEmailCard } from '@/components/verification/verify-email-card';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useMyOrders } from '../api/get-my-orders';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderStatusBadge } from './order-status-badge';
import { PendingOrderActions } from './pending-order-actions';

/**
 * "My orders": orders are account data (docs/rules.md §4), so an unverified session sees the verification step first;
 * a verified one her orders, newest first, each opening into its detail. An order still waiting for payment offers Pay
 * now and Cancel order under its summary (and in its detail).
 */
export function MyOrdersScreen({ email }: { email: string }) {
  const session = useServerSession();
  const verified = session.data?.verified === true;
  const orders = useMyOrders(email, verified);
  // The open order is looked up in the list, so its detail follows the list (e.g. once it is cancelled).
  const [openId, setOpenId] = useState<string | null>(null);
  const open = orders.data?.find((order) => order.id === openId) ?? null;

  if (session.isPending) return <LoadingBlock label="Loading..." />;
  if (!verified) return <VerifyEmailCard purpose="Your orders are yours alone: to see them, confirm the address" />;
  if (orders.isPending) return <LoadingBlock label="Loading your orders..." />;
  if (orders.isError) {
    return (
      <ErrorState
        title="Could not load your orders"
        message={getErrorMessage(orders.error)}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft" data-testid="my-orders-empty">
        No orders yet.
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-3" data-testid="my-orders">
        {orders.data.map((order) => (
          <li
            key={order.id}
            data-testid="my-order-item"
            className="rounded-2xl border border-line bg-white shadow-sm has-[>button:hover]:border-ink-soft"
          >
            <OrderCard order={order} onOpen={() => setOpenId(order.id)} />
            <PendingOrderActions order={order} className="px-4 pb-4" />
          </li>
        ))}
      </ul>
      <OrderDetailDialog order={open} onClose={() => setOpenId(null)} />
    </>
  );
}

function OrderCard({ order, onOpen }: { order: OrderView; onOpen: () => void }) {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="my-order"
      aria-label={`Order #${order.orderNumber}, ${order.status}, ${formatMoney(order.total)}: show details`}
      className="w-full rounded-2xl p-4 text-left focus-ring"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-display text-lg font-semibold text-ink">Order #{order.orderNumber}</p>
          <p className="text-sm text-ink-soft">{formatDateTime(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      {order.status === 'cancelled' && order.cancellationReason && (
        <p className="mt-2 line-clamp-2 text-sm break-words text-red-900" data-testid="my-order-cancellation-reason">
          Cancelled: {order.cancellationReason}
        </p>
      )}
      <p className="mt-2 line-clamp-2 text-sm break-words text-ink">{order.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')}</p>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="text-ink-soft">
          {units} {units === 1 ? 'item' : 'items'}
          {order.trackingNumber && (
            <>
              {' · Tracking '}
              <strong className="break-all text-ink">{order.trackingNumber}</strong>
            </>
          )}
        </span>
        <span className="font-semibold text-ink">{formatMoney(order.total)}</span>
      </div>
    </button>
  );
}
