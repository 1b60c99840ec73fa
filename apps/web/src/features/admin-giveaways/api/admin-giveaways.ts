import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GiveawayEntryView, GiveawayTicketCount, GiveawayView, GiveawayWinnerAnswer, ShareContent } from '@shop/contracts';
import { api } from '@/lib/api-client';

const one = (id: string) => `/api/giveaways/${encodeURIComponent(id)}`;

/**
 * Admin giveaway queries live under ['admin', 'giveaways'] (an admin 401 then shows the sign-in again).
 * The shop's own list (features/giveaways) is under ['giveaways'] and is refreshed after every write too.
 */
export const adminGiveawayKeys = {
  all: ['admin', 'giveaways'] as const,
  list: ['admin', 'giveaways', 'list'] as const,
  entries: (id: string) => ['admin', 'giveaways', id, 'entries'] as const,
  tickets: (id: string) => ['admin', 'giveaways', id, 'tickets'] as const,
};

const PUBLIC_GIVEAWAYS_KEY = ['giveaways'] as const;

function refreshGiveaways(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminGiveawayKeys.all }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_GIVEAWAYS_KEY }),
  ]);
}

/** GET /api/giveaways: an admin gets every giveaway, newest first. */
export const adminGiveawaysQuery = () =>
  queryOptions({ queryKey: adminGiveawayKeys.list, queryFn: ({ signal }) => api.get<GiveawayView[]>('/api/giveaways', { signal }) });

export function useAdminGiveaways() {
  return useQuery(adminGiveawaysQuery());
}

/** GET /api/giveaways/{id}/entries: the answer entries, oldest first. */
export function useGiveawayEntries(id: string) {
  return useQuery({
    queryKey: adminGiveawayKeys.entries(id),
    queryFn: ({ signal }) => api.get<GiveawayEntryView[]>(`${one(id)}/entries`, { signal }),
  });
}

/** GET /api/giveaways/{id}/tickets: the draw's tickets per entrant, credit and share tickets included. */
export function useGiveawayTickets(id: string) {
  return useQuery({
    queryKey: adminGiveawayKeys.tickets(id),
    queryFn: ({ signal }) => api.get<GiveawayTicketCount[]>(`${one(id)}/tickets`, { signal }),
  });
}

function useGiveawayMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshGiveaways(queryClient) });
}

/** POST (multipart: the fields as text, one `image`) creates; PATCH with an id changes the fields sent. */
export function useSaveGiveaway() {
  return useGiveawayMutation(({ id, form }: { id: string | null; form: FormData }) =>
    id ? api.patch<GiveawayView>(one(id), form) : api.post<GiveawayView>('/api/giveaways', form),
  );
}

/** DELETE: its entries, tickets and image go with it. */
export function useDeleteGiveaway() {
  return useGiveawayMutation((id: string) => api.delete<{ id: string; deleted: true }>(one(id)));
}

/** PATCH /api/giveaway-entries/{id} {answer} */
export function useEditEntry() {
  return useGiveawayMutation(({ id, answer }: { id: string; answer: string }) =>
    api.patch<GiveawayEntryView>(`/api/giveaway-entries/${encodeURIComponent(id)}`, { answer }),
  );
}

/** DELETE /api/giveaway-entries/{id} */
export function useDeleteEntry() {
  return useGiveawayMutation((id: string) => api.delete<{ id: string; deleted: true }>(`/api/giveaway-entries/${encodeURIComponent(id)}`));
}

/** PATCH …/winner: an entrant's e-mail picks her (the giveaway ends); null clears the winner (it is open again). */
export function useSetWinner() {
  return useGiveawayMutation(({ id, winnerId }: { id: string; winnerId: string | null }) =>
    api.patch<GiveawayWinnerAnswer>(`${one(id)}/winner`, { winnerId }),
  );
}

/** POST …/draw: a uniform draw over the tickets; 409 when it already has a winner. */
export function useDrawWinner() {
  return useGiveawayMutation((id: string) => api.post<GiveawayWinnerAnswer>(`${one(id)}/draw`));
}

/** POST …/generate-share-content: the template's texts, pending the admin's review. */
export function useGenerateShareContent() {
  return useGiveawayMutation((id: string) => api.post<GiveawayView>(`${one(id)}/generate-share-content`));
}

/** POST …/approve-share-content {approvedContent}: the reviewed texts become the live ones. */
export function useApproveShareContent() {
  return useGiveawayMutation(({ id, approvedContent }: { id: string; approvedContent: ShareContent }) =>
    api.post<GiveawayView>(`${one(id)}/approve-share-content`, { approvedContent }),
  );
}

/** POST …/reset-sharing: every share text and approval wiped. */
export function useResetSharing() {
  return useGiveawayMutation((id: string) => api.post<GiveawayView>(`${one(id)}/reset-sharing`));
}
