import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { CouponInput } from '../types';
import { refreshCoupons } from './query-keys';

/** PUT /api/coupons/{id} (admin): the fields sent change, the others stay. */
export function updateCoupon({ id, changes }: { id: string; changes: Partial<CouponInput> }): Promise<Coupon> {
  return api.put<Coupon>(`/api/coupons/${encodeURIComponent(id)}`, changes);
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCoupon, onSuccess: () => refreshCoupons(queryClient) });
}
