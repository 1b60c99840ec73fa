import { ApiError } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

/** A write sent, as its body's JSON, and the Idempotency-Key it went under (docs/rules.md §6 "Retried requests"). */
export type WriteAttempt = { body: string; key: string };

/** The attempt for this body: the unanswered one again, key and all, when it is the very same write; else a new key. */
export function nextAttempt(unanswered: WriteAttempt | null, body: unknown, newKey: () => string = newIdempotencyKey): WriteAttempt {
  const json = JSON.stringify(body);
  return unanswered?.body === json ? unanswered : { body: json, key: newKey() };
}

/** A network failure, a 5xx, or the first attempt still under way: the write may have happened, so a retry keeps the key. */
export function mayHaveHappened(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.code === 'IDEMPOTENT_REQUEST_IN_PROGRESS';
}

/**
 * A write that may be retried (an order placed): each call is sent under an Idempotency-Key, and the very same write
 * sent again after no answer, or a 5xx, goes under the same key, so the shop does it once. A refusal, or an answer,
 * ends the attempt.
 */
export function retriedWrite<Body, Answer>(send: (body: Body, headers: Record<string, string>) => Promise<Answer>): (body: Body) => Promise<Answer> {
  let unanswered: WriteAttempt | null = null;
  return async (body) => {
    const attempt = nextAttempt(unanswered, body);
    try {
      const answer = await send(body, { 'Idempotency-Key': attempt.key });
      unanswered = null;
      return answer;
    } catch (error) {
      unanswered = mayHaveHappened(error) ? attempt : null;
      throw error;
    }
  };
}
