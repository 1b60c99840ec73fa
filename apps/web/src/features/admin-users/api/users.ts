import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportedUser, SubscriptionOrderView, UserActivitySummary } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Under ['admin', …]: an admin 401 shows the sign-in again. */
export const adminUserKeys = {
  list: (search: string) => ['admin', 'users', 'list', search] as const,
  activity: (id: string) => ['admin', 'users', id, 'activity'] as const,
  subscriptionOrders: (id: string) => ['admin', 'users', id, 'subscription-orders'] as const,
};

/** How many shoppers one page of the list shows. */
export const USERS_SHOWN = 100;

/** GET /api/users: newest first, filtered by e-mail or name. */
export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: adminUserKeys.list(search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: String(USERS_SHOWN) });
      if (search) query.set('search', search);
      return api.get<ReportedUser[]>(`/api/users?${query}`, { signal });
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useUserActivity(id: string) {
  return useQuery({
    queryKey: adminUserKeys.activity(id),
    queryFn: ({ signal }) => api.get<UserActivitySummary>(`/api/users/${encodeURIComponent(id)}/activity`, { signal }),
    staleTime: 0,
  });
}

export function useUserSubscriptionOrders(id: string) {
  return useQuery({
    queryKey: adminUserKeys.subscriptionOrders(id),
    queryFn: ({ signal }) => api.get<SubscriptionOrderView[]>(`/api/users/${encodeURIComponent(id)}/subscription-orders`, { signal }),
    staleTime: 0,
  });
}
