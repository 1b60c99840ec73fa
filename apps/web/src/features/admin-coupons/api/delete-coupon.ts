import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCoupons } from './query-keys';

/** DELETE /api/coupons/{id} (admin). A coupon a pending order holds answers 409. */
export function deleteCoupon(id: string): Promise<{ id: string; deleted: true }> {
  return api.delete(`/api/coupons/${encodeURIComponent(id)}`);
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCoupon, onSuccess: () => refreshCoupons(queryClient) });
}
