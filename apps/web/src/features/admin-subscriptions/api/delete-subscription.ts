import { api } from '@/lib/api-client';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

/** DELETE /api/subscriptions/{id} (admin). */
export function deleteSubscription(id: string): Promise<{ id: string; deleted: true }> {
  return api.delete(`/api/subscriptions/${encodeURIComponent(id)}`);
}

export function useDeleteSubscription() {
  return useSubscriptionMutation(deleteSubscription);
}
