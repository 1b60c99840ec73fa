import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** DELETE /api/products/{id}/images {imageUrl}. */
export function deleteProductImage({ id, imageUrl }: { id: string; imageUrl: string }): Promise<ProductView> {
  return api.delete<ProductView>(`/api/products/${encodeURIComponent(id)}/images`, { imageUrl });
}

export function useDeleteProductImage() {
  return useCatalogMutation(deleteProductImage);
}
