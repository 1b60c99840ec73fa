import { randomUUID } from 'node:crypto';
import { PayPalPurchaseUnit, PayPalServer, startPayPalServer } from '../../../../../test/support/payment-servers/paypal-server';
import { NoticeNotVerifiedError, PaymentRequest, ProviderRefusedError, ProviderUnavailableError } from '../payment-provider';
import { fromPayPalValue, toPayPalValue } from './paypal-money';
import { PayPalProvider } from './paypal.provider';

const CREDENTIALS = { clientId: 'shop-client', clientSecret: 'shop-secret', webhookId: 'WH-SHOP-1' };

let paypal: PayPalServer;

beforeAll(async () => {
  paypal = await startPayPalServer(CREDENTIALS);
});

afterAll(() => paypal.close());

const providerFor = (overrides: { clientSecret?: string; webhookId?: string; timeoutMs?: number; apiBase?: string } = {}) =>
  new PayPalProvider({ ...CREDENTIALS, apiBase: paypal.url, ...overrides });

/** Two pans, a long-named set, shipping, a few cents of tax and a coupon: 13.00 + 11.99 + 5.00 + 0.07 − 2.50 = 27.56. */
function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  const orderId = randomUUID();
  return {
    orderId,
    orderNumber: 42,
    currency: 'USD',
    customerEmail: 'ann@example.com',
    lines: [
      { name: 'Ultramarine half pan', unitCents: 650, quantity: 2 },
      { name: `Botanical set ${'with a very long name '.repeat(10)}`, unitCents: 1199, quantity: 1 },
    ],
    shippingCents: 500,
    taxCents: 7,
    discountCents: 250,
    totalCents: 2756,
    returnUrl: `https://shop.example/success?order=${orderId}`,
    cancelUrl: `https://shop.example/cancel?order=${orderId}`,
    ...overrides,
  };
}

const requestsTo = (path: string) => paypal.requests.filter((request) => request.path === path);
const capturesOf = (reference: string) => [...paypal.captures.values()].filter((capture) => capture.orderId === reference);
/** The body PayPal received under a request id. */
const sentUnder = <T>(requestId: string) => paypal.requests.find((request) => request.requestId === requestId)!.body as T;
type CreateOrderSent = { intent: string; purchase_units: PayPalPurchaseUnit[]; payment_source: unknown };
const refundsOf = (captureId: string) => [...paypal.refunds.values()].filter((refund) => refund.captureId === captureId);

/** An order the shopper approved at PayPal, not captured yet. */
async function approvedOrder(provider: PayPalProvider, request = paymentRequest()) {
  const { reference } = await provider.start(request);
  paypal.approve(reference);
  return { reference, request };
}

/** An order captured, with its capture id. */
async function capturedOrder(provider: PayPalProvider) {
  const { reference, request } = await approvedOrder(provider);
  const payment = await provider.confirm(reference);
  return { reference, request, captureId: payment.paymentId! };
}

/** A notice as PayPal would deliver it: the event as compact JSON, signed. */
function notice(event: unknown) {
  const body = JSON.stringify(event);
  return { headers: paypal.signedHeaders(body), body };
}

describe('PayPal money values', () => {
  it('writes cents as exact dollar strings', () => {
    expect([0, 5, 70, 1999, 2756, 123456].map(toPayPalValue)).toEqual(['0.00', '0.05', '0.70', '19.99', '27.56', '1234.56']);
    expect(() => toPayPalValue(-1)).toThrow();
    expect(() => toPayPalValue(1.5)).toThrow();
  });

  it('reads dollar strings by their digits, without floating-point rounding', () => {
    expect(['19.99', '17.5', '17', '0.07', '1234.56'].map(fromPayPalValue)).toEqual([1999, 1750, 1700, 7, 123456]);
    for (const bad of ['1.234', '-1.00', '1e3', ' 1.00', '1.', '.5', '']) expect(() => fromPayPalValue(bad)).toThrow();
  });
});

