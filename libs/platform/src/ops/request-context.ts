import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id of the work in hand: the gateway makes one per HTTP request (or takes the caller's X-Request-Id),
 * the bus carries it to the service that answers (a NATS header; in one process the async context carries it by
 * itself), and every log line written while the work runs names it.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a caller may name its request: short, and nothing a log reader could mistake for structure. */
const CALLER_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is a sensible one, else a new id. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && CALLER_REQUEST_ID.test(header) ? header : randomUUID();
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** Runs `work` (and everything it starts) as part of request `requestId`. */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? context.run({ requestId }, work) : work();
}
