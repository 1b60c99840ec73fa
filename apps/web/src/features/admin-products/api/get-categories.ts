import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/categories: the shop categories and their subcategories (offered as tags in the edit form). */
export function getCategories(): Promise<CategoryView[]> {
  return api.get<CategoryView[]>('/api/categories');
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: ['catalog-reference', 'categories'], queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
