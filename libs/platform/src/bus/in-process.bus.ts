import type { EventEnvelope } from '@shop/contracts';
import { Bus, BroadcastHandler, DEFAULT_REQUEST_TIMEOUT_MS, EventHandler, Reply, RequestHandler, toErrorBody, unavailable, unwrapReply } from './bus';
import { jsonCopy as copy } from './json-copy';
import { timeBusRequest } from '../ops/metrics';

/**
 * The embedded mode's transport. Payloads are copied as JSON would copy them (jsonCopy), exactly as
 * they would be on the wire, so no service ever shares an object with another.
 *
 * Events: publishEvent resolves only once every registered consumer has handled
 * the event; if any fails it rejects, the outbox keeps the row and retries it,
 * and idempotent consumers skip what they already did — at-least-once delivery,
 * durable through the publisher's outbox table.
 */
export class InProcessBus implements Bus {
  private readonly handlers = new Map<string, { queue: string; handler: RequestHandler }>();
  private readonly consumers = new Map<string, Map<string, EventHandler>>();
  private readonly listeners = new Map<string, EventHandler[]>();
  private readonly broadcastHandlers = new Map<string, BroadcastHandler[]>();

  /** The request id needs no header here: the async context carries it into the handler. */
  request<T>(pattern: string, data: unknown, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS): Promise<T> {
    return timeBusRequest(pattern, async () => {
      const registered = this.handlers.get(pattern);
      if (!registered) throw unavailable(pattern, 'is not running');
      const reply = await withTimeout(this.answer(registered.handler, copy(data)), timeoutMs, pattern);
      return unwrapReply<T>(copy(reply), pattern);
    });
  }

  async handle(pattern: string, queue: string, handler: RequestHandler): Promise<void> {
    this.handlers.set(pattern, { queue, handler });
  }

  async removeHandlers(queue: string): Promise<void> {
    for (const [pattern, registered] of this.handlers) {
      if (registered.queue === queue) this.handlers.delete(pattern);
    }
  }

  /** One after the other: each event's consumers and listeners finish before the next one's start. */
  async publishEvents(events: EventEnvelope[]): Promise<void> {
    for (const event of events) await this.publishEvent(event);
  }

  async publishEvent(event: EventEnvelope): Promise<void> {
    for (const handler of this.consumers.get(event.name)?.values() ?? []) await handler(copy(event));
    // After the durable consumers: an event the outbox must send again has not reached the listeners yet.
    for (const listener of this.listeners.get(event.name) ?? []) {
      try {
        await listener(copy(event));
      } catch {
        // A live listener holds up nothing (see Bus.onEvent).
      }
    }
  }

  async consume(eventName: string, consumerName: string, handler: EventHandler): Promise<void> {
    const consumers = this.consumers.get(eventName) ?? new Map<string, EventHandler>();
    consumers.set(consumerName, handler);
    this.consumers.set(eventName, consumers);
  }

  onEvent(eventName: string, handler: EventHandler): void {
    this.listeners.set(eventName, [...(this.listeners.get(eventName) ?? []), handler]);
  }

  broadcast(subject: string, data: unknown): void {
    for (const handler of this.broadcastHandlers.get(subject) ?? []) {
      queueMicrotask(() => handler(copy(data)));
    }
  }

  onBroadcast(subject: string, handler: BroadcastHandler): void {
    this.broadcastHandlers.set(subject, [...(this.broadcastHandlers.get(subject) ?? []), handler]);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.consumers.clear();
    this.listeners.clear();
    this.broadcastHandlers.clear();
  }

  private async answer(handler: RequestHandler, data: unknown): Promise<Reply> {
    try {
      return { ok: true, data: await handler(data) };
    } catch (err) {
      return { ok: false, error: toErrorBody(err) };
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, pattern: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unavailable(pattern, 'did not answer in time')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
