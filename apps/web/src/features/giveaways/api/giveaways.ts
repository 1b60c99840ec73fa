import { queryOptions } from '@tanstack/react-query';
import type { GiveawayEntryView, OwnGiveawayEntryRemoved } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { GIVEAWAYS_QUERY_KEY } from '@/lib/active-giveaways';

export const giveawayEntriesQueryOptions = (giveawayId: string) =>
  queryOptions({
    queryKey: [...GIVEAWAYS_QUERY_KEY, giveawayId, 'entries'],
    queryFn: ({ signal }) => api.get<GiveawayEntryView[]>(`/api/giveaways/${encodeURIComponent(giveawayId)}/entries`, { signal }),
  });

export function enterGiveaway(giveawayId: string, userEmail: string, answer: string): Promise<GiveawayEntryView> {
  return api.post<GiveawayEntryView>(`/api/giveaways/${encodeURIComponent(giveawayId)}/enter`, { userEmail, answer });
}

export function deleteOwnEntry(giveawayId: string, userEmail: string): Promise<OwnGiveawayEntryRemoved> {
  return api.delete<OwnGiveawayEntryRemoved>(`/api/giveaways/${encodeURIComponent(giveawayId)}/entries/user/${encodeURIComponent(userEmail)}`);
}
