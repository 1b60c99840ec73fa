import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DutchAuctionDeleted, DutchAuctionView } from '@shop/contracts';
import { api } from '@/lib/api-client';

const base = '/api/admin/dutch-auctions';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** GET /api/admin/dutch-auctions (admin): every auction, newest first. */
export const adminAuctionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dutch-auctions'],
    queryFn: ({ signal }) => api.get<DutchAuctionView[]>(base, { signal }),
  });

export function useAdminAuctions() {
  return useQuery(adminAuctionsQueryOptions());
}

/** After a change: the admin list and the shop's gravity sales. */
function refreshAfterAuctionChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminAuctionsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['dutch-auctions'] }),
  ]);
}

function useAuctionMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterAuctionChange(queryClient) });
}

/** POST (multipart: the fields as text, `images[]` files) creates; PUT with an id changes the fields sent. */
export function useSaveAuction() {
  return useAuctionMutation(({ id, form }: { id: string | null; form: FormData }) =>
    id ? api.put<DutchAuctionView>(one(id), form) : api.post<DutchAuctionView>(base, form),
  );
}

/** POST …/activate (its clock restarts from the start price) or …/deactivate (gone from the shop). */
export function useSetAuctionActive() {
  return useAuctionMutation(({ id, active }: { id: string; active: boolean }) =>
    api.post<DutchAuctionView>(`${one(id)}/${active ? 'activate' : 'deactivate'}`),
  );
}

/** DELETE (its image files go too; orders keep their own copy of the line). */
export function useDeleteAuction() {
  return useAuctionMutation((id: string) => api.delete<DutchAuctionDeleted>(one(id)));
}
