import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from '@/lib/api-client';
import { adoptServerEmail, signOut, useShopperSession } from '@/lib/session';

export type ServerSession = { email: string; verified: boolean };

/** GET /api/session: the server's view of the shopper cookie; null when signed out (401). */
export async function getSession(): Promise<ServerSession | null> {
  try {
    return await api.get<ServerSession>('/api/session');
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const sessionQueryOptions = (email: string | null) =>
  queryOptions({
    queryKey: ['session', email],
    queryFn: getSession,
    enabled: Boolean(email),
  });

export function useServerSession() {
  const { email } = useShopperSession();
  return useQuery(sessionQueryOptions(email));
}

/**
 * Keeps the stored session honest: when this browser claims a session the
 * server does not know (cookie expired or cleared), the shopper is signed out.
 * A network failure keeps the stored session; the next call will tell.
 */
export function useSessionSync() {
  const { data, isSuccess } = useServerSession();
  useEffect(() => {
    if (!isSuccess) return;
    if (data === null) signOut();
    else adoptServerEmail(data.email);
  }, [data, isSuccess]);
}
