/** The sale types of a sale timer (docs/product/back-office.md §3 "Sale timer"). */
export const SALE_TYPES = ['all', 'category', 'specific'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** A point in time as the shop carries it: a Date, an ISO string (the API) or epoch milliseconds. */
export type Instant = Date | string | number;

/** What the active rule reads of a sale timer. */
export interface SaleTimerWindow {
  isActive: boolean;
  startTime: Instant;
  endTime: Instant;
}

/** What the targeting rule reads of a sale timer. */
export interface SaleTimerTarget {
  saleType: SaleType;
  targetCategories?: readonly string[] | null;
  targetProductIds?: readonly string[] | null;
}

/** What the targeting rule reads of a product. */
export interface PricedProduct {
  id: string;
  category?: string | null;
}

function millis(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not a point in time: ${String(instant)}`);
  return ms;
}

/** Active = `isActive` and start ≤ now ≤ end, both ends included (docs/rules.md §2, docs/product/back-office.md §3). */
export function isSaleTimerActive(timer: SaleTimerWindow, now: Instant): boolean {
  if (!timer.isActive) return false;
  const at = millis(now);
  return millis(timer.startTime) <= at && at <= millis(timer.endTime);
}

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the timer targets the product: every product for `all`, the
 * product's category for `category` (compared without case or surrounding
 * spaces), the product's id for `specific`.
 */
export function saleTimerApplies(timer: SaleTimerTarget, product: PricedProduct): boolean {
  switch (timer.saleType) {
    case 'all':
      return true;
    case 'category': {
      const category = product.category;
      return !!category && (timer.targetCategories ?? []).some((c) => sameCategory(c, category));
    }
    case 'specific':
      return (timer.targetProductIds ?? []).includes(product.id);
    default:
      return false;
  }
}
