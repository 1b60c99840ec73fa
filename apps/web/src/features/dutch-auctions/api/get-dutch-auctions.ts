import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DutchAuctionView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { GRAVITY_SALES_REFRESH_MS } from '../constants';

/** GET /api/dutch-auctions (public): the active gravity auctions, newest first, priced from the server's clock. */
export function getDutchAuctions(signal?: AbortSignal): Promise<DutchAuctionView[]> {
  return api.get<DutchAuctionView[]>('/api/dutch-auctions', { signal });
}

export const dutchAuctionsQueryOptions = () =>
  queryOptions({
    queryKey: ['dutch-auctions', 'active'],
    queryFn: ({ signal }) => getDutchAuctions(signal),
    refetchInterval: GRAVITY_SALES_REFRESH_MS,
  });

export function useDutchAuctions() {
  return useQuery(dutchAuctionsQueryOptions());
}
