import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** PATCH /api/products/{id}/toggle-status: the product with isActive flipped. */
export function toggleProductStatus(id: string): Promise<ProductView> {
  return api.patch<ProductView>(`/api/products/${encodeURIComponent(id)}/toggle-status`);
}

export function useToggleProductStatus() {
  return useCatalogMutation(toggleProductStatus);
}
