import type { VariantView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** POST /api/products/{id}/variants, multipart: name, description, sortOrder, price, sale_price, files `images` (up to 5). */
export function createVariant({ productId, form }: { productId: string; form: FormData }): Promise<VariantView> {
  return api.post<VariantView>(`/api/products/${encodeURIComponent(productId)}/variants`, form);
}

export function useCreateVariant() {
  return useCatalogMutation(createVariant);
}
