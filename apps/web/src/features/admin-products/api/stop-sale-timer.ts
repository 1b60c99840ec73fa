import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** POST /api/products/{id}/sale-timer/stop: the timer cleared. */
export function stopSaleTimer(id: string): Promise<ProductView> {
  return api.post<ProductView>(`/api/products/${encodeURIComponent(id)}/sale-timer/stop`);
}

export function useStopSaleTimer() {
  return useCatalogMutation(stopSaleTimer);
}
