import { clsx } from 'clsx';
import type { OrderStatus } from '@shop/contracts';

/** The status colours of docs/product/back-office.md §4 "Order status display", in the shopper's words. */
const TONES: Partial<Record<OrderStatus, string>> = {
  paid: 'bg-sage-wash text-sage',
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-blue-100 text-blue-900',
  shipped: 'bg-violet-100 text-violet-900',
};

const LABELS: Partial<Record<OrderStatus, string>> = { pending: 'Awaiting payment', cancelled: 'Cancelled' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-testid="my-order-status"
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        TONES[status] ?? 'bg-paper-deep text-ink-soft',
      )}
    >
      {LABELS[status] ?? status}
    </span>
  );
}
