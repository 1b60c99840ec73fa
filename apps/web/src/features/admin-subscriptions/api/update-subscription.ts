import type { SubscriptionView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { SubscriptionFormValues } from '../types';
import { toFormData } from '../utils/form-values';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

/** PUT /api/subscriptions/{id}, form data; characteristics newline-joined, blank prices cleared (admin). */
export function updateSubscription({ id, values }: { id: string; values: SubscriptionFormValues }): Promise<SubscriptionView> {
  return api.put<SubscriptionView>(`/api/subscriptions/${encodeURIComponent(id)}`, toFormData(values));
}

export function useUpdateSubscription() {
  return useSubscriptionMutation(updateSubscription);
}
