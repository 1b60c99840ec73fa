import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductWithSales } from '@shop/contracts';
import { apiGetWithTotal, type ListPage } from '@/lib/api-client';
import { PRODUCTS_PAGE_SIZE } from '../types';

export type ProductFilter = { category: string | null; subcategory: string | null };

/** The shop page's first view: every category. */
export const ALL_PRODUCTS: ProductFilter = { category: null, subcategory: null };

type PageParams = ProductFilter & { limit: number; offset: number };

/** GET /api/products/with-sales: active products with what each costs right now (public). */
export function getProductsWithSales(params: PageParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.category) search.set('category', params.category);
  if (params.subcategory) search.set('subcategory', params.subcategory);
  return apiGetWithTotal<ProductWithSales>(`/api/products/with-sales?${search}`, { signal });
}

/** The offset of the next page, or undefined when everything is loaded. */
function nextOffset(last: ListPage<ProductWithSales>, pages: ListPage<ProductWithSales>[]) {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (last.total !== null) return loaded < last.total ? loaded : undefined;
  return last.items.length === PRODUCTS_PAGE_SIZE ? loaded : undefined;
}

/** Every public product list lives under ['products']: admin writes invalidate that prefix. */
export const productsWithSalesQueryOptions = (filter: ProductFilter) =>
  infiniteQueryOptions({
    queryKey: ['products', 'with-sales', filter],
    queryFn: ({ pageParam, signal }) => getProductsWithSales({ ...filter, limit: PRODUCTS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useProductsWithSales(filter: ProductFilter) {
  return useInfiniteQuery(productsWithSalesQueryOptions(filter));
}
