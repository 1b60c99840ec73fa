import { clsx } from 'clsx';
import type { DailyDealView } from '@shop/contracts';
import { dealStock } from '../utils/stock';

/** The sold/quantity bar with the low-stock warning or 'Sold out' (docs/product/engagement.md §2, §9). */
export function DealStock({ deal }: { deal: DailyDealView }) {
  const stock = dealStock(deal);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-ink-soft" data-testid="deal-sold">
          {deal.soldCount} of {deal.quantity} sold
        </span>
        {stock.soldOut ? (
          <span data-testid="deal-sold-out" className="font-semibold text-red-700">
            Sold out
          </span>
        ) : (
          stock.low && (
            <span data-testid="deal-low-stock" className="font-semibold text-red-700">
              Only {stock.left} left!
            </span>
          )
        )}
      </div>
      <div
        role="progressbar"
        aria-label={`${deal.title}: units sold`}
        aria-valuemin={0}
        aria-valuemax={deal.quantity}
        aria-valuenow={Math.min(deal.soldCount, deal.quantity)}
        aria-valuetext={`${deal.soldCount} of ${deal.quantity} sold`}
        className="h-2 overflow-hidden rounded-full bg-paper-deep"
      >
        <div
          data-testid="deal-progress"
          className={clsx('h-full rounded-full', stock.soldOut ? 'bg-red-700' : 'bg-madder')}
          style={{ width: `${stock.soldPercent}%` }}
        />
      </div>
    </div>
  );
}
