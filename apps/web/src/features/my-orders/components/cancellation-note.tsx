import type { OrderView } from '@shop/contracts';
import { formatDateTime } from '@/lib/format';

/** A cancelled order says when and why (the reason the shop gave, as in her e-mail); nothing for any other order. */
export function CancellationNote({ order }: { order: OrderView }) {
  if (order.status !== 'cancelled') return null;
  return (
    <p className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm break-words text-red-950" data-testid="my-order-cancellation">
      <strong>Cancelled{order.cancelledAt ? ` ${formatDateTime(order.cancelledAt)}` : ''}</strong>
      {order.cancellationReason && <>: {order.cancellationReason}</>}
    </p>
  );
}
