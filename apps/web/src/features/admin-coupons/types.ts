import type { Coupon } from '@shop/contracts';

/** What the form sends on create (and, for the fields that changed, on update): the coupon's own fields, money in dollars. */
export type CouponInput = Pick<
  Coupon,
  'code' | 'name' | 'discountType' | 'discountPercentage' | 'discountValue' | 'isSingleUse' | 'minimumOrderAmount' | 'expiryDate' | 'isActive'
>;
