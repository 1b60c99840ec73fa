import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAINT_CREDIT_PER_PAN_CENTS, type PaintCreditImportAnswer, type PaintCreditImportRow, type PaintCreditsOverview } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Polled every 30 s (docs/product/back-office.md §9). */
export const PAINT_CREDITS_OVERVIEW_POLL_MS = 30_000;

/** Under ['admin', …]: an admin 401 shows the sign-in again. */
export const paintCreditKeys = { overview: ['admin', 'paint-credits', 'overview'] as const };

/** GET /api/admin/paint-credits/overview: customers and dollars of every import. */
export function usePaintCreditsOverview() {
  return useQuery({
    queryKey: paintCreditKeys.overview,
    queryFn: ({ signal }) => api.get<PaintCreditsOverview>('/api/admin/paint-credits/overview', { signal }),
    refetchInterval: PAINT_CREDITS_OVERVIEW_POLL_MS,
  });
}

/** POST /api/admin/paint-credits/import: grants each customer's credit once (the server skips rows it already granted). */
export function useImportPaintCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customers: PaintCreditImportRow[]) =>
      api.post<PaintCreditImportAnswer>('/api/admin/paint-credits/import', {
        customers,
        creditType: 'per-pan',
        creditAmount: PAINT_CREDIT_PER_PAN_CENTS / 100,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paintCreditKeys.overview }),
  });
}
