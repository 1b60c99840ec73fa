import type { SubscriptionView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

/** DELETE /api/subscriptions/{id}/images {imageUrl} (admin). */
export function deleteSubscriptionImage({ id, imageUrl }: { id: string; imageUrl: string }): Promise<SubscriptionView> {
  return api.delete<SubscriptionView>(`/api/subscriptions/${encodeURIComponent(id)}/images`, { imageUrl });
}

export function useDeleteSubscriptionImage() {
  return useSubscriptionMutation(deleteSubscriptionImage);
}
