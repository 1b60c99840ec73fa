import type { QueryClient } from '@tanstack/react-query';

/**
 * The admin list lives under ['admin', 'subscriptions'] (an admin 401 then
 * shows the sign-in again); the subscription screen's under ['subscriptions']
 * (features/subscriptions). Every write refreshes both.
 */
export const adminSubscriptionKeys = {
  all: ['admin', 'subscriptions'] as const,
};

const PUBLIC_SUBSCRIPTIONS_KEY = ['subscriptions'] as const;

export function refreshSubscriptions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSubscriptionKeys.all }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_SUBSCRIPTIONS_KEY }),
  ]);
}
