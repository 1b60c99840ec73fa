import { api } from '@/lib/api-client';
import type { AdminProduct } from '../types';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** PATCH /api/admin/products/{id}/reactivate; then the deactivated, public and admin product lists fetch again. */
export function reactivateProduct(id: string): Promise<AdminProduct> {
  return api.patch<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/reactivate`);
}

export function useReactivateProduct() {
  return useCatalogMutation(reactivateProduct);
}
