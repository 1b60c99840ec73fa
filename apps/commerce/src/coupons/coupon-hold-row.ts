/** A row of `coupon_holds`: one per order that used a coupon (coupon-redemption.service.ts describes the statuses). */
export interface CouponHoldRow {
  id: string;
  coupon_id: string;
  order_id: string;
  /** Copied from the coupon when held, for the single-use index. */
  single_use: boolean;
  status: 'held' | 'redeemed' | 'released';
  created_at: Date;
  updated_at: Date;
}
