import { api } from '@/lib/api-client';
import type { AdminProduct } from '../types';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** PATCH /api/products/{id}/toggle-status: the product with isActive flipped. */
export function toggleProductStatus(id: string): Promise<AdminProduct> {
  return api.patch<AdminProduct>(`/api/products/${encodeURIComponent(id)}/toggle-status`);
}

export function useToggleProductStatus() {
  return useCatalogMutation(toggleProductStatus);
}
