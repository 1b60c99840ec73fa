import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { ORDERS_POLL_MS } from '../constants';
import { adminOrderKeys } from '../utils/query-keys';

/** GET /api/admin/orders: every order, newest first (the server's default page: 200). */
export function getOrders(signal?: AbortSignal): Promise<OrderView[]> {
  return api.get<OrderView[]>('/api/admin/orders', { signal });
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: adminOrderKeys.list,
    queryFn: ({ signal }) => getOrders(signal),
    refetchInterval: ORDERS_POLL_MS,
  });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
