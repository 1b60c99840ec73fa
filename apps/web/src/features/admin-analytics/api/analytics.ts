import { useQuery } from '@tanstack/react-query';
import type { ActivityAnalytics, AnalyticsOverview, CartAbandonment, LessonAnalytics, LiveActivity, UsersAnalytics } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Under ['admin', …]: an admin 401 shows the sign-in again. */
export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  overview: ['admin', 'analytics', 'overview'] as const,
  users: ['admin', 'analytics', 'users'] as const,
  activity: ['admin', 'analytics', 'activity'] as const,
  lessons: ['admin', 'analytics', 'lessons'] as const,
  liveActivity: (refresh: number) => ['admin', 'analytics', 'live-activity', refresh] as const,
  cartAbandonment: (refresh: number) => ['admin', 'analytics', 'cart-abandonment', refresh] as const,
};

/** docs/product/back-office.md §9: live activity every 30 s, cart abandonment every 60 s. */
export const LIVE_ACTIVITY_POLL_MS = 30_000;
export const CART_ABANDONMENT_POLL_MS = 60_000;

/** The owner's morning view loads afresh each time the tab opens. */
const FRESH_ON_OPEN = { staleTime: 0 } as const;

export function useAnalyticsOverview() {
  return useQuery({
    queryKey: analyticsKeys.overview,
    queryFn: ({ signal }) => api.get<AnalyticsOverview>('/api/analytics/overview', { signal }),
    ...FRESH_ON_OPEN,
  });
}

export function useUsersAnalytics() {
  return useQuery({
    queryKey: analyticsKeys.users,
    queryFn: ({ signal }) => api.get<UsersAnalytics>('/api/analytics/users', { signal }),
    ...FRESH_ON_OPEN,
  });
}

export function useActivityAnalytics() {
  return useQuery({
    queryKey: analyticsKeys.activity,
    queryFn: ({ signal }) => api.get<ActivityAnalytics>('/api/analytics/activity', { signal }),
    ...FRESH_ON_OPEN,
  });
}

export function useLessonAnalytics() {
  return useQuery({
    queryKey: analyticsKeys.lessons,
    queryFn: ({ signal }) => api.get<LessonAnalytics>('/api/admin/lesson-analytics', { signal }),
    ...FRESH_ON_OPEN,
  });
}

/**
 * The two polled calls carry a refresh counter (a 'Refresh Data' press is a new query) and are never retried:
 * the next poll is the retry (docs/product/back-office.md §7).
 */
export function useLiveActivity(refresh: number) {
  return useQuery({
    queryKey: analyticsKeys.liveActivity(refresh),
    queryFn: ({ signal }) => api.get<LiveActivity>('/api/admin/analytics/live-activity', { signal }),
    refetchInterval: LIVE_ACTIVITY_POLL_MS,
    retry: false,
    placeholderData: (previous) => previous,
  });
}

export function useCartAbandonment(refresh: number) {
  return useQuery({
    queryKey: analyticsKeys.cartAbandonment(refresh),
    queryFn: ({ signal }) => api.get<CartAbandonment>('/api/admin/analytics/cart-abandonment', { signal }),
    refetchInterval: CART_ABANDONMENT_POLL_MS,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
