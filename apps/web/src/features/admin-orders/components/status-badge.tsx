import { clsx } from 'clsx';

/** docs/product/back-office.md §4 "Order status display": paid, pending, processing and shipped have colours; others are neutral. */
const TONES: Record<string, string> = {
  paid: 'bg-sage-wash text-sage',
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-blue-100 text-blue-900',
  shipped: 'bg-violet-100 text-violet-900',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="order-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        TONES[status] ?? 'bg-paper-deep text-ink-soft',
      )}
    >
      {status}
    </span>
  );
}
