import { api } from '@/lib/api-client';
import type { AdminSubscription } from '../types';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

/** PATCH /api/subscriptions/{id} {reviews}: the whole list (admin). */
export function updateSubscriptionReviews({ id, reviews }: { id: string; reviews: string[] }): Promise<AdminSubscription> {
  return api.patch<AdminSubscription>(`/api/subscriptions/${encodeURIComponent(id)}`, { reviews });
}

export function useUpdateSubscriptionReviews() {
  return useSubscriptionMutation(updateSubscriptionReviews);
}
