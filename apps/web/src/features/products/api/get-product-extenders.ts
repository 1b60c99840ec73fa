import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/products/{id}/extenders: the extender packs offered with a set ([] when it has none). */
export function getProductExtenders(productId: string): Promise<ProductView[]> {
  return api.get<ProductView[]>(`/api/products/${encodeURIComponent(productId)}/extenders`);
}

export const productExtendersQueryOptions = (productId: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['products', productId, 'extenders'],
    queryFn: () => getProductExtenders(productId),
    enabled,
  });

export function useProductExtenders(productId: string, enabled: boolean) {
  return useQuery(productExtendersQueryOptions(productId, enabled));
}
