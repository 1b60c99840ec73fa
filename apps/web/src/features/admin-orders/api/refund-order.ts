import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPaymentsView } from '@shop/contracts';
import { api, hasErrorCode } from '@/lib/api-client';
import { adminOrderKeys, invalidateOrderQueries } from '../utils/query-keys';

export interface RefundOrderInput {
  id: string;
  /** Dollars, at most two decimals, more than 0 and at most what is still refundable. */
  amount: number;
  reason: string;
  /** One per submission, the same for its retries: the server never refunds twice under one key. */
  idempotencyKey: string;
}

/**
 * POST /api/admin/orders/{id}/refunds: 201 the order's payments after the refund (money only: the order keeps its
 * status). 400 `BAD_REQUEST` / `REFUND_OVER_REMAINDER`, 409 `ORDER_STATUS_CONFLICT`, 503 `PAYMENT_PROVIDER_UNAVAILABLE`
 * (the refund is written down and the shop sends it once the provider answers).
 */
export function refundOrder({ id, amount, reason, idempotencyKey }: RefundOrderInput): Promise<OrderPaymentsView> {
  return api.post<OrderPaymentsView>(
    `/api/admin/orders/${encodeURIComponent(id)}/refunds`,
    { amount, reason },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/**
 * A refund: its answer becomes the order's payments at once. On a refusal the payments are read again (a refund may
 * have been written down, or what is left may have changed), and on a status conflict the orders too (the order moved).
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (payments, { id }) => queryClient.setQueryData(adminOrderKeys.payments(id), payments),
    onError: (error, { id }) =>
      hasErrorCode(error, 'ORDER_STATUS_CONFLICT')
        ? invalidateOrderQueries(queryClient)
        : queryClient.invalidateQueries({ queryKey: adminOrderKeys.payments(id) }),
  });
}
