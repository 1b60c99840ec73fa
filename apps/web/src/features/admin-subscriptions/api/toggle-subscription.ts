import { api } from '@/lib/api-client';
import type { AdminSubscription } from '../types';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

/** PATCH /api/subscriptions/{id}/toggle: active ↔ inactive (admin). */
export function toggleSubscription(id: string): Promise<AdminSubscription> {
  return api.patch<AdminSubscription>(`/api/subscriptions/${encodeURIComponent(id)}/toggle`);
}

export function useToggleSubscription() {
  return useSubscriptionMutation(toggleSubscription);
}
