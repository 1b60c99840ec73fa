import type { SubscriptionView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

export type NewSubscription = { title: string; basePrice: string; description: string; images: File[] };

/** POST /api/subscriptions, form data: title, basePrice, description and up to five `images` (admin). */
export function createSubscription({ title, basePrice, description, images }: NewSubscription): Promise<SubscriptionView> {
  const form = new FormData();
  form.append('title', title);
  form.append('basePrice', basePrice);
  form.append('description', description);
  for (const file of images) form.append('images', file);
  return api.post<SubscriptionView>('/api/subscriptions', form);
}

export function useCreateSubscription() {
  return useSubscriptionMutation(createSubscription);
}
