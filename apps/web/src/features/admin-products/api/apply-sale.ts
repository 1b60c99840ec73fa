import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

export type ApplySaleInput = { productIds: string[]; discountPercentage: number };

/** POST /api/products/apply-sale: salePrice = price less the discount (1–50 %). */
export function applySale(input: ApplySaleInput): Promise<{ updated: number; products: ProductView[] }> {
  return api.post('/api/products/apply-sale', input);
}

export function useApplySale() {
  return useCatalogMutation(applySale);
}
