import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  ApiError,
  CouponJson,
  newId,
  PaymentIntentState,
  RefundJson,
  StoredSession,
  StripeErrorJson,
  StripeObjects,
  unixNow,
} from './stripe-objects';

export type { CheckoutSessionJson, CouponJson, PaymentIntentState, RefundJson, StoredSession } from './stripe-objects';

export interface StripeEventJson {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  type: string;
  data: { object: object };
}

export interface SignOptions {
  /** Unix seconds; now when absent. */
  timestamp?: number;
  /** Another secret than the server's, for a signature the shop must refuse. */
  secret?: string;
}

export interface StripeServer {
  /** e.g. http://127.0.0.1:PORT, the StripeProvider's apiBase. */
  url: string;
  close(): Promise<void>;
  readonly sessions: ReadonlyMap<string, StoredSession>;
  readonly coupons: ReadonlyMap<string, CouponJson>;
  readonly paymentIntents: ReadonlyMap<string, PaymentIntentState>;
  readonly refunds: readonly RefundJson[];
  /** Every request that arrived, faults and refusals included. */
  readonly requests: readonly { method: string; path: string; idempotencyKey: string | null }[];
  /**
   * The shopper pays at Stripe: the session completes with a new PaymentIntent, whose id this answers. The amount charged
   * is the session's total unless overridden (the session then reports what was charged); `async` completes it unpaid
   * until `settleAsync`, as a bank debit does.
   */
  pay(sessionId: string, override?: { amountCents?: number; currency?: string; async?: boolean }): string;
  settleAsync(sessionId: string): void;
  expire(sessionId: string): void;
  /** The next `count` requests answer `status` in Stripe's error shape, with no effect. */
  failNext(count: number, status?: number): void;
  /** The next `count` requests wait `ms` before they are handled (the effect still happens, as a slow Stripe's would). */
  delayNext(count: number, ms: number): void;
  event(type: string, object: object): StripeEventJson;
  /** The headers Stripe sends an event with (`stripe-signature` made by the `stripe` package itself), lower-case. */
  signedHeaders(payload: string, opts?: SignOptions): Promise<Record<string, string>>;
  /** An event as the shop's webhook receives it: the raw body and its headers. */
  signedNotice(event: StripeEventJson, opts?: SignOptions): Promise<{ headers: Record<string, string>; body: string }>;
  /** Posts a signed event to `url`; answers the shop's status and body (parsed when JSON). */
  send(url: string, type: string, object: object, opts?: SignOptions): Promise<{ status: number; body: unknown; event: StripeEventJson }>;
  sessionCompletedEvent(sessionId: string): StripeEventJson;
  asyncSucceededEvent(sessionId: string): StripeEventJson;
  /** Current Stripe API versions leave a charge's refunds out of the event; `withRefunds` puts them in, as older ones did. */
  chargeRefundedEvent(paymentIntentId: string, opts?: { withRefunds?: boolean }): StripeEventJson;
}

/**
 * A local stand-in for the part of Stripe's REST API the shop's StripeProvider uses, close enough for the real `stripe`
 * package to work against it: Checkout Sessions (create, retrieve), coupons and refunds, Bearer keys, Stripe's error
 * shape and idempotency keys (the same key on the same path with the same body answers the first answer again, marked
 * Idempotent-Replayed, without a second effect; another body is an idempotency_error; only successful answers are kept,
 * since Stripe keeps no result for a request it refused). The shopper's side and Stripe's signed events are the test's.
 */
