import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DailyDealDeleted, DailyDealView, ProcessScheduledDealsAnswer } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { ScheduleFromProductInput } from '../utils/schedule-form';

const base = '/api/admin/daily-deals';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** Admin deal queries live under ['admin', 'daily-deals'] (an admin 401 then shows the sign-in again). */
export const adminDealKeys = {
  all: ['admin', 'daily-deals'] as const,
  list: ['admin', 'daily-deals', 'list'] as const,
  scheduled: ['admin', 'daily-deals', 'scheduled'] as const,
};

/** The shop page's deals (features/daily-deals reads GET /api/daily-deals under this key). */
export const PUBLIC_DAILY_DEALS_KEY = ['daily-deals'] as const;

/** GET /api/admin/daily-deals: every deal, newest first. */
export function useAdminDailyDeals() {
  return useQuery(queryOptions({ queryKey: adminDealKeys.list, queryFn: ({ signal }) => api.get<DailyDealView[]>(base, { signal }) }));
}

/** GET /api/admin/daily-deals/scheduled: the deals waiting to start, earliest start first. */
export function useScheduledDailyDeals() {
  return useQuery(
    queryOptions({
      queryKey: adminDealKeys.scheduled,
      queryFn: ({ signal }) => api.get<DailyDealView[]>(`${base}/scheduled`, { signal }),
    }),
  );
}

/** After any deal change the public GET /api/daily-deals is reloaded (docs/product/back-office.md §7), and both admin lists. */
function refreshAfterDealChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminDealKeys.all }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_DAILY_DEALS_KEY }),
  ]);
}

function useDealMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterDealChange(queryClient) });
}

/** POST (multipart: the fields as text, `images[]` files) creates; PUT with an id changes the fields sent. */
export function useSaveDailyDeal() {
  return useDealMutation(({ id, form }: { id: string | null; form: FormData }) =>
    id ? api.put<DailyDealView>(one(id), form) : api.post<DailyDealView>(base, form),
  );
}

/** DELETE (its uploaded files go too; pending orders keep their own copy of the line). */
export function useDeleteDailyDeal() {
  return useDealMutation((id: string) => api.delete<DailyDealDeleted>(one(id)));
}

/** POST …/activate/{id} ('Activate Now': a start still ahead is brought forward to now). */
export function useActivateDailyDeal() {
  return useDealMutation((id: string) => api.post<DailyDealView>(`${base}/activate/${encodeURIComponent(id)}`));
}

/** POST …/schedule-from-product: a scheduled deal built from a catalogue product. */
export function useScheduleDealFromProduct() {
  return useDealMutation((input: ScheduleFromProductInput) => api.post<DailyDealView>(`${base}/schedule-from-product`, input));
}

/** POST …/process-scheduled: ended deals expire, due scheduled ones start; answers how many of each. */
export function useProcessScheduledDeals() {
  return useDealMutation(() => api.post<ProcessScheduledDealsAnswer>(`${base}/process-scheduled`));
}
