import { isErrorCode, isErrorDetailList, type ErrorDetail, type EventEnvelope, type ServiceErrorBody } from '@shop/contracts';

export type RequestHandler = (data: unknown) => Promise<unknown>;
export type EventHandler = (event: EventEnvelope) => Promise<void>;
export type BroadcastHandler = (data: unknown) => void;

/** How long a caller waits for a service before answering 503. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;

/**
 * The one seam between services. Two implementations share its semantics:
 * in-process (embedded mode) and NATS + JetStream (distributed mode).
 *
 * - request/reply: one handler instance answers (queue group per service);
 * - events: durable, at-least-once, each named consumer sees every event;
 *   and live, per instance: every running instance that listens sees each event published while it runs;
 * - broadcast: fire-and-forget to every running instance (cache invalidation).
 */
export interface Bus {
  request<T>(pattern: string, data: unknown, timeoutMs?: number): Promise<T>;
  handle(pattern: string, queue: string, handler: RequestHandler): Promise<void>;
  /** Stops answering every pattern registered under this queue (a service shutting down). */
  removeHandlers(queue: string): Promise<void>;
  publishEvent(event: EventEnvelope): Promise<void>;
  /** Publishes events in their order; resolves once the bus holds all of them. */
  publishEvents(events: EventEnvelope[]): Promise<void>;
  consume(eventName: string, consumerName: string, handler: EventHandler): Promise<void>;
  /**
   * Every event of this name published while this instance runs, on this instance too (no queue group, nothing
   * durable, nothing replayed): for what each instance does by itself, like pushing to its own sockets. The same
   * event may come twice (the outbox re-sends after a crash): deduplicate by its id. A failing handler holds up nothing.
   */
  onEvent(eventName: string, handler: EventHandler): void;
  /** Durable consumers' backlog, where the transport has one (JetStream); the embedded bus delivers from the outbox directly. */
  consumerLag?(): Promise<{ consumer: string; pending: number }[]>;
  /** False while the transport has lost its server (it reconnects by itself); absent: always connected. */
  connected?(): boolean;
  broadcast(subject: string, data: unknown): void;
  onBroadcast(subject: string, handler: BroadcastHandler): void;
  close(): Promise<void>;
}

/** The reply envelope on the wire. */
export type Reply = { ok: true; data: unknown } | { ok: false; error: ServiceErrorBody };

/** A service answered with an expected failure, or could not be reached. */
export class RemoteError extends Error {
  constructor(
    readonly code: ServiceErrorBody['code'],
    message: string,
    readonly pattern: string,
    /** Every problem, when the failure lists several (a file's rows). */
    readonly errors?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'RemoteError';
  }
}

/** Turns whatever a handler threw into the reply's error body. */
export function toErrorBody(err: unknown): ServiceErrorBody {
  if (err && typeof err === 'object' && 'code' in err && 'message' in err) {
    const { code, message, errors } = err as { code: unknown; message: unknown; errors?: unknown };
    // A driver's own code (Postgres' '23505') is not ours: the failure is unexpected, its words kept for the log.
    if (typeof message === 'string' && isErrorCode(code)) return { code, message, ...(isErrorDetailList(errors) ? { errors } : {}) };
    if (typeof message === 'string') return { code: 'INTERNAL_ERROR', message };
  }
  return { code: 'INTERNAL_ERROR', message: 'Internal error' };
}

export function unwrapReply<T>(reply: Reply, pattern: string): T {
  if (reply.ok) return reply.data as T;
  throw new RemoteError(reply.error.code, reply.error.message, pattern, reply.error.errors);
}

export function serviceOf(pattern: string): string {
  return pattern.split('.')[0];
}

export function unavailable(pattern: string, why: string): RemoteError {
  return new RemoteError('SERVICE_UNAVAILABLE', `The ${serviceOf(pattern)} service ${why}. Please try again shortly.`, pattern);
}