export async function startStripeServer(opts: { secretKey: string; webhookSecret: string }): Promise<StripeServer> {
  const objects = new StripeObjects();
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  const answered = new Map<string, { path: string; body: string; json: string }>();
  const faults: number[] = [];
  const delays: number[] = [];
  const timers = new Set<NodeJS.Timeout>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const address = new URL(req.url ?? '/', 'http://stripe.test');
    const path = address.pathname;
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : null;
    requests.push({ method, path, idempotencyKey: key });
    const reply = (status: number, json: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req_', 7),
        ...(key ? { 'idempotency-key': key } : {}),
        ...headers,
      });
      res.end(json);
    };
    const fail = (status: number, error: StripeErrorJson) => reply(status, JSON.stringify({ error }));

    const delay = delays.shift();
    if (delay) await new Promise<void>((resolve) => timers.add(setTimeout(resolve, delay)));
    const fault = faults.shift();
    if (fault) return fail(fault, faultError(fault));
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${opts.secretKey}`) {
      const message = auth ? `Invalid API Key provided: ${auth.replace(/^Bearer /, '').slice(0, 8)}****` : 'You did not provide an API key.';
      return fail(401, { type: 'invalid_request_error', message });
    }
    const earlier = method === 'POST' && key ? answered.get(key) : undefined;
    if (earlier && (earlier.path !== path || earlier.body !== body)) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return fail(400, { type: 'idempotency_error', message });
    }
    if (earlier) return reply(200, earlier.json, { 'idempotent-replayed': 'true' });
    try {
      const json = JSON.stringify(objects.answer(method, path, body, address.searchParams));
      if (method === 'POST' && key) answered.set(key, { path, body, json });
      reply(200, json);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      fail(error.status, error.body);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.end();
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  objects.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const event = (type: string, object: object): StripeEventJson => ({
    id: newId('evt_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixNow(),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object: structuredClone(object) },
  });
  const signedHeaders = async (payload: string, sign: SignOptions = {}) => {
    const secret = sign.secret ?? opts.webhookSecret;
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp: sign.timestamp });
    return { 'content-type': 'application/json', 'stripe-signature': signature };
  };
  // Stripe's bodies are pretty-printed JSON: a receiver that re-serialises a parsed body instead of keeping the raw one fails.
  const signedNotice = async (ev: StripeEventJson, sign?: SignOptions) => {
    const body = JSON.stringify(ev, null, 2);
    return { headers: await signedHeaders(body, sign), body };
  };

  return {
    url: objects.baseUrl,
    sessions: objects.sessions,
    coupons: objects.coupons,
    paymentIntents: objects.paymentIntents,
    refunds: objects.refunds,
    requests,
    async close() {
      timers.forEach(clearTimeout);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    pay: (sessionId, override = {}) => objects.pay(sessionId, override),
    settleAsync: (sessionId) => objects.settleAsync(sessionId),
    expire: (sessionId) => objects.expire(sessionId),
    failNext: (count, status = 500) => void faults.push(...Array<number>(count).fill(status)),
    delayNext: (count, ms) => void delays.push(...Array<number>(count).fill(ms)),
    event,
    signedHeaders,
    signedNotice,
    async send(url, type, object, sign) {
      const ev = event(type, object);
      const notice = await signedNotice(ev, sign);
      const response = await fetch(url, { method: 'POST', headers: notice.headers, body: notice.body });
      const text = await response.text();
      const json = response.headers.get('content-type')?.includes('json');
      return { status: response.status, body: json && text ? (JSON.parse(text) as unknown) : text, event: ev };
    },
    sessionCompletedEvent: (sessionId) => event('checkout.session.completed', objects.stored(sessionId).session),
    asyncSucceededEvent: (sessionId) => event('checkout.session.async_payment_succeeded', objects.stored(sessionId).session),
    chargeRefundedEvent: (paymentIntentId, { withRefunds = false } = {}) => event('charge.refunded', objects.charge(paymentIntentId, withRefunds)),
  };
}

function faultError(status: number): StripeErrorJson {
  if (status === 429) return { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' };
  if (status >= 500) return { type: 'api_error', message: 'Something went wrong on the Stripe server (a fault the test asked for).' };
  return { type: 'invalid_request_error', message: `A ${status} the test asked for.` };
}
