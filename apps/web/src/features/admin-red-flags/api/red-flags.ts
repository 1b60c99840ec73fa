import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedFlagView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Under ['admin', ...]: an admin 401 shows the sign-in again. */
export const redFlagKeys = { all: ['admin', 'red-flags'] as const };

/** GET /api/red-flags: the flagged accounts, most recently flagged first. */
export function useRedFlags() {
  return useQuery({ queryKey: redFlagKeys.all, queryFn: ({ signal }) => api.get<RedFlagView[]>('/api/red-flags', { signal }) });
}

/** DELETE /api/red-flags/{email}: the account is judged afresh from its later shares only. */
export function useClearRedFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.delete<{ email: string; cleared: true }>(`/api/red-flags/${encodeURIComponent(email)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redFlagKeys.all }),
  });
}
