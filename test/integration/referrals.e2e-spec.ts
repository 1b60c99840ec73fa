import { randomUUID } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { REFERRAL_COUPON_NOT_ACTIVE, REFERRAL_LINK_NAME_REQUIRED, REFERRAL_LINK_NOT_YOURS, ReferralEvents } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';
import { sleep, until } from '../support/until';

const { ReferralAttributionService } = builtModule<typeof import('../../apps/engagement/src/referrals/referral-attribution.service')>(
  'apps/engagement/src/referrals/referral-attribution.service',
);

// Each test pays orders and waits for the event to be consumed; starting the shop on a busy machine takes a while too.
jest.setTimeout(60_000);

/** Referral links, clicks, attribution, tiers and commission settings (docs/rules.md §8; docs/product/back-office.md §2.6). */
describe('referrals and commission', () => {
  let t: TestShop;
  let admin: TestAgent;
  let brushId: string;

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    const brush = await admin.post('/api/products').field('name', 'Referral Mop Brush').field('category', 'Brushes').field('price', '29').expect(201);
    brushId = brush.body.id;
    await admin.post('/api/coupons').send({ code: 'REF10', discountPercentage: 10 }).expect(201);
  });
  afterAll(() => t.close());

  const engagement = () => t.shop.services.find((s) => s.name === 'engagement')!.app;
  const engagementDb = () => t.db('engagement');
  const commerceDb = () => t.db('commerce');
  const count = async (sql: string, params: unknown[] = []) =>
    (await engagementDb().query(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n as number;

  async function newLink(owner: TestAgent, email: string, name = 'My link', extra: object = {}) {
    return (
      await owner
        .post('/api/referrals/create')
        .send({ userEmail: email, name, ...extra })
        .expect(201)
    ).body as { id: string; code: string };
  }

  /** Signs in arriving with ?ref=code (or none): the sign-in records the touch. */
  async function arrive(email: string, referralCode?: string): Promise<TestAgent> {
    const agent = t.client();
    await agent
      .post('/api/users')
      .send({ email, ...(referralCode ? { referralCode } : {}) })
      .expect(200);
    return agent;
  }

  /** A pending order of `brushes` × $29 (coupon optional). */
  async function checkout(agent: TestAgent, email: string, brushes: number, couponCode?: string): Promise<string> {
    await agent
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${brushId}-half`, quantity: brushes }] })
      .expect(200);
    const res = await agent
      .post('/api/checkout')
      .send({ city: 'Austin', state: 'TX', ...(couponCode ? { couponCode } : {}) })
      .expect(201);
    return res.body.orderId;
  }

  /** Marks it paid and waits until engagement consumed its order.paid. */
  async function pay(orderId: string): Promise<void> {
    await admin.post(`/api/admin/orders/${orderId}/mark-paid`).send({}).expect(200);
    const [event] = await commerceDb().query("SELECT id FROM outbox WHERE name = 'order.paid' AND payload->>'orderId' = $1", [orderId]);
    await until(
      async () => (await count("processed_events WHERE event_id = $1 AND consumer = 'engagement:referral-attribution'", [event.id])) > 0,
      `engagement to consume order.paid of ${orderId}`,
    );
  }

  const transactionOf = async (orderId: string) =>
    (await engagementDb().query('SELECT * FROM referral_transactions WHERE order_id = $1', [orderId]))[0];
  const dashboardOf = async (agent: TestAgent, email: string) => (await agent.get(`/api/referrals/dashboard?userEmail=${email}`).expect(200)).body;

  describe('links', () => {
    it('creates a link with a trimmed name and a fresh URL-safe code, and lists it on the dashboard', async () => {
      const alice = await t.verifiedShopper('alice-links@example.com');
      const link = (await alice.post('/api/referrals/create').send({ userEmail: 'alice-links@example.com', name: '  Instagram bio  ' }).expect(201))
        .body;
      expect(link).toMatchObject({ name: 'Instagram bio', couponCode: null, isActive: true, clickCount: 0, conversionCount: 0, totalSales: 0 });
      expect(link.code).toMatch(/^[A-Za-z0-9_-]{10}$/);
      expect(link.linkId).toBe(link.id);
      const withCoupon = await newLink(alice, 'alice-links@example.com', 'With coupon', { couponCode: 'ref10' });
      expect(withCoupon).toMatchObject({ couponCode: 'REF10' });
      expect((await dashboardOf(alice, 'alice-links@example.com')).links.map((l: { id: string }) => l.id)).toEqual([withCoupon.id, link.id]);
    });

    it('refuses a blank name (400 with the documented message), an inactive coupon and an unverified session, storing nothing', async () => {
      const email = 'blank-name@example.com';
      const verified = await t.verifiedShopper(email);
      const before = await count('referral_links');
      const blank = await verified.post('/api/referrals/create').send({ userEmail: email, name: '   ' }).expect(400);
      expect(blank.body).toEqual({ statusCode: 400, error: 'Bad Request', message: REFERRAL_LINK_NAME_REQUIRED, code: 'BAD_REQUEST' });
      expect((await verified.post('/api/referrals/create').send({ userEmail: email }).expect(400)).body.message).toBe(REFERRAL_LINK_NAME_REQUIRED);
      await verified
        .post('/api/referrals/create')
        .send({ userEmail: email, name: 'x'.repeat(101) })
        .expect(400);
      await verified.post('/api/referrals/create').send({ userEmail: email, name: 42 }).expect(400);
      const coupon = await verified.post('/api/referrals/create').send({ userEmail: email, name: 'Coupon', couponCode: 'NOSUCHCODE' }).expect(400);
      expect(coupon.body.message).toBe(REFERRAL_COUPON_NOT_ACTIVE);
      const unverified = await t.shopper('unverified-links@example.com');
      const refused = await unverified.post('/api/referrals/create').send({ userEmail: 'unverified-links@example.com', name: 'Mine' }).expect(403);
      expect(refused.body.message).toMatch(/verify/i);
      await unverified
        .get('/api/referrals/dashboard?userEmail=unverified-links@example.com')
        .expect(403)
        .expect((r) => expect(r.body.message).toMatch(/verify/i));
      await verified.post('/api/referrals/create').send({ userEmail: 'someone-else@example.com', name: 'Theirs' }).expect(403);
      expect(await count('referral_links')).toBe(before);
    });

    it("deletes only her own link: someone else's is 403, an unknown one 404, her own 200 then 404", async () => {
      const owner = await t.verifiedShopper('owner-delete@example.com');
      const other = await t.verifiedShopper('other-delete@example.com');
      const link = await newLink(owner, 'owner-delete@example.com');
      const theirs = await other.delete(`/api/referrals/${link.id}`).send({ userEmail: 'other-delete@example.com' }).expect(403);
      expect(theirs.body).toMatchObject({ statusCode: 403, message: REFERRAL_LINK_NOT_YOURS });
      await other.delete(`/api/referrals/${link.id}`).send({ userEmail: 'owner-delete@example.com' }).expect(403);
      expect(await count('referral_links WHERE id = $1', [link.id])).toBe(1);
      await owner.delete(`/api/referrals/${randomUUID()}`).send({ userEmail: 'owner-delete@example.com' }).expect(404);
      await owner.delete('/api/referrals/not-an-id').send({ userEmail: 'owner-delete@example.com' }).expect(404);
      await owner.delete(`/api/referrals/${link.id}`).send({ userEmail: 'owner-delete@example.com' }).expect(200, { id: link.id, deleted: true });
      await owner.delete(`/api/referrals/${link.id}`).send({ userEmail: 'owner-delete@example.com' }).expect(404);
    });

    it("counts clicks on a code (404 unknown, 400 malformed) and a signed-in visitor's click is a touch", async () => {
      const owner = await t.verifiedShopper('clicks@example.com');
      const link = await newLink(owner, 'clicks@example.com');
      expect((await t.client().post('/api/referrals/click').send({ code: link.code }).expect(200)).body).toEqual({
        code: link.code,
        counted: true,
        touched: false,
      });
      const visitor = await t.shopper('clicking-visitor@example.com');
      expect((await visitor.post('/api/referrals/click').send({ code: link.code }).expect(200)).body.touched).toBe(true);
      await t.client().post('/api/referrals/click').send({ code: 'NoSuchCode1' }).expect(404);
      await t.client().post('/api/referrals/click').send({ code: 'not a code!' }).expect(400);
      await t.client().post('/api/referrals/click').send({}).expect(400);
      const shown = (await dashboardOf(owner, 'clicks@example.com')).links.find((l: { id: string }) => l.id === link.id);
      expect(shown.clickCount).toBe(2);
      expect(await count('referral_touches WHERE email = $1 AND link_id = $2', ['clicking-visitor@example.com', link.id])).toBe(1);
    });

    it('holds a shopper to 50 links (422), and a sign-in with an unknown code records no touch', async () => {
      const email = 'many-links@example.com';
      const owner = await t.verifiedShopper(email);
      await engagementDb().query(
        `INSERT INTO referral_links (user_email, name, code) SELECT $1, 'Link ' || n, 'many-links-' || n FROM generate_series(1, 49) AS n`,
        [email],
      );
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          owner
            .post('/api/referrals/create')
            .send({ userEmail: email, name: `Burst ${i}` })
            .then((r) => r.status),
        ),
      );
      expect(results.filter((status) => status === 201)).toHaveLength(1);
      expect(results.filter((status) => status === 422)).toHaveLength(4);
      expect(await count('referral_links WHERE user_email = $1', [email])).toBe(50);

      await arrive('unknown-code@example.com', 'NoSuchCode42');
      expect(await count('referral_touches WHERE email = $1', ['unknown-code@example.com'])).toBe(0);
    });

    it('shows the dashboard to its owner and an admin only', async () => {
      await t.verifiedShopper('dash-owner@example.com');
      const other = await t.verifiedShopper('dash-other@example.com');
      await other.get('/api/referrals/dashboard?userEmail=dash-owner@example.com').expect(403);
      await t.client().get('/api/referrals/dashboard?userEmail=dash-owner@example.com').expect(401);
      const seen = await dashboardOf(admin, 'dash-owner@example.com');
      expect(seen).toMatchObject({ links: [], userStats: { totalReferrals: 0, totalReferralSales: 0 } });
      expect(seen.tierSystem).toMatchObject({
        currentTier: { tierLevel: 1 },
        nextTier: { tierLevel: 2 },
        totalStoreCredits: 0,
        monthlySales: 0,
        progressToNext: 0,
      });
      await admin.get('/api/referrals/dashboard?userEmail=not-an-email').expect(400);
    });

    it('takes the e-mail as ?userEmail=, ?email= or else from the verified session, still only her own', async () => {
      const owner = await t.verifiedShopper('dash-self@example.com');
      await newLink(owner, 'dash-self@example.com');
      const own = await dashboardOf(owner, 'dash-self@example.com');
      expect(own.links).toHaveLength(1);
      expect((await owner.get('/api/referrals/dashboard').expect(200)).body).toEqual(own);
      expect((await owner.get('/api/referrals/dashboard?email=DASH-self@example.com').expect(200)).body).toEqual(own);
      const other = await t.verifiedShopper('dash-nosy@example.com');
      await other.get('/api/referrals/dashboard?email=dash-self@example.com').expect(403);
      expect((await other.get('/api/referrals/dashboard').expect(200)).body.links).toEqual([]);
      const unverified = await t.shopper('dash-unverified@example.com');
      await unverified.get('/api/referrals/dashboard').expect(403);
      await t.client().get('/api/referrals/dashboard').expect(401);
      expect((await admin.get('/api/referrals/dashboard?email=dash-self@example.com').expect(200)).body).toEqual(own);
      await admin
        .get('/api/referrals/dashboard')
        .expect(400, { statusCode: 400, error: 'Bad Request', message: 'userEmail is required', code: 'BAD_REQUEST' });
      await admin.get('/api/referrals/dashboard?email=nope').expect(400);
    });
  });

  describe('attribution (docs/rules.md §8)', () => {
    let firstOrder: string;

    it('credits the referrer with item spend × rate when the referred order is paid, and updates the counters and dashboard', async () => {
      const referrer = await t.verifiedShopper('referrer-a@example.com');
      const link = await newLink(referrer, 'referrer-a@example.com', 'Newsletter');
      const buyer = await arrive('buyer-a@example.com', link.code);
      // 2 × 29.00 = 58.00, REF10 takes 5.80: item spend 52.20 (shipping and tax excluded); default rate 10 % → 5.22.
      firstOrder = await checkout(buyer, 'buyer-a@example.com', 2, 'REF10');
      expect(await transactionOf(firstOrder)).toBeUndefined(); // a pending order earns nothing
      await pay(firstOrder);
      const transaction = await transactionOf(firstOrder);
      expect(transaction).toMatchObject({
        link_id: link.id,
        referrer_email: 'referrer-a@example.com',
        referred_email: 'buyer-a@example.com',
        order_type: 'product',
        rate_basis_points: 1000,
      });
      expect(Number(transaction.order_amount_cents)).toBe(5220);
      expect(Number(transaction.commission_cents)).toBe(522);
      const events = await engagementDb().query("SELECT payload FROM outbox WHERE name = $1 AND payload->>'orderId' = $2", [
        ReferralEvents.commissionEarned,
        firstOrder,
      ]);
      expect(events).toEqual([
        {
          payload: {
            referralTransactionId: transaction.id,
            referrerEmail: 'referrer-a@example.com',
            orderId: firstOrder,
            commissionCents: 522,
            rateBasisPoints: 1000,
          },
        },
      ]);

      const dashboard = await dashboardOf(referrer, 'referrer-a@example.com');
      expect(dashboard.links[0]).toMatchObject({ id: link.id, conversionCount: 1, totalSales: 52.2 });
      expect(dashboard.userStats).toEqual({ totalReferrals: 1, totalReferralSales: 52.2 });
      expect(dashboard.tierSystem).toMatchObject({
        currentTier: { tierName: 'Seedling' },
        totalStoreCredits: 5.22,
        monthlySales: 52.2,
        progressToNext: 21,
      });
      expect(typeof dashboard.tierSystem.availableStoreCredits).toBe('number');
    });

    it('commerce grants the commission as store credit, once, and the dashboard shows it available', async () => {
      const referrer = await t.verifiedShopper('referrer-a@example.com');
      const available = await until(async () => {
        const credit = (await dashboardOf(referrer, 'referrer-a@example.com')).tierSystem.availableStoreCredits;
        return credit > 0 ? credit : null;
      }, 'the referral store credit');
      expect(available).toBe(5.22);
    });

    it("never attributes to the buyer's own link: her last touch on someone else's link counts instead", async () => {
      const self = await t.verifiedShopper('self-referrer@example.com');
      const own = await newLink(self, 'self-referrer@example.com');
      const onlyOwn = await arrive('self-referrer@example.com', own.code);
      const orderId = await checkout(onlyOwn, 'self-referrer@example.com', 1);
      await pay(orderId);
      expect(await transactionOf(orderId)).toBeUndefined();

      // In one session (touches belong to the session that made them): a friend's link, then her own touched last.
      const friend = await t.verifiedShopper('friend-referrer@example.com');
      const friends = await newLink(friend, 'friend-referrer@example.com');
      const later = await arrive('self-referrer@example.com', friends.code);
      await later.post('/api/users').send({ email: 'self-referrer@example.com', referralCode: own.code }).expect(200);
      await later.post('/api/referrals/click').send({ code: own.code }).expect(200);
      const second = await checkout(later, 'self-referrer@example.com', 1);
      await pay(second);
      expect(await transactionOf(second)).toMatchObject({ referrer_email: 'friend-referrer@example.com', link_id: friends.id });
    });

    it('does not attribute a touch older than 30 days', async () => {
      const referrer = await t.verifiedShopper('old-touch-referrer@example.com');
      const link = await newLink(referrer, 'old-touch-referrer@example.com');
      const buyer = await arrive('old-touch-buyer@example.com', link.code);
      await engagementDb().query("UPDATE referral_touches SET touched_at = now() - interval '31 days' WHERE email = 'old-touch-buyer@example.com'");
      const orderId = await checkout(buyer, 'old-touch-buyer@example.com', 1);
      await pay(orderId);
      expect(await transactionOf(orderId)).toBeUndefined();
      expect((await dashboardOf(referrer, 'old-touch-referrer@example.com')).links[0].conversionCount).toBe(0);
    });

    it('order.paid delivered 5 more times (the same event, and under new ids): one transaction, one commission event, counters once', async () => {
      const [event] = await commerceDb().query(
        "SELECT id, name, payload, occurred_at FROM outbox WHERE name = 'order.paid' AND payload->>'orderId' = $1",
        [firstOrder],
      );
      const attribution = engagement().get(ReferralAttributionService);
      const envelope = (id: string) => ({
        id,
        name: event.name,
        occurredAt: new Date(event.occurred_at).toISOString(),
        source: 'commerce',
        payload: event.payload,
      });
      const results = await Promise.all([
        ...Array.from({ length: 5 }, () => attribution.onOrderPaid(envelope(event.id))),
        ...Array.from({ length: 5 }, () => attribution.onOrderPaid(envelope(randomUUID()))),
      ]);
      expect(results.slice(0, 5)).toEqual([false, false, false, false, false]);
      expect(await count('referral_transactions WHERE order_id = $1', [firstOrder])).toBe(1);
      expect(await count(`outbox WHERE name = $1 AND payload->>'orderId' = $2`, [ReferralEvents.commissionEarned, firstOrder])).toBe(1);
      const [link] = await engagementDb().query(
        "SELECT conversion_count, total_sales_cents FROM referral_links WHERE user_email = 'referrer-a@example.com'",
      );
      expect(link).toMatchObject({ conversion_count: 1 });
      expect(Number(link.total_sales_cents)).toBe(5220);
      const [month] = await engagementDb().query(
        "SELECT orders, sales_cents, commission_cents FROM referral_monthly_sales WHERE referrer_email = 'referrer-a@example.com'",
      );
      expect([month.orders, Number(month.sales_cents), Number(month.commission_cents)]).toEqual([1, 5220, 522]);
    });
  });

  describe('commission settings and tiers (docs/product/back-office.md §2.6)', () => {
    const settingsCount = () => count('commission_settings');
    const deactivateAll = async () => {
      for (const s of (await admin.get('/api/admin/commission-settings').expect(200)).body) {
        if (s.isActive) await admin.patch(`/api/admin/commission-settings/${s.id}/deactivate`).send().expect(200);
      }
    };

    it('refuses a rate outside 0–100, more than 2 decimals, a missing name and validUntil before validFrom, changing nothing', async () => {
      const before = await settingsCount();
      const from = new Date().toISOString();
      const bad = [
        [{ name: 'Too high', rate: 101, validFrom: from }, 'rate'],
        [{ name: 'Negative', rate: -1, validFrom: from }, 'rate'],
        [{ name: 'Fine print', rate: 10.005, validFrom: from }, 'rate'],
        [{ name: 'Words', rate: '10', validFrom: from }, 'rate'],
        [{ rate: 10, validFrom: from }, 'name'],
        [{ name: 'Null start', rate: 10, validFrom: null }, 'validFrom'],
        [{ name: 'Backwards', rate: 10, validFrom: '2030-01-10', validUntil: '2030-01-01' }, 'validUntil'],
        [{ name: 'Same day', rate: 10, validFrom: '2030-01-10T00:00:00Z', validUntil: '2030-01-10T00:00:00Z' }, 'validUntil'],
        [{ name: 'Bad date', rate: 10, validFrom: 'tomorrow' }, 'validFrom'],
      ] as const;
      for (const [body, field] of bad) {
        const res = await admin.post('/api/admin/commission-settings').send(body).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(res.body.message).toContain(field);
      }
      const shopper = await t.verifiedShopper('not-admin-settings@example.com');
      await shopper.post('/api/admin/commission-settings').send({ name: 'Mine', rate: 50, validFrom: from }).expect(403);
      await t.client().get('/api/admin/commission-settings').expect(401);
      await admin.patch(`/api/admin/commission-settings/${randomUUID()}/deactivate`).send().expect(404);
      expect(await settingsCount()).toBe(before);
      expect((await t.client().get('/api/commission/rate').expect(200)).body).toEqual({ rate: 10, settingId: null });
    });

    it('starts a setting sent without validFrom today (UTC)', async () => {
      await deactivateAll();
      const today = new Date().toISOString().slice(0, 10);
      const setting = (await admin.post('/api/admin/commission-settings').send({ name: 'From today', rate: 12 }).expect(201)).body;
      expect(setting).toMatchObject({ name: 'From today', rate: 12, isActive: true });
      expect(new Date(setting.validFrom).toISOString().slice(0, 10)).toBe(today);
      expect((await t.client().get('/api/commission/rate').expect(200)).body).toEqual({ rate: 12, settingId: setting.id });
      await deactivateAll();
    });

    it('a future-dated setting takes effect on its date; deactivating ends it', async () => {
      const soon = new Date(Date.now() + 2_000).toISOString();
      const setting = (
        await admin
          .post('/api/admin/commission-settings')
          .send({ name: 'Spring', rate: 8.5, description: 'After the launch', validFrom: soon, validUntil: null })
          .expect(201)
      ).body;
      expect(setting).toMatchObject({ name: 'Spring', rate: 8.5, description: 'After the launch', validUntil: null, isActive: true });
      expect((await t.client().get('/api/commission/rate').expect(200)).body).toEqual({ rate: 10, settingId: null });
      await sleep(Date.parse(soon) - Date.now() + 100);
      expect((await t.client().get('/api/commission/rate').expect(200)).body).toEqual({ rate: 8.5, settingId: setting.id });
      const deactivated = await admin.patch(`/api/admin/commission-settings/${setting.id}/deactivate`).send().expect(200);
      expect(deactivated.body.isActive).toBe(false);
      expect((await t.client().get('/api/commission/rate').expect(200)).body).toEqual({ rate: 10, settingId: null });
      expect((await admin.get('/api/admin/commission-settings').expect(200)).body[0]).toMatchObject({ id: setting.id, isActive: false });
    });

    it('uses the setting in force when the order was placed: a setting made after checkout, or after payment, changes nothing', async () => {
      await deactivateAll();
      const referrer = await t.verifiedShopper('rate-referrer@example.com');
      const link = await newLink(referrer, 'rate-referrer@example.com');
      const buyer = await arrive('rate-buyer@example.com', link.code);
      const orderId = await checkout(buyer, 'rate-buyer@example.com', 1); // placed at the default 10 %
      await admin.post('/api/admin/commission-settings').send({ name: 'Generous', rate: 30, validFrom: new Date().toISOString() }).expect(201);
      await pay(orderId);
      expect(await transactionOf(orderId)).toMatchObject({ rate_basis_points: 1000 });
      expect(Number((await transactionOf(orderId)).commission_cents)).toBe(290);

      // A new order under the 30 % setting earns 30 %; a later change leaves both as they were.
      const next = await checkout(buyer, 'rate-buyer@example.com', 1);
      await pay(next);
      expect(Number((await transactionOf(next)).commission_cents)).toBe(870);
      await deactivateAll();
      await admin.post('/api/admin/commission-settings').send({ name: 'Stingy', rate: 1, validFrom: '2020-01-01' }).expect(201);
      const listed = (await admin.get('/api/admin/referral-transactions').expect(200)).body as {
        orderId: string;
        commissionAmount: number;
        commissionRate: number;
      }[];
      expect(listed.find((r) => r.orderId === orderId)).toMatchObject({ commissionAmount: 2.9, commissionRate: 10 });
      expect(listed.find((r) => r.orderId === next)).toMatchObject({ commissionAmount: 8.7, commissionRate: 30 });
      // The sales view's fields too (admin.md §3): the referrer's user id and the order's details.
      const [referrerUser] = await t.db('engagement').query('SELECT id FROM users WHERE email = $1', ['rate-referrer@example.com']);
      expect(listed.find((r) => r.orderId === next)).toMatchObject({
        referrerId: referrerUser.id,
        orderDetails: { orderId: next, orderType: 'product', orderAmount: 29, orderCreatedAt: expect.any(String) },
      });
      await deactivateAll();
    });

    it("the tier percentage wins when it is higher than the setting (this month's referral sales, the order included)", async () => {
      await admin.post('/api/admin/commission-settings').send({ name: 'Low', rate: 5, validFrom: '2020-01-01' }).expect(201);
      const referrer = await t.verifiedShopper('tier-referrer@example.com');
      const link = await newLink(referrer, 'tier-referrer@example.com');
      const buyer = await arrive('tier-buyer@example.com', link.code);
      const small = await checkout(buyer, 'tier-buyer@example.com', 1); // 29.00: Seedling 10 % beats the setting's 5 %
      await pay(small);
      expect(await transactionOf(small)).toMatchObject({ rate_basis_points: 1000 });
      const big = await checkout(buyer, 'tier-buyer@example.com', 8); // 29 + 232 = 261.00 this month: Artist, 12 %
      await pay(big);
      const transaction = await transactionOf(big);
      expect(transaction.rate_basis_points).toBe(1200);
      expect(Number(transaction.commission_cents)).toBe(2784); // 232.00 × 12 %
      const dashboard = await dashboardOf(referrer, 'tier-referrer@example.com');
      expect(dashboard.tierSystem).toMatchObject({
        currentTier: { tierName: 'Artist', storeCreditPercentage: 12 },
        nextTier: { tierName: 'Painter' },
        monthlySales: 261,
        totalStoreCredits: 30.74,
      });
      await deactivateAll();
    });

    it('lists the seeded tiers publicly and lets an admin edit one, refusing a bad percentage or range', async () => {
      const tiers = (await t.client().get('/api/referrals/tiers').expect(200)).body;
      expect(tiers.map((tier: { tierName: string }) => tier.tierName)).toEqual(['Seedling', 'Artist', 'Painter', 'Master']);
      expect(tiers[3]).toMatchObject({
        tierEmoji: '🏆',
        storeCreditPercentage: 20,
        minimumSales: 2500,
        minMonthlySales: 2500,
        maxMonthlySales: null,
      });
      const master = tiers[3];
      await admin.put(`/api/admin/referral-tiers/${master.id}`).send({ storeCreditPercentage: 101 }).expect(400);
      await admin
        .put(`/api/admin/referral-tiers/${master.id}`)
        .send({ maxMonthlySales: 100 })
        .expect(400)
        .expect((r) => expect(r.body.message).toContain('maxMonthlySales'));
      await admin.put(`/api/admin/referral-tiers/${master.id}`).send({ tierColor: 'gold' }).expect(400);
      await admin.put(`/api/admin/referral-tiers/${randomUUID()}`).send({ tierName: 'Ghost' }).expect(404);
      const shopper = await t.verifiedShopper('tier-editor@example.com');
      await shopper.put(`/api/admin/referral-tiers/${master.id}`).send({ tierName: 'Mine' }).expect(403);
      const edited = await admin
        .put(`/api/admin/referral-tiers/${master.id}`)
        .send({ tierName: 'Grand Master', storeCreditPercentage: 22.5 })
        .expect(200);
      expect(edited.body).toMatchObject({
        id: master.id,
        tierName: 'Grand Master',
        storeCreditPercentage: 22.5,
        tierEmoji: '🏆',
        minMonthlySales: 2500,
      });
      expect((await t.client().get('/api/referrals/tiers').expect(200)).body[3].tierName).toBe('Grand Master');
    });
  });

  describe('oversight (docs/product/back-office.md "Referral System Oversight")', () => {
    it('answers the overview, every link with its owner and the transactions newest first, a page at a time', async () => {
      const overview = (await admin.get('/api/admin/referrals/overview').expect(200)).body;
      const transactions = await count('referral_transactions');
      expect(overview).toMatchObject({ totalConversions: transactions, totalActiveLinks: await count('referral_links WHERE is_active') });
      expect(overview.totalClicks).toBeGreaterThanOrEqual(2);
      const links = (await admin.get('/api/admin/referrals/all-links').expect(200)).body;
      expect(links.find((l: { userEmail: string }) => l.userEmail === 'referrer-a@example.com')).toMatchObject({
        userName: 'referrer-a',
        conversionCount: 1,
        totalSales: 52.2,
        userReferralCredits: 5.22,
      });
      const all = (await admin.get('/api/admin/referrals/all-transactions').expect(200)).body;
      expect(all).toHaveLength(transactions);
      const times = all.map((r: { transactionCreatedAt: string }) => Date.parse(r.transactionCreatedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(all[0]).toMatchObject({ status: 'approved', transactionId: all[0].id });
      const page = (await admin.get('/api/admin/referral-transactions?limit=1&offset=1').expect(200)).body;
      expect(page).toEqual([all[1]]);
      await admin.get('/api/admin/referral-transactions?limit=0').expect(400);
      await admin.get('/api/admin/referral-transactions?offset=-1').expect(400);
      const shopper = await t.verifiedShopper('peeking@example.com');
      await shopper.get('/api/admin/referrals/overview').expect(403);
    });
  });
});
