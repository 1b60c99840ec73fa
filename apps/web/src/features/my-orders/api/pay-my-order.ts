import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutResult } from '@shop/contracts';
import { api, hasErrorCode } from '@/lib/api-client';
import { invalidateMyOrders } from './get-my-orders';

/**
 * POST /api/orders/mine/{id}/pay: the payment page of her own pending order again (the checkout's answer). 409
 * ORDER_STATUS_CONFLICT once it is no longer pending, 503 PAYMENT_PROVIDER_UNAVAILABLE when the provider does not
 * answer (the order stays pending: she may try again).
 */
export function payMyOrder(id: string): Promise<CheckoutResult> {
  return api.post<CheckoutResult>(`/api/orders/mine/${encodeURIComponent(id)}/pay`, {});
}

export function usePayMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payMyOrder,
    // Paid or cancelled meanwhile: the list shows what it is now.
    onError: (error) => {
      if (hasErrorCode(error, 'ORDER_STATUS_CONFLICT')) void invalidateMyOrders(queryClient);
    },
  });
}
