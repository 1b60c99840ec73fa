import type { ServiceName } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import TestAgent from 'supertest/lib/agent';
import { EmailExport, EventEnvelope, SalesOverview } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { reportingProbe } from '../support/reporting-events';
import { sleep, until } from '../support/until';

// Orders are paid over HTTP and the reporting copy hears of them through the outboxes; starting the shop takes a while too.
jest.setTimeout(90_000);
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The Sales Overview Dashboard, the Users panel's totals and the two exports (docs/product/back-office.md "Sales Overview
 * Dashboard", "Email Campaign Export", "Social Media Content Export", §3 "User", "Exports").
 */
describe('sales reporting, users totals and exports', () => {
  let t: TestShop;
  let admin: TestAgent;
  let brush: { id: string; name: string };
  let planId: string;
  let dealId: string;
  const orders: Record<'product' | 'subscription' | 'deal' | 'referral' | 'pending', { id: string; total: number; email: string }> = {} as never;

  const reporting = () => t.db('admin-reporting');

  /** The outbox rows a service wrote for one event name about one order (or entry), as the bus delivers them. */
  async function outboxEvents(service: ServiceName, name: string, key: string, value: string): Promise<EventEnvelope[]> {
    const rows: { id: string; name: string; payload: unknown; occurred_at: Date }[] = await t
      .db(service)
      .query(`SELECT id, name, payload, occurred_at FROM outbox WHERE name = $1 AND payload->>'${key}' = $2 ORDER BY seq`, [name, value]);
    return rows.map((r) => ({ id: r.id, name: r.name, payload: r.payload, occurredAt: new Date(r.occurred_at).toISOString(), source: service }));
  }

  /** Waits until admin-reporting has consumed every such event. */
  async function consumed(service: ServiceName, name: string, key: string, value: string): Promise<EventEnvelope[]> {
    const events = await until(async () => {
      const found = await outboxEvents(service, name, key, value);
      return found.length > 0 && found;
    }, `${service} to write ${name} for ${value}`);
    await until(async () => {
      const [row] = await reporting().query(
        `SELECT count(DISTINCT event_id)::int AS n FROM processed_events WHERE event_id = ANY($1::uuid[]) AND consumer LIKE $2`,
        [events.map((e) => e.id), `admin-reporting:${name.startsWith('giveaway.') ? 'exports' : 'sales'}:%`],
      );
      return row.n === events.length;
    }, `admin-reporting to consume ${name} for ${value}`);
    return events;
  }

  async function placeOrder(agent: TestAgent, email: string, items: object[]): Promise<{ id: string; total: number; email: string }> {
    const res = await agent.post('/api/checkout').send({ city: 'Austin', state: 'TX', items }).expect(201);
    return { id: res.body.orderId, total: res.body.total, email };
  }

  async function pay(order: { id: string }): Promise<void> {
    await admin.post(`/api/admin/orders/${order.id}/mark-paid`).send({}).expect(200);
    await consumed('commerce', 'order.paid', 'orderId', order.id);
  }

  const overview = async (query = '') => (await admin.get(`/api/admin/sales-overview${query}`).expect(200)).body as SalesOverview;
  const round = (n: number) => Math.round(n * 100) / 100;

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    brush = (await admin.post('/api/products').field('name', 'Report Mop Brush').field('category', 'Brushes').field('price', '29').expect(201)).body;
    planId = (await admin.post('/api/subscriptions').send({ title: 'Report Paint Box', basePrice: 30, price3Month: 28 }).expect(201)).body.id;
    dealId = (
      await admin
        .post('/api/admin/daily-deals')
        .send({
          title: 'Report Travel Palette',
          description: 'Twelve half pans in a tin',
          originalPrice: 40,
          salePrice: 29.99,
          quantity: 5,
          startDate: at(-HOUR),
          endDate: at(24 * HOUR),
        })
        .expect(201)
    ).body.id;

    const productBuyer = await t.shopper('product-buyer@example.com');
    orders.product = await placeOrder(productBuyer, 'product-buyer@example.com', [{ id: `${brush.id}-half`, quantity: 2 }]);
    const subscriber = await t.shopper('subscriber@example.com');
    orders.subscription = await placeOrder(subscriber, 'subscriber@example.com', [
      { id: `subscription-${planId}-3`, type: 'subscription', duration: 3, quantity: 1 },
    ]);
    const dealBuyer = await t.shopper('deal-buyer@example.com');
    orders.deal = await placeOrder(dealBuyer, 'deal-buyer@example.com', [{ id: `deal-${dealId}`, type: 'deal', quantity: 1 }]);
    orders.pending = await placeOrder(productBuyer, 'product-buyer@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);

    // A referred order: the buyer arrives through a referral link, then buys.
    const referrer = await t.verifiedShopper('referrer@example.com');
    const link = (await referrer.post('/api/referrals/create').send({ userEmail: 'referrer@example.com', name: 'Blog' }).expect(201)).body;
    const referred = t.client();
    await referred.post('/api/users').send({ email: 'referred-buyer@example.com', referralCode: link.code }).expect(200);
    orders.referral = await placeOrder(referred, 'referred-buyer@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);

    for (const order of [orders.product, orders.subscription, orders.deal, orders.referral]) await pay(order);
    await consumed('engagement', 'referral.commission-earned', 'orderId', orders.referral.id);
    await consumed('commerce', 'order.created', 'orderId', orders.pending.id);
  });
  afterAll(() => t.close());

  const paid = () => [orders.product, orders.subscription, orders.deal, orders.referral];

  describe('GET /api/admin/sales-overview', () => {
    it('counts only paid orders: five totals, the recent sales, the top products, sales by day and by type', async () => {
      const all = await overview('?range=7d&saleType=all');
      const revenue = round(paid().reduce((sum, o) => sum + o.total, 0));
      expect(all).toMatchObject({
        range: '7d',
        saleType: 'all',
        totals: {
          totalRevenue: revenue,
          totalOrders: 4,
          averageOrderValue: round(revenue / 4),
          referralRevenue: orders.referral.total,
          subscriptionRevenue: orders.subscription.total,
        },
      });
      expect(all.recentSales.map((s) => s.orderId).sort()).toEqual(
        paid()
          .map((o) => o.id)
          .sort(),
      );
      expect(all.recentSales.find((s) => s.orderId === orders.referral.id)!.saleTypes).toEqual(['referral', 'product']);
      expect(all.salesByDay).toEqual([{ date: today(), revenue, orders: 4 }]);
      expect(all.salesByType).toEqual([
        { saleType: 'referral', revenue: orders.referral.total, orders: 1 },
        { saleType: 'subscription', revenue: orders.subscription.total, orders: 1 },
        { saleType: 'product', revenue: round(orders.product.total + orders.referral.total), orders: 2 },
        { saleType: 'daily-deal', revenue: orders.deal.total, orders: 1 },
      ]);
      expect(all.topProducts[0]).toEqual({ name: brush.name, quantity: 3, revenue: 87, orders: 2 });
      expect(all.insights.length).toBeGreaterThan(0);
      expect(all.insights[0]).toContain('4 paid orders');
    });

    it('filters by sale type, and defaults to 7 days of all sales', async () => {
      expect(await overview()).toMatchObject({ range: '7d', saleType: 'all', totals: { totalOrders: 4 } });
      const only = async (saleType: string) => await overview(`?saleType=${saleType}`);
      const subscription = await only('subscription');
      expect(subscription.totals).toMatchObject({
        totalOrders: 1,
        totalRevenue: orders.subscription.total,
        subscriptionRevenue: orders.subscription.total,
        referralRevenue: 0,
      });
      expect(subscription.recentSales.map((s) => s.orderId)).toEqual([orders.subscription.id]);
      const deal = await only('daily-deal');
      expect(deal.totals).toMatchObject({ totalOrders: 1, totalRevenue: orders.deal.total });
      expect(deal.topProducts.map((p) => p.name)).toEqual(['Report Travel Palette']);
      const referral = await only('referral');
      expect(referral.totals).toMatchObject({ totalOrders: 1, totalRevenue: orders.referral.total, referralRevenue: orders.referral.total });
      const product = await only('product');
      expect(product.totals).toMatchObject({ totalOrders: 2, totalRevenue: round(orders.product.total + orders.referral.total) });
    });

    it('sorts sales into ranges by the day they were paid: an order paid 40 days ago is in 90 days and all time only', async () => {
      const old = randomUUID();
      const paidAt = new Date(Date.now() - 40 * 24 * HOUR).toISOString();
      await t.shop.bus.publishEvents([
        {
          id: randomUUID(),
          name: 'order.paid',
          occurredAt: paidAt,
          source: 'commerce',
          payload: {
            orderId: old,
            orderNumber: 990001,
            email: 'old-buyer@example.com',
            source: 'manual',
            totalCents: 10_000,
            subtotalCents: 10_000,
            items: [{ id: 'x', name: 'Old Palette', type: 'product', quantity: 1, price: 100, originalPrice: 100, duration: null, image: null }],
            couponDiscountCents: 0,
            createdAt: paidAt,
            customerName: 'Old Buyer',
            paidAt,
          },
        },
      ]);
      await until(async () => (await reporting().query('SELECT 1 FROM reported_orders WHERE id = $1', [old])).length > 0, 'the old order');
      const before = round(paid().reduce((sum, o) => sum + o.total, 0));
      for (const range of ['24h', '7d', '30d'])
        expect((await overview(`?range=${range}`)).totals).toMatchObject({ totalOrders: 4, totalRevenue: before });
      for (const range of ['90d', 'all']) {
        const answer = await overview(`?range=${range}`);
        expect(answer.totals).toMatchObject({ totalOrders: 5, totalRevenue: round(before + 100) });
        expect(answer.salesByDay.map((d) => d.date)).toEqual([paidAt.slice(0, 10), today()]);
      }
    });

    it('changes nothing when order and referral events are delivered again', async () => {
      const before = await overview('?range=all');
      const replays = [
        ...(await outboxEvents('commerce', 'order.created', 'orderId', orders.product.id)),
        ...(await outboxEvents('commerce', 'order.paid', 'orderId', orders.product.id)),
        ...(await outboxEvents('commerce', 'order.paid', 'orderId', orders.referral.id)),
        ...(await outboxEvents('engagement', 'referral.commission-earned', 'orderId', orders.referral.id)),
      ];
      expect(replays).toHaveLength(4);
      await t.shop.bus.publishEvents(replays);
      // The same order paid again under a new event id is not counted twice either.
      const [paidEvent] = await outboxEvents('commerce', 'order.paid', 'orderId', orders.deal.id);
      const again = { ...paidEvent, id: randomUUID() };
      await t.shop.bus.publishEvents([again]);
      await until(
        async () =>
          (
            await reporting().query("SELECT 1 FROM processed_events WHERE event_id = $1 AND consumer = 'admin-reporting:sales:order.paid'", [
              again.id,
            ])
          ).length > 0,
        'the repeat',
      );
      await sleep(200);
      expect(await overview('?range=all')).toEqual(before);
    });

    it('keeps the rollups, one event at a time, equal to those rebuilt from the orders (the bench seeds with the rebuild)', async () => {
      const kept = await reportingProbe(
        () => t,
        () => 0,
      ).rollupsAgreeWithRebuild();
      expect(kept.totals.length).toBeGreaterThan(0);
    });

    it('takes the bare day counts 1, 7, 30 and 90 as the ranges 24h, 7d, 30d and 90d', async () => {
      for (const [days, range] of [
        ['1', '24h'],
        ['7', '7d'],
        ['30', '30d'],
        ['90', '90d'],
      ]) {
        const byDays = (await admin.get(`/api/admin/sales-overview?range=${days}`).expect(200)).body;
        expect(byDays.range).toBe(range);
        expect(byDays).toEqual((await admin.get(`/api/admin/sales-overview?range=${range}`).expect(200)).body);
      }
    });

    it('refuses a bad range or sale type with a 400 naming it, and anyone but an admin', async () => {
      const range = await admin.get('/api/admin/sales-overview?range=1y').expect(400);
      expect(range.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(JSON.stringify(range.body.message)).toMatch(/range/);
      const type = await admin.get('/api/admin/sales-overview?saleType=gifts').expect(400);
      expect(JSON.stringify(type.body.message)).toMatch(/saleType/);
      // An empty parameter means none (the gateway's rule for every query): the default.
      expect((await admin.get('/api/admin/sales-overview?range=&saleType=').expect(200)).body).toMatchObject({ range: '7d', saleType: 'all' });
      await admin.get('/api/admin/sales-overview?range[]=7d').expect(400);
      await admin.get('/api/admin/sales-overview?range=14').expect(400);
      await t.client().get('/api/admin/sales-overview').expect(401);
      const shopper = await t.shopper('nosy-sales@example.com');
      await shopper.get('/api/admin/sales-overview').expect((r) => expect([401, 403]).toContain(r.status));
    });
  });

  describe('the Users panel', () => {
    const userOf = async (email: string) =>
      (await admin.get(`/api/users?search=${encodeURIComponent(email)}`).expect(200)).body.find((u: { email: string }) => u.email === email);

    it('shows every order placed and the dollars of the paid ones, in the list and the activity summary', async () => {
      const buyer = await until(() => userOf('product-buyer@example.com'), 'the buyer in the users list');
      expect(buyer).toMatchObject({ totalOrders: 2, totalPurchases: orders.product.total });
      const summary = (await admin.get(`/api/users/${buyer.id}/activity`).expect(200)).body;
      expect(summary).toMatchObject({ totalOrders: 2, totalPurchases: orders.product.total, totalGiveawayEntries: 0 });
    });

    it("lists one shopper's subscription orders; an unknown or malformed id is 404", async () => {
      const subscriber = await until(() => userOf('subscriber@example.com'), 'the subscriber');
      const rows = (await admin.get(`/api/users/${subscriber.id}/subscription-orders`).expect(200)).body;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ orderId: orders.subscription.id, userEmail: 'subscriber@example.com', duration: 3, status: 'active' });
      const buyer = await userOf('product-buyer@example.com');
      await admin.get(`/api/users/${buyer.id}/subscription-orders`).expect(200, []);
      await admin.get(`/api/users/${randomUUID()}/subscription-orders`).expect(404);
      await admin.get('/api/users/not-an-id/subscription-orders').expect(404);
    });
  });

  describe('exports', () => {
    let giveaway: { id: string; title: string };
    const entryIds: Record<string, string> = {};
    const answers = {
      'entrant-one@example.com': 'Wet on wet skies with a little salt for texture and a lot of patience',
      'entrant-two@example.com': 'Glazing',
      'subscriber@example.com': 'Layering transparent pigments slowly',
    };

    beforeAll(async () => {
      giveaway = (
        await admin
          .post('/api/giveaways')
          .send({ title: 'Report Spring Palette', question: 'Your favourite technique?', startDate: at(-HOUR), endDate: at(24 * HOUR) })
          .expect(201)
      ).body;
      for (const [email, answer] of Object.entries(answers)) {
        const agent = await t.shopper(email);
        const entry = await agent.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: email, answer }).expect(201);
        entryIds[email] = entry.body.id;
        await consumed('engagement', 'giveaway.entered', 'entryId', entry.body.id);
      }
    });

    it('counts her giveaway entries in the Users panel', async () => {
      const [user] = (await admin.get('/api/users?search=subscriber@example.com').expect(200)).body;
      expect((await admin.get(`/api/users/${user.id}/activity`).expect(200)).body.totalGiveawayEntries).toBe(1);
    });

    it('exports every unique e-mail with its source, first sighting and activity, as JSON and as a CSV that parses back', async () => {
      const json = (await admin.get('/api/admin/email-export').expect(200)).body as EmailExport;
      const registrations = (await reporting().query('SELECT count(*)::int AS n FROM reported_users'))[0].n;
      expect(json.summary).toEqual({ userRegistrations: registrations, giveawayEntries: 3 });
      expect(json.totalUniqueEmails).toBe(json.emailList.length);
      expect(new Set(json.emailList.map((e) => e.email)).size).toBe(json.emailList.length);
      const subscriber = json.emailList.find((e) => e.email === 'subscriber@example.com')!;
      expect(subscriber).toMatchObject({ source: 'registration+giveaway', activity: 'Registered, 1 giveaway entry' });
      expect(json.emailList.find((e) => e.email === 'product-buyer@example.com')).toMatchObject({ source: 'registration', activity: 'Registered' });
      const firstSeen = json.emailList.map((e) => e.firstSeen);
      expect([...firstSeen].sort().reverse()).toEqual(firstSeen);

      const csv = await admin.get('/api/admin/email-export?format=csv').expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="email-export-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(parse(csv.text, { columns: true })).toEqual(json.emailList);
    });

    it('features the answers with the most words, with their giveaway; a removed entry leaves the exports', async () => {
      const content = (await admin.get('/api/admin/content-export').expect(200)).body;
      expect(content).toMatchObject({ totalEntries: 3, totalAnswers: 3, summary: { totalGiveaways: 1, averageAnswerLength: 6.7 } }); // (15 + 1 + 4) / 3 words
      expect(content.featuredAnswers.map((a: { answer: string; wordCount: number; giveaway: string }) => [a.wordCount, a.giveaway])).toEqual([
        [15, giveaway.title],
        [4, giveaway.title],
        [1, giveaway.title],
      ]);
      expect(content.featuredAnswers[0].answer).toBe(answers['entrant-one@example.com']);

      await admin.delete(`/api/giveaway-entries/${entryIds['entrant-two@example.com']}`).expect(200);
      await consumed('engagement', 'giveaway.entry-removed', 'email', 'entrant-two@example.com');
      expect((await admin.get('/api/admin/content-export').expect(200)).body).toMatchObject({ totalEntries: 2 });
      const emails = (await admin.get('/api/admin/email-export').expect(200)).body as EmailExport;
      expect(emails.summary.giveawayEntries).toBe(2);
      expect(emails.emailList.find((e) => e.email === 'entrant-two@example.com')).toMatchObject({ source: 'registration', activity: 'Registered' });
    });

    it('refuses a format other than json or csv, and anyone but an admin', async () => {
      const bad = await admin.get('/api/admin/email-export?format=xml').expect(400);
      expect(JSON.stringify(bad.body.message)).toMatch(/format/);
      await t.client().get('/api/admin/email-export').expect(401);
      await t.client().get('/api/admin/content-export').expect(401);
    });
  });
});
