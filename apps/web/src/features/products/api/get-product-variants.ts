import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VariantView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/products/{id}/variants: the variants a shopper can buy, by sortOrder. */
export function getProductVariants(productId: string): Promise<VariantView[]> {
  return api.get<VariantView[]>(`/api/products/${encodeURIComponent(productId)}/variants`);
}

export const productVariantsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', productId, 'variants'],
    queryFn: () => getProductVariants(productId),
    // Sold variants leave the shop: the cached list shows at once and is checked again at each opening.
    staleTime: 0,
  });

export function useProductVariants(productId: string) {
  return useQuery(productVariantsQueryOptions(productId));
}