describe('PayPalProvider.start', () => {
  it('creates an order whose breakdown is in exact dollar strings that add up to the total, under the order request id', async () => {
    const request = paymentRequest();
    const started = await providerFor().start(request);

    const sent = sentUnder<CreateOrderSent>(`order-${request.orderId}`);
    const [unit] = sent.purchase_units;
    expect(sent.intent).toBe('CAPTURE');
    expect(unit.amount).toEqual({
      currency_code: 'USD',
      value: '27.56',
      breakdown: {
        item_total: { currency_code: 'USD', value: '24.99' },
        shipping: { currency_code: 'USD', value: '5.00' },
        tax_total: { currency_code: 'USD', value: '0.07' },
        discount: { currency_code: 'USD', value: '2.50' },
      },
    });
    expect(unit.items).toEqual([
      { name: 'Ultramarine half pan', quantity: '2', unit_amount: { currency_code: 'USD', value: '6.50' } },
      { name: request.lines[1].name.slice(0, 127), quantity: '1', unit_amount: { currency_code: 'USD', value: '11.99' } },
    ]);
    expect(unit.items![1].name).toHaveLength(127);
    expect(unit).toMatchObject({ reference_id: request.orderId, custom_id: request.orderId, invoice_id: request.orderId, description: 'Order #42' });
    expect(sent.payment_source).toEqual({
      paypal: {
        experience_context: {
          return_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
    });
    const order = paypal.orders.get(started.reference)!;
    expect(order).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      amount: { currency_code: 'USD', value: '27.56' },
      customId: request.orderId,
      invoiceId: request.orderId,
      returnUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
    });
    expect(started).toEqual({ reference: order.id, approvalUrl: `${paypal.url}/checkoutnow?token=${order.id}` });
    expect(requestsTo('/v2/checkout/orders').map((r) => r.requestId)).toContain(`order-${request.orderId}`);
  });

  it('leaves the zero parts out of the breakdown, all but the item total', async () => {
    const request = paymentRequest({ shippingCents: 0, taxCents: 0, discountCents: 0, totalCents: 2499 });
    const { reference } = await providerFor().start(request);

    expect(paypal.orders.get(reference)!.request.purchase_units![0].amount!.breakdown).toEqual({
      item_total: { currency_code: 'USD', value: '24.99' },
    });
  });

  it('starting the same order twice opens one PayPal order', async () => {
    const provider = providerFor();
    const request = paymentRequest();
    const first = await provider.start(request);
    const again = await provider.start(request);

    expect(again.reference).toBe(first.reference);
    expect([...paypal.orders.values()].filter((order) => order.customId === request.orderId)).toHaveLength(1);
  });

  it('refuses a request whose parts do not add up to its total, before asking PayPal', async () => {
    const before = paypal.requests.length;

    await expect(providerFor().start(paymentRequest({ totalCents: 2757 }))).rejects.toThrow('add up to 2756, not the total 2757');
    await expect(providerFor().start(paymentRequest({ totalCents: 2757 }))).rejects.not.toBeInstanceOf(ProviderRefusedError);
    expect(paypal.requests.length).toBe(before);
  });
});

