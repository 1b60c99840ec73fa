import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ManualOrderInput, Order } from '../types';
import { invalidateOrderQueries } from '../utils/query-keys';

/** POST /api/admin/orders/manual: 201 the order, created paid (admin.md §2.10). */
export function createManualOrder(input: ManualOrderInput): Promise<Order> {
  return api.post<Order>('/api/admin/orders/manual', input);
}

export function useCreateManualOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createManualOrder, onSuccess: () => invalidateOrderQueries(queryClient) });
}
