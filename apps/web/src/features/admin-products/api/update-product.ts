import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** PUT /api/products/{id}, multipart: product fields as text, optional new `images` (added, 3 at most in all). */
export function updateProduct({ id, form }: { id: string; form: FormData }): Promise<ProductView> {
  return api.put<ProductView>(`/api/products/${encodeURIComponent(id)}`, form);
}

export function useUpdateProduct() {
  return useCatalogMutation(updateProduct);
}
