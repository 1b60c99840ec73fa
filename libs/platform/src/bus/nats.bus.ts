import type { EventEnvelope } from '@shop/contracts';
import {
  AckPolicy, connect, DeliverPolicy, ErrorCode as NatsErrorCode, JSONCodec, JetStreamClient,
  JetStreamManager, NatsConnection, NatsError, nanos, RetentionPolicy, StorageType, Subscription,
} from 'nats';
import {
  Bus, BroadcastHandler, DEFAULT_REQUEST_TIMEOUT_MS, EventHandler, Reply, RequestHandler,
  toErrorBody, unavailable, unwrapReply,
} from './bus';

const codec = JSONCodec<unknown>();
/** Redelivery delay after a consumer fails on an event. */
const NAK_DELAY_MS = 1_000;

export interface NatsBusOptions {
  servers: string;
  /** Namespaces every subject and the stream, so deployments (and test runs) sharing a server never mix. */
  prefix?: string;
  name?: string;
}

/**
 * The distributed mode's transport: request/reply over core NATS with one
 * queue group per service, durable events over JetStream with one durable
 * consumer per (service, event), acknowledged only after the handler succeeds;
 * live events (onEvent) and broadcasts over plain core-NATS subscriptions.
 */
export class NatsBus implements Bus {
  private readonly subscriptions: Subscription[] = [];
  private readonly handlerSubscriptions = new Map<string, Subscription[]>();
  private readonly consumerLoops: Promise<void>[] = [];
  private closing = false;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly prefix: string,
  ) {}

  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    const nc = await connect({ servers: options.servers.split(','), name: options.name, maxReconnectAttempts: -1 });
    const jsm = await nc.jetstreamManager();
    const prefix = options.prefix ?? 'shop';
    const bus = new NatsBus(nc, nc.jetstream(), jsm, prefix);
    await bus.ensureStream();
    return bus;
  }

  private get streamName(): string {
    return `${this.prefix.replace(/[^A-Za-z0-9_-]/g, '_')}_EVENTS`;
  }

  private subject(pattern: string): string {
    return `${this.prefix}.${pattern}`;
  }

  private eventSubject(eventName: string): string {
    return `${this.prefix}.events.${eventName}`;
  }

  private async ensureStream(): Promise<void> {
    try {
      await this.jsm.streams.info(this.streamName);
    } catch {
      await this.jsm.streams.add({
        name: this.streamName,
        subjects: [`${this.prefix}.events.>`],
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        duplicate_window: nanos(2 * 60_000),
      }).catch(async (err) => {
        // Another instance created it first.
        await this.jsm.streams.info(this.streamName).catch(() => { throw err; });
      });
    }
  }

  async request<T>(pattern: string, data: unknown, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS): Promise<T> {
    let reply: Reply;
    try {
      const msg = await this.nc.request(this.subject(pattern), codec.encode(data ?? null), { timeout: timeoutMs });
      reply = codec.decode(msg.data) as Reply;
    } catch (err) {
      if (err instanceof NatsError && err.code === NatsErrorCode.NoResponders) throw unavailable(pattern, 'is not running');
      if (err instanceof NatsError && err.code === NatsErrorCode.Timeout) throw unavailable(pattern, 'did not answer in time');
      throw unavailable(pattern, 'could not be reached');
    }
    return unwrapReply<T>(reply, pattern);
  }

  async handle(pattern: string, queue: string, handler: RequestHandler): Promise<void> {
    const sub = this.nc.subscribe(this.subject(pattern), {
      queue,
      callback: (err, msg) => {
        if (err) return;
        void (async () => {
          let reply: Reply;
          try {
            reply = { ok: true, data: await handler(msg.data.length ? codec.decode(msg.data) : null) };
          } catch (e) {
            reply = { ok: false, error: toErrorBody(e) };
          }
          msg.respond(codec.encode(reply));
        })();
      },
    });
    this.handlerSubscriptions.set(queue, [...(this.handlerSubscriptions.get(queue) ?? []), sub]);
  }

  async removeHandlers(queue: string): Promise<void> {
    for (const sub of this.handlerSubscriptions.get(queue) ?? []) await sub.drain();
    this.handlerSubscriptions.delete(queue);
  }

  async publishEvent(event: EventEnvelope): Promise<void> {
    await this.js.publish(this.eventSubject(event.name), codec.encode(event), { msgID: event.id });
  }

  /** Sent together without waiting for each ack: one connection keeps their order on the stream. */
  async publishEvents(events: EventEnvelope[]): Promise<void> {
    await Promise.all(events.map((event) => this.publishEvent(event)));
  }

  async consume(eventName: string, consumerName: string, handler: EventHandler): Promise<void> {
    const durable = consumerName.replace(/[^A-Za-z0-9_-]/g, '_');
    await this.jsm.consumers.add(this.streamName, {
      durable_name: durable,
      filter_subject: this.eventSubject(eventName),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(30_000),
      max_deliver: -1,
    });
    const consumer = await this.js.consumers.get(this.streamName, durable);
    const messages = await consumer.consume({ max_messages: 64 });
    this.consumerLoops.push((async () => {
      for await (const msg of messages) {
        try {
          await handler(codec.decode(msg.data) as EventEnvelope);
          msg.ack();
        } catch {
          if (!this.closing) msg.nak(NAK_DELAY_MS);
        }
      }
    })());
  }

  /** A plain (not queue) subscription to the event's subject: JetStream stores what is published, and every subscriber sees it too. */
  onEvent(eventName: string, handler: EventHandler): void {
    this.subscriptions.push(this.nc.subscribe(this.eventSubject(eventName), {
      callback: (err, msg) => {
        if (!err) void Promise.resolve().then(() => handler(codec.decode(msg.data) as EventEnvelope)).catch(() => undefined);
      },
    }));
  }

  broadcast(subject: string, data: unknown): void {
    this.nc.publish(this.subject(`broadcast.${subject}`), codec.encode(data ?? null));
  }

  onBroadcast(subject: string, handler: BroadcastHandler): void {
    this.subscriptions.push(this.nc.subscribe(this.subject(`broadcast.${subject}`), {
      callback: (err, msg) => { if (!err) handler(codec.decode(msg.data)); },
    }));
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.nc.drain().catch(() => undefined);
  }
}
