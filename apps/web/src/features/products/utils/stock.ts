import {
  PAN_SIZES,
  stockItemOf,
  unitsLeft,
  WHOLE_PRODUCT_STOCK_ITEM,
  type PanSize,
  type ProductView,
  type StockAvailabilityView,
  type StockItem,
} from '@shop/contracts';
import { offersPanSizes } from '@shop/pricing';

type StockedProduct = Pick<ProductView, 'id' | 'category' | 'fullPanPrice' | 'grandePrice' | 'hasVariants'>;

/**
 * The stock item the dialog's choice buys: the variant chosen, else the pan size of a paint, else the product itself
 * (a product without pan sizes is added as `-half`, which the server prices and counts as the product).
 */
export function chosenStockItem(product: StockedProduct, choice: { variantId: string | null; panSize: PanSize }): StockItem {
  return stockItemOf({ variantId: choice.variantId, size: offersPanSizes(product) ? choice.panSize : null });
}

/** Nothing of it left to add: counted and at 0. Not counted or not known (null) is never sold out here. */
export function isSoldOut(left: number | null): boolean {
  return left !== null && left <= 0;
}

/**
 * Units left of a product as its card says it: the sum over the items it sells (its pan sizes, or itself) when every
 * one is counted; null when one is not (that one is unlimited) or when it sells options, which the card does not know.
 */
export function productUnitsLeft(view: StockAvailabilityView | undefined, product: StockedProduct): number | null {
  if (product.hasVariants) return null;
  const items: readonly StockItem[] = offersPanSizes(product) ? PAN_SIZES : [WHOLE_PRODUCT_STOCK_ITEM];
  let total = 0;
  for (const item of items) {
    const left = unitsLeft(view, product.id, item);
    if (left === null) return null;
    total += Math.max(0, left);
  }
  return total;
}
