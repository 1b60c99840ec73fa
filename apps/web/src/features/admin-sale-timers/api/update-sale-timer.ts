import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleTimer } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { SaleTimerInput } from './create-sale-timer';
import { refreshAfterSaleTimerChange } from './get-sale-timers';

/** PATCH /api/sale-timers/{id} (admin): the fields sent change, the others stay. */
export function updateSaleTimer({ id, changes }: { id: string; changes: Partial<SaleTimerInput> }): Promise<SaleTimer> {
  return api.patch<SaleTimer>(`/api/sale-timers/${encodeURIComponent(id)}`, changes);
}

export function useUpdateSaleTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSaleTimer,
    onSuccess: () => refreshAfterSaleTimerChange(queryClient),
  });
}
