import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiveawayEntryView, GiveawayView, OwnGiveawayEntryRemoved } from '@shop/contracts';
import { api } from '@/lib/api-client';

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

export const giveawayEntriesQueryOptions = (giveawayId: string) =>
  queryOptions({
    queryKey: [...GIVEAWAYS_QUERY_KEY, giveawayId, 'entries'],
    queryFn: ({ signal }) => api.get<GiveawayEntryView[]>(`/api/giveaways/${encodeURIComponent(giveawayId)}/entries`, { signal }),
  });

export function enterGiveaway(giveawayId: string, userEmail: string, answer: string): Promise<GiveawayEntryView> {
  return api.post<GiveawayEntryView>(`/api/giveaways/${encodeURIComponent(giveawayId)}/enter`, { userEmail, answer });
}

export function deleteOwnEntry(giveawayId: string, userEmail: string): Promise<OwnGiveawayEntryRemoved> {
  return api.delete<OwnGiveawayEntryRemoved>(
    `/api/giveaways/${encodeURIComponent(giveawayId)}/entries/user/${encodeURIComponent(userEmail)}`,
  );
}
