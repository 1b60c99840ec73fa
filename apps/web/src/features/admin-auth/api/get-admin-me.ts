import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProfile } from '@shop/contracts';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/admin/me: the signed-in administrator, or null without an admin session (401). */
export async function getAdminMe(): Promise<AdminProfile | null> {
  try {
    return await api.get<AdminProfile>('/api/admin/me');
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: getAdminMe,
  });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
