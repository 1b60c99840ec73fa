import { Transform } from 'class-transformer';
import { IsOptional, isISO8601 } from 'class-validator';
import { ReadOnlyField } from '../validation';
import { Optional, Rule } from '../field-rules';

/**
 * Coupons (admin.md §3 "Coupon", §5 "Coupon"; shopper-core.md §3 "Coupon
 * validation result", §5 "Coupon code"; decisions.md §3 step 6, §7). Money
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
/** admin.md §9 "Coupon discount: 1 to 100". */
export const COUPON_PERCENT_MIN = 1;
export const COUPON_PERCENT_MAX = 100;
/** The largest fixed discount and minimum order a coupon may name, in dollars. */
export const COUPON_AMOUNT_MAX = 100_000;
/** The largest order total POST /api/coupons/validate reads, in dollars. */
export const ORDER_TOTAL_MAX = 1_000_000;

export const COUPON_DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** The answer for an unknown, malformed or switched-off code alike: it never says which codes exist. */
export const COUPON_NOT_VALID = 'This coupon is not valid';
/** shopper-core.md §5: a blank code. */
export const COUPON_CODE_REQUIRED = 'Please enter a coupon code';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';
export const COUPON_ALREADY_USED = 'This coupon has already been used';

/** Absent is fine; null is checked like any other value (and refused where the field cannot be null). */


/** Trimmed and upper-cased before it is checked (shopper-core.md §5, admin.md §5). */
export const NormaliseCouponCode = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

/** '' means "none" for the optional amounts and the expiry (the admin form's empty inputs). */
const BlankAsNull = () => Transform(({ value }) => (value === '' ? null : value));

