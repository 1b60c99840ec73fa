import TestAgent from 'supertest/lib/agent';
import {
  DEAL_MAX_PER_SHOPPER_DEFAULT,
  HELD_UNITS_PENDING_MINUTES,
  MAX_UNPAID_ORDERS_PER_SESSION,
  PENDING_ORDER_HOURS,
  TOO_MANY_UNPAID_ORDERS_MESSAGE,
} from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { OrderExpiryJob } = builtModule<typeof import('../../apps/commerce/src/orders/order-expiry.job')>('apps/commerce/src/orders/order-expiry.job');

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const WHERE = { city: 'Austin', state: 'TX' };

/**
 * Units cannot be hoarded (docs/rules.md §6, §7): a pending order holding deal or auction units lapses after 30 minutes,
 * a shopper (by canonical e-mail) holds at most a deal's `maxPerShopper` units (default 2), and a session at most 3
 * unpaid orders at once.
 */
describe('checkout holds', () => {
  let t: TestShop;
  let admin: TestAgent;
  let pan: { id: string };

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    pan = (
      await admin
        .post('/api/products')
        .field('name', 'Cobalt Blue Half Pan')
        .field('category', 'Individual Colors')
        .field('price', '6.50')
        .expect(201)
    ).body;
  });
  afterAll(() => t.close());

  const commerce = () => t.db('commerce');
  const createDeal = async (fields: object = {}) =>
    (
      await admin
        .post('/api/admin/daily-deals')
        .send({
          title: 'Travel Palette',
          originalPrice: 40,
          salePrice: 29.99,
          quantity: 50,
          startDate: at(-HOUR),
          endDate: at(24 * HOUR),
          ...fields,
        })
        .expect(201)
    ).body;
  const soldCount = async (dealId: string): Promise<number> =>
    (await commerce().query('SELECT sold_count FROM daily_deals WHERE id = $1', [dealId]))[0].sold_count;
  const orderCount = async (): Promise<number> => (await commerce().query('SELECT count(*)::int AS n FROM orders'))[0].n;
  const buyDeal = (agent: TestAgent, dealId: string, quantity = 1) =>
    agent.post('/api/checkout').send({ ...WHERE, items: [{ id: `deal-${dealId}`, type: 'deal', quantity }] });
  const buyPan = (agent: TestAgent) => agent.post('/api/checkout').send({ ...WHERE, items: [{ id: `${pan.id}-half`, quantity: 1 }] });
  const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / MINUTE;
  /** Moves orders back in time by `minutes`, as if they had been placed that much earlier. */
  const age = (orderIds: string[], minutes: number) =>
    commerce().query(
      `UPDATE orders SET created_at = created_at - make_interval(mins => $2), expires_at = expires_at - make_interval(mins => $2)
     WHERE id = ANY($1::uuid[])`,
      [orderIds, minutes],
    );
  const runExpiry = () =>
    t.shop.services
      .find((s) => s.name === 'commerce')!
      .app.get(OrderExpiryJob)
      .run();
  const sessionIdOf = async (email: string): Promise<string[]> =>
    (await t.db('engagement').query('SELECT id FROM shopper_sessions WHERE email = $1 ORDER BY created_at', [email])).map(
      (r: { id: string }) => r.id,
    );

  describe('a pending order holding deal or auction units lapses after 30 minutes', () => {
    it('answers and shows an expiry 30 minutes after checkout for a deal, 48 hours for an order without held units', async () => {
      const deal = await createDeal({ title: 'Thirty minutes' });
      const shopper = await t.verifiedShopper('holds-expiry@example.com');
      const before = Date.now();
      const res = await buyDeal(shopper, deal.id).expect(201);
      expect(minutesBetween(new Date(before).toISOString(), res.body.expiresAt)).toBeGreaterThan(HELD_UNITS_PENDING_MINUTES - 1);
      expect(minutesBetween(new Date(Date.now()).toISOString(), res.body.expiresAt)).toBeLessThanOrEqual(HELD_UNITS_PENDING_MINUTES);
      const view = (await admin.get(`/api/admin/orders/${res.body.orderId}`).expect(200)).body;
      expect(view.expiresAt).toBe(res.body.expiresAt);
      expect(minutesBetween(view.createdAt, view.expiresAt)).toBe(HELD_UNITS_PENDING_MINUTES);
      const mine = (await shopper.get(`/api/orders/mine/${res.body.orderId}`).expect(200)).body;
      expect(mine.expiresAt).toBe(res.body.expiresAt);

      const plain = await buyPan(shopper).expect(201);
      const plainView = (await admin.get(`/api/admin/orders/${plain.body.orderId}`).expect(200)).body;
      expect(minutesBetween(plainView.createdAt, plainView.expiresAt)).toBe(PENDING_ORDER_HOURS * 60);
    });

    it('gives the deal units back when the expiry job runs after 30 minutes, not before', async () => {
      const deal = await createDeal({ title: 'Lapsing' });
      const shopper = await t.shopper('holds-lapse@example.com');
      const { body: order } = await buyDeal(shopper, deal.id, 2).expect(201);
      expect(await soldCount(deal.id)).toBe(2);

      await age([order.orderId], HELD_UNITS_PENDING_MINUTES - 1);
      await runExpiry();
      expect((await admin.get(`/api/admin/orders/${order.orderId}`).expect(200)).body.status).toBe('pending');
      expect(await soldCount(deal.id)).toBe(2);

      await age([order.orderId], 2);
      expect(await runExpiry()).toBeGreaterThanOrEqual(1);
      expect((await admin.get(`/api/admin/orders/${order.orderId}`).expect(200)).body.status).toBe('expired');
      expect(await soldCount(deal.id)).toBe(0);
      // Her expired order no longer counts against the deal's limit.
      await buyDeal(shopper, deal.id, 2).expect(201);
    });

    it('holds an auction unit for 30 minutes too, then gives it back', async () => {
      const auction = (
        await admin
          .post('/api/admin/dutch-auctions')
          .send({
            title: 'Brass Palette',
            startPrice: 50,
            endPrice: 40,
            originalRetailPrice: 60,
            priceDropAmount: 2.5,
            priceDropInterval: 60,
            quantity: 1,
          })
          .expect(201)
      ).body;
      const shopper = await t.shopper('holds-auction@example.com');
      const { body } = await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(201);
      const view = (await admin.get(`/api/admin/orders/${body.order.orderId}`).expect(200)).body;
      expect(view.expiresAt).toBe(body.order.expiresAt);
      expect(minutesBetween(view.createdAt, view.expiresAt)).toBe(HELD_UNITS_PENDING_MINUTES);

      await age([body.order.orderId], HELD_UNITS_PENDING_MINUTES + 1);
      await runExpiry();
      expect((await admin.get(`/api/admin/orders/${body.order.orderId}`).expect(200)).body.status).toBe('expired');
      const [row] = await commerce().query('SELECT sold_count FROM dutch_auctions WHERE id = $1', [auction.id]);
      expect(row.sold_count).toBe(0);
    });
  });

  describe("a shopper holds at most a deal's maxPerShopper units", () => {
    it(`defaults to ${DEAL_MAX_PER_SHOPPER_DEFAULT}: a third unit answers 409 naming the deal and what she may still take, changing nothing`, async () => {
      const deal = await createDeal({ title: 'Limited Palette' });
      expect(deal.maxPerShopper).toBe(DEAL_MAX_PER_SHOPPER_DEFAULT);
      const shopper = await t.shopper('holds-limit@example.com');

      const tooMany = await buyDeal(shopper, deal.id, 3).expect(409);
      expect(tooMany.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: '"Limited Palette" is limited to 2 per shopper: you may still take 2',
        code: 'PURCHASE_LIMIT_REACHED',
      });
      await buyDeal(shopper, deal.id, 1).expect(201);
      const second = await buyDeal(shopper, deal.id, 2).expect(409);
      expect(second.body.message).toBe('"Limited Palette" is limited to 2 per shopper: you may still take 1');
      await buyDeal(shopper, deal.id, 1).expect(201);

      const cart = (await shopper.get('/api/cart/holds-limit@example.com').expect(200)).body;
      const orders = await orderCount();
      const third = await buyDeal(shopper, deal.id, 1).expect(409);
      expect(third.body).toMatchObject({
        statusCode: 409,
        error: 'Conflict',
        message: '"Limited Palette" is limited to 2 per shopper: you may still take 0',
      });
      expect(await soldCount(deal.id)).toBe(2);
      expect(await orderCount()).toBe(orders);
      expect((await shopper.get('/api/cart/holds-limit@example.com').expect(200)).body).toEqual(cart);
    });

    it('counts her by canonical e-mail across sessions, and counts paid orders too', async () => {
      const deal = await createDeal({ title: 'Gmail Palette' });
      const first = await t.shopper('Ann.Lee+deals@gmail.com');
      const { body: order } = await buyDeal(first, deal.id, 2).expect(201);
      await admin.post(`/api/admin/orders/${order.orderId}/mark-paid`).send({}).expect(200);
      const again = await t.verifiedShopper('annlee@googlemail.com');
      const res = await buyDeal(again, deal.id, 1).expect(409);
      expect(res.body.message).toBe('"Gmail Palette" is limited to 2 per shopper: you may still take 0');
      // Someone else still can.
      await buyDeal(await t.shopper('ann.lee@example.com'), deal.id, 2).expect(201);
      expect(await soldCount(deal.id)).toBe(4);
    });

    it('lets exactly 2 of 10 concurrent one-unit checkouts of one shopper through', async () => {
      const deal = await createDeal({ title: 'Raced Palette' });
      const sessions = await Promise.all(Array.from({ length: 10 }, () => t.shopper('holds-race@example.com')));
      const results = await Promise.all(sessions.map((agent) => buyDeal(agent, deal.id, 1)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 409)).toHaveLength(8);
      expect(await soldCount(deal.id)).toBe(2);
      const [{ n }] = await commerce().query(`SELECT count(*)::int AS n FROM orders WHERE customer_email = 'holds-race@example.com'`);
      expect(n).toBe(2);
    });

    it('takes the limit from the deal: set on create, by form, changed on edit; a bad one is 400 and changes nothing', async () => {
      const deal = await createDeal({ title: 'Bulk Palette', maxPerShopper: 5 });
      expect(deal.maxPerShopper).toBe(5);
      const shopper = await t.shopper('holds-bulk@example.com');
      await buyDeal(shopper, deal.id, 5).expect(201);
      await buyDeal(shopper, deal.id, 1).expect(409);

      const edited = await admin.put(`/api/admin/daily-deals/${deal.id}`).send({ maxPerShopper: 6 }).expect(200);
      expect(edited.body.maxPerShopper).toBe(6);
      await buyDeal(shopper, deal.id, 1).expect(201);
      const public_ = (await t.client().get('/api/daily-deals').expect(200)).body.find((d: { id: string }) => d.id === deal.id);
      expect(public_).toMatchObject({ maxPerShopper: 6, soldCount: 6 });

      const form = await admin
        .post('/api/admin/daily-deals')
        .field('title', 'Form Palette')
        .field('originalPrice', '20')
        .field('salePrice', '15')
        .field('maxPerShopper', '4')
        .expect(201);
      expect(form.body.maxPerShopper).toBe(4);
      const blank = await admin
        .post('/api/admin/daily-deals')
        .field('title', 'Blank Palette')
        .field('originalPrice', '20')
        .field('salePrice', '15')
        .field('maxPerShopper', '')
        .expect(201);
      expect(blank.body.maxPerShopper).toBe(DEAL_MAX_PER_SHOPPER_DEFAULT);

      const [{ n: deals }] = await commerce().query('SELECT count(*)::int AS n FROM daily_deals');
      for (const bad of [0, 1.5, 'two', -1]) {
        const res = await admin
          .post('/api/admin/daily-deals')
          .send({ title: 'Bad', originalPrice: 20, salePrice: 15, maxPerShopper: bad })
          .expect(400);
        expect(res.body).toMatchObject({
          statusCode: 400,
          error: 'Bad Request',
          message: expect.stringContaining('maxPerShopper must be a whole number from 1'),
        });
        await admin.put(`/api/admin/daily-deals/${deal.id}`).send({ maxPerShopper: bad }).expect(400);
      }
      expect((await commerce().query('SELECT count(*)::int AS n FROM daily_deals'))[0].n).toBe(deals);
      expect((await commerce().query('SELECT max_per_shopper FROM daily_deals WHERE id = $1', [deal.id]))[0].max_per_shopper).toBe(6);
    });
  });

  describe(`a session holds at most ${MAX_UNPAID_ORDERS_PER_SESSION} unpaid orders`, () => {
    it('refuses the 4th checkout with 409 and the message, changing nothing; paying or lapsing one makes room', async () => {
      const shopper = await t.shopper('holds-session@example.com');
      const placed = [];
      for (let i = 0; i < MAX_UNPAID_ORDERS_PER_SESSION; i++) placed.push((await buyPan(shopper).expect(201)).body);

      const orders = await orderCount();
      const refused = await buyPan(shopper).expect(409);
      expect(refused.body).toEqual({ statusCode: 409, error: 'Conflict', message: TOO_MANY_UNPAID_ORDERS_MESSAGE, code: 'TOO_MANY_UNPAID_ORDERS' });
      expect(TOO_MANY_UNPAID_ORDERS_MESSAGE).toBe('You already have 3 unpaid orders. Pay or wait for one to expire before checking out again.');
      // An auction purchase is an unpaid order too.
      const auction = (
        await admin
          .post('/api/admin/dutch-auctions')
          .send({
            title: 'Session Palette',
            startPrice: 50,
            endPrice: 40,
            originalRetailPrice: 60,
            priceDropAmount: 2.5,
            priceDropInterval: 60,
            quantity: 3,
          })
          .expect(201)
      ).body;
      const auctionRefused = await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(409);
      expect(auctionRefused.body.message).toBe(TOO_MANY_UNPAID_ORDERS_MESSAGE);
      expect((await commerce().query('SELECT sold_count FROM dutch_auctions WHERE id = $1', [auction.id]))[0].sold_count).toBe(0);
      expect(await orderCount()).toBe(orders);

      // Another session of the same shopper has its own count.
      await buyPan(await t.shopper('holds-session@example.com')).expect(201);

      await admin.post(`/api/admin/orders/${placed[0].orderId}/mark-paid`).send({}).expect(200);
      await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(201);
      await buyPan(shopper).expect(409);

      await commerce().query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [placed[1].orderId]);
      await buyPan(shopper).expect(201);
      await buyPan(shopper).expect(409);
    });

    it('counts a verified session too, and carries the placing session in order.created and order.paid', async () => {
      const email = 'holds-verified@example.com';
      const shopper = await t.verifiedShopper(email);
      const [sessionId] = await sessionIdOf(email);
      const placed = [];
      for (let i = 0; i < MAX_UNPAID_ORDERS_PER_SESSION; i++) placed.push((await buyPan(shopper).expect(201)).body);
      await buyPan(shopper).expect(409);

      const stored = await commerce().query('SELECT placed_session_id FROM orders WHERE id = ANY($1::uuid[])', [placed.map((o) => o.orderId)]);
      expect(stored.map((r: { placed_session_id: string }) => r.placed_session_id)).toEqual([sessionId, sessionId, sessionId]);
      await admin.post(`/api/admin/orders/${placed[0].orderId}/mark-paid`).send({}).expect(200);
      const events = await commerce().query(
        `SELECT name, payload FROM outbox WHERE name IN ('order.created', 'order.paid') AND payload->>'orderId' = $1 ORDER BY seq`,
        [placed[0].orderId],
      );
      expect(events).toEqual([
        { name: 'order.created', payload: expect.objectContaining({ orderId: placed[0].orderId, email, sessionId }) },
        { name: 'order.paid', payload: expect.objectContaining({ orderId: placed[0].orderId, email, sessionId }) },
      ]);
    });

    it('lets exactly 3 of 10 concurrent checkouts of one session through', async () => {
      const shopper = await t.shopper('holds-session-race@example.com');
      const results = await Promise.all(Array.from({ length: 10 }, () => buyPan(shopper)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_UNPAID_ORDERS_PER_SESSION);
      expect(statuses.filter((s) => s === 409)).toHaveLength(10 - MAX_UNPAID_ORDERS_PER_SESSION);
      for (const loser of results.filter((r) => r.status === 409)) expect(loser.body.message).toBe(TOO_MANY_UNPAID_ORDERS_MESSAGE);
      const [{ n }] = await commerce().query(`SELECT count(*)::int AS n FROM orders WHERE customer_email = 'holds-session-race@example.com'`);
      expect(n).toBe(MAX_UNPAID_ORDERS_PER_SESSION);
    });
  });
});
