import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareDecision, ShareEntryView, ShareStats } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Under ['admin', ...] (an admin 401 shows the sign-in again); a decision also changes giveaways' ticket counts. */
export const adminShareKeys = {
  all: ['admin', 'shares'] as const,
  entries: (status: ShareQueue) => ['admin', 'shares', 'entries', status] as const,
  stats: ['admin', 'shares', 'stats'] as const,
};
const ADMIN_GIVEAWAYS_KEY = ['admin', 'giveaways'] as const;

/** pending: the queue, oldest first; decided: the latest decisions (SHARE_RECENT_DECISIONS of them), newest first. */
export type ShareQueue = 'pending' | 'decided';

export function useShareEntries(status: ShareQueue) {
  return useQuery({
    queryKey: adminShareKeys.entries(status),
    queryFn: ({ signal }) => api.get<ShareEntryView[]>(`/api/admin/share-entries?${new URLSearchParams({ status })}`, { signal }),
  });
}

export function useShareStats() {
  return useQuery({ queryKey: adminShareKeys.stats, queryFn: ({ signal }) => api.get<ShareStats>('/api/shares/stats', { signal }) });
}

/** POST /api/admin/share-entries/{id}/approve|reject: an approved Use-Now share is one more ticket in its giveaway. */
export function useDecideShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ShareDecision }) =>
      api.post<ShareEntryView>(`/api/admin/share-entries/${encodeURIComponent(id)}/${decision}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminShareKeys.all }),
        queryClient.invalidateQueries({ queryKey: ADMIN_GIVEAWAYS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'red-flags'] }),
      ]),
  });
}
