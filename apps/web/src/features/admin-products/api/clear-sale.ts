import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** POST /api/products/clear-sale: the sale prices removed. */
export function clearSale(productIds: string[]): Promise<{ updated: number }> {
  return api.post('/api/products/clear-sale', { productIds });
}

export function useClearSale() {
  return useCatalogMutation(clearSale);
}
