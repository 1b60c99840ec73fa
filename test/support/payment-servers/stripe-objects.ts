import { randomBytes } from 'node:crypto';

/**
 * The Stripe objects the local Stripe server keeps (Checkout Sessions, coupons, PaymentIntents, refunds) and the rules
 * of Stripe's REST API it answers them by, read from Stripe's form-encoded bodies (`line_items[0][quantity]=2`).
 */

export interface CheckoutSessionJson {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  discounts: { coupon: string }[];
}

/** A session as the server keeps it: what GET answers, and what it was created from. */
export interface StoredSession {
  session: CheckoutSessionJson;
  lineItems: { name: string; unitAmount: number; currency: string; quantity: number }[];
  shipping: { amount: number; currency: string; displayName: string } | null;
  paymentIntentMetadata: Record<string, string>;
}

export interface CouponJson {
  id: string;
  object: 'coupon';
  amount_off: number;
  currency: string;
  duration: string;
  name: string | null;
  valid: true;
  created: number;
}

export interface RefundJson {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface PaymentIntentState {
  id: string;
  chargeId: string;
  sessionId: string;
  amount: number;
  currency: string;
  amountRefunded: number;
  status: 'processing' | 'succeeded';
  metadata: Record<string, string>;
}

export interface StripeErrorJson {
  type: string;
  code?: string;
  param?: string;
  message: string;
}

/** An answer in Stripe's error shape, `{ error: body }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorJson,
  ) {
    super(body.message);
  }
}

export const newId = (prefix: string, bytes = 12) => `${prefix}${randomBytes(bytes).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export class StripeObjects {
  readonly sessions = new Map<string, StoredSession>();
  readonly coupons = new Map<string, CouponJson>();
  readonly paymentIntents = new Map<string, PaymentIntentState>();
  readonly refunds: RefundJson[] = [];
  /** Where the server listens; sessions' urls point there. */
  baseUrl = '';

  /** What Stripe answers to `method path` with this body, or an ApiError. */
  answer(method: string, path: string, body: string, query = new URLSearchParams()): object {
    const form = parseForm(body);
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
    if (method === 'POST' && path === '/v1/coupons') return this.createCoupon(form);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    if (method === 'GET' && path === '/v1/refunds') {
      const data = this.refunds.filter((refund) => !query.get('payment_intent') || refund.payment_intent === query.get('payment_intent')).reverse();
      return { object: 'list', data, has_more: false, url: '/v1/refunds' };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionPath) {
      const sessionId = decodeURIComponent(sessionPath[1]);
      const found = this.sessions.get(sessionId);
      if (found) return found.session;
      throw missing(404, 'session', `No such checkout.session: '${sessionId}'`);
    }
    throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  stored(sessionId: string): StoredSession {
    const found = this.sessions.get(sessionId);
    if (!found) throw new Error(`no checkout session ${sessionId} at the Stripe server`);
    return found;
  }

  pay(sessionId: string, override: { amountCents?: number; currency?: string; async?: boolean }): string {
    const { session, paymentIntentMetadata } = this.stored(sessionId);
    if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${session.status}; only an open one can be paid`);
    const intent: PaymentIntentState = {
      id: newId('pi_'),
      chargeId: newId('ch_'),
      sessionId,
      amount: override.amountCents ?? session.amount_total,
      currency: (override.currency ?? session.currency).toLowerCase(),
      amountRefunded: 0,
      status: override.async ? 'processing' : 'succeeded',
      metadata: paymentIntentMetadata,
    };
    this.paymentIntents.set(intent.id, intent);
    session.status = 'complete';
    session.payment_status = override.async ? 'unpaid' : 'paid';
    session.payment_intent = intent.id;
    session.url = null;
    // The session reports what was charged, which a test may make differ from what was asked.
    session.amount_total = intent.amount;
    session.currency = intent.currency;
    return intent.id;
  }

  settleAsync(sessionId: string): void {
    const { session } = this.stored(sessionId);
    const intent = session.payment_intent ? this.paymentIntents.get(session.payment_intent) : undefined;
    if (intent?.status !== 'processing') throw new Error(`checkout session ${sessionId} has no payment waiting to settle`);
    intent.status = 'succeeded';
    session.payment_status = 'paid';
  }

  expire(sessionId: string): void {
    const { session } = this.stored(sessionId);
    if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${session.status}; only an open one expires`);
    session.status = 'expired';
    session.url = null;
  }

