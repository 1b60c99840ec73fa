import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { adminMeQueryOptions } from './get-admin-me';

/** POST /api/admin/logout. An already-expired session counts as signed out. */
export async function adminLogout(): Promise<void> {
  try {
    await api.post('/api/admin/logout');
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
  }
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: () => {
      const meKey = adminMeQueryOptions().queryKey;
      // Signed out: the guard (observing "me") shows the sign-in again, and no
      // other admin answer of this session stays in the cache.
      queryClient.setQueryData(meKey, null);
      queryClient.removeQueries({ queryKey: ['admin'], predicate: (query) => query.queryKey[1] !== meKey[1] });
    },
  });
}
