import type { SubscriptionView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

/** PATCH /api/subscriptions/{id}/toggle: active ↔ inactive (admin). */
export function toggleSubscription(id: string): Promise<SubscriptionView> {
  return api.patch<SubscriptionView>(`/api/subscriptions/${encodeURIComponent(id)}/toggle`);
}

export function useToggleSubscription() {
  return useSubscriptionMutation(toggleSubscription);
}
