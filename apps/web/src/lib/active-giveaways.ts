import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiveawayView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Every giveaway read starts with this key, so an entry or a credits spend refreshes them all at once. */
export const GIVEAWAYS_QUERY_KEY = ['giveaways'] as const;

/**
 * GET /api/giveaways: the active giveaways. An administrator browsing the shop is answered every giveaway, so the shop
 * keeps the active ones itself (docs/product/engagement.md "Giveaways": only active giveaways appear).
 */
export async function getActiveGiveaways(signal?: AbortSignal): Promise<GiveawayView[]> {
  const all = await api.get<GiveawayView[]>('/api/giveaways', { signal });
  return all.filter((giveaway) => giveaway.isActive);
}

export const activeGiveawaysQueryOptions = () =>
  queryOptions({ queryKey: [...GIVEAWAYS_QUERY_KEY, 'active'], queryFn: ({ signal }) => getActiveGiveaways(signal) });

export function useActiveGiveaways() {
  return useQuery(activeGiveawaysQueryOptions());
}
