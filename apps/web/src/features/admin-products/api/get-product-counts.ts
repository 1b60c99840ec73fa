import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryCount } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { adminProductKeys } from '@/lib/admin-product-keys';

/** GET /api/admin/products/counts: products per category, for the overview buttons. */
export function getProductCounts(): Promise<CategoryCount[]> {
  return api.get<CategoryCount[]>('/api/admin/products/counts');
}

export const productCountsQueryOptions = () => queryOptions({ queryKey: adminProductKeys.counts, queryFn: getProductCounts });

export function useProductCounts() {
  return useQuery(productCountsQueryOptions());
}