describe('PayPalProvider.confirm', () => {
  it('is pending with nothing captured while the shopper has not approved', async () => {
    const provider = providerFor();
    const request = paymentRequest();
    const { reference } = await provider.start(request);

    await expect(provider.confirm(reference)).resolves.toEqual({
      reference,
      state: 'pending',
      paymentId: null,
      amountCents: null,
      currency: null,
      orderId: request.orderId,
    });
    expect(paypal.orders.get(reference)!.status).toBe('PAYER_ACTION_REQUIRED');
    expect(capturesOf(reference)).toHaveLength(0);
  });

  it('captures an approved order and reports the capture: its id, amount, currency and our order id', async () => {
    const provider = providerFor();
    const { reference, request } = await approvedOrder(provider);

    const payment = await provider.confirm(reference);

    const [capture] = capturesOf(reference);
    expect(payment).toEqual({ reference, state: 'completed', paymentId: capture.id, amountCents: 2756, currency: 'USD', orderId: request.orderId });
    expect(capture.amount).toEqual({ currency_code: 'USD', value: '27.56' });
    expect(requestsTo(`/v2/checkout/orders/${reference}/capture`).map((r) => [r.method, r.requestId])).toEqual([['POST', `capture-${reference}`]]);
  });

  it('captures once when confirmed ten times at once and again afterwards, every capture under one request id', async () => {
    const provider = providerFor();
    const { reference } = await approvedOrder(provider);

    const [first, ...concurrent] = await Promise.all(Array.from({ length: 10 }, () => providerFor().confirm(reference)));
    const later = await provider.confirm(reference);

    expect(first.state).toBe('completed');
    expect(capturesOf(reference)).toHaveLength(1);
    for (const payment of [...concurrent, later]) expect(payment).toEqual(first);
    const captureRequests = requestsTo(`/v2/checkout/orders/${reference}/capture`);
    expect(captureRequests.length).toBeGreaterThanOrEqual(1);
    expect(new Set(captureRequests.map((request) => request.requestId))).toEqual(new Set([`capture-${reference}`]));
  });

  it('answers from the order when it was already captured under another request id (ORDER_ALREADY_CAPTURED)', async () => {
    const provider = providerFor();
    const { reference, request } = await approvedOrder(provider);
    const elsewhere = await captureElsewhere(reference);

    const payment = await provider.confirm(reference);

    expect(payment).toEqual({ reference, state: 'completed', paymentId: elsewhere, amountCents: 2756, currency: 'USD', orderId: request.orderId });
    expect(capturesOf(reference)).toHaveLength(1);
    const paths = paypal.requests.slice(-2).map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual([`POST /v2/checkout/orders/${reference}/capture`, `GET /v2/checkout/orders/${reference}`]);
  });

  it('reports the amount and currency actually captured when they differ from the order', async () => {
    const provider = providerFor();
    const { reference } = await approvedOrder(provider);
    paypal.payWith(reference, { amountCents: 100, currency: 'EUR' });

    const payment = await provider.confirm(reference);

    expect(payment).toMatchObject({ state: 'completed', amountCents: 100, currency: 'EUR' });
  });

  it('is failed for an order PayPal does not know', async () => {
    await expect(providerFor().confirm('5O190127TN364715T')).resolves.toMatchObject({ state: 'failed', paymentId: null });
  });
});

describe('PayPalProvider.lookup', () => {
  it('reports where the order stands and never captures', async () => {
    const provider = providerFor();
    const request = paymentRequest();
    const { reference } = await provider.start(request);

    await expect(provider.lookup(reference)).resolves.toMatchObject({ state: 'pending', paymentId: null, orderId: request.orderId });
    paypal.approve(reference);
    await expect(provider.lookup(reference)).resolves.toMatchObject({ state: 'pending', paymentId: null });
    expect(capturesOf(reference)).toHaveLength(0);

    const { paymentId } = await provider.confirm(reference);
    await expect(provider.lookup(reference)).resolves.toEqual({
      reference,
      state: 'completed',
      paymentId,
      amountCents: 2756,
      currency: 'USD',
      orderId: request.orderId,
    });
    await expect(provider.lookup('5O190127TN364715T')).resolves.toMatchObject({ state: 'failed' });
  });
});

describe('PayPal access token', () => {
  it('is fetched once for many calls, concurrent ones included', async () => {
    const provider = providerFor();
    const before = paypal.tokensIssued();

    const { reference } = await approvedOrder(provider);
    await Promise.all([provider.confirm(reference), provider.lookup(reference), provider.lookup(reference)]);
    await provider.lookup(reference);

    expect(paypal.tokensIssued() - before).toBe(1);
  });

  it('is fetched again when PayPal answers 401 to it, and the call goes through', async () => {
    const provider = providerFor();
    const { reference } = await provider.start(paymentRequest());
    const before = paypal.tokensIssued();
    paypal.revokeTokens();

    await expect(provider.lookup(reference)).resolves.toMatchObject({ state: 'pending' });
    expect(paypal.tokensIssued() - before).toBe(1);
  });

  it('wrong credentials are refused (PayPal answers invalid_client)', async () => {
    const refused = providerFor({ clientSecret: 'not-it' }).lookup('5O190127TN364715T');

    await expect(refused).rejects.toBeInstanceOf(ProviderRefusedError);
    await expect(refused).rejects.toMatchObject({ status: 401, message: expect.stringContaining('invalid_client') });
  });
});

