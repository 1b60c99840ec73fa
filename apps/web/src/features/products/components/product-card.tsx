import { memo } from 'react';
import type { ProductWithSales } from '@shop/contracts';
import { SOFT_PASTELS_CATEGORY, SOFT_PASTELS_MULTI_LABEL } from '@shop/pricing';
import { EAGER_PRODUCT_IMAGES, PRODUCT_CARD_IMAGE_PX } from '../types';
import { halfPrice, percentSaved } from '../utils/pricing';
import { PriceTag } from './price-tag';
import { StockLabel } from './stock-label';
import { ProductImage } from '@/components/ui/product-image';

export function SoftPastelsBadge() {
  return <span className="inline-block rounded-full bg-ochre/15 px-2 py-0.5 text-xs font-semibold text-ochre-deep">{SOFT_PASTELS_MULTI_LABEL}</span>;
}

type ProductCardProps = {
  product: ProductWithSales;
  /** Its place in the grid: the first cards' pictures load at once (the first with high priority), the rest lazily. */
  position: number;
  /** Units left of what it sells (stock.ts productUnitsLeft), or null when not counted or not known. */
  left: number | null;
  onOpen: (product: ProductWithSales) => void;
};

const CARD_IMAGE_SIZE = { width: PRODUCT_CARD_IMAGE_PX, height: PRODUCT_CARD_IMAGE_PX };

/**
 * One product in the grid: picture, name, half price and, when few or none are left, the stock words; opens the product dialog.
 * Memoised: a page re-rendering around the grid (a query answering) leaves the cards alone.
 */
export const ProductCard = memo(function ProductCard({ product, position, left, onOpen }: ProductCardProps) {
  const price = halfPrice(product);
  const saved = percentSaved(price);
  const label = product.effectivePrices.half.label;

  return (
    <li>
      <button
        type="button"
        data-testid="product-card"
        onClick={() => onOpen(product)}
        aria-haspopup="dialog"
        className="group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-line bg-white text-left shadow-sm transition-shadow hover:shadow-md focus-ring"
      >
        <div className="relative">
          <ProductImage
            key={product.images.join('|')}
            images={product.images}
            alt=""
            loading={position < EAGER_PRODUCT_IMAGES ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : undefined}
            size={CARD_IMAGE_SIZE}
            className="aspect-square w-full"
          />
          {saved !== null && saved > 0 && (
            <span className="absolute top-2 left-2 rounded-full bg-madder px-2 py-0.5 text-xs font-bold text-white">{saved}% off</span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-3">
          <h3 className="line-clamp-2 text-sm font-semibold text-ink sm:text-base">{product.name}</h3>
          {label && <p className="line-clamp-1 text-xs font-medium text-madder-deep">{label}</p>}
          <StockLabel left={left} testId="product-stock-label" className="text-xs sm:text-sm" />
          {product.category === SOFT_PASTELS_CATEGORY && (
            <div>
              <SoftPastelsBadge />
            </div>
          )}
          <PriceTag value={price} className="mt-auto" />
        </div>
      </button>
    </li>
  );
});

/** A grey card of the same size while products load. */
export function ProductCardSkeleton() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-2xl border border-line bg-white">
      <div className="aspect-square w-full animate-pulse bg-paper-deep" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-4/5 animate-pulse rounded bg-paper-deep" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-paper-deep" />
      </div>
    </li>
  );
}
