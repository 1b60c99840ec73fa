import type { DailyDealView } from '@shop/contracts';
import { formatMoney } from '@/lib/format';

/** The deal price beside the crossed-out original. */
export function DealPrice({ deal, className }: { deal: DailyDealView; className?: string }) {
  return (
    <div className={className ?? 'flex flex-wrap items-baseline gap-x-2'}>
      <span className="text-2xl font-bold text-madder-deep" data-testid="deal-price">
        {formatMoney(deal.salePrice)}
      </span>
      <s className="text-sm text-ink-soft" data-testid="deal-original-price">
        <span className="sr-only">Regular price </span>
        {formatMoney(deal.originalPrice)}
      </s>
    </div>
  );
}

/** The discount badge, e.g. '40% OFF'. */
export function DiscountBadge({ percent }: { percent: number }) {
  return (
    <span data-testid="deal-discount" className="rounded-full bg-madder px-2.5 py-0.5 text-sm font-bold text-white shadow-sm">
      {percent}% OFF
    </span>
  );
}
