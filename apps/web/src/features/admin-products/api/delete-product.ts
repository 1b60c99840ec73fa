import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** DELETE /api/products/{id}. */
export function deleteProduct(id: string): Promise<void> {
  return api.delete<void>(`/api/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  return useCatalogMutation(deleteProduct);
}
