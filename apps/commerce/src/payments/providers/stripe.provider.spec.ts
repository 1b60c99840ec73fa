import { startStripeServer, StripeServer } from '../../../../../test/support/payment-servers/stripe-server';
import { NoticeNotVerifiedError, PaymentRequest, ProviderRefusedError, ProviderUnavailableError } from '../payment-provider';
import { StripeProvider } from './stripe.provider';

const secretKey = 'sk_test_watercolor_local';
const webhookSecret = 'whsec_watercolor_local';

/** An order of two pans: 2 × 6.50 + 11.50, shipping 5.95, tax 1.96, 3.00 off: 29.41. Each test uses its own order id. */
function order(orderId: string, change: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    orderId,
    orderNumber: 1042,
    currency: 'USD',
    customerEmail: 'ada@example.com',
    lines: [
      { name: 'Quinacridone Rose, half pan', unitCents: 650, quantity: 2 },
      { name: 'Indanthrone Blue, full pan', unitCents: 1150, quantity: 1 },
    ],
    shippingCents: 595,
    taxCents: 196,
    discountCents: 300,
    totalCents: 2941,
    returnUrl: `https://shop.test/success?order=${orderId}`,
    cancelUrl: `https://shop.test/cancel?order=${orderId}`,
    ...change,
  };
}

/** What a call that must fail threw. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

/** Two pans, nothing else: a session made of one request. */
const plain = (orderId: string) => order(orderId, { shippingCents: 0, taxCents: 0, discountCents: 0, totalCents: 2450 });

