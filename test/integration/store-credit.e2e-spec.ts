import { randomUUID } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { CommissionEarnedEvent, EventEnvelope, MAX_UNPAID_ORDERS_PER_SESSION, ReferralEvents } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

jest.setTimeout(30_000);

/**
 * Store credit (docs/rules.md §3 step 7, §8) and the paint-credit import (docs/product/back-office.md §2.8): grants,
 * the checkout taking from them in its transaction, the give-back when an order expires, the commission consumer,
 * the import, its overview and the expiry job.
 */
describe('store credit and the paint-credit import', () => {
  let t: TestShop;
  let admin: TestAgent;
  /** $10.00, its own shipping $5.00: with city and state in OR (5 %) the order is 10 + 5 + 0.75 tax = 15.75. */
  let brush: { id: string };
  /** $5.00, shipping $5.00: 5 + 5 + 0.50 tax = 10.50. */
  let knife: { id: string };

  const commerceApp = () => t.shop.services.find((s) => s.name === 'commerce')!.app;
  const db = () => t.db('commerce');
  const where = { city: 'Portland', state: 'OR' };
  const oneBrush = { items: [{ id: '', quantity: 1 }], ...where };
  const cartOf = (product: { id: string }, quantity = 1) => ({ items: [{ id: product.id, quantity }], ...where });

  async function product(fields: Record<string, string>) {
    let req = admin.post('/api/products');
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return (await req.expect(201)).body;
  }

  const importText = (text: string, extra: Record<string, unknown> = {}) =>
    admin.post('/api/admin/paint-credits/import').send({ text, creditType: 'per-pan', creditAmount: 0.4, ...extra });

  function commission(referrerEmail: string, cents: number, referralTransactionId: string = randomUUID()): EventEnvelope<CommissionEarnedEvent> {
    return {
      id: randomUUID(),
      name: ReferralEvents.commissionEarned,
      occurredAt: new Date().toISOString(),
      source: 'engagement',
      payload: { referralTransactionId, referrerEmail, orderId: randomUUID(), commissionCents: cents, rateBasisPoints: 1000 },
    };
  }

  const grantsOf = (email: string) =>
    db().query(
      'SELECT id, source, amount_cents, remaining_cents, items_only, expires_at, expired_at FROM store_credit_grants WHERE email = $1 ORDER BY created_at, id',
      [email],
    ) as Promise<
      {
        id: string;
        source: string;
        amount_cents: number;
        remaining_cents: number;
        items_only: boolean;
        expires_at: Date | null;
        expired_at: Date | null;
      }[]
    >;
  const usesOf = (orderId: string) =>
    db().query('SELECT grant_id, cents, returned_at FROM store_credit_uses WHERE order_id = $1 ORDER BY cents DESC', [orderId]) as Promise<
      { grant_id: string; cents: number; returned_at: Date | null }[]
    >;
  const orderRow = async (orderId: string) => (await db().query('SELECT * FROM orders WHERE id = $1', [orderId]))[0];

  async function expireOrder(orderId: string) {
    await db().query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [orderId]);
    const { OrderExpiryJob } = builtModule<typeof import('../../apps/commerce/src/orders/order-expiry.job')>(
      'apps/commerce/src/orders/order-expiry.job',
    );
    expect(await commerceApp().get(OrderExpiryJob).run()).toBeGreaterThanOrEqual(1);
  }

  async function runGrantExpiry() {
    const { StoreCreditExpiryJob } = builtModule<typeof import('../../apps/commerce/src/store-credit/store-credit-expiry.job')>(
      'apps/commerce/src/store-credit/store-credit-expiry.job',
    );
    return commerceApp().get(StoreCreditExpiryJob).run();
  }

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    brush = await product({ name: 'Credit Mop Brush', category: 'Brushes', price: '10', shipping: '5' });
    knife = await product({ name: 'Credit Palette Knife', category: 'Brushes', price: '5', shipping: '5' });
    oneBrush.items[0].id = brush.id;
  });
  afterAll(() => t.close());

  describe('the paint-credit import', () => {
    it('previews without storing anything, imports, and grants once when the same list comes twice', async () => {
      const before = (await admin.get('/api/admin/paint-credits/overview').expect(200)).body;
      const text = 'pia@example.com, Pia, 25, 3\n\nquinn@example.com, Quinn, 10';
      const preview = await importText(text, { preview: true }).expect(200);
      expect(preview.body).toMatchObject({ preview: true, successful: 2, skipped: 0, errors: [], totalCredits: 14 });
      expect(preview.body.rows).toEqual([
        { email: 'pia@example.com', firstName: 'Pia', lastName: '', pansPurchased: 25, ordersWithPaint: 3, calculatedCredits: 10 },
        { email: 'quinn@example.com', firstName: 'Quinn', lastName: '', pansPurchased: 10, ordersWithPaint: 1, calculatedCredits: 4 },
      ]);
      expect(await grantsOf('pia@example.com')).toEqual([]);
      expect((await admin.get('/api/admin/paint-credits/overview').expect(200)).body).toEqual(before);

      const first = await importText(text).expect(201);
      expect(first.body).toMatchObject({ preview: false, successful: 2, skipped: 0, totalCredits: 14 });
      const [pia] = await grantsOf('pia@example.com');
      expect(pia).toMatchObject({ source: 'paint-import', amount_cents: 1000, remaining_cents: 1000, items_only: true, expired_at: null });
      const days = (new Date(pia.expires_at!).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      const again = await importText(text).expect(201);
      expect(again.body).toMatchObject({ successful: 0, skipped: 2, totalCredits: 0 });
      const previewAgain = await importText(text, { preview: true }).expect(200);
      expect(previewAgain.body).toMatchObject({ successful: 0, skipped: 2 });
      expect(await grantsOf('pia@example.com')).toHaveLength(1);

      const after = (await admin.get('/api/admin/paint-credits/overview').expect(200)).body;
      expect(after).toEqual({
        totalCustomers: before.totalCustomers + 2,
        totalCreditsIssued: Math.round((before.totalCreditsIssued + 14) * 100) / 100,
        activeCredits: Math.round((before.activeCredits + 14) * 100) / 100,
        customersWithCredits: before.customersWithCredits + 2,
      });
    });

    it('names each bad line and imports the others', async () => {
      const res = await importText(
        'rae@example.com, Rae, 5\nnot-an-email, Bad, 3\nsol@example.com, Sol, -2\ntwo, parts\numa@example.com, , abc',
      ).expect(201);
      expect(res.body.successful).toBe(2);
      expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([2, 3, 4]);
      expect(res.body.errors[0].message).toContain('Line 2');
      expect(res.body.errors[2].message).toBe('Line 4: Need at least email, firstName, paintCount');
      expect(
        res.body.rows.map((r: { email: string; firstName: string; calculatedCredits: number }) => [r.email, r.firstName, r.calculatedCredits]),
      ).toEqual([
        ['rae@example.com', 'Rae', 2],
        ['uma@example.com', 'Customer', 0],
      ]);
      expect(await grantsOf('sol@example.com')).toEqual([]);
      expect(await grantsOf('rae@example.com')).toHaveLength(1);
    });

    it('takes the previewed rows as a customers list too, judging each', async () => {
      const res = await admin
        .post('/api/admin/paint-credits/import')
        .send({
          customers: [
            { email: 'Vera@Example.com', firstName: 'Vera', lastName: '', pansPurchased: 15, ordersWithPaint: 2, calculatedCredits: 6 },
            { email: 'nope', pansPurchased: 3 },
            { email: 'wes@example.com', pansPurchased: -1 },
            { email: 'xan@example.com', pansPurchased: 1.5 },
          ],
          creditType: 'per-pan',
          creditAmount: 0.4,
        })
        .expect(201);
      expect(res.body).toMatchObject({ successful: 1, totalCredits: 6 });
      expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([2, 3, 4]);
      expect(await grantsOf('vera@example.com')).toMatchObject([{ amount_cents: 600 }]);
    });

    it('refuses a request it cannot read with 400, and anyone but an admin', async () => {
      const bad = async (body: unknown, needle: string) => {
        const res = await admin
          .post('/api/admin/paint-credits/import')
          .send(body as object)
          .expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(JSON.stringify(res.body.message)).toContain(needle);
      };
      await bad({ creditType: 'per-pan', creditAmount: 0.4 }, 'customers');
      await bad({ text: 'a@b.co, A, 1', creditAmount: 1 }, 'creditAmount');
      await bad({ text: 'a@b.co, A, 1', creditType: 'per-order' }, 'creditType');
      await bad({ customers: 'a@b.co' }, 'customers');
      await bad({ customers: [null] }, 'customers');
      await bad({ text: 42 }, 'text');
      await bad({ text: 'a@b.co, A, 1', preview: 'yes' }, 'preview');
      // Nothing it could read: refused whole, naming the lines; a preview still lists them.
      await bad({ text: 'nope, X, 1\n\nbad@, Y, 2' }, 'Line 3');
      await bad({ customers: [{}] }, 'Line 1');
      await bad({ text: '' }, 'no customer');
      const preview = await admin.post('/api/admin/paint-credits/import').send({ text: 'nope, X, 1', preview: true }).expect(200);
      expect(preview.body).toMatchObject({ successful: 0, errors: [{ line: 1 }] });
      const shopper = await t.verifiedShopper('not-admin@example.com');
      await shopper.post('/api/admin/paint-credits/import').send({ text: 'a@b.co, A, 1' }).expect(403);
      await shopper.get('/api/admin/paint-credits/overview').expect(403);
      await t.client().get('/api/admin/paint-credits/overview').expect(401);
    });
  });

  describe('checkout with store credit', () => {
    it('reduces the total by imported credit on items only, never shipping or tax, and records the uses', async () => {
      await importText('ann@example.com, Ann, 50').expect(201); // $20.00, items only
      const ann = await t.verifiedShopper('ann@example.com');
      const quote = await ann
        .post('/api/cart/quote')
        .send({ ...oneBrush, useStoreCredit: true })
        .expect(200);
      expect(quote.body).toMatchObject({ subtotal: 10, shipping: 5, tax: 0.75, storeCredit: 10, total: 5.75 });
      const [grant] = await grantsOf('ann@example.com');
      expect(grant.remaining_cents).toBe(2000); // the quote holds nothing

      const order = await ann
        .post('/api/checkout')
        .send({ ...oneBrush, useStoreCredit: true })
        .expect(201);
      expect(order.body.total).toBe(5.75);
      expect(await orderRow(order.body.orderId)).toMatchObject({
        store_credit_cents: 1000,
        total_cents: 575,
        subtotal_cents: 1000,
        shipping_cents: 500,
        tax_cents: 75,
      });
      expect(await usesOf(order.body.orderId)).toMatchObject([{ grant_id: grant.id, cents: 1000, returned_at: null }]);
      expect((await ann.get('/api/store-credit/ann@example.com').expect(200)).body).toMatchObject({ available: 10, itemsOnly: 10, totalGranted: 20 });
      const history = (await ann.get('/api/store-credit/ann@example.com/transactions').expect(200)).body;
      expect(history.map((h: { kind: string; amount: number }) => [h.kind, h.amount])).toEqual([
        ['used', -10],
        ['granted', 20],
      ]);
      expect(history[0].orderId).toBe(order.body.orderId);

      const without = await ann.post('/api/checkout').send(oneBrush).expect(201);
      expect(without.body.total).toBe(15.75);
      expect(await usesOf(without.body.orderId)).toEqual([]);
    });

    it('uses the credit closest to expiry first, and referral credit on shipping too', async () => {
      await importText('cora@example.com, Cora, 10').expect(201); // $4.00, 30 days
      await importText('cora@example.com, Cora, 10, 2').expect(201); // $4.00, made to expire sooner below
      const [later, sooner] = await grantsOf('cora@example.com');
      await db().query("UPDATE store_credit_grants SET expires_at = now() + interval '5 days' WHERE id = $1", [sooner.id]);
      await t.shop.bus.publishEvents([commission('cora@example.com', 5000)]); // $50.00, no expiry
      const cora = await t.verifiedShopper('cora@example.com');

      const first = await cora
        .post('/api/checkout')
        .send({ ...cartOf(knife), useStoreCredit: true })
        .expect(201);
      // items 5.00: the sooner grant pays 4.00, the later one 1.00; shipping 5.00 from the referral credit. The tax
      // (0.50) is never paid with store credit (docs/rules.md §8).
      expect(first.body.total).toBe(0.5);
      const uses = await usesOf(first.body.orderId);
      const byGrant = Object.fromEntries(uses.map((u) => [u.grant_id, u.cents]));
      const referral = (await grantsOf('cora@example.com')).find((g) => g.source === 'referral')!;
      expect(byGrant).toEqual({ [sooner.id]: 400, [later.id]: 100, [referral.id]: 500 });
      expect(referral).toMatchObject({ items_only: false, expires_at: null });
    });

    it('refuses store credit to an unverified session with 403 saying to verify, and quotes none for it', async () => {
      await importText('dana@example.com, Dana, 50').expect(201);
      const dana = await t.shopper('dana@example.com');
      const res = await dana
        .post('/api/checkout')
        .send({ ...oneBrush, useStoreCredit: true })
        .expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      expect(res.body.message).toMatch(/verify/i);
      expect((await grantsOf('dana@example.com'))[0].remaining_cents).toBe(2000);
      const quote = await dana
        .post('/api/cart/quote')
        .send({ ...oneBrush, useStoreCredit: true })
        .expect(200);
      expect(quote.body).toMatchObject({ storeCredit: 0, total: 15.75 });
      await dana.post('/api/checkout').send(oneBrush).expect(201);
    });

    it('gives the credit back, once, when the order expires unpaid', async () => {
      await importText('erin@example.com, Erin, 50').expect(201);
      const erin = await t.verifiedShopper('erin@example.com');
      const order = await erin
        .post('/api/checkout')
        .send({ ...oneBrush, useStoreCredit: true })
        .expect(201);
      expect((await grantsOf('erin@example.com'))[0].remaining_cents).toBe(1000);
      await expireOrder(order.body.orderId);
      expect((await grantsOf('erin@example.com'))[0].remaining_cents).toBe(2000);
      expect((await usesOf(order.body.orderId))[0].returned_at).not.toBeNull();
      // Given back already: a second give-back for the same order adds nothing.
      const { returnStoreCredit } = builtModule<typeof import('../../apps/commerce/src/store-credit/store-credit-ledger')>(
        'apps/commerce/src/store-credit/store-credit-ledger',
      );
      await returnStoreCredit(db().manager, order.body.orderId);
      expect((await grantsOf('erin@example.com'))[0].remaining_cents).toBe(2000);
      const history = (await erin.get('/api/store-credit/erin@example.com/transactions').expect(200)).body;
      expect(history.map((h: { kind: string; amount: number }) => [h.kind, h.amount]).sort()).toEqual([
        ['granted', 20],
        ['returned', 10],
        ['used', -10],
      ]);
    });

    it('lets 20 concurrent checkouts of one shopper use a $5 credit at most once in total', async () => {
      await t.shop.bus.publishEvents([commission('fay@example.com', 500)]);
      // A session holds at most 3 unpaid orders (docs/rules.md §7): of 20 checkouts from her 3 verified sessions, 9 are
      // placed and the others refused with 409, taking no credit.
      const sessions: TestAgent[] = [];
      for (let i = 0; i < 3; i++) sessions.push(await t.verifiedShopper('fay@example.com'));
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => sessions[i % sessions.length].post('/api/checkout').send({ ...oneBrush, useStoreCredit: true })),
      );
      const placed = results.filter((r) => r.status === 201);
      expect(placed).toHaveLength(sessions.length * MAX_UNPAID_ORDERS_PER_SESSION);
      expect(results.filter((r) => r.status === 409)).toHaveLength(20 - placed.length);
      const [{ used, orders }] = await db().query(
        "SELECT COALESCE(sum(store_credit_cents), 0)::int AS used, count(*)::int AS orders FROM orders WHERE customer_email = 'fay@example.com'",
      );
      expect(orders).toBe(placed.length);
      expect(used).toBe(500);
      const [{ taken }] = await db().query(
        "SELECT COALESCE(sum(u.cents), 0)::int AS taken FROM store_credit_uses u JOIN orders o ON o.id = u.order_id WHERE o.customer_email = 'fay@example.com'",
      );
      expect(taken).toBe(500);
      expect((await grantsOf('fay@example.com'))[0].remaining_cents).toBe(0);
      expect(placed.map((r) => r.body.total).sort((a, b) => a - b)).toEqual([10.75, ...Array(placed.length - 1).fill(15.75)]);
    });

    it('stores the credits each line earns in the order', async () => {
      const set = await product({ name: 'Credit Dozen Set', category: 'Watercolor Sets', price: '30', paintCount: '12' });
      const pans = await product({ name: 'Credit Quinacridone', category: 'Individual Colors', price: '6' });
      const gus = await t.verifiedShopper('gus@example.com');
      const order = await gus
        .post('/api/checkout')
        .send({
          items: [
            { id: set.id, quantity: 2 },
            { id: `${pans.id}-half`, quantity: 3 },
            { id: brush.id, quantity: 1 },
          ],
          ...where,
        })
        .expect(201);
      const row = await orderRow(order.body.orderId);
      expect(row.items.map((line: { credits: number }) => line.credits)).toEqual([24, 3, 0]);
    });
  });

  describe('commission and expiry', () => {
    it('grants a commission once however often the event comes, and once per referral transaction', async () => {
      const event = commission('hana@example.com', 1234);
      await t.shop.bus.publishEvents([event]);
      await t.shop.bus.publishEvents([event]);
      await t.shop.bus.publishEvents([commission('hana@example.com', 1234, event.payload.referralTransactionId)]);
      expect(await grantsOf('hana@example.com')).toMatchObject([
        { source: 'referral', amount_cents: 1234, remaining_cents: 1234, items_only: false, expires_at: null },
      ]);
      expect((await admin.get('/api/store-credit/hana@example.com').expect(200)).body).toMatchObject({
        available: 12.34,
        itemsOnly: 0,
        nextExpiry: null,
      });
    });

    it('expires a grant past its date: nothing left to spend, an expired row in the history, and it stays expired', async () => {
      await importText('ivy@example.com, Ivy, 20').expect(201); // $8.00
      const ivy = await t.verifiedShopper('ivy@example.com');
      const order = await ivy
        .post('/api/checkout')
        .send({ ...cartOf(knife), useStoreCredit: true })
        .expect(201);
      expect(order.body.total).toBe(5.5); // 10.50 − 5.00 of items
      const [grant] = await grantsOf('ivy@example.com');
      await db().query("UPDATE store_credit_grants SET expires_at = now() - interval '1 minute' WHERE id = $1", [grant.id]);
      expect(await runGrantExpiry()).toBeGreaterThanOrEqual(1);
      expect((await grantsOf('ivy@example.com'))[0]).toMatchObject({ remaining_cents: 0, expired_at: expect.any(Date) });
      expect((await ivy.get('/api/store-credit/ivy@example.com').expect(200)).body).toMatchObject({
        available: 0,
        totalGranted: 8,
        nextExpiry: null,
      });
      const history = (await ivy.get('/api/store-credit/ivy@example.com/transactions').expect(200)).body;
      expect(history.find((h: { kind: string }) => h.kind === 'expired')).toMatchObject({ amount: -3, source: 'paint-import' });

      await expireOrder(order.body.orderId);
      expect((await grantsOf('ivy@example.com'))[0].remaining_cents).toBe(0);
      const quote = await ivy
        .post('/api/cart/quote')
        .send({ ...cartOf(knife), useStoreCredit: true })
        .expect(200);
      expect(quote.body.storeCredit).toBe(0);
      // Lapsed, the same customer may be imported again.
      expect((await importText('ivy@example.com, Ivy, 20').expect(201)).body.successful).toBe(1);
    });
  });

  describe('reading store credit', () => {
    it('answers only her own verified session, or an admin', async () => {
      const jo = await t.shopper('jo@example.com');
      const refused = await jo.get('/api/store-credit/jo@example.com').expect(403);
      expect(refused.body.message).toMatch(/verify/i);
      await jo.get('/api/store-credit/jo@example.com/transactions').expect(403);
      const kim = await t.verifiedShopper('kim@example.com');
      await kim.get('/api/store-credit/jo@example.com').expect(403);
      await admin.get('/api/store-credit/not-an-email').expect(400); // the guard answers a shopper first: not her own, 403
      await t.client().get('/api/store-credit/kim@example.com').expect(401);
      expect((await kim.get('/api/store-credit/kim@example.com').expect(200)).body).toEqual({
        email: 'kim@example.com',
        available: 0,
        itemsOnly: 0,
        totalGranted: 0,
        nextExpiry: null,
      });
      expect((await kim.get('/api/store-credit/kim@example.com/transactions').expect(200)).body).toEqual([]);
      await admin.get('/api/store-credit/kim@example.com').expect(200);
    });
  });
});
