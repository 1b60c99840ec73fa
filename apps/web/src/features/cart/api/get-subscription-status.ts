import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@shop/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/users/{email}/subscription-status (docs/product/shopper.md §7). A failed
 * check is logged and means "not a subscriber" (§8).
 */
export async function getSubscriptionStatus(email: string): Promise<SubscriptionStatus> {
  try {
    const status = await api.get<SubscriptionStatus>(`/api/users/${encodeURIComponent(email)}/subscription-status`);
    return { hasActiveSubscription: status?.hasActiveSubscription === true };
  } catch (error) {
    console.error('Subscription check failed', error);
    return { hasActiveSubscription: false };
  }
}

export const subscriptionStatusQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['users', email, 'subscription-status'],
    queryFn: () => getSubscriptionStatus(email),
    // A paid subscription changes it: asked again whenever the cart opens, like the quote.
    staleTime: 0,
  });

/** Whether the signed-in shopper is an active subscriber; false while signed out, unknown or failed. */
export function useIsActiveSubscriber(email: string | null): boolean {
  const status = useQuery({ ...subscriptionStatusQueryOptions(email ?? ''), enabled: email !== null });
  return email !== null && status.data?.hasActiveSubscription === true;
}
