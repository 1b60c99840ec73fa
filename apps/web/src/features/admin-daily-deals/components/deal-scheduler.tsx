import { ScheduledDeals } from './scheduled-deals';
import { ScheduleDealForm } from './schedule-deal-form';

/** The Deal Scheduler (docs/product/back-office.md §2.12): the Daily Deals tab's second tab and /admin/daily-deals/scheduler. */
export function DealScheduler() {
  return (
    <div className="flex flex-col gap-6" data-testid="deal-scheduler">
      <section className="flex flex-col gap-4" aria-labelledby="schedule-form-heading">
        <div>
          <h3 id="schedule-form-heading" className="font-display text-lg font-semibold text-ink">
            Schedule from a product
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            The deal takes the product's name, pictures and current price, less the discount, and starts by itself at its start.
          </p>
        </div>
        <ScheduleDealForm />
      </section>
      <section className="flex flex-col gap-4 border-t border-line pt-5" aria-labelledby="scheduled-deals-heading">
        <h3 id="scheduled-deals-heading" className="font-display text-lg font-semibold text-ink">
          Scheduled deals
        </h3>
        <ScheduledDeals />
      </section>
    </div>
  );
}
