import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** POST /api/products/{id}/images/rotate {imageUrl}: turned 90° clockwise, stored under a new address. */
export function rotateProductImage({ id, imageUrl }: { id: string; imageUrl: string }): Promise<ProductView> {
  return api.post<ProductView>(`/api/products/${encodeURIComponent(id)}/images/rotate`, { imageUrl });
}

export function useRotateProductImage() {
  return useCatalogMutation(rotateProductImage);
}
