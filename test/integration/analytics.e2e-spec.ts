import type { ServiceName } from '@shop/contracts';
import { createHmac, randomUUID } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import type {
  ActivityAnalytics,
  AnalyticsOverview,
  CartAbandonment,
  EventEnvelope,
  LessonAnalytics,
  LiveActivity,
  UsersAnalytics,
} from '@shop/contracts';
import { lastCodeMailedTo, startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { AnalyticsFeedService } = builtModule<typeof import('../../apps/admin-reporting/src/analytics/analytics-feed.service')>(
  'apps/admin-reporting/src/analytics/analytics-feed.service',
);

const WEBHOOK_SECRET = 'test-webhook-secret';
const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; rv:121.0) Gecko/20100101 Firefox/121.0';

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The analytics panels (docs/product/back-office.md §3 "Analytics", §2.11, §9), fed by events through the outbox. */
describe('analytics', () => {
  let t: TestShop;
  let admin: TestAgent;
  let brush: { id: string };
  let halfPan: { id: string };

  const feed = () => t.shop.services.find((s) => s.name === 'admin-reporting')!.app.get(AnalyticsFeedService);

  async function product(fields: Record<string, string>) {
    let req = admin.post('/api/products');
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return (await req.expect(201)).body;
  }

  const get = async <T>(path: string): Promise<T> => (await admin.get(path).expect(200)).body as T;
  const figures = async () => ({
    overview: await get<AnalyticsOverview>('/api/analytics/overview'),
    users: await get<UsersAnalytics>('/api/analytics/users'),
    activity: await get<ActivityAnalytics>('/api/analytics/activity'),
    lessons: await get<LessonAnalytics>('/api/admin/lesson-analytics'),
    live: await get<LiveActivity>('/api/admin/analytics/live-activity'),
    abandoned: await get<CartAbandonment>('/api/admin/analytics/cart-abandonment'),
  });

  /** Every event the feed consumes, as the outboxes hold them, in the order they were written. */
  async function feedEvents(): Promise<EventEnvelope[]> {
    const read = (service: ServiceName, names: string[]) =>
      t.db(service).query('SELECT id, name, payload, occurred_at FROM outbox WHERE name = ANY($1) ORDER BY seq', [names]);
    const rows = [...(await read('engagement', ['user-activity.recorded'])), ...(await read('commerce', ['cart.updated', 'order.paid']))] as {
      id: string;
      name: string;
      payload: unknown;
      occurred_at: Date;
    }[];
    return rows.map((r) => ({ id: r.id, name: r.name, occurredAt: new Date(r.occurred_at).toISOString(), source: 'test', payload: r.payload }));
  }

  async function deliver(event: EventEnvelope): Promise<boolean> {
    const f = feed();
    if (event.name === 'user-activity.recorded') return f.onActivityRecorded(event as never);
    if (event.name === 'cart.updated') return f.onCartUpdated(event as never);
    return f.onOrderPaid(event as never);
  }

  async function activity(agent: TestAgent, email: string, body: object) {
    await agent
      .post('/api/users/activity')
      .send({ email, ...body })
      .expect((res) => {
        if (res.status >= 300) throw new Error(`activity refused: ${res.status} ${res.text}`);
      });
  }

  beforeAll(async () => {
    t = await startTestShop({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
    admin = await t.admin();
    halfPan = await product({ name: 'Cobalt Blue Half Pan', category: 'Individual Colors', price: '6.50' });
    brush = await product({ name: 'Squirrel Mop', category: 'Brushes', price: '29', shipping: '4.50' });
  });

  afterAll(() => t?.close());

  it('answers only an admin: a shopper or a stranger is refused', async () => {
    for (const path of [
      '/api/analytics/overview',
      '/api/analytics/users',
      '/api/analytics/activity',
      '/api/admin/analytics/live-activity',
      '/api/admin/analytics/cart-abandonment',
      '/api/admin/lesson-analytics',
    ]) {
      const stranger = await t.client().get(path);
      expect([401, 403]).toContain(stranger.status);
      expect(stranger.body).toMatchObject({ statusCode: stranger.status, error: expect.any(String), message: expect.any(String) });
      const shopper = await (await t.shopper('nosy@example.com')).get(path);
      expect([401, 403]).toContain(shopper.status);
    }
  });

  it('an empty shop: zeros, 7 days of visitors, all 24 hours', async () => {
    const { overview, activity: a, live, abandoned } = await figures();
    expect(overview).toMatchObject({ totalProducts: 2, totalActivities: 0, uniqueVisitors30d: 0, totalRevenue: 0, averageSessionDuration: 0 });
    expect(a.dailyVisitors).toHaveLength(7);
    expect(a.dailyVisitors.every((d) => d.uniqueVisitors === 0)).toBe(true);
    expect(a.hourlyDistribution.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(live.summary).toEqual({ activeCartCount: 0, totalCartValue: 0, weeklyOrderCount: 0, weeklyRevenue: 0, dailyActiveUsers: 0 });
    expect(abandoned).toEqual({ summary: { abandonedCartCount: 0, totalAbandonedValue: 0 }, abandonedCarts: [] });
  });

  it('turns activities, carts and a paid order made through the APIs into the figures; replaying every event changes nothing; rebuilt from the outboxes they are the same', async () => {
    const ann = await t.verifiedShopper('ann@example.com');
    const bea = await t.verifiedShopper('bea@example.com');
    await activity(ann, 'ann@example.com', {
      activityType: 'page_view',
      pagePath: '/shop',
      timeSpent: 0,
      deviceUsed: 'mobile',
      metadata: { userAgent: CHROME },
    });
    await activity(ann, 'ann@example.com', {
      activityType: 'page_view',
      pagePath: '/learning',
      timeSpent: 30,
      deviceUsed: 'mobile',
      metadata: { userAgent: CHROME },
    });
    await activity(ann, 'ann@example.com', {
      activityType: 'page_view',
      pagePath: '/shop',
      timeSpent: 50,
      deviceUsed: 'mobile',
      metadata: { userAgent: CHROME },
    });
    await activity(bea, 'bea@example.com', {
      activityType: 'page_view',
      pagePath: '/shop',
      timeSpent: 0,
      deviceUsed: 'desktop',
      metadata: { userAgent: FIREFOX },
    });
    await activity(bea, 'bea@example.com', { activityType: 'page_view', pagePath: '/gallery', deviceUsed: 'desktop' });
    const lesson = { lessonId: randomUUID(), lessonTitle: 'Wet on Wet Skies', courseType: 'watercolor-beginner', weekNumber: 3 };
    await activity(ann, 'ann@example.com', { activityType: 'lesson_view', pagePath: '/learning', deviceUsed: 'mobile', metadata: lesson });
    await activity(bea, 'bea@example.com', { activityType: 'lesson_view', pagePath: '/learning', deviceUsed: 'desktop', metadata: lesson });
    await activity(bea, 'bea@example.com', {
      activityType: 'lesson_view',
      pagePath: '/learning',
      deviceUsed: 'desktop',
      metadata: { lessonId: 'x', lessonTitle: 'Made up', courseType: 'not-a-course', weekNumber: 3 },
    });

    // Ann keeps her cart; Bea buys hers and pays.
    await ann
      .post('/api/cart/save')
      .send({ userEmail: 'ann@example.com', cartItems: [{ id: `${halfPan.id}-half`, quantity: 2 }] })
      .expect(200);
    await bea
      .post('/api/cart/save')
      .send({ userEmail: 'bea@example.com', cartItems: [{ id: `${brush.id}-half`, quantity: 1 }] })
      .expect(200);
    const { body: checkout } = await bea.post('/api/checkout').send({ city: 'Miami', state: 'FL' }).expect(201);
    const paid = JSON.stringify({
      eventId: `evt-${randomUUID()}`,
      orderId: checkout.orderId,
      status: 'paid',
      amount: checkout.total,
      paymentId: 'PAY-1',
    });
    await t
      .client()
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('x-signature', `sha256=${sign(paid)}`)
      .send(paid)
      .expect(200);

    const live = await eventually(
      () => get<LiveActivity>('/api/admin/analytics/live-activity'),
      (l) => l.summary.weeklyOrderCount === 1 && l.summary.activeCartCount === 1,
    );
    expect(live.summary).toEqual({ activeCartCount: 1, totalCartValue: 13, weeklyOrderCount: 1, weeklyRevenue: checkout.total, dailyActiveUsers: 2 });
    expect(live.activeCarts).toEqual([
      {
        userEmail: 'ann@example.com',
        items: [{ name: expect.stringContaining('Cobalt Blue'), quantity: 2 }],
        updatedAt: expect.any(String),
        cartValue: 13,
        itemCount: 2,
        unverified: false,
      },
    ]);
    expect(live.recentOrders).toEqual([
      {
        customerEmail: 'bea@example.com',
        items: [{ name: expect.stringContaining('Squirrel Mop'), quantity: 1 }],
        itemCount: 1,
        orderDate: expect.any(String),
        total: checkout.total,
      },
    ]);

    const overview = await eventually(
      () => get<AnalyticsOverview>('/api/analytics/overview'),
      (o) => o.totalActivities === 8,
    );
    expect(overview).toMatchObject({
      totalUsers: expect.any(Number),
      totalRevenue: checkout.total,
      activeSubscribers: 0,
      uniqueVisitors30d: 2,
      totalPageViews30d: 5,
      averageSessionDuration: 40,
      totalActivities: 8,
      totalProducts: 2,
      totalLessons: expect.any(Number),
      totalPigments: expect.any(Number),
      totalGiveaways: 0,
    });
    expect(overview.totalUsers).toBeGreaterThanOrEqual(2);
    expect(overview.recentSignups).toBe(overview.totalUsers);

    const users = await get<UsersAnalytics>('/api/analytics/users');
    expect(users).toEqual({
      deviceBreakdown: [
        { device: 'desktop', count: 4 },
        { device: 'mobile', count: 4 },
      ],
      browserBreakdown: [
        { browser: 'Unknown', count: 4 },
        { browser: 'Chrome', count: 3 },
        { browser: 'Firefox', count: 1 },
      ],
      totalPageViews: 5,
      averageSessionDuration: 40,
    });

    const act = await get<ActivityAnalytics>('/api/analytics/activity');
    expect(act.topPages).toEqual([
      { page: '/shop', visits: 3 },
      { page: '/gallery', visits: 1 },
      { page: '/learning', visits: 1 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(act.dailyVisitors.at(-1)).toEqual({ date: today, uniqueVisitors: 2 });
    expect(act.hourlyDistribution.reduce((n, h) => n + h.count, 0)).toBe(8);
    expect(act.recentActivities).toHaveLength(8);
    expect(act.recentActivities[0]).toEqual({ activityType: expect.any(String), pagePath: expect.any(String), createdAt: expect.any(String) });

    const lessons = await get<LessonAnalytics>('/api/admin/lesson-analytics');
    expect(lessons).toEqual({
      totalViews: 2,
      uniqueUsers: 2,
      popularLessons: [{ lessonTitle: 'Wet on Wet Skies', courseType: 'watercolor-beginner', weekNumber: 3, viewCount: 2 }],
      viewsByCourse: [{ courseType: 'watercolor-beginner', viewCount: 2 }],
    });

    // Ann's cart, left for two hours, is potentially abandoned (docs/product/back-office.md §9: inactive 1+ hours).
    const [{ updated_at: savedAt }] = await t.db('admin-reporting').query("SELECT updated_at FROM live_carts WHERE email = 'ann@example.com'");
    await t.db('admin-reporting').query("UPDATE live_carts SET updated_at = now() - interval '2 hours 5 minutes' WHERE email = 'ann@example.com'");
    const abandoned = await get<CartAbandonment>('/api/admin/analytics/cart-abandonment');
    expect(abandoned.summary).toEqual({ abandonedCartCount: 1, totalAbandonedValue: 13 });
    expect(abandoned.abandonedCarts).toEqual([
      { email: 'ann@example.com', items: expect.stringMatching(/Cobalt Blue.* × 2$/), hoursAgo: 2, cartValue: 13, itemCount: 2 },
    ]);
    await t.db('admin-reporting').query("UPDATE live_carts SET updated_at = $1 WHERE email = 'ann@example.com'", [savedAt]);

    const before = await figures();
    const events = await feedEvents();
    // Ann's and Bea's saves, and Bea's cart emptied by commerce once her order was paid.
    expect(events.map((e) => e.name).sort()).toEqual(
      [...Array(3).fill('cart.updated'), 'order.paid', ...Array(8).fill('user-activity.recorded')].sort(),
    );

    // Redelivered: every consumer has seen each event already, and the figures stay as they were.
    for (const event of events) expect(await deliver(event)).toBe(false);
    expect(await figures()).toEqual(before);

    // Rebuilt: the read models emptied and the consumers' memory of what they saw forgotten (as a fresh
    // admin-reporting would be), every event replayed from the publishers' outboxes gives the same figures.
    const reporting = t.db('admin-reporting');
    await reporting.query(`TRUNCATE analytics_daily, analytics_visitor_days, analytics_visitors, analytics_pages, analytics_hours,
      analytics_devices, analytics_browsers, analytics_lesson_views, analytics_lesson_viewers, live_carts, live_orders`);
    await reporting.query(
      'UPDATE analytics_totals SET activities = 0, page_views = 0, time_spent_seconds = 0, timed_page_views = 0, lesson_views = 0',
    );
    await reporting.query("DELETE FROM processed_events WHERE consumer LIKE 'admin-reporting:analytics:%'");
    expect((await figures()).overview.totalActivities).toBe(0);
    for (const event of events) expect(await deliver(event)).toBe(true);
    expect(await figures()).toEqual(before);
  });

  it('an emptied cart leaves the active carts', async () => {
    const cy = await t.verifiedShopper('cy@example.com');
    await cy
      .post('/api/cart/save')
      .send({ userEmail: 'cy@example.com', cartItems: [{ id: `${brush.id}-half`, quantity: 3 }] })
      .expect(200);
    const has = (l: LiveActivity) => l.activeCarts.some((c) => c.userEmail === 'cy@example.com');
    expect(has(await eventually(() => get<LiveActivity>('/api/admin/analytics/live-activity'), has))).toBe(true);
    await cy.post('/api/cart/save').send({ userEmail: 'cy@example.com', cartItems: [] }).expect(200);
    expect(
      has(
        await eventually(
          () => get<LiveActivity>('/api/admin/analytics/live-activity'),
          (l) => !has(l),
        ),
      ),
    ).toBe(false);
  });

  it("shows the carts unverified sessions saved (labelled unverified) beside the account's; a paid or merged one leaves", async () => {
    const email = 'dee@example.com';
    const live = () => get<LiveActivity>('/api/admin/analytics/live-activity');
    const dees = (l: LiveActivity) => l.activeCarts.filter((c) => c.userEmail === email);
    const account = await t.verifiedShopper(email);
    await account
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${halfPan.id}-half`, quantity: 1 }] })
      .expect(200);
    // Most shoppers never verify: this session's cart is its own, apart from the account's.
    const unverified = await t.shopper(email);
    await unverified
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${brush.id}-half`, quantity: 2 }] })
      .expect(200);

    const both = await eventually(live, (l) => dees(l).length === 2);
    expect(dees(both)).toEqual(
      expect.arrayContaining([
        {
          userEmail: email,
          items: [{ name: expect.stringContaining('Squirrel Mop'), quantity: 2 }],
          updatedAt: expect.any(String),
          cartValue: 58,
          itemCount: 2,
          unverified: true,
        },
        {
          userEmail: email,
          items: [{ name: expect.stringContaining('Cobalt Blue'), quantity: 1 }],
          updatedAt: expect.any(String),
          cartValue: 6.5,
          itemCount: 1,
          unverified: false,
        },
      ]),
    );
    expect(both.summary.activeCartCount).toBe(both.activeCarts.length);

    // The unverified session checks out its own cart and the order is paid: that cart leaves, the account's stays.
    const { body: checkout } = await unverified.post('/api/checkout').send({ city: 'Miami', state: 'FL' }).expect(201);
    await admin.post(`/api/admin/orders/${checkout.orderId}/mark-paid`).send({}).expect(200);
    const paid = await eventually(live, (l) => dees(l).length === 1);
    expect(dees(paid)).toEqual([expect.objectContaining({ unverified: false, itemCount: 1 })]);

    // Another unverified session saves a cart, then is verified: its lines join the account's cart, one cart remains.
    const later = await t.shopper(email);
    await later
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${brush.id}-half`, quantity: 1 }] })
      .expect(200);
    await eventually(live, (l) => dees(l).some((c) => c.unverified));
    await later.post('/api/users/verification-code').send({}).expect(202);
    await later
      .post('/api/users/verify')
      .send({ code: lastCodeMailedTo(t.config.mailDir, email) })
      .expect(200);
    await later.get(`/api/cart/${email}`).expect(200); // its first touch once verified merges the carts
    const merged = await eventually(live, (l) => dees(l).length === 1 && dees(l)[0].itemCount === 2);
    expect(dees(merged)).toEqual([expect.objectContaining({ unverified: false, itemCount: 2 })]);
  });
});
