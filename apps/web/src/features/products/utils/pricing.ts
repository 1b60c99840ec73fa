import type { PanSize, ProductView, ProductWithSales, VariantView } from '@shop/contracts';
import { percentOff, percentSaved as wholePercentSaved, toCents, toDollars } from '@shop/pricing';

/** A price as shown: what it costs now, and the struck-through price when that is higher. */
export type ShownPrice = { price: number; original: number | null };

function shown(price: number, ...originals: (number | null | undefined)[]): ShownPrice {
  const highest = Math.max(...originals.filter((o): o is number => typeof o === 'number' && Number.isFinite(o)));
  return { price, original: highest > price + 0.004 ? highest : null };
}

/** The half pan (the list price): struck against the product's own price when a sale price or discount applies. */
export function halfPrice(product: ProductWithSales): ShownPrice {
  const half = product.effectivePrices.half;
  return shown(half.price, product.price, half.original);
}

/** Half, full and grande, struck against the retail prices (retailPriceFullpan, retailPriceGrande). */
export function panPrice(product: ProductWithSales, size: PanSize): ShownPrice {
  const effective = product.effectivePrices[size];
  if (size === 'full') return shown(effective.price, product.retailPriceFullpan, effective.original);
  if (size === 'grande') return shown(effective.price, product.retailPriceGrande, effective.original);
  return halfPrice(product);
}

/**
 * A variant's price: its sale price, else its price, else the product's list
 * price (docs/rules.md §2), less the product's current discount.
 */
export function variantPrice(variant: VariantView, product: ProductWithSales): ShownPrice {
  const productList = product.salePrice ?? product.price;
  const list = variant.sale_price ?? variant.price ?? productList;
  const price = toDollars(percentOff(toCents(list), product.effectivePrices.half.discountPercentage));
  return shown(price, variant.price ?? product.price, list);
}

/** An extender pack: its sale price when set, struck against its price. */
export function extenderPrice(extender: ProductView): ShownPrice {
  return shown(extender.salePrice ?? extender.price, extender.price);
}

/** The whole-percent saving of a shown price, for a badge. */
export function percentSaved({ price, original }: ShownPrice): number | null {
  return original ? wholePercentSaved(toCents(original), toCents(price)) : null;
}
