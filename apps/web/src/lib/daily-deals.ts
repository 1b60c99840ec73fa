import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyDealView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** The list is fetched again this often (docs/product/engagement.md §7, §9). */
const DAILY_DEALS_REFRESH_MS = 30_000;

/** GET /api/daily-deals (public): the running deals, ending soonest first. */
export function getDailyDeals(signal?: AbortSignal): Promise<DailyDealView[]> {
  return api.get<DailyDealView[]>('/api/daily-deals', { signal });
}

export const dailyDealsQueryOptions = () =>
  queryOptions({
    queryKey: ['daily-deals', 'active'],
    queryFn: ({ signal }) => getDailyDeals(signal),
    refetchInterval: DAILY_DEALS_REFRESH_MS,
  });

export function useDailyDeals() {
  return useQuery(dailyDealsQueryOptions());
}
