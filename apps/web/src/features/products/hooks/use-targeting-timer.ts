import type { ProductWithSales } from '@shop/contracts';
import { useActiveSaleTimers } from '../api/get-active-sale-timers';

/** The running sale timer (targeting this product's category or id) behind its current price, if any. */
export function useTargetingTimer(product: ProductWithSales) {
  const half = product.effectivePrices.half;
  const timers = useActiveSaleTimers();
  if (half.source !== 'sale-timer') return null;
  return (
    timers.data?.find(
      (t) =>
        t.name === half.label &&
        ((t.saleType === 'category' && (t.targetCategories ?? []).includes(product.category)) ||
          (t.saleType === 'specific' && (t.targetProductIds ?? []).includes(product.id))),
    ) ?? null
  );
}