  /** The charge behind a PaymentIntent; current API versions leave its refunds out, `withRefunds` puts them in. */
  charge(paymentIntentId: string, withRefunds: boolean): object {
    const intent = this.paymentIntents.get(paymentIntentId);
    if (!intent) throw new Error(`no payment intent ${paymentIntentId} at the Stripe server`);
    const charge = {
      id: intent.chargeId,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: intent.amountRefunded,
      currency: intent.currency,
      captured: true,
      paid: true,
      payment_intent: intent.id,
      refunded: intent.amountRefunded === intent.amount,
      status: 'succeeded',
      metadata: intent.metadata,
      livemode: false,
      created: unixNow(),
    };
    if (!withRefunds) return charge;
    const data = this.refunds.filter((refund) => refund.payment_intent === paymentIntentId).reverse();
    return { ...charge, refunds: { object: 'list', data, has_more: false, total_count: data.length, url: `/v1/charges/${charge.id}/refunds` } };
  }

  private createSession(form: FormObject): CheckoutSessionJson {
    if (text(form, 'mode') !== 'payment') throw invalid('mode', 'This server speaks only mode=payment.');
    const lineItems = items(form, 'line_items').map((item, i) => {
      const param = `line_items[${i}]`;
      const price = object(item, 'price_data', `${param}[price_data]`);
      const product = object(price, 'product_data', `${param}[price_data][product_data]`);
      return {
        name: requiredText(product, 'name', `${param}[price_data][product_data][name]`),
        unitAmount: integer(price, 'unit_amount', `${param}[price_data][unit_amount]`, 0),
        currency: requiredText(price, 'currency', `${param}[price_data][currency]`),
        quantity: integer(item, 'quantity', `${param}[quantity]`, 1),
      };
    });
    if (!lineItems.length) throw invalid('line_items', 'line_items is required in payment mode.', 'parameter_missing');
    const currency = lineItems[0].currency;
    if (lineItems.some((item) => item.currency !== currency)) throw invalid('line_items', 'All line items must have the same currency.');
    // The first shipping option is the one Checkout selects.
    const [option] = items(form, 'shipping_options');
    const shipping = option ? shippingRate(object(option, 'shipping_rate_data', 'shipping_options[0][shipping_rate_data]')) : null;
    if (shipping && shipping.currency !== currency) throw invalid('shipping_options', 'The shipping rate must be in the currency of the line items.');
    const [discount] = items(form, 'discounts');
    const couponId = discount ? requiredText(discount, 'coupon', 'discounts[0][coupon]') : null;
    const coupon = couponId === null ? null : this.coupons.get(couponId);
    if (coupon === undefined) throw missing(400, 'discounts[0][coupon]', `No such coupon: '${couponId}'`);
    if (coupon && coupon.currency !== currency) throw invalid('discounts[0][coupon]', `The coupon's currency is not the session's (${currency}).`);
    const subtotal = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    // A coupon takes off at most the line items, never shipping (Stripe's Coupons API).
    const amountOff = Math.min(coupon?.amount_off ?? 0, subtotal);
    const paymentIntentData = form.payment_intent_data;
    const session: CheckoutSessionJson = {
      id: newId('cs_test_'),
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: subtotal,
      amount_total: subtotal - amountOff + (shipping?.amount ?? 0),
      currency,
      client_reference_id: text(form, 'client_reference_id') ?? null,
      customer_email: text(form, 'customer_email') ?? null,
      metadata: metadata(form, 'metadata'),
      payment_intent: null,
      success_url: requiredText(form, 'success_url'),
      cancel_url: text(form, 'cancel_url') ?? null,
      url: null,
      created: unixNow(),
      expires_at: unixNow() + 24 * 3600,
      livemode: false,
      total_details: { amount_discount: amountOff, amount_shipping: shipping?.amount ?? 0, amount_tax: 0 },
      discounts: coupon ? [{ coupon: coupon.id }] : [],
    };
    session.url = `${this.baseUrl}/c/pay/${session.id}`;
    const paymentIntentMetadata = typeof paymentIntentData === 'object' ? metadata(paymentIntentData, 'metadata') : {};
    this.sessions.set(session.id, { session, lineItems, shipping, paymentIntentMetadata });
    return session;
  }

  private createCoupon(form: FormObject): CouponJson {
    const coupon: CouponJson = {
      id: randomBytes(4).toString('hex').toUpperCase(),
      object: 'coupon',
      amount_off: integer(form, 'amount_off', 'amount_off', 1),
      currency: requiredText(form, 'currency'),
      duration: text(form, 'duration') ?? 'once',
      name: text(form, 'name') ?? null,
      valid: true,
      created: unixNow(),
    };
    this.coupons.set(coupon.id, coupon);
    return coupon;
  }

