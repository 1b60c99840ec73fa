import { generateKeyPair, randomBytes, randomUUID, sign, verify } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';

/**
 * A local PayPal for tests: the REST endpoints the shop calls, answering as PayPal documents them (OAuth2 client
 * credentials, Orders v2, Payments v2 refunds, webhook signature verification), with PayPal's error shape and its
 * PayPal-Request-Id idempotency. It signs webhook notices with its own RSA key, as PayPal signs them with its
 * certificate, and its verify endpoint checks them the way PayPal's does. The payer's side is `approve` (or the
 * /checkoutnow page a browser test can click through).
 */

export interface PayPalServerOptions {
  clientId: string;
  clientSecret: string;
  /** The id of the webhook the shop's notices are sent to; the verify endpoint accepts only this one. */
  webhookId: string;
}

export interface Money {
  currency_code: string;
  value: string;
}

export interface PayPalLink {
  href: string;
  rel: string;
  method: string;
}

type BreakdownPart = 'item_total' | 'shipping' | 'handling' | 'tax_total' | 'insurance' | 'shipping_discount' | 'discount';

export interface PayPalPurchaseUnit {
  reference_id: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount: Money & { breakdown?: Partial<Record<BreakdownPart, Money>> };
  items?: { name: string; quantity: string; unit_amount: Money }[];
  payments?: { captures: PayPalCapture[] };
}

/** An order as PayPal shows it (GET /v2/checkout/orders/{id}). */
export interface PayPalOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  purchase_units: PayPalPurchaseUnit[];
  create_time: string;
  update_time: string;
  links: PayPalLink[];
}

/** A capture as PayPal shows it (GET /v2/payments/captures/{id}), and as a PAYMENT.CAPTURE.* event's resource. */
export interface PayPalCapture {
  id: string;
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
  final_capture: boolean;
  custom_id?: string;
  invoice_id?: string;
  supplementary_data: { related_ids: { order_id: string } };
  create_time: string;
  update_time: string;
  links: PayPalLink[];
}

/** A refund as PayPal shows it (GET /v2/payments/refunds/{id}), and as a PAYMENT.CAPTURE.REFUNDED event's resource. */
export interface PayPalRefund {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  note_to_payer?: string;
  create_time: string;
  update_time: string;
  links: PayPalLink[];
}

export interface LoggedRequest {
  method: string;
  path: string;
  requestId: string | null;
  /** The body as sent: parsed when it is JSON, else its text (undefined when empty). */
  body: unknown;
}

export interface PayPalWebhookEvent {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: string;
  resource_version: string;
  event_type: string;
  summary: string;
  resource: unknown;
}

export interface SigningOptions {
  /** Sign for another webhook than the server's (a notice meant for someone else). */
  webhookId?: string;
  transmissionTime?: string;
}

/** An order as this server keeps it (GET /v2/checkout/orders/{id} shows it as PayPalOrder). */
export interface PayPalServerOrder {
  id: string;
  status: PayPalOrder['status'];
  /** The create request's body as it arrived (checked: one purchase unit whose parts add up). */
  request: CreateOrderBody;
  amount: Money;
  customId: string | null;
  invoiceId: string | null;
  returnUrl: string | null;
  cancelUrl: string | null;
  captureId: string | null;
  /** What the capture reports instead of the order's amount or currency (payWith). */
  paidWith: { amountCents?: number; currency?: string } | null;
  createTime: string;
  updateTime: string;
}

export interface PayPalServerCapture {
  id: string;
  orderId: string;
  status: PayPalCapture['status'];
  amount: Money;
  customId: string | null;
  invoiceId: string | null;
  refundedCents: number;
  createTime: string;
  updateTime: string;
}

export interface PayPalServerRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED';
  amount: Money;
  noteToPayer: string | null;
  createTime: string;
}

