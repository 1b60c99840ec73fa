import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort, ProductView, SortOrder } from '@shop/contracts';
import { apiGetWithTotal } from '@/lib/api-client';
import { adminProductKeys } from './admin-product-keys';

export type AdminProductParams = {
  category: string | null;
  search: string;
  sort: ProductSort;
  order: SortOrder;
  page: number;
  pageSize: number;
};

/** GET /api/admin/products: every product, active or not, one page; the total comes in X-Total-Count. */
export function getAdminProducts(params: AdminProductParams, signal?: AbortSignal) {
  const search = new URLSearchParams({
    sort: params.sort,
    order: params.order,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.category) search.set('category', params.category);
  if (params.search.trim()) search.set('search', params.search.trim());
  return apiGetWithTotal<ProductView>(`/api/admin/products?${search}`, { signal });
}

export const adminProductsQueryOptions = (params: AdminProductParams) =>
  queryOptions({
    queryKey: [...adminProductKeys.lists, params],
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(params: AdminProductParams) {
  return useQuery(adminProductsQueryOptions(params));
}
