import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { apiGetWithTotal, type ListPage } from '@/lib/api-client';
import { ORDERS_POLL_MS } from '../constants';
import { orderListQuery, type OrderListParams } from '../utils/order-filters';
import { adminOrderKeys } from '../utils/query-keys';

/**
 * GET /api/admin/orders?q=&status=&from=&to=&page=&pageSize=: one page of the orders the search finds, newest first;
 * how many it finds in all comes in X-Total-Count (a page past the last is empty, the total still there).
 */
export function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<ListPage<OrderView>> {
  return apiGetWithTotal<OrderView>(`/api/admin/orders?${orderListQuery(params)}`, { signal });
}

/** `enabled: false` while the browser itself refuses the filters (the days the wrong way round): nothing is sent. */
export const ordersQueryOptions = (params: OrderListParams, enabled = true) =>
  queryOptions({
    queryKey: adminOrderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    refetchInterval: ORDERS_POLL_MS,
    // The last page stays on screen while the next one loads: the list does not flash empty between pages or searches.
    placeholderData: keepPreviousData,
    enabled,
  });

export function useOrders(params: OrderListParams, enabled = true) {
  return useQuery(ordersQueryOptions(params, enabled));
}
