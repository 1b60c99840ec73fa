import type { PaymentConfirmReply } from '@shop/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/payments/confirm: the shopper is back from the payment provider; the shop asks the provider (PayPal
 * captures, Stripe's session is read) and answers her order's status. Only her own order, with her session cookie:
 * 401 NOT_SIGNED_IN without one, 404 NOT_FOUND for any other order, 503 PAYMENT_PROVIDER_UNAVAILABLE when the
 * provider does not answer.
 */
export function confirmPayment(orderId: string, signal?: AbortSignal): Promise<PaymentConfirmReply> {
  return api.post<PaymentConfirmReply>('/api/payments/confirm', { orderId }, { signal });
}
