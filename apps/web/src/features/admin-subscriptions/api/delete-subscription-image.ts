import { api } from '@/lib/api-client';
import type { AdminSubscription } from '../types';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

/** DELETE /api/subscriptions/{id}/images {imageUrl} (admin). */
export function deleteSubscriptionImage({ id, imageUrl }: { id: string; imageUrl: string }): Promise<AdminSubscription> {
  return api.delete<AdminSubscription>(`/api/subscriptions/${encodeURIComponent(id)}/images`, { imageUrl });
}

export function useDeleteSubscriptionImage() {
  return useSubscriptionMutation(deleteSubscriptionImage);
}