describe('PayPalProvider.readNotice', () => {
  it('accepts a notice PayPal signed for this webhook', async () => {
    const provider = providerFor();
    const { reference, request, captureId } = await capturedOrder(provider);
    const event = paypal.event('PAYMENT.CAPTURE.COMPLETED', paypal.captureCompletedEvent(reference));

    await expect(provider.readNotice(notice(event))).resolves.toEqual({
      kind: 'payment',
      eventId: event.id,
      payment: { reference, state: 'completed', paymentId: captureId, amountCents: 2756, currency: 'USD', orderId: request.orderId },
    });
    expect(requestsTo('/v1/notifications/verify-webhook-signature').length).toBeGreaterThan(0);
  });

  it('refuses a notice signed for another webhook id, and one read by a shop with another webhook id', async () => {
    const provider = providerFor();
    const { reference } = await capturedOrder(provider);
    const body = JSON.stringify(paypal.event('PAYMENT.CAPTURE.COMPLETED', paypal.captureCompletedEvent(reference)));

    await expect(provider.readNotice({ headers: paypal.signedHeaders(body, { webhookId: 'WH-SOMEONE-ELSE' }), body })).rejects.toBeInstanceOf(
      NoticeNotVerifiedError,
    );
    await expect(providerFor({ webhookId: 'WH-SOMEONE-ELSE' }).readNotice(notice(JSON.parse(body)))).rejects.toBeInstanceOf(NoticeNotVerifiedError);
  });

  it('refuses an edited body sent with the original signature', async () => {
    const provider = providerFor();
    const { reference } = await capturedOrder(provider);
    const original = notice(paypal.event('PAYMENT.CAPTURE.COMPLETED', paypal.captureCompletedEvent(reference)));
    const edited = original.body.replace('"value":"27.56"', '"value":"2756.00"');
    expect(edited).not.toBe(original.body);

    await expect(provider.readNotice({ headers: original.headers, body: edited })).rejects.toBeInstanceOf(NoticeNotVerifiedError);
  });

  it('refuses a notice missing any of the signature headers, without asking PayPal', async () => {
    const provider = providerFor();
    const signed = notice(paypal.event('CUSTOMER.DISPUTE.CREATED', { id: 'PP-D-1' }));
    const verifies = requestsTo('/v1/notifications/verify-webhook-signature').length;

    for (const name of Object.keys(signed.headers)) {
      const headers: Record<string, string | undefined> = { ...signed.headers, [name]: undefined };
      await expect(provider.readNotice({ headers, body: signed.body })).rejects.toThrow(new NoticeNotVerifiedError('paypal', `missing ${name}`));
    }
    expect(requestsTo('/v1/notifications/verify-webhook-signature').length).toBe(verifies);
  });

  it('refuses a body that is not JSON, even signed', async () => {
    const body = 'event_type=PAYMENT.CAPTURE.COMPLETED';

    await expect(providerFor().readNotice({ headers: paypal.signedHeaders(body), body })).rejects.toBeInstanceOf(NoticeNotVerifiedError);
  });

  it('reads an approval, a capture and a refund, and ignores any other event', async () => {
    const provider = providerFor();
    const { reference, request } = await approvedOrder(provider);
    const approved = paypal.event('CHECKOUT.ORDER.APPROVED', paypal.orderApprovedEvent(reference));
    const { paymentId } = await provider.confirm(reference);
    const captured = paypal.event('PAYMENT.CAPTURE.COMPLETED', paypal.captureCompletedEvent(reference));
    const { refundId } = await provider.refund({ paymentId: paymentId!, amountCents: 756, currency: 'USD', idempotencyKey: randomUUID() });
    const refunded = paypal.event('PAYMENT.CAPTURE.REFUNDED', paypal.captureRefundedEvent(refundId));
    const dispute = paypal.event('CUSTOMER.DISPUTE.CREATED', { dispute_id: 'PP-D-27803' });

    await expect(provider.readNotice(notice(approved))).resolves.toEqual({
      kind: 'approved',
      eventId: approved.id,
      reference,
      orderId: request.orderId,
    });
    await expect(provider.readNotice(notice(captured))).resolves.toMatchObject({
      kind: 'payment',
      eventId: captured.id,
      payment: { reference, state: 'completed', paymentId, amountCents: 2756, currency: 'USD', orderId: request.orderId },
    });
    await expect(provider.readNotice(notice(refunded))).resolves.toEqual({
      kind: 'refund',
      eventId: refunded.id,
      paymentId,
      currency: 'USD',
      refunds: [{ refundId, amountCents: 756 }],
    });
    await expect(provider.readNotice(notice(dispute))).resolves.toEqual({ kind: 'ignored', eventId: dispute.id, type: 'CUSTOMER.DISPUTE.CREATED' });
  });
});

