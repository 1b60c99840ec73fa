import type { SubscriptionView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

/** PATCH /api/subscriptions/{id} {reviews}: the whole list (admin). */
export function updateSubscriptionReviews({ id, reviews }: { id: string; reviews: string[] }): Promise<SubscriptionView> {
  return api.patch<SubscriptionView>(`/api/subscriptions/${encodeURIComponent(id)}`, { reviews });
}

export function useUpdateSubscriptionReviews() {
  return useSubscriptionMutation(updateSubscriptionReviews);
}
