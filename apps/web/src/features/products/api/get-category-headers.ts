import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryHeaderView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/category-headers: the picture and words above each category's products. */
export function getCategoryHeaders(): Promise<CategoryHeaderView[]> {
  return api.get<CategoryHeaderView[]>('/api/category-headers');
}

export const categoryHeadersQueryOptions = () => queryOptions({ queryKey: ['catalog-reference', 'category-headers'], queryFn: getCategoryHeaders });

export function useCategoryHeaders() {
  return useQuery(categoryHeadersQueryOptions());
}
