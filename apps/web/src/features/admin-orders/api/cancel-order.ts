import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { invalidateOrderQueries } from '../utils/query-keys';

export interface CancelOrderInput {
  id: string;
  reason: string;
}

/** POST /api/admin/orders/{id}/cancel: the order, cancelled (only pending or paid; any other answers 409). */
export function cancelOrder({ id, reason }: CancelOrderInput): Promise<OrderView> {
  return api.post<OrderView>(`/api/admin/orders/${encodeURIComponent(id)}/cancel`, { reason });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSuccess: () => invalidateOrderQueries(queryClient) });
}
