import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import TestAgent from 'supertest/lib/agent';
import { startPayPalServer, PayPalServer } from '../support/payment-servers/paypal-server';
import { SignOptions, startStripeServer, StripeEventJson, StripeServer } from '../support/payment-servers/stripe-server';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';
import { until } from '../support/until';

const { PaymentReconciliationJob } = builtModule<typeof import('../../apps/commerce/src/payments/payment-reconciliation.job')>(
  'apps/commerce/src/payments/payment-reconciliation.job',
);
const { OrderExpiryJob } = builtModule<typeof import('../../apps/commerce/src/orders/order-expiry.job')>('apps/commerce/src/orders/order-expiry.job');

jest.setTimeout(60_000);

const STRIPE = { secretKey: 'sk_test_local', webhookSecret: 'whsec_local' };
const PAYPAL = { clientId: 'local-client', clientSecret: 'local-secret', webhookId: 'WH-LOCAL' };

/**
 * Money through real providers (docs/rules.md §6): checkout opens a Stripe Checkout Session or a PayPal order, the
 * shopper's return (confirm) or the provider's signed notice pays the order exactly once and only for its total, and
 * money that can no longer pay an order goes back. Each provider is a local server speaking its documented API; the
 * shop uses the real `stripe` package and PayPal's HTTP API against it.
 */
