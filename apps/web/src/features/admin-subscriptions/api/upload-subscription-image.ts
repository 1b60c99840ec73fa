import { api } from '@/lib/api-client';
import type { AdminSubscription } from '../types';
import { useSubscriptionMutation } from '../utils/use-subscription-mutation';

/** POST /api/subscriptions/{id}/images, form field `image`, one file (admin). */
export function uploadSubscriptionImage({ id, file }: { id: string; file: File }): Promise<AdminSubscription> {
  const form = new FormData();
  form.append('image', file);
  return api.post<AdminSubscription>(`/api/subscriptions/${encodeURIComponent(id)}/images`, form);
}

export function useUploadSubscriptionImage() {
  return useSubscriptionMutation(uploadSubscriptionImage);
}
