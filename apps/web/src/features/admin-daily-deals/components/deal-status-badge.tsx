import { clsx } from 'clsx';
import type { DailyDealView } from '@shop/contracts';
import { DEAL_STATUS_LABELS, dealDisplayStatus, type DealDisplayStatus } from '../utils/deal-status';

const STATUS_CLASSES: Record<DealDisplayStatus, string> = {
  active: 'bg-sage-wash text-sage',
  scheduled: 'bg-blue-50 text-ultramarine',
  inactive: 'bg-paper-deep text-ink-soft',
  expired: 'bg-red-50 text-red-800',
};

/** Scheduled, Active, Inactive, or Expired once the end has passed. */
export function DealStatusBadge({ deal }: { deal: Pick<DailyDealView, 'status' | 'isExpired'> }) {
  const status = dealDisplayStatus(deal);
  return (
    <span data-testid="deal-status" className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[status])}>
      {DEAL_STATUS_LABELS[status]}
    </span>
  );
}
