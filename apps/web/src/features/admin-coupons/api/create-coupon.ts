import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { CouponInput } from '../types';
import { refreshCoupons } from './query-keys';

/** POST /api/coupons (admin). */
export function createCoupon(input: CouponInput): Promise<Coupon> {
  return api.post<Coupon>('/api/coupons', input);
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => refreshCoupons(queryClient) });
}
