/**
 * Retried requests (docs/rules.md §6 "Retried requests"): a write a client may retry takes an `Idempotency-Key` header;
 * the same key with the same body within IDEMPOTENCY_WINDOW_HOURS answers the first request's answer and does nothing
 * again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_WINDOW_HOURS = 24;
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another request: send a new key with a new request';
export const IDEMPOTENT_REQUEST_IN_PROGRESS_MESSAGE = 'The first request with this Idempotency-Key is still under way. Please try again in a moment.';
