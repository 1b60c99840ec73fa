import { useMutation } from '@tanstack/react-query';
import type { CheckoutResult } from '@shop/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/orders/mine/{id}/pay (a verified session): the payment page of her own pending order again, as the
 * checkout answered it. 409 ORDER_STATUS_CONFLICT once the order is no longer pending (paid, cancelled or expired).
 */
export function payPendingOrder(orderId: string): Promise<CheckoutResult> {
  return api.post<CheckoutResult>(`/api/orders/mine/${encodeURIComponent(orderId)}/pay`, {});
}

export function usePayPendingOrder() {
  return useMutation({ mutationFn: payPendingOrder });
}
