import { useMutation } from '@tanstack/react-query';
import type { CreditAddAnswer } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { AddCreditsInput } from '../utils/add-credits-form';

/** POST /api/admin/credits/add (admin, audited): the server's message and the shopper's balance afterwards. */
export function useAddCredits() {
  return useMutation({
    mutationFn: (input: AddCreditsInput) => api.post<CreditAddAnswer>('/api/admin/credits/add', input),
  });
}
