import type { CouponDiscountType as DiscountType } from '@shop/contracts';

/** A coupon as the admin calls answer it (GET /api/coupons to an admin), and its kinds: the server's types. Money in dollars. */
export type { Coupon, CouponDiscountType as DiscountType } from '@shop/contracts';

/** What the form sends on create (and, for the fields that changed, on update). */
export type CouponInput = {
  code: string;
  name: string;
  discountType: DiscountType;
  discountPercentage: number | null;
  discountValue: number;
  isSingleUse: boolean;
  minimumOrderAmount: number | null;
  expiryDate: string | null;
  isActive: boolean;
};
