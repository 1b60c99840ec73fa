import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from '../types';
import { invalidateOrderQueries } from '../utils/query-keys';

/** POST /api/admin/orders/{id}/mark-paid: the order, paid (an expired order answers 409). */
export function markOrderPaid(id: string): Promise<Order> {
  return api.post<Order>(`/api/admin/orders/${encodeURIComponent(id)}/mark-paid`, {});
}

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markOrderPaid, onSuccess: () => invalidateOrderQueries(queryClient) });
}
