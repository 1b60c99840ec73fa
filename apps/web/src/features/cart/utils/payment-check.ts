import type { PaymentConfirmReply } from '@shop/contracts';
import { getErrorMessage, hasErrorCode, isApiError } from '@/lib/api-client';
import { CONFIRM_POLL_LIMIT, CONFIRM_POLL_MS } from '../constants';

/**
 * What /success shows while and after it asks the shop about the order the provider sent the shopper back with
 * (`?order={id}`, POST /api/payments/confirm). A pure state machine: `usePaymentCheck` runs it.
 *
 * - `confirming`: a question is due in `delayMs` (0 for the first; the next ones while the order is still pending).
 * - `thanks`: the Payment Successful page. `details`: the summary of this browser's checkout may show; `emptyCart`:
 *   the cart she checked out is bought (the order is paid, or there is nothing the browser can confirm).
 * - `not-completed`: still pending after every question: the payment has not been completed yet.
 * - `closed`: the order expired or was cancelled: nothing was charged for it.
 * - `failed`: the shop or the provider could not answer (503 PAYMENT_PROVIDER_UNAVAILABLE, or another failure).
 */
export type PaymentCheck =
  | { kind: 'confirming'; attempt: number; delayMs: number }
  | { kind: 'thanks'; details: boolean; emptyCart: boolean }
  | { kind: 'not-completed' }
  | { kind: 'closed'; status: 'expired' | 'cancelled' }
  | { kind: 'failed'; message: string };

export type PaymentCheckEvent = { type: 'answered'; reply: PaymentConfirmReply } | { type: 'failed'; error: unknown } | { type: 'check-again' };

/** The order's statuses once it is paid: paid, and the steps of fulfilling it. */
const PAID_STATUSES: ReadonlySet<PaymentConfirmReply['status']> = new Set(['paid', 'processing', 'shipped', 'completed']);

const FIRST_QUESTION: PaymentCheck = { kind: 'confirming', attempt: 0, delayMs: 0 };

/** Today's thank-you, with this browser's checkout when it is the one, and the cart emptied. */
const THANKS: PaymentCheck = { kind: 'thanks', details: true, emptyCart: true };

/** A thank-you without details, and the cart left alone: the order is not known to be hers, or paid. */
const THANKS_WITHOUT_DETAILS: PaymentCheck = { kind: 'thanks', details: false, emptyCart: false };

export const CHECK_FAILED_FALLBACK = 'We could not check your payment just now. Please try again.';

/**
 * Where /success starts. Without an order in the address there is nothing to confirm (the transfer page's return):
 * today's thank-you. Without a shopper session the shop cannot be asked: a thank-you without details.
 */
export function initialPaymentCheck(orderId: string | null, signedIn: boolean): PaymentCheck {
  if (!orderId) return THANKS;
  return signedIn ? FIRST_QUESTION : THANKS_WITHOUT_DETAILS;
}

function afterAnswer(state: Extract<PaymentCheck, { kind: 'confirming' }>, reply: PaymentConfirmReply): PaymentCheck {
  if (PAID_STATUSES.has(reply.status)) return THANKS;
  if (reply.status === 'expired' || reply.status === 'cancelled') return { kind: 'closed', status: reply.status };
  // A transfer is confirmed by the owner or the transfer service, never by the browser: today's thank-you.
  if (reply.paymentProvider === 'transfer') return THANKS;
  // Still pending: the provider may not have settled yet; asked again a few times, then said plainly.
  const attempt = state.attempt + 1;
  return attempt <= CONFIRM_POLL_LIMIT ? { kind: 'confirming', attempt, delayMs: CONFIRM_POLL_MS } : { kind: 'not-completed' };
}

function afterFailure(error: unknown): PaymentCheck {
  // Not her order (or not an order at all), or no session on the server: the page as it was, without details.
  if (hasErrorCode(error, 'NOT_FOUND') || hasErrorCode(error, 'NOT_SIGNED_IN') || isApiError(error, 404) || isApiError(error, 401)) {
    return THANKS_WITHOUT_DETAILS;
  }
  return { kind: 'failed', message: getErrorMessage(error, CHECK_FAILED_FALLBACK) };
}

export function paymentCheckReducer(state: PaymentCheck, event: PaymentCheckEvent): PaymentCheck {
  switch (event.type) {
    case 'check-again':
      return state.kind === 'not-completed' || state.kind === 'failed' ? FIRST_QUESTION : state;
    case 'answered':
      return state.kind === 'confirming' ? afterAnswer(state, event.reply) : state;
    case 'failed':
      return state.kind === 'confirming' ? afterFailure(event.error) : state;
  }
}
