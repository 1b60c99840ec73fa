import { COUPON_PERCENT_MAX, COUPON_PERCENT_MIN, type CouponDiscountType } from '../commerce/coupons';
import type { RuleProblem } from './rule-problem';

// A coupon's discount against its type (docs/product/back-office.md §5 "Coupon"): a percent, or dollars.

export const COUPON_PERCENT_TWICE_MESSAGE = 'discountValue must equal discountPercentage on a percentage coupon';
export const COUPON_PERCENT_REQUIRED_MESSAGE = `discountPercentage is required for a percentage coupon: a whole number from ${COUPON_PERCENT_MIN} to ${COUPON_PERCENT_MAX}`;
export const COUPON_PERCENT_RANGE_MESSAGE = `discountPercentage must be a whole number from ${COUPON_PERCENT_MIN} to ${COUPON_PERCENT_MAX}`;
export const COUPON_PERCENT_BETWEEN_MESSAGE = `discountPercentage must be between ${COUPON_PERCENT_MIN} and ${COUPON_PERCENT_MAX}`;
export const COUPON_FIXED_NO_PERCENT_MESSAGE = 'discountPercentage is only for percentage coupons; a fixed coupon takes discountValue in dollars';
export const COUPON_FIXED_REQUIRED_MESSAGE = 'discountValue is required for a fixed coupon: dollars, more than 0';

/** The discountPercentage field as the request's contract judges it: a whole number, then within 1–100 (absent or null: not judged). */
export function couponPercentProblem(value: unknown): RuleProblem | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) return { field: 'discountPercentage', message: COUPON_PERCENT_RANGE_MESSAGE };
  if (value < COUPON_PERCENT_MIN || value > COUPON_PERCENT_MAX) return { field: 'discountPercentage', message: COUPON_PERCENT_BETWEEN_MESSAGE };
  return null;
}

const given = (x: number | null | undefined): x is number => x !== undefined && x !== null;

/**
 * What is wrong with a coupon's discount for its type, or null: a percentage coupon takes a whole percent
 * (discountPercentage, or discountValue standing for it), a fixed one dollars in discountValue and no percent.
 */
export function couponDiscountProblem(
  type: CouponDiscountType,
  percentage: number | null | undefined,
  value: number | null | undefined,
): RuleProblem | null {
  if (type === 'percentage') {
    if (given(percentage) && given(value) && percentage !== value) return { field: 'discountValue', message: COUPON_PERCENT_TWICE_MESSAGE };
    const percent = given(percentage) ? percentage : value;
    if (!given(percent)) return { field: 'discountPercentage', message: COUPON_PERCENT_REQUIRED_MESSAGE };
    if (!Number.isInteger(percent) || percent < COUPON_PERCENT_MIN || percent > COUPON_PERCENT_MAX) {
      return { field: 'discountPercentage', message: COUPON_PERCENT_RANGE_MESSAGE };
    }
    return null;
  }
  if (given(percentage)) return { field: 'discountPercentage', message: COUPON_FIXED_NO_PERCENT_MESSAGE };
  if (!given(value)) return { field: 'discountValue', message: COUPON_FIXED_REQUIRED_MESSAGE };
  return null;
}
