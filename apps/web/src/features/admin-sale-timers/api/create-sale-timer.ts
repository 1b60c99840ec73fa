import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleTimer, SaleTimerType } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { refreshAfterSaleTimerChange } from './get-sale-timers';

/** What the form sends; the target list of another sale type is sent as null. */
export type SaleTimerInput = {
  name: string;
  description: string | null;
  discountPercentage: number;
  startTime: string;
  endTime: string;
  saleType: SaleTimerType;
  targetCategories: string[] | null;
  targetProductIds: string[] | null;
  isActive: boolean;
};

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
