import { assertCents, assertPercent, type Cents, roundHalfUp, toDollars } from './money';
import type { Instant } from './sale-timer';

/** What the cart arithmetic reads of a coupon (docs/product/back-office.md §3 "Coupon", in cents). */
export interface CouponRule {
  code: string;
  name: string;
  discountType: 'percentage' | 'fixed';
  /** Percent (1–100) for a percentage coupon; cents for a fixed one. */
  discountValue: number;
  minimumOrderCents: Cents | null;
  /** The coupon is valid up to and including this instant; null never expires. */
  expiresAt: Instant | null;
  isActive: boolean;
  isSingleUse: boolean;
  /** A single-use coupon that has been redeemed by a paid order. */
  redeemed: boolean;
}

/** Why a coupon does not apply. Checked in this order: the ones the shopper cannot fix first, the minimum last. */
export const COUPON_PROBLEMS = ['inactive', 'expired', 'redeemed', 'minimum'] as const;
export type CouponProblem = (typeof COUPON_PROBLEMS)[number];

function millis(instant: Instant, name: string): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`${name} is not a point in time: ${String(instant)}`);
  return ms;
}

/**
 * null when the coupon applies to this subtotal now, else the reason
 * (docs/rules.md §3 step 6): not active; past its expiry (the expiry instant
 * itself still counts); single-use and already redeemed; subtotal below its
 * minimum order amount (a subtotal equal to the minimum is enough).
 */
export function couponProblem(coupon: CouponRule, subtotal: Cents, now: Instant): CouponProblem | null {
  assertCents(subtotal, 'subtotal');
  if (!coupon.isActive) return 'inactive';
  if (coupon.expiresAt !== null && coupon.expiresAt !== undefined && millis(now, 'now') > millis(coupon.expiresAt, 'expiresAt')) {
    return 'expired';
  }
  if (coupon.isSingleUse && coupon.redeemed) return 'redeemed';
  if (coupon.minimumOrderCents !== null && coupon.minimumOrderCents !== undefined && subtotal < coupon.minimumOrderCents) return 'minimum';
  return null;
}

/**
 * The amount a coupon takes off the subtotal (docs/rules.md §3 step 6):
 * percentage → subtotal × pct, rounded half-up once; fixed → min(value,
 * subtotal). 0 for no coupon or one with a problem.
 */
export function couponDiscountCents(coupon: CouponRule | null | undefined, subtotal: Cents, now: Instant): Cents {
  if (!coupon) return 0;
  if (couponProblem(coupon, subtotal, now) !== null) return 0;
  if (coupon.discountType === 'percentage') {
    assertPercent(coupon.discountValue, `coupon ${coupon.code} percentage`);
    return roundHalfUp((subtotal * coupon.discountValue) / 100);
  }
  if (coupon.discountType === 'fixed') {
    assertCents(coupon.discountValue, `coupon ${coupon.code} amount`);
    if (coupon.discountValue < 0) throw new RangeError(`coupon ${coupon.code} amount must not be negative`);
    return Math.min(coupon.discountValue, subtotal);
  }
  throw new RangeError(`coupon ${coupon.code}: unknown discount type ${JSON.stringify(coupon.discountType)}`);
}

/** The shopper-facing sentence for a problem (the old client showed the server's error under "Invalid Coupon"). */
export function couponProblemMessage(problem: CouponProblem, coupon: Pick<CouponRule, 'minimumOrderCents'>): string {
  switch (problem) {
    case 'inactive':
      return 'This coupon is not valid';
    case 'expired':
      return 'This coupon has expired';
    case 'redeemed':
      return 'This coupon has already been used';
    case 'minimum':
      return `This coupon needs a minimum order of $${toDollars(coupon.minimumOrderCents ?? 0).toFixed(2)}`;
  }
}