  private createRefund(form: FormObject): RefundJson {
    const intentId = requiredText(form, 'payment_intent');
    const intent = this.paymentIntents.get(intentId);
    if (!intent) throw missing(400, 'payment_intent', `No such payment_intent: '${intentId}'`);
    const refuse = (code: string, message: string) => new ApiError(400, { type: 'invalid_request_error', code, message });
    if (intent.status !== 'succeeded') {
      throw refuse('charge_not_refundable', `This PaymentIntent (${intentId}) does not have a successful charge to refund.`);
    }
    const left = intent.amount - intent.amountRefunded;
    if (left === 0) throw refuse('charge_already_refunded', `Charge ${intent.chargeId} has already been refunded.`);
    const amount = form.amount === undefined ? left : integer(form, 'amount', 'amount', 1);
    if (amount > left) {
      throw refuse('amount_too_large', `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`);
    }
    intent.amountRefunded += amount;
    const refund: RefundJson = {
      id: newId('re_'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.chargeId,
      status: 'succeeded',
      metadata: metadata(form, 'metadata'),
      created: unixNow(),
    };
    this.refunds.push(refund);
    return refund;
  }
}

function shippingRate(rate: FormObject): StoredSession['shipping'] {
  const param = 'shipping_options[0][shipping_rate_data]';
  if (text(rate, 'type', `${param}[type]`) !== 'fixed_amount') throw invalid(`${param}[type]`, 'Only fixed_amount shipping rates are supported.');
  const fixed = object(rate, 'fixed_amount', `${param}[fixed_amount]`);
  return {
    amount: integer(fixed, 'amount', `${param}[fixed_amount][amount]`, 0),
    currency: requiredText(fixed, 'currency', `${param}[fixed_amount][currency]`),
    displayName: requiredText(rate, 'display_name', `${param}[display_name]`),
  };
}

const invalid = (param: string, message: string, code = 'parameter_invalid') =>
  new ApiError(400, { type: 'invalid_request_error', code, param, message });
const missing = (status: number, param: string, message: string) =>
  new ApiError(status, { type: 'invalid_request_error', code: 'resource_missing', param, message });

type FormValue = string | FormObject;
interface FormObject {
  [key: string]: FormValue;
}

/** `a[b][0][c]=x` → `{ a: { b: { 0: { c: 'x' } } } }`; lists stay objects keyed by index (see `items`). */
function parseForm(body: string): FormObject {
  const root: FormObject = Object.create(null);
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      if (typeof next === 'object') {
        node = next;
      } else {
        const child: FormObject = Object.create(null);
        node[segment] = child;
        node = child;
      }
    }
    node[path[path.length - 1]] = value;
  }
  return root;
}

function text(form: FormObject, key: string, param = key): string | undefined {
  const value = form[key];
  if (typeof value === 'object') throw invalid(param, `Invalid string: ${param}`);
  return value;
}

function requiredText(form: FormObject, key: string, param = key): string {
  const value = text(form, key, param);
  if (!value) throw invalid(param, `Missing required param: ${param}.`, 'parameter_missing');
  return value;
}

function integer(form: FormObject, key: string, param: string, min: number): number {
  const value = requiredText(form, key, param);
  if (!/^-?\d+$/.test(value)) throw invalid(param, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  if (Number(value) < min) throw invalid(param, `Invalid ${param}: must be at least ${min}`);
  return Number(value);
}

function object(form: FormObject, key: string, param = key): FormObject {
  const value = form[key];
  if (value === undefined) throw invalid(param, `Missing required param: ${param}.`, 'parameter_missing');
  if (typeof value === 'string') throw invalid(param, `Invalid object: ${param}`);
  return value;
}

/** A list sent as `key[0][…]`, `key[1][…]`, in index order; none when absent. */
function items(form: FormObject, key: string): FormObject[] {
  if (form[key] === undefined) return [];
  const list = object(form, key);
  return Object.keys(list)
    .sort((a, b) => Number(a) - Number(b))
    .map((index) => object(list, index, `${key}[${index}]`));
}

/** Stripe's metadata: string keys and values; `{}` when absent or sent empty (Stripe's way of clearing it). */
function metadata(form: FormObject, key: string): Record<string, string> {
  if (form[key] === undefined || form[key] === '') return {};
  const fields = object(form, key);
  return Object.fromEntries(Object.keys(fields).map((name) => [name, text(fields, name, `${key}[${name}]`) ?? '']));
}
