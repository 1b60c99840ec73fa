import { MAX_MONEY_DOLLARS } from '../bounds';

/**
 * Coupons (docs/product/back-office.md §3 "Coupon", §5 "Coupon"; docs/product/shopper.md §3 "Coupon
 * validation result", §5 "Coupon code"; docs/rules.md §3 step 6, §7). Money
 * travels as dollars with at most two decimals; commerce keeps cents.
 */
export const CouponPatterns = {
  /** The admin view, with usage counts. */
  list: 'commerce.coupon.list',
  /** The shopper view: active, unexpired, multi-use coupons (the referral-link form). */
  listPublic: 'commerce.coupon.list-public',
  create: 'commerce.coupon.create',
  update: 'commerce.coupon.update',
  delete: 'commerce.coupon.delete',
  validate: 'commerce.coupon.validate',
  apply: 'commerce.coupon.apply',
} as const;

export const CouponEvents = {
  /** A paid order redeemed a coupon (usage counted): `{couponId, code, orderId}`. */
  redeemed: 'coupon.redeemed',
} as const;

export const COUPON_CODE_MAX_LENGTH = 50;
/** What a stored code looks like: upper-case letters, digits, - and _. */
export const COUPON_CODE_SHAPE = /^[A-Z0-9_-]{1,50}$/;
export const COUPON_NAME_MAX_LENGTH = 200;
/** docs/product/back-office.md §9 "Coupon discount: 1 to 100". */
export const COUPON_PERCENT_MIN = 1;
export const COUPON_PERCENT_MAX = 100;
/** The largest fixed discount and minimum order a coupon may name, in dollars. */
export const COUPON_AMOUNT_MAX = 100_000;
/** The largest order total POST /api/coupons/validate reads, in dollars. */
export const ORDER_TOTAL_MAX = MAX_MONEY_DOLLARS;

export const COUPON_DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** The answer for an unknown, malformed or switched-off code alike: it never says which codes exist. */
export const COUPON_NOT_VALID = 'This coupon is not valid';
/** docs/product/shopper.md §5: a blank code. */
export const COUPON_CODE_REQUIRED = 'Please enter a coupon code';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';
export const COUPON_ALREADY_USED = 'This coupon has already been used';

/** A dollar amount: a number from `min`, at most `max` (never more than MAX_MONEY_DOLLARS), with at most two decimals. */
export function dollarsProblem(
  field: string,
  value: unknown,
  { min = 0, max = COUPON_AMOUNT_MAX, above = false, anyDecimals = false } = {},
): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${field} must be a number of dollars`;
  if (above ? value <= min : value < min) return `${field} must be ${above ? 'more than' : 'at least'} ${min}`;
  if (value > Math.min(max, MAX_MONEY_DOLLARS)) return `${field} must be at most ${Math.min(max, MAX_MONEY_DOLLARS)}`;
  if (!anyDecimals && !/^\d+(\.\d{1,2})?$/.test(String(value))) return `${field} must have at most 2 decimals`;
  return null;
}

/**
 * Reads an expiry: a date alone means the end of that day (UTC), so "2025-12-31"
 * is valid all day; a date and time without an offset is UTC.
 */
export function parseCouponExpiry(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T23:59:59.999Z`);
  return new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`);
}

/** A coupon as the admin calls answer it. */
export interface Coupon {
  id: string;
  code: string;
  name: string;
  /** The percent of a percentage coupon; null for a fixed one. */
  discountPercentage: number | null;
  discountType: CouponDiscountType;
  /** Percent (percentage) or dollars (fixed). */
  discountValue: number;
  isSingleUse: boolean;
  /** Dollars, or null. */
  minimumOrderAmount: number | null;
  /** ISO instant (valid up to and including it), or null. */
  expiryDate: string | null;
  isActive: boolean;
  /** Paid orders that redeemed it. */
  usageCount: number;
  createdAt: string;
}

/** GET /api/coupons for shoppers (docs/product/engagement.md §3 "Coupon (as listed for referral links)"). */
export interface PublicCoupon {
  id: string;
  code: string;
  discountType: CouponDiscountType;
  discountValue: number;
  isActive: boolean;
}

export interface ValidatedCoupon {
  name: string;
  code: string;
  discountPercentage: number | null;
  discountType: CouponDiscountType;
  discountValue: number;
}

/** POST /api/coupons/validate (docs/product/shopper.md §3). savings = discountAmount, in dollars. */
export interface CouponValidation {
  valid: boolean;
  error: string | null;
  coupon: ValidatedCoupon | null;
  savings: number;
  discountAmount: number;
}

export interface CouponApplyResult {
  valid: boolean;
  message: string;
}

export interface CouponDeleted {
  id: string;
  deleted: true;
}
