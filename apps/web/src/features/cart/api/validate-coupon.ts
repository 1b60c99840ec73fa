import { useMutation } from '@tanstack/react-query';
import type { CouponValidation } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** POST /api/coupons/validate {code, orderTotal}: orderTotal is the cart subtotal. */
export function validateCoupon(input: { code: string; orderTotal: number }): Promise<CouponValidation> {
  return api.post<CouponValidation>('/api/coupons/validate', input);
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
