import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { retriedWrite } from '@/lib/retried-write';
import type { ManualOrderInput } from '../types';
import { invalidateOrderQueries } from '../utils/query-keys';

/**
 * POST /api/admin/orders/manual: 201 the order, created paid (docs/product/back-office.md §2.10), under an
 * Idempotency-Key: the same entry sent again after no answer is created once.
 */
export const createManualOrder = retriedWrite((input: ManualOrderInput, headers) =>
  api.post<OrderView>('/api/admin/orders/manual', input, { headers }),
);

export function useCreateManualOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createManualOrder, onSuccess: () => invalidateOrderQueries(queryClient) });
}
