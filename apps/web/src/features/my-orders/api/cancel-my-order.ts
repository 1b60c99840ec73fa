import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api, hasErrorCode } from '@/lib/api-client';
import { invalidateMyOrders } from './get-my-orders';

/**
 * POST /api/orders/mine/{id}/cancel: her pending order, cancelled (CANCELLED_BY_SHOPPER_REASON); what it held (deal
 * units, coupon, store credit) goes back. 409 ORDER_STATUS_CONFLICT once it is not pending (e.g. paid meanwhile).
 */
export function cancelMyOrder(id: string): Promise<OrderView> {
  return api.post<OrderView>(`/api/orders/mine/${encodeURIComponent(id)}/cancel`, {});
}

export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyOrder,
    onSuccess: () => invalidateMyOrders(queryClient),
    onError: (error) => {
      if (hasErrorCode(error, 'ORDER_STATUS_CONFLICT')) void invalidateMyOrders(queryClient);
    },
  });
}
