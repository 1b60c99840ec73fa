import type { EventEnvelope } from '@shop/contracts';
import {
  AckPolicy,
  connect,
  ConsumerMessages,
  DeliverPolicy,
  ErrorCode as NatsErrorCode,
  headers,
  JSONCodec,
  JetStreamClient,
  JetStreamManager,
  NatsConnection,
  NatsError,
  nanos,
  RetentionPolicy,
  StorageType,
  Subscription,
} from 'nats';
import { BusStreamLimits, DEFAULT_BUS_STREAM } from '../config';
import { timeBusRequest } from '../ops/metrics';
import { currentRequestId, REQUEST_ID_HEADER, withRequestId } from '../ops/request-context';
import { Bus, BroadcastHandler, DEFAULT_REQUEST_TIMEOUT_MS, EventHandler, Reply, RequestHandler, toErrorBody, unavailable, unwrapReply } from './bus';

const codec = JSONCodec<unknown>();
/** Redelivery delay after a consumer fails on an event. */
const NAK_DELAY_MS = 1_000;

export interface NatsBusOptions {
  servers: string;
  /** Namespaces every subject and the stream, so deployments (and test runs) sharing a server never mix. */
  prefix?: string;
  name?: string;
  /** The event stream's limits when this instance creates it; by default a week, one node. */
  stream?: BusStreamLimits;
}

/** How often the stream and this instance's durable consumers are checked, besides at every reconnect. */
const HEAL_INTERVAL_MS = 30_000;

