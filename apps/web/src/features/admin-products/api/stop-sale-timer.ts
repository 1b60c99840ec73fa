import { api } from '@/lib/api-client';
import type { AdminProduct } from '../types';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** POST /api/products/{id}/sale-timer/stop: the timer cleared. */
export function stopSaleTimer(id: string): Promise<AdminProduct> {
  return api.post<AdminProduct>(`/api/products/${encodeURIComponent(id)}/sale-timer/stop`);
}

export function useStopSaleTimer() {
  return useCatalogMutation(stopSaleTimer);
}
