import { assertCents, assertPercent, type Cents, percentOff, roundHalfUp } from './money';

/** Where a discount comes from (docs/rules.md §2). */
export const DISCOUNT_SOURCES = ['site-wide', 'sale-timer', 'product-timer', 'soft-pastels'] as const;
export type DiscountSource = (typeof DISCOUNT_SOURCES)[number];

/** One discount that applies right now; `label` is what the shop shows beside the price. */
export interface Discount {
  source: DiscountSource;
  percentage: number;
  label: string;
}

export interface UnitPrice {
  cents: Cents;
  /** The discount taken, absent when none applies. */
  discount?: Discount;
}

/** The category whose quantity rule §2 prices, and its two rates (docs/product/engagement.md §9). */
export const SOFT_PASTELS_CATEGORY = 'Soft Pastels';
export const SOFT_PASTELS_SINGLE_PERCENT = 45;
export const SOFT_PASTELS_MULTI_PERCENT = 50;
/** The two-or-more rule's label, on the cart line and on the shop's Soft Pastels badge. */
export const SOFT_PASTELS_MULTI_LABEL = `Buy 2+ Save ${SOFT_PASTELS_MULTI_PERCENT}%!`;

/**
 * The largest discount of those given, or undefined when none takes anything
 * off. Discounts do not stack; on a tie the first given wins, so callers list
 * them in the order of docs/rules.md §2 (site-wide, sale timer, product timer,
 * Soft Pastels) and the label is predictable.
 */
export function largestDiscount(discounts: readonly Discount[]): Discount | undefined {
  let best: Discount | undefined;
  for (const discount of discounts) {
    assertPercent(discount.percentage, `${discount.source} discount`);
    if (discount.percentage > 0 && (!best || discount.percentage > best.percentage)) best = discount;
  }
  return best;
}

/** The list price less the single largest discount, rounded half-up once (docs/rules.md §2). */
export function effectiveUnitPrice(listCents: Cents, discounts: readonly Discount[]): UnitPrice {
  assertCents(listCents, 'listCents');
  const discount = largestDiscount(discounts);
  return discount ? { cents: percentOff(listCents, discount.percentage), discount } : { cents: listCents };
}

/** The Soft Pastels rule: 45 % off for a single unit in the cart, 50 % off each for two or more. */
export function softPastelsDiscount(unitsInCart: number): Discount | undefined {
  if (!Number.isInteger(unitsInCart) || unitsInCart < 0) {
    throw new RangeError(`unitsInCart must be a whole number of units, got ${unitsInCart}`);
  }
  if (unitsInCart === 0) return undefined;
  if (unitsInCart === 1) {
    return { source: 'soft-pastels', percentage: SOFT_PASTELS_SINGLE_PERCENT, label: `Soft Pastels ${SOFT_PASTELS_SINGLE_PERCENT}% off` };
  }
  return { source: 'soft-pastels', percentage: SOFT_PASTELS_MULTI_PERCENT, label: SOFT_PASTELS_MULTI_LABEL };
}

/** A daily deal's badge: the rounded (original − sale) / original, in whole percent; 0 when nothing is saved. */
export function dealDiscountPercent(originalCents: Cents, saleCents: Cents): number {
  assertCents(originalCents, 'originalCents');
  assertCents(saleCents, 'saleCents');
  if (originalCents <= 0 || saleCents >= originalCents) return 0;
  return roundHalfUp(((originalCents - saleCents) * 100) / originalCents);
}
