import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORDERS_POLL_MS } from '../constants';
import type { Order } from '../types';
import { adminOrderKeys } from '../utils/query-keys';

/** GET /api/admin/orders: every order, newest first (the server's default page: 200). */
export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>('/api/admin/orders', { signal });
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
