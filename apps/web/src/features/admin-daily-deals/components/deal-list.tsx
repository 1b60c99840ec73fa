import { clsx } from 'clsx';
import type { DailyDealView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { QueryStates } from '@/components/ui/query-states';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useAdminDailyDeals } from '../api/admin-daily-deals';
import { canActivate } from '../utils/deal-status';
import { DealStatusBadge } from './deal-status-badge';

type DealListProps = {
  editingId: string | null;
  /** The deal whose action is running (its buttons spin), or null. */
  busyId: string | null;
  onEdit: (deal: DailyDealView) => void;
  onActivate: (deal: DailyDealView) => void;
  onDelete: (deal: DailyDealView) => void;
};

/** Every deal, newest first: pictures, prices and discount, sold of quantity, status, window, and its actions. */
export function DealList({ editingId, busyId, onEdit, onActivate, onDelete }: DealListProps) {
  const query = useAdminDailyDeals();

  return (
    <QueryStates query={query} noun="daily deals" emptyText="No daily deals created yet">
      {(deals) => (
        <ul className="flex flex-col gap-3" data-testid="deal-list">
          {deals.map((deal) => (
            <li
              key={deal.id}
              data-testid="deal-row"
              className={clsx('flex flex-col gap-3 rounded-xl border p-4', deal.id === editingId ? 'border-madder bg-paper' : 'border-line bg-white')}
            >
              <div className="flex min-w-0 gap-3">
                {deal.images.length > 0 && (
                  <ul className="flex shrink-0 gap-1" aria-label={`${deal.title}: pictures`}>
                    {deal.images.slice(0, 2).map((url, index) => (
                      // A phone shows the first picture only, leaving the width to the title.
                      <li key={url} className={index > 0 ? 'max-sm:hidden' : undefined}>
                        <img
                          src={url}
                          alt={`${deal.title}, picture ${index + 1}`}
                          loading="lazy"
                          className="size-14 rounded-lg border border-line object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                )}
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h4 className="font-semibold break-words text-ink">{deal.title}</h4>
                    <DealStatusBadge deal={deal} />
                  </div>
                  <p className="text-sm text-ink-soft" data-testid="deal-prices">
                    <strong className="text-ink">{formatMoney(deal.salePrice)}</strong> <s>{formatMoney(deal.originalPrice)}</s> ·{' '}
                    <span className="font-semibold text-madder-deep">{deal.discountPercent}% off</span>
                  </p>
                  <p className="text-sm text-ink-soft" data-testid="deal-sold">
                    {deal.soldCount}/{deal.quantity} sold
                  </p>
                  <p className="text-sm text-ink-soft">
                    {formatDateTime(deal.startDate)} → {formatDateTime(deal.endDate)}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2 max-sm:[&_button]:min-h-11">
                <Button variant="secondary" size="sm" onClick={() => onEdit(deal)} aria-label={`Edit ${deal.title}`}>
                  Edit
                </Button>
                {canActivate(deal) && (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={busyId === deal.id}
                    onClick={() => onActivate(deal)}
                    aria-label={`Activate ${deal.title}`}
                  >
                    Activate
                  </Button>
                )}
                <ConfirmButton
                  label="Delete"
                  ariaLabel={`Delete ${deal.title}`}
                  question={`Delete “${deal.title}”? This cannot be undone.`}
                  confirmLabel="Yes, delete"
                  onConfirm={() => onDelete(deal)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
