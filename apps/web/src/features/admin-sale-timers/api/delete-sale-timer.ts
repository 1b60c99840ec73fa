import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterSaleTimerChange } from './get-sale-timers';

/** DELETE /api/sale-timers/{id} (admin). */
export function deleteSaleTimer(id: string): Promise<{ id: string; deleted: true }> {
  return api.delete(`/api/sale-timers/${encodeURIComponent(id)}`);
}

export function useDeleteSaleTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSaleTimer,
    onSuccess: () => refreshAfterSaleTimerChange(queryClient),
  });
}
