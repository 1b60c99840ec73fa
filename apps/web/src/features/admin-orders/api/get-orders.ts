import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus, OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { ORDERS_POLL_MS } from '../constants';
import { adminOrderKeys } from '../utils/query-keys';

/** GET /api/admin/orders[?status=]: every order (or those in one status), newest first (the server's default page: 200). */
export function getOrders(status: OrderStatus | null, signal?: AbortSignal): Promise<OrderView[]> {
  const query = status ? `?${new URLSearchParams({ status })}` : '';
  return api.get<OrderView[]>(`/api/admin/orders${query}`, { signal });
}

export const ordersQueryOptions = (status: OrderStatus | null = null) =>
  queryOptions({
    queryKey: adminOrderKeys.list(status),
    queryFn: ({ signal }) => getOrders(status, signal),
    refetchInterval: ORDERS_POLL_MS,
  });

export function useOrders(status: OrderStatus | null = null) {
  return useQuery(ordersQueryOptions(status));
}
