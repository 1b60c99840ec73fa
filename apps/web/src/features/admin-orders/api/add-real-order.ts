import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order, RealOrderInput } from '../types';
import { invalidateOrderQueries } from '../utils/query-keys';

/** POST /api/admin/orders/add-real: 201 the order, created paid (the Sales Overview's Add Real Order). */
export function addRealOrder(input: RealOrderInput): Promise<Order> {
  return api.post<Order>('/api/admin/orders/add-real', input);
}

export function useAddRealOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRealOrder, onSuccess: () => invalidateOrderQueries(queryClient) });
}
