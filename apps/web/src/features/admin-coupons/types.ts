/** Copied from libs/contracts (commerce/coupons.ts): the web app cannot import it. */
export type DiscountType = 'percentage' | 'fixed';

/** A coupon as the admin calls answer it (GET /api/admin/coupons). Money in dollars. */
export type Coupon = {
  id: string;
  code: string;
  name: string;
  /** The percent of a percentage coupon; null for a fixed one. */
  discountPercentage: number | null;
  discountType: DiscountType;
  /** Percent (percentage) or dollars (fixed). */
  discountValue: number;
  isSingleUse: boolean;
  minimumOrderAmount: number | null;
  /** ISO instant, valid up to and including it; null never expires. */
  expiryDate: string | null;
  isActive: boolean;
  usageCount: number;
  createdAt: string;
};

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
