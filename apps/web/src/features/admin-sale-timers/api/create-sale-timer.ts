import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleTimer } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { refreshAfterSaleTimerChange } from './get-sale-timers';

/** What the form sends: the timer's own fields; the target list of another sale type is sent as null. */
export type SaleTimerInput = Pick<
  SaleTimer,
  'name' | 'description' | 'discountPercentage' | 'startTime' | 'endTime' | 'saleType' | 'targetCategories' | 'targetProductIds' | 'isActive'
>;

/** POST /api/sale-timers (admin). */
export function createSaleTimer(input: SaleTimerInput): Promise<SaleTimer> {
  return api.post<SaleTimer>('/api/sale-timers', input);
}

export function useCreateSaleTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSaleTimer,
    onSuccess: () => refreshAfterSaleTimerChange(queryClient),
  });
}