/** One durable consumer this instance runs: enough to declare it again, and its current message loop. */
interface ConsumerRun {
  eventName: string;
  durable: string;
  handler: EventHandler;
  messages?: ConsumerMessages;
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
  private readonly consumers: ConsumerRun[] = [];
  private healTimer?: NodeJS.Timeout;
  private healing?: Promise<void>;
  /** False while the stream or one of this instance's consumers is missing (a server restarted on an empty store). */
  private declared = true;
  /** Requests being answered now, per queue: a service shutting down finishes them before it goes. */
  private readonly answering = new Map<string, Set<Promise<void>>>();
  private closing = false;
  private disconnected = false;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly prefix: string,
    private readonly streamLimits: BusStreamLimits,
  ) {}

  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    const nc = await connect({ servers: options.servers.split(','), name: options.name, maxReconnectAttempts: -1 });
    const jsm = await nc.jetstreamManager();
    const prefix = options.prefix ?? 'shop';
    const bus = new NatsBus(nc, nc.jetstream(), jsm, prefix, options.stream ?? DEFAULT_BUS_STREAM);
    void bus.watchConnection();
    await bus.ensureStream();
    bus.healTimer = setInterval(() => void bus.heal(), HEAL_INTERVAL_MS);
    bus.healTimer.unref();
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
      await this.jsm.streams
        .add({
          name: this.streamName,
          subjects: [`${this.prefix}.events.>`],
          storage: StorageType.File,
          retention: RetentionPolicy.Limits,
          max_age: nanos(this.streamLimits.maxAgeHours * 3_600_000),
          num_replicas: this.streamLimits.replicas,
          duplicate_window: nanos(2 * 60_000),
        })
        .catch(async (err) => {
          // Another instance created it first.
          await this.jsm.streams.info(this.streamName).catch(() => {
            throw err;
          });
        });
    }
  }

  /** The request id of the work in hand travels as a message header, so the answering service logs it too. */
  request<T>(pattern: string, data: unknown, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS): Promise<T> {
    return timeBusRequest(pattern, async () => {
      const requestId = currentRequestId();
      const header = requestId ? headers() : undefined;
      header?.set(REQUEST_ID_HEADER, requestId!);
      let reply: Reply;
      try {
        const msg = await this.nc.request(this.subject(pattern), codec.encode(data ?? null), { timeout: timeoutMs, headers: header });
        reply = codec.decode(msg.data) as Reply;
      } catch (err) {
        if (err instanceof NatsError && err.code === NatsErrorCode.NoResponders) throw unavailable(pattern, 'is not running');
        if (err instanceof NatsError && err.code === NatsErrorCode.Timeout) throw unavailable(pattern, 'did not answer in time');
        throw unavailable(pattern, 'could not be reached');
      }
      return unwrapReply<T>(reply, pattern);
    });
  }

  async handle(pattern: string, queue: string, handler: RequestHandler): Promise<void> {
    const answering = this.answering.get(queue) ?? new Set<Promise<void>>();
    this.answering.set(queue, answering);
    const sub = this.nc.subscribe(this.subject(pattern), {
      queue,
      callback: (err, msg) => {
        if (err) return;
        const answer = withRequestId(msg.headers?.get(REQUEST_ID_HEADER) || undefined, async () => {
          let reply: Reply;
          try {
            reply = { ok: true, data: await handler(msg.data.length ? codec.decode(msg.data) : null) };
          } catch (e) {
            reply = { ok: false, error: toErrorBody(e) };
          }
          msg.respond(codec.encode(reply));
        });
        answering.add(answer);
        void answer.finally(() => answering.delete(answer));
      },
    });
    this.handlerSubscriptions.set(queue, [...(this.handlerSubscriptions.get(queue) ?? []), sub]);
  }

  /** Takes no new request for this queue, then waits for the ones being answered (a graceful shutdown). */
  async removeHandlers(queue: string): Promise<void> {
    for (const sub of this.handlerSubscriptions.get(queue) ?? []) await sub.drain();
    this.handlerSubscriptions.delete(queue);
    await Promise.allSettled([...(this.answering.get(queue) ?? [])]);
  }

  /** Ready: connected, and the stream and this instance's consumers exist (it can publish and consume). */
  connected(): boolean {
    return !this.nc.isClosed() && !this.closing && !this.disconnected && this.declared;
  }

  /** Follows the connection's state: NATS reconnects by itself, and readiness says so meanwhile; back, the stream is checked. */
  private async watchConnection(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect') this.disconnected = true;
      if (status.type === 'reconnect') {
        this.disconnected = false;
        void this.heal();
      }
    }
  }

  /**
   * Declares again what the server lost: a NATS restarted on an empty store (or a stream someone deleted) has neither
   * the stream nor the durable consumers, and nothing would be published or consumed until every service restarted.
   * Run at each reconnect and every HEAL_INTERVAL_MS; a consumer found missing is added again and its loop restarted.
   */
  heal(): Promise<void> {
    this.healing ??= (async () => {
      try {
        await this.ensureStream();
        for (const run of this.consumers) {
          if (!(await this.consumerExists(run.durable))) await this.runConsumer(run);
        }
        this.declared = true;
      } catch {
        this.declared = false;
      } finally {
        this.healing = undefined;
      }
    })();
    return this.healing;
  }

  private async consumerExists(durable: string): Promise<boolean> {
    try {
      await this.jsm.consumers.info(this.streamName, durable);
      return true;
    } catch (err) {
      if (err instanceof NatsError && /not found/i.test(err.message)) return false;
      throw err;
    }
  }

  /** Each durable consumer this instance made, with the events it has not yet handled (pending + unacknowledged). */
  async consumerLag(): Promise<{ consumer: string; pending: number }[]> {
    return Promise.all(
      this.consumers.map(async ({ durable }) => {
        const info = await this.jsm.consumers.info(this.streamName, durable);
        return { consumer: durable, pending: info.num_pending + info.num_ack_pending };
      }),
    );
  }

  async publishEvent(event: EventEnvelope): Promise<void> {
    await this.js.publish(this.eventSubject(event.name), codec.encode(event), { msgID: event.id });
  }

  /** Sent together without waiting for each ack: one connection keeps their order on the stream. */
  async publishEvents(events: EventEnvelope[]): Promise<void> {
    await Promise.all(events.map((event) => this.publishEvent(event)));
  }

  async consume(eventName: string, consumerName: string, handler: EventHandler): Promise<void> {
    const run: ConsumerRun = { eventName, durable: consumerName.replace(/[^A-Za-z0-9_-]/g, '_'), handler };
    await this.runConsumer(run);
    this.consumers.push(run);
  }

  /** Declares the durable consumer (again) and (re)starts its loop: acknowledged after the handler succeeds, else redelivered. */
  private async runConsumer(run: ConsumerRun): Promise<void> {
    run.messages?.stop();
    await this.jsm.consumers.add(this.streamName, {
      durable_name: run.durable,
      filter_subject: this.eventSubject(run.eventName),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(30_000),
      max_deliver: -1,
    });
    const consumer = await this.js.consumers.get(this.streamName, run.durable);
    const messages = await consumer.consume({ max_messages: 64 });
    run.messages = messages;
    this.consumerLoops.push(
      (async () => {
        for await (const msg of messages) {
          try {
            await run.handler(codec.decode(msg.data) as EventEnvelope);
            msg.ack();
          } catch {
            if (!this.closing) msg.nak(NAK_DELAY_MS);
          }
        }
      })(),
    );
  }

  /** A plain (not queue) subscription to the event's subject: JetStream stores what is published, and every subscriber sees it too. */
  onEvent(eventName: string, handler: EventHandler): void {
    this.subscriptions.push(
      this.nc.subscribe(this.eventSubject(eventName), {
        callback: (err, msg) => {
          if (!err)
            void Promise.resolve()
              .then(() => handler(codec.decode(msg.data) as EventEnvelope))
              .catch(() => undefined);
        },
      }),
    );
  }

  broadcast(subject: string, data: unknown): void {
    this.nc.publish(this.subject(`broadcast.${subject}`), codec.encode(data ?? null));
  }

  onBroadcast(subject: string, handler: BroadcastHandler): void {
    this.subscriptions.push(
      this.nc.subscribe(this.subject(`broadcast.${subject}`), {
        callback: (err, msg) => {
          if (!err) handler(codec.decode(msg.data));
        },
      }),
    );
  }

  /** Stops taking events, lets the one each consumer is handling finish (and be acknowledged), then drains the connection. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.healTimer);
    for (const run of this.consumers) run.messages?.stop();
    await Promise.allSettled(this.consumerLoops);
    await this.nc.drain().catch(() => undefined);
  }
}
