import { api } from '@/lib/api-client';
import type { CouponApplyResult } from '@shop/contracts';

/**
 * POST /api/coupons/apply {code}: called after a checkout that used a coupon
 * "to track usage" (shopper-core.md §7). The server counts usage when the order
 * is paid, so the answer changes nothing here: a failure is only logged (§8).
 */
export function applyCoupon(code: string): Promise<CouponApplyResult> {
  return api.post<CouponApplyResult>('/api/coupons/apply', { code });
}

/** Fire and forget: never delays, fails or shows anything to the checkout. */
export function trackCouponUsage(code: string): void {
  applyCoupon(code).catch((error: unknown) => console.error('Coupon usage call failed', error));
}
