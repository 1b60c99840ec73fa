import type { CouponDiscountType } from '@shop/contracts';

/** What the form sends on create (and, for the fields that changed, on update). Money in dollars. */
export type CouponInput = {
  code: string;
  name: string;
  discountType: CouponDiscountType;
  discountPercentage: number | null;
  discountValue: number;
  isSingleUse: boolean;
  minimumOrderAmount: number | null;
  expiryDate: string | null;
  isActive: boolean;
};
