import type { DailyDealView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { dealStock } from '../utils/stock';
import { DealCountdown } from './deal-countdown';
import { DealPrice, DiscountBadge } from './deal-price';
import { DealStock } from './deal-stock';

type DealCardProps = { deal: DailyDealView; onOpen: (deal: DailyDealView) => void };

/** One deal: picture with its discount, title, prices, countdown, units sold; the dialog opens from it. */
export function DealCard({ deal, onOpen }: DealCardProps) {
  const { soldOut } = dealStock(deal);
  const titleId = `daily-deal-${deal.id}`;
  return (
    <article
      data-testid="daily-deal-card"
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      <div className="relative">
        <button type="button" onClick={() => onOpen(deal)} className="block w-full focus-ring focus-visible:-outline-offset-2">
          {/* Named by its hidden text, not aria-label: a deal without pictures shows 'No Image Available' in here. */}
          <span className="sr-only">View {deal.title}</span>
          <span aria-hidden="true" className="block">
            <ProductImage
              key={deal.images.join('|')}
              images={deal.images}
              alt=""
              size={{ width: 600, height: 450 }}
              className="aspect-[4/3] w-full"
            />
          </span>
        </button>
        {/* Beside the button, not in it: its name stays 'View …' and the discount is read as the card's text. */}
        <span className="pointer-events-none absolute top-3 left-3">
          <DiscountBadge percent={deal.discountPercent} />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="font-display text-lg font-semibold break-words text-ink">
          {deal.title}
        </h3>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <DealPrice deal={deal} />
          <DealCountdown endDate={deal.endDate} format="card" />
        </div>
        <DealStock deal={deal} />
        <Button className="mt-auto w-full" variant={soldOut ? 'secondary' : 'primary'} onClick={() => onOpen(deal)} data-testid="daily-deal-open">
          {soldOut ? 'Sold Out' : 'View Deal'}
        </Button>
      </div>
    </article>
  );
}