describe('payments through PayPal and Stripe', () => {
  let t: TestShop;
  let stripe: StripeServer;
  let paypal: PayPalServer;
  let admin: TestAgent;
  /** $17.00, shipped at the product's own rate; taxed by the destination. */
  let colorSet: { id: string };

  beforeAll(async () => {
    stripe = await startStripeServer(STRIPE);
    paypal = await startPayPalServer(PAYPAL);
    t = await startTestShop({
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      PAYPAL_CLIENT_ID: PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
      PAYPAL_API_BASE: paypal.url,
      PAYMENT_PROVIDER_TIMEOUT_MS: '1500',
    });
    admin = await t.admin();
    colorSet = (
      await admin.post('/api/products').field('name', 'Provider 12 Color Set').field('category', 'Watercolor Sets').field('price', '17').expect(201)
    ).body;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    await paypal?.close();
  });

  const checkout = async (email: string, paymentProvider?: string) => {
    const shopper = await t.shopper(email);
    const { body } = await shopper
      .post('/api/checkout')
      .send({ items: [{ id: colorSet.id, quantity: 2 }], city: 'Miami', state: 'FL', ...(paymentProvider ? { paymentProvider } : {}) })
      .expect(201);
    return { shopper, order: body as { orderId: string; total: number; paymentUrl: string; paymentProvider: string } };
  };
  const refundsOf = (orderId: string) =>
    t.db('commerce').query(
      `SELECT r.amount_cents, r.state, r.requested_by, p.refunded_cents FROM payment_refunds r
         JOIN provider_payments p ON p.id = r.provider_payment_id WHERE p.order_id = $1 ORDER BY r.created_at`,
      [orderId],
    );
  const commerceApp = () => t.shop.services.find((s) => s.name === 'commerce')!.app;
  const order = async (orderId: string) => (await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body;
  const confirmationMails = (email: string) => (existsSync(t.config.mailDir) ? readdirSync(t.config.mailDir) : []).filter((f) => f.includes(email));
  const paidEvents = async (orderId: string) =>
    (await t.db('commerce').query("SELECT count(*)::int AS n FROM outbox WHERE name = 'order.paid' AND payload->>'orderId' = $1", [orderId]))[0]
      .n as number;
  const sessionOf = (orderId: string) => [...stripe.sessions.values()].map((s) => s.session).find((s) => s.client_reference_id === orderId)!;
  /** Delivers a Stripe event as Stripe does: the pretty-printed body, signed (or signed as `sign` says). */
  const deliverStripe = async (event: StripeEventJson, sign?: SignOptions) => {
    const notice = await stripe.signedNotice(event, sign);
    const response = await fetch(`${t.url}/api/payments/webhooks/stripe`, { method: 'POST', headers: notice.headers, body: notice.body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const paypalOrderOf = (orderId: string) => [...paypal.orders.values()].find((o) => o.customId === orderId)!;

  it('offers both configured providers, PayPal first, and no transfer page', async () => {
    expect((await t.client().get('/api/payments/providers').expect(200)).body).toEqual({ providers: ['paypal', 'stripe'] });
  });

  describe('Stripe Checkout', () => {
    it('opens a session carrying the order id, exact amounts and our return pages; confirm pays it once the shopper paid', async () => {
      const { shopper, order: placed } = await checkout('stripe-return@example.com', 'stripe');
      const session = sessionOf(placed.orderId);
      expect(placed).toMatchObject({ status: 'pending', paymentProvider: 'stripe', paymentUrl: session.url });
      expect(session.amount_total).toBe(Math.round(placed.total * 100));
      expect(session.metadata).toMatchObject({ orderId: placed.orderId });
      expect(session.success_url).toBe(`${t.url}/success?order=${placed.orderId}`);
      expect(session.cancel_url).toBe(`${t.url}/cancel?order=${placed.orderId}`);

      const before = await shopper.post('/api/payments/confirm').send({ orderId: placed.orderId }).expect(200);
      expect(before.body).toEqual({ orderId: placed.orderId, status: 'pending', paymentProvider: 'stripe' });

      stripe.pay(session.id);
      // An Idempotency-Key is checked for its form (a confirm is idempotent by itself): a bad one is 400 and asks nothing.
      await shopper.post('/api/payments/confirm').set('Idempotency-Key', 'k'.repeat(300)).send({ orderId: placed.orderId }).expect(400);
      expect(await order(placed.orderId)).toMatchObject({ status: 'pending' });
      const after = await shopper.post('/api/payments/confirm').set('Idempotency-Key', randomUUID()).send({ orderId: placed.orderId }).expect(200);
      expect(after.body).toEqual({ orderId: placed.orderId, status: 'paid', paymentProvider: 'stripe' });
      expect(await order(placed.orderId)).toMatchObject({ status: 'paid', paymentMethod: 'stripe', paymentId: expect.stringMatching(/^pi_/) });
      expect(await paidEvents(placed.orderId)).toBe(1);
    });

    it('pays through the signed notice alone; the same notice ten times, and ten confirms beside them, pay it once with one e-mail', async () => {
      const email = 'stripe-notice@example.com';
      const { shopper, order: placed } = await checkout(email, 'stripe');
      const session = sessionOf(placed.orderId);
      stripe.pay(session.id);
      const event = stripe.sessionCompletedEvent(session.id);
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => deliverStripe(event)),
        ...Array.from({ length: 10 }, () => shopper.post('/api/payments/confirm').send({ orderId: placed.orderId })),
      ]);
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect((await order(placed.orderId)).status).toBe('paid');
      expect(await paidEvents(placed.orderId)).toBe(1);
      await until(async () => confirmationMails(email).length > 0, 'the confirmation e-mail');
      expect(confirmationMails(email)).toHaveLength(1);
    });

    it('leaves an order pending for a payment of another amount and shows the owner the mismatch', async () => {
      const { shopper, order: placed } = await checkout('stripe-short@example.com', 'stripe');
      stripe.pay(sessionOf(placed.orderId).id, { amountCents: 1 });
      expect((await shopper.post('/api/payments/confirm').send({ orderId: placed.orderId }).expect(200)).body.status).toBe('pending');
      const seen = await order(placed.orderId);
      expect(seen.status).toBe('pending');
      expect(seen.paymentMismatch).toMatchObject({ amount: 0.01, currency: 'USD' });
      expect(await paidEvents(placed.orderId)).toBe(0);
    });

    it('leaves an order pending for a payment of its total in another currency', async () => {
      const { shopper, order: placed } = await checkout('stripe-euros@example.com', 'stripe');
      stripe.pay(sessionOf(placed.orderId).id, { currency: 'eur' });
      expect((await shopper.post('/api/payments/confirm').send({ orderId: placed.orderId }).expect(200)).body.status).toBe('pending');
      expect((await order(placed.orderId)).paymentMismatch).toMatchObject({ amount: placed.total, currency: 'EUR' });
      expect(await paidEvents(placed.orderId)).toBe(0);
    });

    it('answers a notice cut short with 400, and one re-serialised after it was signed with 401, changing nothing', async () => {
      await t.client().post('/api/payments/webhooks/stripe').set('content-type', 'application/json').send('{"id": "evt_cut').expect(400);
      const notice = await stripe.signedNotice(stripe.event('checkout.session.completed', { id: 'cs_whatever' }));
      const reordered = await fetch(`${t.url}/api/payments/webhooks/stripe`, {
        method: 'POST',
        headers: notice.headers,
        body: JSON.stringify(JSON.parse(notice.body)),
      });
      // The same event re-serialised is not the bytes Stripe signed.
      expect(reordered.status).toBe(401);
    });

    it('gives back a payment that arrives after its order expired, and the order stays expired', async () => {
      const { order: placed } = await checkout('stripe-late@example.com', 'stripe');
      await t.db('commerce').query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [placed.orderId]);
      await commerceApp().get(OrderExpiryJob).run();
      const session = sessionOf(placed.orderId);
      stripe.pay(session.id);
      expect((await deliverStripe(stripe.sessionCompletedEvent(session.id))).status).toBe(200);
      await until(async () => stripe.refunds.some((r) => r.payment_intent === sessionOf(placed.orderId).payment_intent), 'the refund at Stripe');
      const refund = stripe.refunds.find((r) => r.payment_intent === sessionOf(placed.orderId).payment_intent)!;
      expect(refund.amount).toBe(Math.round(placed.total * 100));
      expect((await order(placed.orderId)).status).toBe('expired');
      expect(await paidEvents(placed.orderId)).toBe(0);
    });

    it('refunds a cancelled paid order in full, once, through Stripe', async () => {
      const { shopper, order: placed } = await checkout('stripe-cancel@example.com', 'stripe');
      stripe.pay(sessionOf(placed.orderId).id);
      await shopper.post('/api/payments/confirm').send({ orderId: placed.orderId }).expect(200);
      await admin.post(`/api/admin/orders/${placed.orderId}/cancel`).send({ reason: 'Out of pans' }).expect(200);
      const intent = sessionOf(placed.orderId).payment_intent;
      await until(async () => stripe.refunds.some((r) => r.payment_intent === intent), 'the refund at Stripe');
      expect(stripe.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([Math.round(placed.total * 100)]);
      await until(async () => (await refundsOf(placed.orderId))[0]?.state === 'completed', 'the refund recorded as completed');
      // Stripe's charge.refunded about that same refund, twice: known by its id, counted once.
      for (let i = 0; i < 2; i++) expect((await deliverStripe(stripe.chargeRefundedEvent(intent!))).status).toBe(200);
      expect(await refundsOf(placed.orderId)).toEqual([
        { amount_cents: Math.round(placed.total * 100), state: 'completed', requested_by: 'shop', refunded_cents: Math.round(placed.total * 100) },
      ]);
    });

    it('refuses notices that do not verify (401) and acknowledges a verified one for a session it never opened, changing nothing', async () => {
      const { order: placed } = await checkout('stripe-forged@example.com', 'stripe');
      const session = sessionOf(placed.orderId);
      stripe.pay(session.id);
      const event = stripe.sessionCompletedEvent(session.id);
      const wrongSecret = await deliverStripe(event, { secret: 'whsec_someone_else' });
      expect(wrongSecret.status).toBe(401);
      expect(wrongSecret.body).toMatchObject({ statusCode: 401, code: 'INVALID_SIGNATURE' });
      const old = await deliverStripe(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      expect(old.status).toBe(401);
      const unsigned = await t.client().post('/api/payments/webhooks/stripe').send(event).expect(401);
      expect(unsigned.body.code).toBe('INVALID_SIGNATURE');
      expect((await order(placed.orderId)).status).toBe('pending');

      const elsewhere = stripe.event('checkout.session.completed', { ...event.data.object, id: 'cs_another_shop' });
      expect((await deliverStripe(elsewhere)).status).toBe(200);
      expect((await order(placed.orderId)).status).toBe('pending');
    });
  });

  describe('PayPal Checkout', () => {
    it('creates an order with our id, the breakdown and return pages; confirm captures it once the payer approved', async () => {
      const { shopper, order: placed } = await checkout('paypal-return@example.com');
      expect(placed.paymentProvider).toBe('paypal');
      const remote = paypalOrderOf(placed.orderId);
      expect(placed.paymentUrl).toBe(`${paypal.url}/checkoutnow?token=${remote.id}`);
      expect(remote.amount.value).toBe(placed.total.toFixed(2));
      expect(remote).toMatchObject({
        invoiceId: placed.orderId,
        returnUrl: `${t.url}/success?order=${placed.orderId}`,
        cancelUrl: `${t.url}/cancel?order=${placed.orderId}`,
      });

      expect((await shopper.post('/api/payments/confirm').send({ orderId: placed.orderId }).expect(200)).body.status).toBe('pending');
      paypal.approve(remote.id);
      const confirms = await Promise.all(Array.from({ length: 5 }, () => shopper.post('/api/payments/confirm').send({ orderId: placed.orderId })));
      expect(confirms.map((c) => c.body.status)).toEqual(Array(5).fill('paid'));
      const captures = paypal.requests.filter((r) => r.method === 'POST' && r.path === `/v2/checkout/orders/${remote.id}/capture`);
      expect(new Set(captures.map((c) => c.requestId)).size).toBe(1);
      expect(await paidEvents(placed.orderId)).toBe(1);
    });

    it('captures on the approved notice when the payer closed the tab; the capture notice repeated changes nothing', async () => {
      const { order: placed } = await checkout('paypal-notice@example.com', 'paypal');
      const remote = paypalOrderOf(placed.orderId);
      paypal.approve(remote.id);
      const url = `${t.url}/api/payments/webhooks/paypal`;
      expect((await paypal.send(url, 'CHECKOUT.ORDER.APPROVED', paypal.orderApprovedEvent(remote.id))).status).toBe(200);
      expect((await order(placed.orderId)).status).toBe('paid');
      for (let i = 0; i < 3; i++)
        expect((await paypal.send(url, 'PAYMENT.CAPTURE.COMPLETED', paypal.captureCompletedEvent(remote.id))).status).toBe(200);
      expect(await paidEvents(placed.orderId)).toBe(1);
    });

    it('settles by reconciliation a payment whose shopper never came back and whose notice never came', async () => {
      const { order: placed } = await checkout('paypal-missed@example.com', 'paypal');
      paypal.approve(paypalOrderOf(placed.orderId).id);
      expect(await commerceApp().get(PaymentReconciliationJob).run(0)).toBeGreaterThanOrEqual(1);
      expect((await order(placed.orderId)).status).toBe('paid');
      expect(await commerceApp().get(PaymentReconciliationJob).run(0)).toBe(0);
      expect(await paidEvents(placed.orderId)).toBe(1);
    });

    it('refuses a notice whose body was edited after signing, or signed for another webhook', async () => {
      const { order: placed } = await checkout('paypal-forged@example.com', 'paypal');
      const remote = paypalOrderOf(placed.orderId);
      paypal.approve(remote.id);
      const url = `${t.url}/api/payments/webhooks/paypal`;
      const other = await paypal.send(url, 'CHECKOUT.ORDER.APPROVED', paypal.orderApprovedEvent(remote.id), { webhookId: 'WH-ANOTHER' });
      expect(other.status).toBe(401);
      expect((await order(placed.orderId)).status).toBe('pending');
    });
  });

  describe("the owner's refunds", () => {
    const refund = (orderId: string, body: object, key?: string) => {
      const call = admin.post(`/api/admin/orders/${orderId}/refunds`).send(body);
      return key ? call.set('idempotency-key', key) : call;
    };
    const paidThroughStripe = async (email: string) => {
      const { shopper, order: placed } = await checkout(email, 'stripe');
      stripe.pay(sessionOf(placed.orderId).id);
      await shopper.post('/api/payments/confirm').send({ orderId: placed.orderId }).expect(200);
      return placed;
    };

    it('refunds part of a paid order through Stripe, once per idempotency key; the order stays paid and shows both amounts', async () => {
      const placed = await paidThroughStripe('refund-part@example.com');
      const first = await refund(placed.orderId, { amount: 5, reason: 'One pan arrived cracked' }, 'refund-key-1').expect(201);
      const again = await refund(placed.orderId, { amount: 5, reason: 'One pan arrived cracked' }, 'refund-key-1').expect(201);
      expect(again.body).toEqual(first.body);
      const intent = sessionOf(placed.orderId).payment_intent;
      expect(stripe.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([500]);
      expect(first.body).toMatchObject({
        orderId: placed.orderId,
        refundable: Math.round(placed.total * 100 - 500) / 100,
        payments: [
          {
            provider: 'stripe',
            paymentId: intent,
            state: 'captured',
            amount: placed.total,
            currency: 'USD',
            refunded: 5,
            refunds: [
              {
                amount: 5,
                state: 'completed',
                reason: 'One pan arrived cracked',
                requestedBy: 'owner@watercolor.test',
                providerRefundId: expect.stringMatching(/^re_/),
              },
            ],
          },
        ],
      });
      expect((await order(placed.orderId)).status).toBe('paid');
      expect((await admin.get(`/api/admin/orders/${placed.orderId}/payments`).expect(200)).body).toEqual(first.body);
    });

    it('lets one of two refunds racing for the last dollar through, and refuses the other with 400, refunding nothing more', async () => {
      const placed = await paidThroughStripe('refund-race@example.com');
      const totalCents = Math.round(placed.total * 100);
      await refund(placed.orderId, { amount: (totalCents - 100) / 100, reason: 'Most of it' }).expect(201);
      const racing = await Promise.all([
        refund(placed.orderId, { amount: 1, reason: 'The last dollar' }),
        refund(placed.orderId, { amount: 1, reason: 'The last dollar' }),
      ]);
      expect(racing.map((r) => r.status).sort()).toEqual([201, 400]);
      expect(racing.find((r) => r.status === 400)!.body).toMatchObject({ code: 'REFUND_OVER_REMAINDER' });
      const intent = sessionOf(placed.orderId).payment_intent;
      expect(stripe.refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0)).toBe(totalCents);
    });

    it('records a refund by hand for an order paid by transfer (marked paid by the owner)', async () => {
      const shopper = await t.shopper('refund-transfer@example.com');
      const placed = (
        await shopper
          .post('/api/checkout')
          .send({ items: [{ id: colorSet.id, quantity: 1 }], city: 'Miami', state: 'FL', paymentProvider: 'paypal' })
          .expect(201)
      ).body;
      await admin.post(`/api/admin/orders/${placed.orderId}/mark-paid`).send({ paymentMethod: 'transfer', paymentId: 'BANK-7' }).expect(200);
      const before = (await admin.get(`/api/admin/orders/${placed.orderId}/payments`).expect(200)).body;
      expect(before.refundable).toBe(placed.total);
      expect(before.payments.filter((p: { state: string }) => p.state === 'captured')).toEqual([
        expect.objectContaining({ provider: 'transfer', paymentId: 'BANK-7', amount: placed.total, refunded: 0 }),
      ]);
      const answer = await refund(placed.orderId, { amount: 2.5, reason: 'Late delivery' }).expect(201);
      expect(answer.body.payments).toContainEqual(
        expect.objectContaining({
          provider: 'transfer',
          paymentId: 'BANK-7',
          state: 'captured',
          refunded: 2.5,
          refunds: [expect.objectContaining({ amount: 2.5, state: 'completed' })],
        }),
      );
    });

    it('refuses bad amounts and reasons (400), a pending order (409), an unknown one (404), a bad key (400) and a shopper (403), changing nothing', async () => {
      const placed = await paidThroughStripe('refund-bad@example.com');
      for (const amount of [0, -1, 1.234, '5', null]) {
        expect((await refund(placed.orderId, { amount, reason: 'x' }).expect(400)).body.code).toBe('BAD_REQUEST');
      }
      expect((await refund(placed.orderId, { amount: 1 }).expect(400)).body.code).toBe('BAD_REQUEST');
      expect((await refund(placed.orderId, { amount: 1, reason: 'x'.repeat(501) }).expect(400)).body.code).toBe('BAD_REQUEST');
      expect((await refund(placed.orderId, { amount: (Math.round(placed.total * 100) + 1) / 100, reason: 'Too much' }).expect(400)).body.code).toBe(
        'REFUND_OVER_REMAINDER',
      );
      expect((await refund(placed.orderId, { amount: 1, reason: 'x' }, 'not ascii é').expect(400)).body.code).toBe('BAD_REQUEST');
      const { order: pending } = await checkout('refund-pending@example.com', 'stripe');
      expect((await refund(pending.orderId, { amount: 1, reason: 'x' }).expect(409)).body.code).toBe('ORDER_STATUS_CONFLICT');
      await refund('3f1f2d6e-0000-4000-8000-000000000000', { amount: 1, reason: 'x' }).expect(404);
      expect(await refundsOf(placed.orderId)).toEqual([]);
      await (
        await t.shopper('refund-bad@example.com')
      )
        .post(`/api/admin/orders/${placed.orderId}/refunds`)
        .send({ amount: 1, reason: 'x' })
        .expect(403);
    });
  });

  describe('a provider that is down', () => {
    it('answers 503 at checkout when Stripe fails, and the order it began is not left holding anything', async () => {
      const email = 'stripe-down@example.com';
      const shopper = await t.shopper(email);
      stripe.failNext(3, 500);
      const refused = await shopper
        .post('/api/checkout')
        .send({ items: [{ id: colorSet.id, quantity: 1 }], city: 'Miami', state: 'FL', paymentProvider: 'stripe' })
        .expect(503);
      expect(refused.body).toMatchObject({ statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
      const orders = await t.db('commerce').query('SELECT status FROM orders WHERE customer_email = $1', [email]);
      expect(orders).toEqual([{ status: 'expired' }]);
    });

    it('answers confirm with 503 while PayPal times out; the order stays pending and a later confirm pays it once', async () => {
      const { shopper, order: placed } = await checkout('paypal-slow@example.com', 'paypal');
      const remote = paypalOrderOf(placed.orderId);
      paypal.approve(remote.id);
      paypal.delayNext(1, 4_000);
      const slow = await shopper.post('/api/payments/confirm').send({ orderId: placed.orderId }).expect(503);
      expect(slow.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      expect((await shopper.post('/api/payments/confirm').send({ orderId: placed.orderId }).expect(200)).body.status).toBe('paid');
      expect(await paidEvents(placed.orderId)).toBe(1);
    });
  });

  describe('bad input', () => {
    it("answers 404 for another shopper's order, an unknown one and a malformed id, and 400 without an order id", async () => {
      const { order: placed } = await checkout('confirm-owner@example.com', 'stripe');
      const stranger = await t.shopper('confirm-stranger@example.com');
      const theirs = await stranger.post('/api/payments/confirm').send({ orderId: placed.orderId }).expect(404);
      expect(theirs.body.code).toBe('NOT_FOUND');
      await stranger.post('/api/payments/confirm').send({ orderId: '3f1f2d6e-0000-4000-8000-000000000000' }).expect(404);
      await stranger.post('/api/payments/confirm').send({ orderId: 'not-an-id' }).expect(404);
      expect((await stranger.post('/api/payments/confirm').send({}).expect(400)).body.code).toBe('BAD_REQUEST');
      await t.client().post('/api/payments/confirm').send({ orderId: placed.orderId }).expect(401);
    });

    it('refuses a provider this shop does not offer at checkout (400) and a notice path of no provider (400)', async () => {
      const shopper = await t.shopper('no-such-provider@example.com');
      const transfer = await shopper
        .post('/api/checkout')
        .send({ items: [{ id: colorSet.id, quantity: 1 }], city: 'Miami', state: 'FL', paymentProvider: 'transfer' })
        .expect(400);
      expect(transfer.body.code).toBe('PAYMENT_PROVIDER_NOT_OFFERED');
      await shopper
        .post('/api/checkout')
        .send({ items: [{ id: colorSet.id, quantity: 1 }], city: 'Miami', state: 'FL', paymentProvider: 'venmo' })
        .expect(400);
      expect(await t.db('commerce').query('SELECT 1 FROM orders WHERE customer_email = $1', ['no-such-provider@example.com'])).toEqual([]);
      await t.client().post('/api/payments/webhooks/venmo').send({}).expect(400);
    });
  });
});
