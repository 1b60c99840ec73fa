import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { ManualOrderInput } from '../types';
import { invalidateOrderQueries } from '../utils/query-keys';

/** POST /api/admin/orders/manual: 201 the order, created paid (docs/product/back-office.md §2.10). */
export function createManualOrder(input: ManualOrderInput): Promise<OrderView> {
  return api.post<OrderView>('/api/admin/orders/manual', input);
}

export function useCreateManualOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createManualOrder, onSuccess: () => invalidateOrderQueries(queryClient) });
}
