import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

export type StartSaleTimerInput = {
  id: string;
  durationHours: number;
  discountPercentage: number;
  message?: string;
};

/** POST /api/products/{id}/sale-timer/start: ends now + the duration. */
export function startSaleTimer({ id, ...body }: StartSaleTimerInput): Promise<ProductView> {
  return api.post<ProductView>(`/api/products/${encodeURIComponent(id)}/sale-timer/start`, body);
}

export function useStartSaleTimer() {
  return useCatalogMutation(startSaleTimer);
}
