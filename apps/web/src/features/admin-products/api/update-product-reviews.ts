import { api } from '@/lib/api-client';
import type { AdminProduct } from '../types';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** PATCH /api/products/{id} {reviews}: the whole review list. */
export function updateProductReviews({ id, reviews }: { id: string; reviews: string[] }): Promise<AdminProduct> {
  return api.patch<AdminProduct>(`/api/products/${encodeURIComponent(id)}`, { reviews });
}

export function useUpdateProductReviews() {
  return useCatalogMutation(updateProductReviews);
}