export interface PayPalServer {
  url: string;
  close(): Promise<void>;
  orders: ReadonlyMap<string, Readonly<PayPalServerOrder>>;
  captures: ReadonlyMap<string, Readonly<PayPalServerCapture>>;
  refunds: ReadonlyMap<string, Readonly<PayPalServerRefund>>;
  /** Every request, in order of arrival, the OAuth ones included. */
  requests: readonly LoggedRequest[];
  /** How many access tokens were handed out. */
  tokensIssued(): number;
  /** Every token handed out so far stops working (PayPal answers 401 to it). */
  revokeTokens(): void;
  /** The payer approved the order on PayPal's page. */
  approve(orderId: string): void;
  /** The capture of this order will report this amount or currency instead of the order's. */
  payWith(orderId: string, paid: { amountCents?: number; currency?: string }): void;
  /** The next `count` requests answer `status` with PayPal's error body and change nothing. */
  failNext(count: number, status?: number): void;
  /** The next `count` requests wait `ms` before they are handled (and then are). */
  delayNext(count: number, ms: number): void;
  /**
   * Runs once the next capture is made and before it is answered (a kill -9 of the caller there leaves the money
   * captured at PayPal and nothing recorded by the shop).
   */
  afterNextCapture(hook: () => Promise<void>): void;
  /** A webhook event around `resource`, with a new event id. */
  event(eventType: string, resource: unknown): PayPalWebhookEvent;
  /** The headers PayPal sends a notice with, signing `rawBody` exactly. */
  signedHeaders(rawBody: string, opts?: SigningOptions): Record<string, string>;
  /** Posts a signed notice of a new event around `resource` to `url`, as PayPal delivers webhooks (compact JSON). */
  send(url: string, eventType: string, resource: unknown, opts?: SigningOptions): Promise<{ status: number; body: unknown }>;
  /** The resource of a CHECKOUT.ORDER.APPROVED event: the order. */
  orderApprovedEvent(orderId: string): PayPalOrder;
  /** The resource of a PAYMENT.CAPTURE.COMPLETED event: the order's capture. */
  captureCompletedEvent(orderId: string): PayPalCapture;
  /** The resource of a PAYMENT.CAPTURE.REFUNDED event: the refund, linked `up` to its capture. */
  captureRefundedEvent(refundId: string): PayPalRefund;
}

/** The create-order body as far as this server reads it. */
export interface CreateOrderBody {
  intent?: unknown;
  purchase_units?: Partial<PayPalPurchaseUnit>[];
  payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string; [setting: string]: unknown } } };
}

const ADDED: BreakdownPart[] = ['item_total', 'shipping', 'handling', 'tax_total', 'insurance'];
const SUBTRACTED: BreakdownPart[] = ['shipping_discount', 'discount'];

interface Answer {
  status: number;
  body?: unknown;
  /** Answered as is (a page, a certificate). */
  text?: { contentType: string; content: string };
  headers?: Record<string, string>;
}

/** An answer that ends the handling of a request (a refusal). */
class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(`refused with ${answer.status}`);
  }
}

const ERROR_NAMES: Record<number, [string, string]> = {
  400: ['INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.'],
  401: ['AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.'],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: ['UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.'],
  429: ['RATE_LIMIT_REACHED', 'Too many requests. Blocked due to rate limiting.'],
  500: ['INTERNAL_SERVER_ERROR', 'An internal server error has occurred.'],
  503: ['SERVICE_UNAVAILABLE', 'Service Unavailable.'],
};

function paypalError(status: number, issue?: string, description?: string, field?: string): Answer {
  const [name, message] = ERROR_NAMES[status] ?? ERROR_NAMES[500];
  const details = issue ? [{ ...(field ? { field, location: 'body' } : {}), issue, description: description ?? message }] : [];
  return { status, body: { name, message, debug_id: randomBytes(7).toString('hex'), details, links: [] } };
}

const refuse = (status: number, issue?: string, description?: string, field?: string) => new Refusal(paypalError(status, issue, description, field));

