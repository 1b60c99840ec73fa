import { useMutation } from '@tanstack/react-query';
import type { CartOfferResult } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { CartOfferInput } from '../types';

/** POST /api/admin/abandoned-carts/offer (admin): creates a single-use coupon and e-mails it with the cart. */
export function sendCartOffer(input: CartOfferInput): Promise<CartOfferResult> {
  return api.post<CartOfferResult>('/api/admin/abandoned-carts/offer', input);
}

export function useSendCartOffer() {
  return useMutation({ mutationFn: sendCartOffer });
}
