import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import TestAgent from 'supertest/lib/agent';
import { PAYMENT_EVENT_REUSED_MESSAGE } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { sleep } from '../support/until';

jest.setTimeout(60_000);

const WEBHOOK_SECRET = 'payment-webhook-secret';
const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

/**
 * The payment provider's notice (docs/rules.md §6): it pays an order only for exactly its total, in the shop's currency;
 * anything else leaves the order as it is, answers 422 and is shown to the owner on the order.
 */
describe('payment notices', () => {
  let t: TestShop;
  let admin: TestAgent;
  /** A 12-colour set: $17.00, no shipping of its own; it earns 12 credits once paid. */
  let colorSet: { id: string };

  beforeAll(async () => {
    t = await startTestShop({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
    admin = await t.admin();
    colorSet = (
      await admin.post('/api/products').field('name', 'Notice 12 Color Set').field('category', 'Watercolor Sets').field('price', '17').expect(201)
    ).body;
  });
  afterAll(() => t.close());

  const commerce = () => t.db('commerce');

  function notify(body: Record<string, unknown>) {
    const raw = JSON.stringify(body);
    return t
      .client()
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('x-signature', `sha256=${sign(raw)}`)
      .send(raw);
  }

  async function pendingOrder(email: string): Promise<{ orderId: string; total: number }> {
    const shopper = await t.shopper(email);
    const { body } = await shopper
      .post('/api/checkout')
      .send({ items: [{ id: colorSet.id, quantity: 1 }], city: 'Miami', state: 'FL' })
      .expect(201);
    return body;
  }

  const order = async (orderId: string) => (await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body;
  const paidEvents = async (orderId: string) =>
    (await commerce().query("SELECT count(*)::int AS n FROM outbox WHERE name = 'order.paid' AND payload->>'orderId' = $1", [orderId]))[0]
      .n as number;
  const mailsTo = (email: string) => (existsSync(t.config.mailDir) ? readdirSync(t.config.mailDir) : []).filter((f) => f.includes(email));

  it('a notice of $0.01 for a $17 order answers 422 and pays nothing: no order.paid, credits or e-mail; the owner sees the mismatch', async () => {
    const email = 'underpaid@example.com';
    const { orderId, total } = await pendingOrder(email);
    expect(total).toBeGreaterThanOrEqual(17);
    const eventId = `evt-${randomUUID()}`;

    const refused = await notify({ eventId, orderId, status: 'paid', amount: 0.01, paymentId: 'PAY-CHEAP' }).expect(422);
    expect(refused.body).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: `Payment amount $0.01 does not match the order total ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total)}`,
      code: 'PAYMENT_MISMATCH',
    });
    // The provider retries a refused notice: it is answered alike and recorded once.
    await notify({ eventId, orderId, status: 'paid', amount: 0.01, paymentId: 'PAY-CHEAP' }).expect(422);

    const seen = await order(orderId);
    expect(seen).toMatchObject({ status: 'pending', paidAt: null, paymentId: null });
    expect(seen.paymentMismatch).toEqual({ eventId, paymentId: 'PAY-CHEAP', amount: 0.01, currency: null, receivedAt: expect.any(String) });
    expect(await commerce().query('SELECT order_id, amount_cents, currency, outcome FROM payment_events WHERE event_id = $1', [eventId])).toEqual([
      { order_id: orderId, amount_cents: 1, currency: null, outcome: 'mismatch' },
    ]);
    await sleep(300);
    expect(await paidEvents(orderId)).toBe(0);
    expect((await admin.get(`/api/credits/${email}`).expect(200)).body.credits).toBe(0);
    expect(mailsTo(email)).toEqual([]);

    // Her real payment then pays it, once.
    const paid = await notify({ eventId: `evt-${randomUUID()}`, orderId, status: 'paid', amount: total, paymentId: 'PAY-REAL' }).expect(200);
    expect(paid.body).toEqual({ received: true, duplicate: false, status: 'paid' });
    expect(await order(orderId)).toMatchObject({ status: 'paid', paymentId: 'PAY-REAL' });
    expect(await paidEvents(orderId)).toBe(1);
  });

  it("pays only in the shop's currency (named in any case); another currency answers 422 and leaves the order pending", async () => {
    const { orderId, total } = await pendingOrder('currency@example.com');
    const refused = await notify({ eventId: `evt-${randomUUID()}`, orderId, status: 'paid', amount: total, currency: 'eur' }).expect(422);
    expect(refused.body).toMatchObject({ statusCode: 422, message: "Payment currency EUR does not match the shop's currency USD" });
    expect(await order(orderId)).toMatchObject({ status: 'pending', paymentMismatch: { amount: total, currency: 'EUR' } });

    await notify({ eventId: `evt-${randomUUID()}`, orderId, status: 'paid', amount: total, currency: 'usd' })
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ duplicate: false, status: 'paid' }));
  });

  it('an overpayment does not pay the order either', async () => {
    const { orderId, total } = await pendingOrder('overpaid@example.com');
    await notify({ eventId: `evt-${randomUUID()}`, orderId, status: 'paid', amount: total + 0.01 }).expect(422);
    expect((await order(orderId)).status).toBe('pending');
  });

  it('refuses a notice without an amount, or with a malformed amount or currency, with 400 and records nothing', async () => {
    const { orderId } = await pendingOrder('no-amount@example.com');
    const before = await order(orderId);
    const eventId = `evt-${randomUUID()}`;
    const missing = await notify({ eventId, orderId, status: 'paid' }).expect(400);
    expect(missing.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('amount is required') });
    await notify({ eventId, orderId, status: 'paid', amount: '17.00' }).expect(400);
    await notify({ eventId, orderId, status: 'paid', amount: 17.001 }).expect(400);
    const currency = await notify({ eventId, orderId, status: 'paid', amount: before.total, currency: 'dollars' }).expect(400);
    expect(currency.body.message).toContain('currency must be a 3-letter currency code');
    expect(await order(orderId)).toEqual(before);
    expect(await commerce().query('SELECT * FROM payment_events WHERE event_id = $1', [eventId])).toEqual([]);
  });

  it('an event id already used for another order answers 409 and pays nothing; the same id for the same order stays a 200 duplicate', async () => {
    const first = await pendingOrder('first-payer@example.com');
    const second = await pendingOrder('second-payer@example.com');
    const eventId = `evt-${randomUUID()}`;
    await notify({ eventId, orderId: first.orderId, status: 'paid', amount: first.total }).expect(200);

    const reused = await notify({ eventId, orderId: second.orderId, status: 'paid', amount: second.total }).expect(409);
    expect(reused.body).toEqual({ statusCode: 409, error: 'Conflict', message: PAYMENT_EVENT_REUSED_MESSAGE, code: 'PAYMENT_EVENT_REUSED' });
    expect(await order(second.orderId)).toMatchObject({ status: 'pending', paymentMismatch: null });
    expect(await paidEvents(second.orderId)).toBe(0);

    const again = await notify({ eventId, orderId: first.orderId, status: 'paid', amount: first.total }).expect(200);
    expect(again.body).toEqual({ received: true, duplicate: true, status: 'paid' });
    expect(await paidEvents(first.orderId)).toBe(1);
  });

  it('the same notice ten times at once acts once and answers alike: paid for the total, 422 for a mismatch', async () => {
    const { orderId, total } = await pendingOrder('concurrent@example.com');
    const cheap = { eventId: `evt-${randomUUID()}`, orderId, status: 'paid', amount: 1 };
    const refused = await Promise.all(Array.from({ length: 10 }, () => notify(cheap)));
    expect(refused.map((r) => r.status)).toEqual(Array(10).fill(422));
    expect((await order(orderId)).status).toBe('pending');

    const exact = { eventId: `evt-${randomUUID()}`, orderId, status: 'paid', amount: total };
    const replies = await Promise.all(Array.from({ length: 10 }, () => notify(exact)));
    expect(replies.map((r) => [r.status, r.body.status])).toEqual(Array(10).fill([200, 'paid']));
    expect(replies.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(await paidEvents(orderId)).toBe(1);
    expect(
      (await commerce().query('SELECT outcome FROM payment_events WHERE order_id = $1 ORDER BY outcome', [orderId])).map(
        (r: { outcome: string }) => r.outcome,
      ),
    ).toEqual(['mismatch', 'paid']);
  });

  it('answers 404 for an order that does not exist, whatever the amount', async () => {
    await notify({ eventId: `evt-${randomUUID()}`, orderId: randomUUID(), status: 'paid', amount: 0.01 }).expect(404);
    await notify({ eventId: `evt-${randomUUID()}`, orderId: 'not-an-id', status: 'paid', amount: 17 }).expect(404);
  });
});