describe('StripeProvider against a local Stripe server', () => {
  let server: StripeServer;
  let stripe: StripeProvider;

  beforeAll(async () => {
    server = await startStripeServer({ secretKey, webhookSecret });
    stripe = new StripeProvider({ secretKey, webhookSecret, apiBase: server.url, timeoutMs: 300 });
  });
  afterAll(() => server.close());

  const requestsFor = (path: string) => server.requests.filter((request) => request.path === path);

  describe('start', () => {
    it('opens a Checkout Session in cents with the tax as a line, shipping as a rate and the discount as a one-off coupon', async () => {
      const started = await stripe.start(order('order-start'));

      const stored = server.sessions.get(started.reference)!;
      expect(stored.lineItems).toEqual([
        { name: 'Quinacridone Rose, half pan', unitAmount: 650, currency: 'usd', quantity: 2 },
        { name: 'Indanthrone Blue, full pan', unitAmount: 1150, currency: 'usd', quantity: 1 },
        { name: 'Sales tax', unitAmount: 196, currency: 'usd', quantity: 1 },
      ]);
      expect(stored.shipping).toEqual({ amount: 595, currency: 'usd', displayName: 'Shipping' });
      const coupon = server.coupons.get(stored.session.discounts[0].coupon)!;
      expect(coupon).toMatchObject({ amount_off: 300, currency: 'usd', duration: 'once', name: 'Order discount' });
      expect(stored.session).toMatchObject({
        mode: 'payment',
        amount_total: 2941,
        client_reference_id: 'order-start',
        customer_email: 'ada@example.com',
        metadata: { orderId: 'order-start', orderNumber: '1042' },
        success_url: 'https://shop.test/success?order=order-start',
        cancel_url: 'https://shop.test/cancel?order=order-start',
      });
      expect(stored.paymentIntentMetadata).toEqual({ orderId: 'order-start' });
      expect(started.approvalUrl).toBe(stored.session.url);
      expect(requestsFor('/v1/coupons').at(-1)).toEqual({ method: 'POST', path: '/v1/coupons', idempotencyKey: 'coupon-order-start' });
      expect(requestsFor('/v1/checkout/sessions').at(-1)?.idempotencyKey).toBe('checkout-session-order-start');
    });

    it('answers the same session when started again for the same order, and Stripe makes only one', async () => {
      const before = server.sessions.size;
      const first = await stripe.start(order('order-twice'));
      const second = await stripe.start(order('order-twice'));

      expect(second).toEqual(first);
      expect(server.sessions.size).toBe(before + 1);
    });

    it('puts shipping in as a line when the discount is more than the items, so Stripe still charges the total', async () => {
      const request = order('order-credit', { lines: [{ name: 'Sketchbook', unitCents: 1000, quantity: 1 }], taxCents: 0, shippingCents: 500 });
      const started = await stripe.start({ ...request, discountCents: 1200, totalCents: 300 });

      const stored = server.sessions.get(started.reference)!;
      expect(stored.lineItems.map((line) => [line.name, line.unitAmount])).toEqual([
        ['Sketchbook', 1000],
        ['Shipping', 500],
      ]);
      expect(stored.shipping).toBeNull();
      expect(stored.session.amount_total).toBe(300);
    });

    it('refuses, before asking Stripe, an order whose lines, shipping, tax and discount do not make its total', async () => {
      const before = server.requests.length;

      await expect(stripe.start(order('order-off-by-one', { totalCents: 2942 }))).rejects.toThrow('add up to 2941, not the total 2942');
      expect(server.requests.length).toBe(before);
    });
  });

  describe('confirm and lookup', () => {
    it('reads a session not paid yet as pending, with nothing captured', async () => {
      const { reference } = await stripe.start(order('order-waiting'));

      expect(await stripe.confirm(reference)).toEqual({
        reference,
        state: 'pending',
        paymentId: null,
        amountCents: null,
        currency: 'USD',
        orderId: 'order-waiting',
      });
    });

    it('reads a paid session as completed, with the amount and the PaymentIntent', async () => {
      const { reference } = await stripe.start(order('order-paid'));
      const paymentIntentId = server.pay(reference);

      const expected = { reference, state: 'completed', paymentId: paymentIntentId, amountCents: 2941, currency: 'USD', orderId: 'order-paid' };
      expect(await stripe.confirm(reference)).toEqual(expected);
      expect(await stripe.lookup(reference)).toEqual(expected);
    });

    it('reports the amount Stripe charged when it is not the order total', async () => {
      const { reference } = await stripe.start(order('order-wrong-amount'));
      server.pay(reference, { amountCents: 100 });

      expect(await stripe.confirm(reference)).toMatchObject({ state: 'completed', amountCents: 100 });
    });

    it('reads an expired session as failed', async () => {
      const { reference } = await stripe.start(order('order-expired'));
      server.expire(reference);

      expect(await stripe.lookup(reference)).toMatchObject({ state: 'failed', amountCents: null });
    });

    it('reads an asynchronous payment as pending until it settles', async () => {
      const { reference } = await stripe.start(order('order-debit'));
      server.pay(reference, { async: true });
      expect(await stripe.confirm(reference)).toMatchObject({ state: 'pending', amountCents: null });

      server.settleAsync(reference);
      expect(await stripe.confirm(reference)).toMatchObject({ state: 'completed', amountCents: 2941 });
    });
  });

  describe('readNotice', () => {
    let reference: string;
    let paymentIntentId: string;
    beforeAll(async () => {
      ({ reference } = await stripe.start(order('order-notices')));
      paymentIntentId = server.pay(reference);
    });

    it('verifies a notice signed with the webhook secret and reads a paid checkout.session.completed as a payment', async () => {
      const event = server.sessionCompletedEvent(reference);

      expect(await stripe.readNotice(await server.signedNotice(event))).toEqual({
        kind: 'payment',
        eventId: event.id,
        payment: { reference, state: 'completed', paymentId: paymentIntentId, amountCents: 2941, currency: 'USD', orderId: 'order-notices' },
      });
    });

    it('refuses a notice signed with another secret', async () => {
      const notice = await server.signedNotice(server.sessionCompletedEvent(reference), { secret: 'whsec_someone_else' });

      await expect(stripe.readNotice(notice)).rejects.toBeInstanceOf(NoticeNotVerifiedError);
    });

    it('refuses a notice signed more than 300 s ago, and takes one signed within them', async () => {
      const event = server.sessionCompletedEvent(reference);
      const secondsAgo = (seconds: number) => ({ timestamp: Math.floor(Date.now() / 1000) - seconds });

      await expect(stripe.readNotice(await server.signedNotice(event, secondsAgo(310)))).rejects.toBeInstanceOf(NoticeNotVerifiedError);
      expect(await stripe.readNotice(await server.signedNotice(event, secondsAgo(280)))).toMatchObject({ kind: 'payment' });
    });

    it('refuses a notice whose body was changed after it was signed', async () => {
      const notice = await server.signedNotice(server.sessionCompletedEvent(reference));
      const edited = notice.body.replace('"amount_total": 2941', '"amount_total": 1');
      expect(edited).not.toBe(notice.body);

      await expect(stripe.readNotice({ ...notice, body: edited })).rejects.toBeInstanceOf(NoticeNotVerifiedError);
    });

    it('refuses a notice without a Stripe-Signature header', async () => {
      const { body } = await server.signedNotice(server.sessionCompletedEvent(reference));

      await expect(stripe.readNotice({ headers: { 'content-type': 'application/json' }, body })).rejects.toBeInstanceOf(NoticeNotVerifiedError);
    });

    it('ignores checkout.session.completed for an asynchronous payment, and reads async_payment_succeeded as the payment', async () => {
      const { reference: debit } = await stripe.start(order('order-notice-debit'));
      server.pay(debit, { async: true });
      const completed = server.sessionCompletedEvent(debit);
      expect(await stripe.readNotice(await server.signedNotice(completed))).toEqual({
        kind: 'ignored',
        eventId: completed.id,
        type: 'checkout.session.completed',
      });

      server.settleAsync(debit);
      const succeeded = server.asyncSucceededEvent(debit);
      expect(await stripe.readNotice(await server.signedNotice(succeeded))).toMatchObject({
        kind: 'payment',
        eventId: succeeded.id,
        payment: { reference: debit, state: 'completed', amountCents: 2941, orderId: 'order-notice-debit' },
      });
    });

    it('reads charge.refunded as every refund of the payment, each by its own id: from the charge, or asked of Stripe', async () => {
      const first = await stripe.refund({ paymentId: paymentIntentId, amountCents: 500, currency: 'USD', idempotencyKey: 'notice-refund-1' });
      const second = await stripe.refund({ paymentId: paymentIntentId, amountCents: 200, currency: 'USD', idempotencyKey: 'notice-refund-2' });
      const refunds = [
        { refundId: second.refundId, amountCents: 200 },
        { refundId: first.refundId, amountCents: 500 },
      ];

      const withList = server.chargeRefundedEvent(paymentIntentId, { withRefunds: true });
      expect(await stripe.readNotice(await server.signedNotice(withList))).toEqual({
        kind: 'refund',
        eventId: withList.id,
        paymentId: paymentIntentId,
        currency: 'USD',
        refunds,
      });
      const withoutList = server.chargeRefundedEvent(paymentIntentId);
      expect(await stripe.readNotice(await server.signedNotice(withoutList))).toMatchObject({ refunds });
      expect(requestsFor('/v1/refunds').filter((r) => r.method === 'GET')).toHaveLength(1);
    });

    it('ignores, by its type, an event the shop has nothing to do with', async () => {
      const event = server.event('customer.created', { id: 'cus_1', object: 'customer' });

      expect(await stripe.readNotice(await server.signedNotice(event))).toEqual({ kind: 'ignored', eventId: event.id, type: 'customer.created' });
    });
  });

  describe('refund', () => {
    it('refunds once for an idempotency key sent twice', async () => {
      const { reference } = await stripe.start(order('order-refund'));
      const paymentId = server.pay(reference);
      const request = { paymentId, amountCents: 1000, currency: 'USD', idempotencyKey: 'refund-order-refund-1', reason: 'Damaged in transit' };

      const first = await stripe.refund(request);
      const second = await stripe.refund(request);

      expect(first).toEqual({ refundId: expect.stringMatching(/^re_/), state: 'completed', amountCents: 1000 });
      expect(second).toEqual(first);
      expect(server.refunds.filter((refund) => refund.payment_intent === paymentId)).toEqual([
        expect.objectContaining({ id: first.refundId, amount: 1000, metadata: { reason: 'Damaged in transit' } }),
      ]);
      expect(requestsFor('/v1/refunds').filter((r) => r.idempotencyKey === 'refund-order-refund-1')).toHaveLength(2);
    });

    it('is refused when it is more than what is left of the payment', async () => {
      const { reference } = await stripe.start(order('order-refund-too-much'));
      const paymentId = server.pay(reference);
      await stripe.refund({ paymentId, amountCents: 2000, currency: 'USD', idempotencyKey: 'too-much-1' });

      const refusal = await failure(stripe.refund({ paymentId, amountCents: 1000, currency: 'USD', idempotencyKey: 'too-much-2' }));

      expect(refusal).toBeInstanceOf(ProviderRefusedError);
      expect(refusal).toMatchObject({ status: 400, message: expect.stringContaining('greater than unrefunded amount') });
      expect(server.paymentIntents.get(paymentId)?.amountRefunded).toBe(2000);
    });
  });

  describe('when Stripe fails', () => {
    it('retries one 500 under the same idempotency key and succeeds', async () => {
      server.failNext(1, 500);

      const started = await stripe.start(plain('order-one-500'));

      expect(server.sessions.has(started.reference)).toBe(true);
      expect(
        requestsFor('/v1/checkout/sessions')
          .slice(-2)
          .map((r) => r.idempotencyKey),
      ).toEqual(['checkout-session-order-one-500', 'checkout-session-order-one-500']);
    });

    it('is unavailable when Stripe answers 500 again, and nothing is made', async () => {
      const before = server.sessions.size;
      server.failNext(2, 500);

      await expect(stripe.start(plain('order-500'))).rejects.toBeInstanceOf(ProviderUnavailableError);
      expect(server.sessions.size).toBe(before);
    });

    it('is unavailable when Stripe rate-limits (429)', async () => {
      server.failNext(1, 429);

      await expect(stripe.start(plain('order-429'))).rejects.toBeInstanceOf(ProviderUnavailableError);
    });

    it('is unavailable when Stripe answers later than the timeout', async () => {
      const { reference } = await stripe.start(plain('order-slow'));
      server.delayNext(2, 2_000);

      await expect(stripe.lookup(reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
    });

    it('is refused (401) with a wrong secret key', async () => {
      const wrongKey = new StripeProvider({ secretKey: 'sk_test_wrong', webhookSecret, apiBase: server.url });

      const refusal = await failure(wrongKey.lookup('cs_test_any'));

      expect(refusal).toBeInstanceOf(ProviderRefusedError);
      expect(refusal).toMatchObject({ status: 401 });
    });
  });
});
