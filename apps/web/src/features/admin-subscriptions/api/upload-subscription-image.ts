import type { SubscriptionView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

/** POST /api/subscriptions/{id}/images, form field `image`, one file (admin). */
export function uploadSubscriptionImage({ id, file }: { id: string; file: File }): Promise<SubscriptionView> {
  const form = new FormData();
  form.append('image', file);
  return api.post<SubscriptionView>(`/api/subscriptions/${encodeURIComponent(id)}/images`, form);
}

export function useUploadSubscriptionImage() {
  return useSubscriptionMutation(uploadSubscriptionImage);
}
