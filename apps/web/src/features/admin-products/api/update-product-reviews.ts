import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** PATCH /api/products/{id} {reviews}: the whole review list. */
export function updateProductReviews({ id, reviews }: { id: string; reviews: string[] }): Promise<ProductView> {
  return api.patch<ProductView>(`/api/products/${encodeURIComponent(id)}`, { reviews });
}

export function useUpdateProductReviews() {
  return useCatalogMutation(updateProductReviews);
}
