import { useState } from 'react';
import type { ProcessScheduledDealsAnswer } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { toast } from '@/components/ui/toast/use-toast';
import { formatDateTime, formatMoney } from '@/lib/format';
import { toastFailure } from '@/lib/toast-failure';
import { useActivateDailyDeal, useProcessScheduledDeals, useScheduledDailyDeals } from '../api/admin-daily-deals';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The deals waiting to start, earliest first, each with 'Activate Now'; and 'Process scheduled now'. */
export function ScheduledDeals() {
  const query = useScheduledDailyDeals();
  const activate = useActivateDailyDeal();
  const process = useProcessScheduledDeals();
  const [processed, setProcessed] = useState<ProcessScheduledDealsAnswer | null>(null);

  function processNow() {
    process.mutate(undefined, {
      onSuccess: (answer) => {
        setProcessed(answer);
        toast({
          title: 'Scheduled deals processed',
          description: `${plural(answer.activated, 'deal')} activated, ${answer.expired} expired`,
          variant: 'success',
        });
      },
      onError: toastFailure('Scheduling Failed'),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" busy={process.isPending} onClick={processNow}>
          Process scheduled now
        </Button>
        {processed && (
          <p role="status" data-testid="process-scheduled-result" className="text-sm text-ink">
            Activated {processed.activated}, expired {processed.expired}.
          </p>
        )}
      </div>
      <p className="-mt-2 text-sm text-ink-soft">The shop does this by itself every minute: due deals start, ended ones expire.</p>
      <QueryStates query={query} noun="scheduled deals" emptyText="No deals scheduled">
        {(deals) => (
          <ul className="flex flex-col gap-3" data-testid="scheduled-deal-list">
            {deals.map((deal) => (
              <li
                key={deal.id}
                data-testid="scheduled-deal-row"
                className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 gap-3">
                  {deal.images[0] && (
                    <img src={deal.images[0]} alt="" loading="lazy" className="size-14 shrink-0 rounded-lg border border-line object-cover" />
                  )}
                  <div className="flex min-w-0 flex-col gap-1">
                    <h4 className="font-semibold break-words text-ink">{deal.title}</h4>
                    <p className="text-sm text-ink-soft">
                      <strong className="text-ink">{formatMoney(deal.salePrice)}</strong> <s>{formatMoney(deal.originalPrice)}</s> ·{' '}
                      <span className="font-semibold text-madder-deep">{deal.discountPercent}% off</span> · {deal.quantity} available
                    </p>
                    <p className="text-sm text-ink-soft">
                      {formatDateTime(deal.scheduledStartDate)} → {formatDateTime(deal.scheduledEndDate)}
                    </p>
                  </div>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="w-fit shrink-0 max-sm:min-h-11"
                  busy={activate.isPending && activate.variables === deal.id}
                  aria-label={`Activate Now: ${deal.title}`}
                  onClick={() =>
                    activate.mutate(deal.id, {
                      onSuccess: (saved) => toast({ title: 'Deal activated', description: saved.title, variant: 'success' }),
                      onError: toastFailure('Failed to activate deal'),
                    })
                  }
                >
                  Activate Now
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </div>
  );
}
