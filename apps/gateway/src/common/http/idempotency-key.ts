import { httpError } from './http-error';

/** What an Idempotency-Key header may hold: printable ASCII, as Stripe's and PayPal's own keys (at most 255 characters). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The client's Idempotency-Key header (the same key, the same answer, nothing done twice); absent, undefined. A key
 * that is empty, too long or not printable ASCII is refused (400) before anything is done.
 */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw httpError('BAD_REQUEST', 'Idempotency-Key must be 1 to 255 printable characters (a UUID is a good choice)');
  }
  return header;
}
