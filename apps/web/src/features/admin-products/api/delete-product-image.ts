import { api } from '@/lib/api-client';
import type { AdminProduct } from '../types';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** DELETE /api/products/{id}/images {imageUrl}. */
export function deleteProductImage({ id, imageUrl }: { id: string; imageUrl: string }): Promise<AdminProduct> {
  return api.delete<AdminProduct>(`/api/products/${encodeURIComponent(id)}/images`, { imageUrl });
}

export function useDeleteProductImage() {
  return useCatalogMutation(deleteProductImage);
}
