import type { ByIdRequest, NoPayload } from '../bus-payloads';
import { CouponPatterns, type Coupon, type CouponApplyResult, type CouponDeleted, type CouponValidation, type PublicCoupon } from './coupons';
import type { ApplyCouponDto, CreateCouponDto, UpdateCouponRequest, ValidateCouponDto } from './coupons.dto';

/** What each of CouponPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface CouponRequests {
  [CouponPatterns.list]: { payload: NoPayload; answer: Coupon[] };
  [CouponPatterns.listPublic]: { payload: NoPayload; answer: PublicCoupon[] };
  [CouponPatterns.create]: { payload: CreateCouponDto; answer: Coupon };
  [CouponPatterns.update]: { payload: UpdateCouponRequest; answer: Coupon };
  [CouponPatterns.delete]: { payload: ByIdRequest; answer: CouponDeleted };
  [CouponPatterns.validate]: { payload: ValidateCouponDto; answer: CouponValidation };
  [CouponPatterns.apply]: { payload: ApplyCouponDto; answer: CouponApplyResult };
}