describe('PayPalProvider.refund', () => {
  it('refunds once when sent twice with one idempotency key', async () => {
    const provider = providerFor();
    const { captureId } = await capturedOrder(provider);
    const refund = { paymentId: captureId, amountCents: 1000, currency: 'USD', idempotencyKey: randomUUID(), reason: 'A cracked pan' };

    const first = await provider.refund(refund);
    const again = await provider.refund(refund);

    expect(first).toEqual({ refundId: expect.any(String), state: 'completed', amountCents: 1000 });
    expect(again).toEqual(first);
    expect(refundsOf(captureId)).toEqual([
      expect.objectContaining({
        id: first.refundId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '10.00' },
        noteToPayer: 'A cracked pan',
      }),
    ]);
    expect(paypal.captures.get(captureId)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 1000 });
    expect(requestsTo(`/v2/payments/captures/${captureId}/refund`).map((r) => r.requestId)).toEqual([refund.idempotencyKey, refund.idempotencyKey]);
  });

  it('is refused for more than is left on the capture', async () => {
    const provider = providerFor();
    const { captureId } = await capturedOrder(provider);
    await provider.refund({ paymentId: captureId, amountCents: 2000, currency: 'USD', idempotencyKey: randomUUID() });

    const over = provider.refund({ paymentId: captureId, amountCents: 757, currency: 'USD', idempotencyKey: randomUUID() });

    await expect(over).rejects.toBeInstanceOf(ProviderRefusedError);
    await expect(over).rejects.toMatchObject({ status: 422, message: expect.stringContaining('REFUND_AMOUNT_EXCEEDED') });
    expect(refundsOf(captureId).map((r) => r.amount.value)).toEqual(['20.00']);
    expect(paypal.captures.get(captureId)!.refundedCents).toBe(2000);
  });
});

describe('PayPal not answering', () => {
  it('a 5xx or a 429 is ProviderUnavailableError, and the next call goes through', async () => {
    const provider = providerFor();
    const { reference } = await provider.start(paymentRequest());

    paypal.failNext(1, 500);
    await expect(provider.lookup(reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
    paypal.failNext(1, 429);
    await expect(provider.confirm(reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider.lookup(reference)).resolves.toMatchObject({ state: 'pending' });
  });

  it('no answer within the timeout is ProviderUnavailableError', async () => {
    const provider = providerFor({ timeoutMs: 200 });
    const { reference } = await provider.start(paymentRequest());

    paypal.delayNext(1, 1_000);
    await expect(provider.lookup(reference)).rejects.toThrow(
      new ProviderUnavailableError('paypal', `GET /v2/checkout/orders/${reference}: no answer within 200 ms`),
    );
  });

  it('a PayPal that cannot be reached is ProviderUnavailableError', async () => {
    const closed = await startPayPalServer(CREDENTIALS);
    await closed.close();

    await expect(providerFor({ apiBase: closed.url }).lookup('5O190127TN364715T')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

/** A capture made outside this provider (another request id), as when the order was captured from PayPal's side. */
async function captureElsewhere(reference: string): Promise<string> {
  const basic = Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString('base64');
  const token = await fetch(`${paypal.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const response = await fetch(`${paypal.url}/v2/checkout/orders/${reference}/capture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json', 'paypal-request-id': randomUUID() },
    body: '{}',
  });
  expect(response.status).toBe(201);
  return capturesOf(reference)[0].id;
}