const NO_SUCH_RESOURCE = 'Specified resource ID does not exist. Please check the resource ID and try again.';

const VALUE = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "17.50" → 1750 by its digits; a value PayPal would not take is a 400 naming the field. */
function cents(money: Partial<Money> | undefined, field: string): number {
  if (!money || !/^[A-Z]{3}$/.test(String(money.currency_code))) {
    throw refuse(400, 'INVALID_PARAMETER_VALUE', 'The currency code is invalid.', `${field}/currency_code`);
  }
  const match = typeof money.value === 'string' ? VALUE.exec(money.value) : null;
  if (!match) throw refuse(400, 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', `${field}/value`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function value(amountCents: number): string {
  const digits = String(amountCents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** PayPal's ids: 17 upper-case letters and digits. */
function paypalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(17), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The purchase unit of a create request, checked as PayPal checks it: the breakdown and the items add up. */
function checkedUnit(body: CreateOrderBody): PayPalPurchaseUnit {
  if (body.intent !== 'CAPTURE') throw refuse(400, 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', '/intent');
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length !== 1) {
    throw refuse(400, 'INVALID_ARRAY_LENGTH', 'This server takes one purchase unit.', '/purchase_units');
  }
  const [unit] = units;
  const field = '/purchase_units/@reference_id==default/amount';
  const total = cents(unit.amount, field);
  const { currency_code: currency, breakdown } = unit.amount!;
  const items = unit.items ?? [];
  for (const [i, item] of items.entries()) {
    if (typeof item.name !== 'string' || item.name.length < 1 || item.name.length > 127) {
      throw refuse(400, 'INVALID_STRING_LENGTH', 'The value of a field is either too short or too long.', `/purchase_units/0/items/${i}/name`);
    }
    if (typeof item.quantity !== 'string' || !/^[1-9]\d{0,9}$/.test(item.quantity)) {
      throw refuse(400, 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', `/purchase_units/0/items/${i}/quantity`);
    }
    cents(item.unit_amount, `/purchase_units/0/items/${i}/unit_amount`);
    if (item.unit_amount?.currency_code !== currency) {
      throw refuse(422, 'ITEM_CURRENCY_MISMATCH', 'Should have same currency code as the amount.', `/purchase_units/0/items/${i}/unit_amount`);
    }
  }
  if (breakdown) {
    for (const [part, money] of Object.entries(breakdown)) {
      cents(money, `${field}/breakdown/${part}`);
      if (money.currency_code !== currency) {
        throw refuse(422, 'CURRENCY_MISMATCH', 'Should have same currency code as the amount.', `${field}/breakdown/${part}`);
      }
    }
    const sum = (parts: BreakdownPart[]) => parts.reduce((s, part) => s + (breakdown[part] ? cents(breakdown[part], field) : 0), 0);
    if (sum(ADDED) - sum(SUBTRACTED) !== total) {
      throw refuse(
        422,
        'AMOUNT_MISMATCH',
        'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
        field,
      );
    }
  }
  if (items.length) {
    if (!breakdown?.item_total) {
      throw refuse(422, 'ITEM_TOTAL_REQUIRED', 'If item details are specified, amount.breakdown.item_total is required.', field);
    }
    const itemsTotal = items.reduce((s, item) => s + cents(item.unit_amount, field) * Number(item.quantity), 0);
    if (itemsTotal !== cents(breakdown.item_total, field)) {
      throw refuse(422, 'ITEM_TOTAL_MISMATCH', 'Should equal sum of (unit_amount * quantity) across all items.', `${field}/breakdown/item_total`);
    }
  }
  for (const name of ['custom_id', 'invoice_id', 'description'] as const) {
    const text = unit[name];
    if (text !== undefined && (typeof text !== 'string' || text.length > 127)) {
      throw refuse(400, 'INVALID_STRING_LENGTH', 'The value of a field is either too short or too long.', `/purchase_units/0/${name}`);
    }
  }
  return { ...unit, reference_id: unit.reference_id ?? 'default', amount: unit.amount! };
}

export async function startPayPalServer(opts: PayPalServerOptions): Promise<PayPalServer> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const orders = new Map<string, PayPalServerOrder>();
  const captures = new Map<string, PayPalServerCapture>();
  const refunds = new Map<string, PayPalServerRefund>();
  const requests: LoggedRequest[] = [];
  const tokens = new Set<string>();
  let issued = 0;
  const failures: number[] = [];
  const delays: number[] = [];
  const captureHooks: (() => Promise<void>)[] = [];
  /** PayPal-Request-Id → the first answer (or the one still being made) for that method and path. */
  const idempotent = new Map<string, Promise<Answer>>();
  const closing = new AbortController();
  let url = '';
  const certUrl = () => `${url}/v1/notifications/certs/CERT-local`;

  const now = () => new Date().toISOString();
  const link = (path: string, rel: string, method = 'GET'): PayPalLink => ({ href: `${url}${path}`, rel, method });

  function orderView(order: PayPalServerOrder): PayPalOrder {
    const capture = order.captureId ? captures.get(order.captureId) : undefined;
    const [unit] = order.request.purchase_units as PayPalPurchaseUnit[];
    const links = [link(`/v2/checkout/orders/${order.id}`, 'self')];
    if (order.status === 'PAYER_ACTION_REQUIRED') links.push(link(`/checkoutnow?token=${order.id}`, 'payer-action'));
    if (order.status === 'CREATED') links.push(link(`/checkoutnow?token=${order.id}`, 'approve'));
    if (order.status === 'APPROVED') links.push(link(`/v2/checkout/orders/${order.id}/capture`, 'capture', 'POST'));
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        { ...unit, reference_id: unit.reference_id ?? 'default', ...(capture ? { payments: { captures: [captureView(capture)] } } : {}) },
      ],
      create_time: order.createTime,
      update_time: order.updateTime,
      links,
    };
  }

  function captureView(capture: PayPalServerCapture): PayPalCapture {
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      final_capture: true,
      ...(capture.customId ? { custom_id: capture.customId } : {}),
      ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
      supplementary_data: { related_ids: { order_id: capture.orderId } },
      create_time: capture.createTime,
      update_time: capture.updateTime,
      links: [
        link(`/v2/payments/captures/${capture.id}`, 'self'),
        link(`/v2/payments/captures/${capture.id}/refund`, 'refund', 'POST'),
        link(`/v2/checkout/orders/${capture.orderId}`, 'up'),
      ],
    };
  }

  function refundView(refund: PayPalServerRefund): PayPalRefund {
    return {
      id: refund.id,
      status: 'COMPLETED',
      amount: refund.amount,
      ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer } : {}),
      create_time: refund.createTime,
      update_time: refund.createTime,
      links: [link(`/v2/payments/refunds/${refund.id}`, 'self'), link(`/v2/payments/captures/${refund.captureId}`, 'up')],
    };
  }

  function findOrder(id: string): PayPalServerOrder {
    const order = orders.get(id);
    if (!order) throw refuse(404, 'INVALID_RESOURCE_ID', NO_SUCH_RESOURCE);
    return order;
  }

  function createOrder(body: CreateOrderBody, prefer: string | undefined): Answer {
    const unit = checkedUnit(body);
    const experience = body.payment_source?.paypal?.experience_context;
    const order: PayPalServerOrder = {
      id: paypalId(),
      // With a payment_source the payer is sent to PayPal's payer-action page; without, to the classic approve page.
      status: body.payment_source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      request: body,
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      customId: unit.custom_id ?? null,
      invoiceId: unit.invoice_id ?? null,
      returnUrl: experience?.return_url ?? null,
      cancelUrl: experience?.cancel_url ?? null,
      captureId: null,
      paidWith: null,
      createTime: now(),
      updateTime: now(),
    };
    orders.set(order.id, order);
    const view = orderView(order);
    return { status: 201, body: prefer === 'return=representation' ? view : { id: view.id, status: view.status, links: view.links } };
  }

  function captureOrder(orderId: string): Answer {
    const order = findOrder(orderId);
    if (order.status === 'COMPLETED') {
      throw refuse(422, 'ORDER_ALREADY_CAPTURED', "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.");
    }
    if (order.status !== 'APPROVED') {
      throw refuse(422, 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment. Please redirect the payer to the approve url.');
    }
    const paid = order.paidWith;
    const capture: PayPalServerCapture = {
      id: paypalId(),
      orderId: order.id,
      status: 'COMPLETED',
      amount: {
        currency_code: paid?.currency ?? order.amount.currency_code,
        value: paid?.amountCents !== undefined ? value(paid.amountCents) : order.amount.value,
      },
      customId: order.customId,
      invoiceId: order.invoiceId,
      refundedCents: 0,
      createTime: now(),
      updateTime: now(),
    };
    captures.set(capture.id, capture);
    order.status = 'COMPLETED';
    order.captureId = capture.id;
    order.updateTime = now();
    return { status: 201, body: orderView(order) };
  }

  function refundCapture(captureId: string, body: { amount?: Money; note_to_payer?: string }): Answer {
    const capture = captures.get(captureId);
    if (!capture) throw refuse(404, 'INVALID_RESOURCE_ID', NO_SUCH_RESOURCE);
    const captured = cents(capture.amount, '/amount');
    const left = captured - capture.refundedCents;
    if (left === 0) throw refuse(422, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    const amountCents = body.amount ? cents(body.amount, '/amount') : left;
    if (body.amount && body.amount.currency_code !== capture.amount.currency_code) {
      throw refuse(422, 'REFUND_CAPTURE_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.', '/amount/currency_code');
    }
    if (amountCents > left) {
      throw refuse(
        422,
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    }
    const refund: PayPalServerRefund = {
      id: paypalId(),
      captureId,
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: value(amountCents) },
      noteToPayer: body.note_to_payer ?? null,
      createTime: now(),
    };
    refunds.set(refund.id, refund);
    capture.refundedCents += amountCents;
    capture.status = capture.refundedCents === captured ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = now();
    return { status: 201, body: refundView(refund) };
  }

  /** The verification PayPal's endpoint makes: CRC32 of the event as JSON, the webhook id, the signature by the key at cert_url. */
  function verifySignature(body: Record<string, unknown>): Answer {
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
    const missing = fields.find((name) => typeof body[name] !== 'string' || !body[name]);
    if (missing) throw refuse(400, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', `/${missing}`);
    if (!body.webhook_event || typeof body.webhook_event !== 'object') throw refuse(400, 'MISSING_REQUIRED_PARAMETER', undefined, '/webhook_event');
    const text = (name: string) => body[name] as string;
    const signed = `${text('transmission_id')}|${text('transmission_time')}|${text('webhook_id')}|${crc32(JSON.stringify(body.webhook_event))}`;
    const verified =
      text('webhook_id') === opts.webhookId &&
      text('auth_algo') === 'SHA256withRSA' &&
      text('cert_url') === certUrl() &&
      verify('sha256', Buffer.from(signed), publicKey, Buffer.from(text('transmission_sig'), 'base64'));
    return { status: 200, body: { verification_status: verified ? 'SUCCESS' : 'FAILURE' } };
  }

  function issueToken(req: IncomingMessage, raw: string): Answer {
    const expected = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or not supported' } };
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.add(token);
    issued++;
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-LOCAL',
        expires_in: 32400,
        nonce: randomUUID(),
      },
    };
  }

  function checkoutPage(orderId: string, action: string): Answer {
    const order = findOrder(orderId);
    if (action === 'approve') {
      if (order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'CREATED') {
        order.status = 'APPROVED';
        order.updateTime = now();
      }
      return redirect(order.returnUrl, { token: order.id, PayerID: 'LOCALPAYER0001' });
    }
    if (action === 'cancel') return redirect(order.cancelUrl, { token: order.id });
    const form = (to: string, label: string) => `<form method="post" action="/checkoutnow/${to}?token=${order.id}"><button>${label}</button></form>`;
    const { currency_code: currency, value: total } = order.amount;
    const content = `<!doctype html><title>PayPal (local)</title><h1>Pay ${total} ${currency}</h1>${form('approve', 'Pay Now')}${form('cancel', 'Cancel and return')}`;
    return { status: 200, text: { contentType: 'text/html; charset=utf-8', content } };
  }

  function redirect(to: string | null, query: Record<string, string>): Answer {
    if (!to) return { status: 200, text: { contentType: 'text/plain', content: 'No return URL was given.' } };
    const target = new URL(to);
    for (const [name, val] of Object.entries(query)) target.searchParams.set(name, val);
    return { status: 303, headers: { location: target.toString() } };
  }

  async function route(req: IncomingMessage, path: string, query: URLSearchParams, raw: string): Promise<Answer> {
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/v1/oauth2/token') return issueToken(req, raw);
    if (method === 'GET' && path === '/v1/notifications/certs/CERT-local') {
      return { status: 200, text: { contentType: 'application/x-pem-file', content: publicKey.export({ type: 'spki', format: 'pem' }).toString() } };
    }
    const checkout = /^\/checkoutnow(?:\/(approve|cancel))?$/.exec(path);
    if (checkout) return checkoutPage(query.get('token') ?? '', checkout[1] ?? 'page');

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (!bearer || !tokens.has(bearer[1])) return paypalError(401);
    let body: unknown = {};
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        throw refuse(400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
      }
    }
    const input = (body ?? {}) as Record<string, unknown>;
    const prefer = typeof req.headers.prefer === 'string' ? req.headers.prefer : undefined;
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(input as CreateOrderBody, prefer);
    if (method === 'GET' && (match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path))) return { status: 200, body: orderView(findOrder(match[1])) };
    if (method === 'POST' && (match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path))) return captureOrder(match[1]);
    if (method === 'POST' && (match = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path))) return refundCapture(match[1], input);
    if (method === 'GET' && (match = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path))) {
      const capture = captures.get(match[1]);
      return capture ? { status: 200, body: captureView(capture) } : paypalError(404, 'INVALID_RESOURCE_ID', NO_SUCH_RESOURCE);
    }
    if (method === 'GET' && (match = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path))) {
      const refund = refunds.get(match[1]);
      return refund ? { status: 200, body: refundView(refund) } : paypalError(404, 'INVALID_RESOURCE_ID', NO_SUCH_RESOURCE);
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return verifySignature(input);
    return paypalError(404);
  }

  /** The answer to one request: an injected failure, or the route's answer, given once per PayPal-Request-Id. */
  async function answer(req: IncomingMessage, path: string, query: URLSearchParams, raw: string, requestId: string | null): Promise<Answer> {
    const delay = delays.shift();
    if (delay) await sleep(delay, undefined, { signal: closing.signal });
    const failure = failures.shift();
    if (failure) return paypalError(failure);
    const handle = () => route(req, path, query, raw).catch((err: unknown) => (err instanceof Refusal ? err.answer : Promise.reject(err)));
    if (!requestId || req.method !== 'POST') return handle();
    const key = `${req.method} ${path} ${requestId}`;
    const known = idempotent.get(key);
    if (known) return known;
    const first = handle();
    idempotent.set(key, first);
    // Only what was done is remembered: a refused request may be made again under the same id once it can succeed.
    first.then(
      (given) => given.status >= 300 && idempotent.delete(key),
      () => idempotent.delete(key),
    );
    return first;
  }

  async function listener(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const target = new URL(req.url ?? '/', url);
    const requestIdHeader = req.headers['paypal-request-id'];
    const requestId = typeof requestIdHeader === 'string' ? requestIdHeader : null;
    requests.push({ method: req.method ?? 'GET', path: target.pathname, requestId, body: logged(raw) });
    let given: Answer;
    try {
      given = await answer(req, target.pathname, target.searchParams, raw, requestId);
    } catch (err) {
      if (closing.signal.aborted) return void res.destroy();
      given = paypalError(500, 'INTERNAL_SERVER_ERROR', (err as Error).message);
    }
    const hook = /\/v2\/checkout\/orders\/[^/]+\/capture$/.test(target.pathname) && given.status < 300 ? captureHooks.shift() : undefined;
    if (hook) await hook();
    if (res.destroyed) return;
    const headers: Record<string, string> = { 'paypal-debug-id': randomBytes(7).toString('hex'), ...given.headers };
    if (given.text) {
      res.writeHead(given.status, { ...headers, 'content-type': given.text.contentType }).end(given.text.content);
    } else if (given.body === undefined) {
      res.writeHead(given.status, headers).end();
    } else {
      res.writeHead(given.status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(given.body));
    }
  }

  const server = createServer((req, res) => void listener(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const event = (eventType: string, resource: unknown): PayPalWebhookEvent => ({
    id: `WH-${paypalId()}`,
    event_version: '1.0',
    create_time: now(),
    resource_type: eventType.startsWith('CHECKOUT.ORDER.') ? 'checkout-order' : eventType === 'PAYMENT.CAPTURE.REFUNDED' ? 'refund' : 'capture',
    resource_version: '2.0',
    event_type: eventType,
    summary: `${eventType} (local PayPal)`,
    resource,
  });

  const signedHeaders = (rawBody: string, signing: SigningOptions = {}): Record<string, string> => {
    const transmissionId = randomUUID();
    const transmissionTime = signing.transmissionTime ?? now();
    const signed = `${transmissionId}|${transmissionTime}|${signing.webhookId ?? opts.webhookId}|${crc32(rawBody)}`;
    return {
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': sign('sha256', Buffer.from(signed), privateKey).toString('base64'),
      'paypal-cert-url': certUrl(),
      'paypal-auth-algo': 'SHA256withRSA',
    };
  };

  const known = <T>(map: ReadonlyMap<string, T>, id: string, what: string): T => {
    const found = map.get(id);
    if (!found) throw new Error(`No PayPal ${what} ${id}`);
    return found;
  };

  return {
    url,
    orders,
    captures,
    refunds,
    requests,
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
    approve(orderId) {
      const order = known(orders, orderId, 'order');
      if (order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'CREATED') {
        throw new Error(`PayPal order ${orderId} is ${order.status}: nothing to approve`);
      }
      order.status = 'APPROVED';
      order.updateTime = now();
    },
    payWith(orderId, paid) {
      known(orders, orderId, 'order').paidWith = paid;
    },
    failNext(count, status = 500) {
      failures.push(...Array<number>(count).fill(status));
    },
    afterNextCapture(hook) {
      captureHooks.push(hook);
    },
    delayNext(count, ms) {
      delays.push(...Array<number>(count).fill(ms));
    },
    event,
    signedHeaders,
    async send(target, eventType, resource, signing) {
      const rawBody = JSON.stringify(event(eventType, resource));
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(rawBody, signing) },
        body: rawBody,
      });
      const text = await response.text();
      return { status: response.status, body: logged(text) ?? '' };
    },
    orderApprovedEvent: (orderId) => orderView(known(orders, orderId, 'order')),
    captureCompletedEvent(orderId) {
      const captureId = known(orders, orderId, 'order').captureId;
      if (!captureId) throw new Error(`PayPal order ${orderId} has no capture`);
      return captureView(known(captures, captureId, 'capture'));
    },
    captureRefundedEvent: (refundId) => refundView(known(refunds, refundId, 'refund')),
    async close() {
      closing.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A body as a test reads it: parsed JSON, else the text; undefined when there is none. */
function logged(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
