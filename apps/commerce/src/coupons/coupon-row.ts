import { CouponDiscountType } from '@shop/contracts';

/** A row of `coupons` as pg answers it. */
export interface CouponRow {
  id: string;
  code: string;
  name: string;
  discount_type: CouponDiscountType;
  /** Percent (percentage) or cents (fixed). */
  discount_value: number;
  is_single_use: boolean;
  minimum_order_cents: number | null;
  expires_at: Date | null;
  is_active: boolean;
  usage_count: number;
  created_at: Date;
}

/** A coupon with whether a single-use hold already redeems or holds it. */
export interface RedeemableCouponRow extends CouponRow {
  redeemed: boolean;
}