/** A dollar amount: a number from `min`, at most `max`, with at most two decimals. */
export function dollarsProblem(
  field: string, value: unknown, { min = 0, max = COUPON_AMOUNT_MAX, above = false, anyDecimals = false } = {},
): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${field} must be a number of dollars`;
  if (above ? value <= min : value < min) return `${field} must be ${above ? 'more than' : 'at least'} ${min}`;
  if (value > max) return `${field} must be at most ${max}`;
  if (!anyDecimals && !/^\d+(\.\d{1,2})?$/.test(String(value))) return `${field} must have at most 2 decimals`;
  return null;
}

const IsCouponCode = () => Rule('isCouponCode', (value) => {
  if (value === undefined || value === null || value === '') return 'code is required';
  if (typeof value !== 'string') return 'code must be text';
  if (value.length > COUPON_CODE_MAX_LENGTH) return `code must be at most ${COUPON_CODE_MAX_LENGTH} characters`;
  if (!COUPON_CODE_SHAPE.test(value)) return 'code may hold only the letters A-Z, digits, - and _';
  return null;
});

const IsCouponName = () => Rule('isCouponName', (value) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return 'name must be text';
  if (value.length > COUPON_NAME_MAX_LENGTH) return `name must be at most ${COUPON_NAME_MAX_LENGTH} characters`;
  return null;
});

const IsDiscountType = () => Rule('isDiscountType', (value) =>
  (COUPON_DISCOUNT_TYPES as readonly unknown[]).includes(value) ? null : 'discountType must be percentage or fixed');

const IsPercent = () => Rule('isCouponPercent', (value) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'discountPercentage must be a whole number from 1 to 100';
  if (value < COUPON_PERCENT_MIN || value > COUPON_PERCENT_MAX) return 'discountPercentage must be between 1 and 100';
  return null;
});

/** Percent (1–100) on a percentage coupon, dollars on a fixed one: the type decides, in the service. */
const IsDiscountValue = () => Rule('isDiscountValue', (value) =>
  value === undefined || value === null ? null : dollarsProblem('discountValue', value, { min: 0, above: true }));

const IsMinimum = () => Rule('isMinimumOrder', (value) =>
  value === undefined || value === null ? null : dollarsProblem('minimumOrderAmount', value));

const IsExpiry = () => Rule('isExpiry', (value) => {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && EXPIRY_SHAPE.test(value) && isISO8601(value, { strict: true })
    ? null
    : 'expiryDate must be an ISO 8601 date (2025-12-31) or date and time (2025-12-31T23:59:59Z), or null';
});

const IsFlag = (field: string) => Rule('isFlag', (value) =>
  typeof value === 'boolean' ? null : `${field} must be true or false`);

/** A date, or a date and time to the minute with optional seconds, fractions and zone. */
const EXPIRY_SHAPE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Reads an expiry: a date alone means the end of that day (UTC), so "2025-12-31"
 * is valid all day; a date and time without an offset is UTC.
 */
export function parseCouponExpiry(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T23:59:59.999Z`);
  return new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`);
}

class CouponFields {
  @IsOptional() @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)) @IsCouponName()
  name?: string | null;

  @Optional() @IsDiscountType()
  discountType?: CouponDiscountType;

  /** Percentage coupons: 1–100 (whole). Null or absent on fixed ones. */
  @IsOptional() @IsPercent()
  discountPercentage?: number | null;

  /** Fixed coupons: dollars (> 0, 2 decimals). On a percentage coupon, the percent (same as discountPercentage). */
  @IsOptional() @IsDiscountValue()
  discountValue?: number | null;

  @Optional() @IsFlag('isSingleUse')
  isSingleUse?: boolean;

  /** Dollars, or null for none. */
  @BlankAsNull() @IsOptional() @IsMinimum()
  minimumOrderAmount?: number | null;

  /** ISO date or date-time, or null for never. */
  @BlankAsNull() @IsOptional() @IsExpiry()
  expiryDate?: string | null;

  @Optional() @IsFlag('isActive')
  isActive?: boolean;
}

/** POST /api/coupons. `name` defaults to the code, `discountType` to percentage, `isActive` to true. */
export class CreateCouponDto extends CouponFields {
  @NormaliseCouponCode() @IsCouponCode()
  code: string;
}

/**
 * PUT /api/coupons/{id}: the fields sent change (the form sends them all). A
 * coupon sent back as it was fetched may carry its read-only fields: they are
 * dropped, never changed.
 */
export class UpdateCouponDto extends CouponFields {
  @Optional() @NormaliseCouponCode() @IsCouponCode()
  code?: string;

  @ReadOnlyField() id?: never;
  @ReadOnlyField() usageCount?: never;
  @ReadOnlyField() createdAt?: never;
  @ReadOnlyField() updatedAt?: never;
}

/** POST /api/coupons/validate. A blank code answers 400 "Please enter a coupon code" (checked by commerce). */
export class ValidateCouponDto {
  @NormaliseCouponCode()
  @Rule('isCouponInput', (value) => {
    if (value === undefined || value === null) return 'code is required';
    if (typeof value !== 'string') return 'code must be text';
    if (value.length > COUPON_CODE_MAX_LENGTH) return `code must be at most ${COUPON_CODE_MAX_LENGTH} characters`;
    return null;
  })
  code: string;

  /**
   * The cart subtotal the coupon is judged against, in dollars. A browser's sum
   * may carry float noise (3 × 45.99 = 137.97000000000003): it is rounded
   * half-up to the cent, not refused.
   */
  @Rule('isOrderTotal', (value) =>
    value === undefined || value === null ? 'orderTotal is required' : dollarsProblem('orderTotal', value, { max: ORDER_TOTAL_MAX, anyDecimals: true }))
  orderTotal: number;
}

/** POST /api/coupons/apply: kept for the documented client; usage is counted when the order is paid. */
export class ApplyCouponDto {
  @NormaliseCouponCode()
  @Rule('isCouponInput', (value) => {
    if (value === undefined || value === null) return 'code is required';
    if (typeof value !== 'string') return 'code must be text';
    if (value.length > COUPON_CODE_MAX_LENGTH) return `code must be at most ${COUPON_CODE_MAX_LENGTH} characters`;
    return null;
  })
  code: string;
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

/** GET /api/coupons for shoppers (engagement.md §3 "Coupon (as listed for referral links)"). */
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

/** POST /api/coupons/validate (shopper-core.md §3). savings = discountAmount, in dollars. */
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

/** What travels to commerce.coupon.update. */
export interface UpdateCouponRequest {
  id: string;
  changes: UpdateCouponDto;
}
