import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { adminOrderKeys } from '../utils/query-keys';

/** GET /api/admin/product-orders: paid orders without a subscription line, newest first. */
export function getProductOrders(signal?: AbortSignal): Promise<OrderView[]> {
  return api.get<OrderView[]>('/api/admin/product-orders', { signal });
}

export const productOrdersQueryOptions = () =>
  queryOptions({
    queryKey: adminOrderKeys.productOrders,
    queryFn: ({ signal }) => getProductOrders(signal),
  });

export function useProductOrders() {
  return useQuery(productOrdersQueryOptions());
}
