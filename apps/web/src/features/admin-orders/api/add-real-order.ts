import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { RealOrderInput } from '../types';
import { invalidateOrderQueries } from '../utils/query-keys';

/** POST /api/admin/orders/add-real: 201 the order, created paid (the Sales Overview's Add Real Order). */
export function addRealOrder(input: RealOrderInput): Promise<OrderView> {
  return api.post<OrderView>('/api/admin/orders/add-real', input);
}

export function useAddRealOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRealOrder, onSuccess: () => invalidateOrderQueries(queryClient) });
}
