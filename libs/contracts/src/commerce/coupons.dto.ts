import { Transform } from 'class-transformer';
import { IsOptional, isISO8601 } from 'class-validator';
import { couponPercentProblem } from '../rules/coupon-rules';
import { ReadOnlyField } from '../validation/transforms';
import { IsTrueOrFalse, Optional, Rule } from '../validation/field-rules';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_SHAPE,
  COUPON_DISCOUNT_TYPES,
  COUPON_NAME_MAX_LENGTH,
  CouponDiscountType,
  dollarsProblem,
  ORDER_TOTAL_MAX,
} from './coupons';

// Coupons' request bodies, validated by the gateway (values, answers and dollarsProblem: coupons.ts).

/** Trimmed and upper-cased before it is checked (docs/product/shopper.md §5, docs/product/back-office.md §5). */
export const NormaliseCouponCode = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

/** '' means "none" for the optional amounts and the expiry (the admin form's empty inputs). */
const BlankAsNull = () => Transform(({ value }) => (value === '' ? null : value));

const IsCouponCode = () =>
  Rule('isCouponCode', (value) => {
    if (value === undefined || value === null || value === '') return 'code is required';
    if (typeof value !== 'string') return 'code must be text';
    if (value.length > COUPON_CODE_MAX_LENGTH) return `code must be at most ${COUPON_CODE_MAX_LENGTH} characters`;
    if (!COUPON_CODE_SHAPE.test(value)) return 'code may hold only the letters A-Z, digits, - and _';
    return null;
  });

const IsCouponName = () =>
  Rule('isCouponName', (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return 'name must be text';
    if (value.length > COUPON_NAME_MAX_LENGTH) return `name must be at most ${COUPON_NAME_MAX_LENGTH} characters`;
    return null;
  });

const IsDiscountType = () =>
  Rule('isDiscountType', (value) =>
    (COUPON_DISCOUNT_TYPES as readonly unknown[]).includes(value) ? null : 'discountType must be percentage or fixed',
  );

const IsPercent = () => Rule('isCouponPercent', (value) => couponPercentProblem(value)?.message ?? null);

/** Percent (1–100) on a percentage coupon, dollars on a fixed one: the type decides, in the service. */
const IsDiscountValue = () =>
  Rule('isDiscountValue', (value) =>
    value === undefined || value === null ? null : dollarsProblem('discountValue', value, { min: 0, above: true }),
  );

const IsMinimum = () =>
  Rule('isMinimumOrder', (value) => (value === undefined || value === null ? null : dollarsProblem('minimumOrderAmount', value)));

const IsExpiry = () =>
  Rule('isExpiry', (value) => {
    if (value === undefined || value === null) return null;
    return typeof value === 'string' && EXPIRY_SHAPE.test(value) && isISO8601(value, { strict: true })
      ? null
      : 'expiryDate must be an ISO 8601 date (2025-12-31) or date and time (2025-12-31T23:59:59Z), or null';
  });

/** A date, or a date and time to the minute with optional seconds, fractions and zone. */
const EXPIRY_SHAPE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

class CouponFields {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsCouponName()
  name?: string | null;

  @Optional()
  @IsDiscountType()
  discountType?: CouponDiscountType;

  /** Percentage coupons: 1–100 (whole). Null or absent on fixed ones. */
  @IsOptional()
  @IsPercent()
  discountPercentage?: number | null;

  /** Fixed coupons: dollars (> 0, 2 decimals). On a percentage coupon, the percent (same as discountPercentage). */
  @IsOptional()
  @IsDiscountValue()
  discountValue?: number | null;

  @Optional()
  @IsTrueOrFalse('isSingleUse')
  isSingleUse?: boolean;

  /** Dollars, or null for none. */
  @BlankAsNull()
  @IsOptional()
  @IsMinimum()
  minimumOrderAmount?: number | null;

  /** ISO date or date-time, or null for never. */
  @BlankAsNull()
  @IsOptional()
  @IsExpiry()
  expiryDate?: string | null;

  @Optional()
  @IsTrueOrFalse('isActive')
  isActive?: boolean;
}

/** POST /api/coupons. `name` defaults to the code, `discountType` to percentage, `isActive` to true. */
export class CreateCouponDto extends CouponFields {
  @NormaliseCouponCode()
  @IsCouponCode()
  code: string;
}

/**
 * PUT /api/coupons/{id}: the fields sent change (the form sends them all). A
 * coupon sent back as it was fetched may carry its read-only fields: they are
 * dropped, never changed.
 */
export class UpdateCouponDto extends CouponFields {
  @Optional()
  @NormaliseCouponCode()
  @IsCouponCode()
  code?: string;

  @ReadOnlyField() id?: never;
  @ReadOnlyField() usageCount?: never;
  @ReadOnlyField() createdAt?: never;
  @ReadOnlyField() updatedAt?: never;
}

/** A code a shopper types: any text up to the stored length; whether it exists is commerce's to say. */
const IsCouponInput = () =>
  Rule('isCouponInput', (value) => {
    if (value === undefined || value === null) return 'code is required';
    if (typeof value !== 'string') return 'code must be text';
    if (value.length > COUPON_CODE_MAX_LENGTH) return `code must be at most ${COUPON_CODE_MAX_LENGTH} characters`;
    return null;
  });

/** POST /api/coupons/validate. A blank code answers 400 "Please enter a coupon code" (checked by commerce). */
export class ValidateCouponDto {
  @NormaliseCouponCode()
  @IsCouponInput()
  code: string;

  /**
   * The cart subtotal the coupon is judged against, in dollars. A browser's sum
   * may carry float noise (3 × 45.99 = 137.97000000000003): it is rounded
   * half-up to the cent, not refused.
   */
  @Rule('isOrderTotal', (value) =>
    value === undefined || value === null
      ? 'orderTotal is required'
      : dollarsProblem('orderTotal', value, { max: ORDER_TOTAL_MAX, anyDecimals: true }),
  )
  orderTotal: number;
}

/** POST /api/coupons/apply: kept for the documented client; usage is counted when the order is paid. */
export class ApplyCouponDto {
  @NormaliseCouponCode()
  @IsCouponInput()
  code: string;
}

/** What travels to commerce.coupon.update. */
export interface UpdateCouponRequest {
  id: string;
  changes: UpdateCouponDto;
}
