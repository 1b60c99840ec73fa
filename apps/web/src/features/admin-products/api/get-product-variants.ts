import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VariantView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { adminProductKeys } from '@/lib/admin-product-keys';

/** GET /api/products/{id}/variants: with an admin session, the sold ones too. */
export function getProductVariants(productId: string): Promise<VariantView[]> {
  return api.get<VariantView[]>(`/api/products/${encodeURIComponent(productId)}/variants`);
}

export const productVariantsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: adminProductKeys.variants(productId), queryFn: () => getProductVariants(productId) });

export function useProductVariants(productId: string) {
  return useQuery(productVariantsQueryOptions(productId));
}
