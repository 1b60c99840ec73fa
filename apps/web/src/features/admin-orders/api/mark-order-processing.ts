import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { invalidateOrderQueries } from '../utils/query-keys';

/** POST /api/admin/orders/{id}/processing: the order, processing (only a paid order moves; any other answers 409). */
export function markOrderProcessing(id: string): Promise<OrderView> {
  return api.post<OrderView>(`/api/admin/orders/${encodeURIComponent(id)}/processing`, {});
}

export function useMarkOrderProcessing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markOrderProcessing, onSuccess: () => invalidateOrderQueries(queryClient) });
}
