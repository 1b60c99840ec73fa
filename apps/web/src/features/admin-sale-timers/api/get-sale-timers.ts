import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SaleTimer } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { SALE_TIMER_LIST_REFRESH_MS } from '../constants';

/** GET /api/sale-timers (admin): every timer, newest first. */
export function getSaleTimers(): Promise<SaleTimer[]> {
  return api.get<SaleTimer[]>('/api/sale-timers');
}

export const saleTimersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'sale-timers'],
    queryFn: getSaleTimers,
    refetchInterval: SALE_TIMER_LIST_REFRESH_MS,
  });

export function useSaleTimers() {
  return useQuery(saleTimersQueryOptions());
}

/** After a change: the admin list, and what the shop shows (running timers, the site-wide sale, prices). */
export function refreshAfterSaleTimerChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: saleTimersQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['sale-timers'] }),
    queryClient.invalidateQueries({ queryKey: ['site-wide-sales'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}
