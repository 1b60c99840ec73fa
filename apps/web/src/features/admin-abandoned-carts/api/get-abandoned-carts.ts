import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AbandonedCart, AbandonedCartWindow } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { abandonedCartKeys } from './query-keys';

/** GET /api/admin/abandoned-carts?hours= (admin): the carts left in that window, most recent first. */
export function getAbandonedCarts(hours: AbandonedCartWindow): Promise<AbandonedCart[]> {
  return api.get<AbandonedCart[]>(`/api/admin/abandoned-carts?${new URLSearchParams({ hours: String(hours) })}`);
}

export const abandonedCartsQueryOptions = (hours: AbandonedCartWindow) =>
  queryOptions({
    queryKey: abandonedCartKeys.list(hours),
    queryFn: () => getAbandonedCarts(hours),
    // Another window keeps the last list on screen while it loads.
    placeholderData: keepPreviousData,
  });

export function useAbandonedCarts(hours: AbandonedCartWindow) {
  return useQuery(abandonedCartsQueryOptions(hours));
}
