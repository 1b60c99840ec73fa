import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { invalidateOrderQueries } from '../utils/query-keys';

/** POST /api/admin/orders/{id}/mark-paid: the order, paid (an expired order answers 409). */
export function markOrderPaid(id: string): Promise<OrderView> {
  return api.post<OrderView>(`/api/admin/orders/${encodeURIComponent(id)}/mark-paid`, {});
}

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markOrderPaid, onSuccess: () => invalidateOrderQueries(queryClient) });
}
