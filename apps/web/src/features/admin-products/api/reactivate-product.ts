import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** PATCH /api/admin/products/{id}/reactivate; then the deactivated, public and admin product lists fetch again. */
export function reactivateProduct(id: string): Promise<ProductView> {
  return api.patch<ProductView>(`/api/admin/products/${encodeURIComponent(id)}/reactivate`);
}

export function useReactivateProduct() {
  return useCatalogMutation(reactivateProduct);
}
