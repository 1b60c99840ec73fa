import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** A checkout sent, as its body's JSON, and the Idempotency-Key it went under (docs/rules.md §6 "Retried requests"). */
export type CheckoutAttempt = { body: string; key: string };

/** The attempt for this body: the unanswered one again, key and all, when it is the very same checkout; else a new key. */
export function nextCheckoutAttempt(unanswered: CheckoutAttempt | null, body: unknown, newKey: () => string = newIdempotencyKey): CheckoutAttempt {
  const json = JSON.stringify(body);
  return unanswered?.body === json ? unanswered : { body: json, key: newKey() };
}

/** A network failure, a 5xx, or the first attempt still under way: the order may have been placed, so a retry keeps the key. */
export function mayHaveBeenPlaced(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.code === 'IDEMPOTENT_REQUEST_IN_PROGRESS';
}
