import 'reflect-metadata';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { Client } from 'pg';
import { connect, NatsConnection } from 'nats';
import type { ActivityAnalytics, AnalyticsOverview, LiveActivity, SalesOverview, UsersAnalytics } from '@shop/contracts';
import { CLUSTER_SERVICES, ClusterEnv, clusterEnv, ClusterProcess, deleteStream, startClusterService, startGateway } from '../support/cluster';
import { clusterInfra, ClusterInfra } from '../support/cluster-infra';
import { freePorts } from '../support/free-ports';
import { createTestDatabase } from '../support/test-database';
import { lastCodeMailedTo } from '../support/test-shop';

jest.setTimeout(240_000);

const WEBHOOK_SECRET = 'reporting-restart-webhook-secret';
const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

/** One workload: 20 shoppers, 5 paid orders and 50 page views each = 100 orders and 1,000 page views. */
const SHOPPERS = 20;
const ORDERS_EACH = 5;
const PAGE_VIEWS_EACH = 50;
/** Cart saves before each checkout. */
const CART_STEPS = 5;
const PAGES = ['/shop', '/learning', '/gallery', '/about', '/shop/brushes'];
const DEVICES = ['mobile', 'desktop', 'tablet'];
const USER_AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  'Mozilla/5.0 (X11; rv:121.0) Gecko/20100101 Firefox/121.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
];

/** kill -9: no shutdown hook runs. */
function kill(proc: ClusterProcess): Promise<void> {
  return new Promise((done) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return done();
    proc.child.once('exit', () => done());
    proc.child.kill('SIGKILL');
  });
}

interface Figures {
  overview: AnalyticsOverview;
  users: UsersAnalytics;
  activity: ActivityAnalytics;
  live: LiveActivity;
  sales: SalesOverview;
}

/**
 * Every count and sum the panels show, flattened to name → number, leaving out what depends on the clock rather than
 * on the events (which day or hour a figure falls in, relative times): those are summed over their buckets instead.
 */
function countsOf(f: Figures): Record<string, number> {
  const out: Record<string, number> = {};
  const o = f.overview;
  for (const key of [
    'totalUsers',
    'activeSubscribers',
    'totalRevenue',
    'recentSignups',
    'uniqueVisitors30d',
    'totalPageViews30d',
    'totalActivities',
    'totalProducts',
    'totalLessons',
    'totalPigments',
    'totalGiveaways',
  ] as const)
    out[`overview.${key}`] = o[key];
  for (const d of f.users.deviceBreakdown) out[`users.device.${d.device}`] = d.count;
  for (const b of f.users.browserBreakdown) out[`users.browser.${b.browser}`] = b.count;
  out['users.totalPageViews'] = f.users.totalPageViews;
  for (const p of f.activity.topPages) out[`activity.page.${p.page}`] = p.visits;
  out['activity.dailyVisitors(sum)'] = f.activity.dailyVisitors.reduce((n, d) => n + d.uniqueVisitors, 0);
  out['activity.hourlyDistribution(sum)'] = f.activity.hourlyDistribution.reduce((n, h) => n + h.count, 0);
  for (const [key, value] of Object.entries(f.live.summary)) out[`live.${key}`] = value;
  out['live.activeCarts.items'] = f.live.activeCarts.reduce((n, c) => n + c.itemCount, 0);
  for (const key of ['totalRevenue', 'totalOrders', 'referralRevenue', 'subscriptionRevenue'] as const) out[`sales.${key}`] = f.sales.totals[key];
  for (const p of f.sales.topProducts) {
    out[`sales.product.${p.name}.quantity`] = p.quantity;
    out[`sales.product.${p.name}.revenue`] = p.revenue;
    out[`sales.product.${p.name}.orders`] = p.orders;
  }
  for (const t of f.sales.salesByType) {
    out[`sales.type.${t.saleType}.revenue`] = t.revenue;
    out[`sales.type.${t.saleType}.orders`] = t.orders;
  }
  out['sales.byDay.revenue(sum)'] = f.sales.salesByDay.reduce((n, d) => n + d.revenue, 0);
  out['sales.byDay.orders(sum)'] = f.sales.salesByDay.reduce((n, d) => n + d.orders, 0);
  return out;
}

/** Field by field, later − earlier, in cents-safe rounding (money has two decimals). */
function delta(earlier: Record<string, number>, later: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of new Set([...Object.keys(earlier), ...Object.keys(later)])) {
    out[key] = Math.round(((later[key] ?? 0) - (earlier[key] ?? 0)) * 100) / 100;
  }
  return out;
}

/**
 * docs/product/back-office.md "Analytics", docs/architecture.md "The picture" (replayed events rebuild the same figures):
 * admin-reporting stopped (killed), 100 orders placed
 * and paid and 1,000 page views recorded meanwhile, and started again, shows exactly the figures it would had it never
 * stopped. The control is the identical workload run once with admin-reporting up: both must move every count and sum
 * by the same amounts.
 */
describe('admin-reporting stopped and started again', () => {
  let infra: ClusterInfra;
  let env: ClusterEnv;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let sql: Client;
  let nc: NatsConnection;
  const services = new Map<string, ClusterProcess>();
  const gateways: ClusterProcess[] = [];
  // Taken from the operating system right before the gateway starts: a random number can land on a port in use.
  let port = 0;
  const gateway = () => request.agent(`http://localhost:${port}`);
  let admin: TestAgent;
  let products: { id: string }[];

  beforeAll(async () => {
    infra = await clusterInfra();
    database = await createTestDatabase(infra.databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-reporting-'));
    // The payment provider's webhook marks orders paid; behind a proxy, each shopper comes from her own address as 20
    // real browsers would (the activity limit is 120 a minute per IP).
    const settings = { ...clusterEnv(infra.natsUrl, database.url, dataDir), PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET, TRUST_PROXY: 'true' };
    env = settings;
    for (const name of CLUSTER_SERVICES) services.set(name, await startClusterService(name, env));
    [port] = await freePorts(1);
    gateways.push(await startGateway(env, port));
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    nc = await connect({ servers: env.NATS_URL });

    admin = gateway();
    await admin.post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(200);
    const product = async (name: string, category: string, price: string) => {
      const res = await admin.post('/api/products').field('name', name).field('category', category).field('price', price).expect(201);
      return res.body as { id: string };
    };
    products = [await product('Cobalt Blue Half Pan', 'Individual Colors', '6.50'), await product('Squirrel Mop', 'Brushes', '29')];
  });

  afterAll(async () => {
    await nc?.close();
    await sql?.end();
    await Promise.all([...gateways, ...services.values()].map((p) => p.stop()));
    await database?.drop();
    if (env) await deleteStream(env);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await infra?.stop();
  });

  async function figures(): Promise<Figures> {
    const get = async <T>(url: string): Promise<T> => (await admin.get(url).expect(200)).body as T;
    return {
      overview: await get<AnalyticsOverview>('/api/analytics/overview'),
      users: await get<UsersAnalytics>('/api/analytics/users'),
      activity: await get<ActivityAnalytics>('/api/analytics/activity'),
      live: await get<LiveActivity>('/api/admin/analytics/live-activity'),
      sales: await get<SalesOverview>('/api/admin/sales-overview?range=all&saleType=all'),
    };
  }

  async function eventually(what: string, probe: () => Promise<string | null>, timeoutMs = 90_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const notYet = await probe();
      if (notYet === null) return;
      if (Date.now() > until) throw new Error(`${what} not within ${timeoutMs / 1000} s: ${notYet}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Every service's outbox has published all it holds to JetStream. */
  const outboxesPublished = () =>
    eventually('outboxes published', async () => {
      const { rows: outboxes } = await sql.query(`SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox'`);
      let unpublished = 0;
      for (const { table_schema: schema } of outboxes) {
        unpublished += (await sql.query(`SELECT count(*)::int AS n FROM "${schema}".outbox WHERE published_at IS NULL`)).rows[0].n;
      }
      return unpublished === 0 ? null : `${unpublished} unpublished outbox rows`;
    });

  /** Events stored in the stream that admin-reporting's durable consumers have not yet had acknowledged. */
  async function waitingForReporting(): Promise<{ consumers: number; events: number }> {
    const jsm = await nc.jetstreamManager();
    const consumers = (await jsm.consumers.list(`${env.BUS_PREFIX}_EVENTS`).next()).filter((c) => c.name.startsWith('admin-reporting_'));
    return { consumers: consumers.length, events: consumers.reduce((n, c) => n + c.num_pending + c.num_ack_pending, 0) };
  }

  /**
   * Caught up, judged without knowing the answer: every outbox has published all it holds, and every one of
   * admin-reporting's durable consumers has nothing left to deliver nor awaiting its acknowledgement.
   */
  async function caughtUp(): Promise<void> {
    await outboxesPublished();
    await eventually('admin-reporting caught up', async () => {
      const waiting = await waitingForReporting();
      return waiting.consumers > 0 && waiting.events === 0 ? null : `${waiting.events} events waiting for ${waiting.consumers} consumers`;
    });
  }

  async function verifiedShopper(email: string, ip: string): Promise<TestAgent> {
    const agent = gateway();
    agent.set('X-Forwarded-For', ip);
    await agent.post('/api/users').send({ email }).expect(200);
    await agent.post('/api/users/verification-code').send({}).expect(202);
    await agent
      .post('/api/users/verify')
      .send({ code: lastCodeMailedTo(path.join(dataDir, 'mail'), email) })
      .expect(200);
    return agent;
  }

  /**
   * 20 new shoppers; each places and pays 5 orders (cart saved 5 times, checkout, the payment provider's webhook) between her
   * 50 page views; every other one leaves a last cart unpaid. Paid through the provider's webhook, not the admin's
   * mark-paid: an admin write needs its audit entry, which admin-reporting records, so no admin writes while it is down.
   * Returns the sum of the 100 checkout totals.
   */
  async function workload(run: string, runIndex: number): Promise<number> {
    let revenue = 0;
    await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, i) => {
        const email = `${run}-shopper-${i}@example.com`;
        const shopper = await verifiedShopper(email, `10.${runIndex}.0.${i + 1}`);
        const view = async (n: number) => {
          await shopper
            .post('/api/users/activity')
            .send({
              email,
              activityType: 'page_view',
              pagePath: PAGES[n % PAGES.length],
              timeSpent: (n % 4) * 15,
              deviceUsed: DEVICES[(i + n) % DEVICES.length],
              metadata: { userAgent: USER_AGENTS[n % USER_AGENTS.length] },
            })
            .expect(200);
        };
        const viewsPerOrder = PAGE_VIEWS_EACH / ORDERS_EACH;
        for (let order = 0; order < ORDERS_EACH; order++) {
          for (let n = order * viewsPerOrder; n < (order + 1) * viewsPerOrder; n++) await view(n);
          // The web app saves the cart at every change: the order's line is added one unit at a time.
          for (let quantity = 1; quantity <= CART_STEPS; quantity++) {
            const cartItems = [{ id: `${products[(i + order) % 2].id}-half`, quantity: quantity + ((i + order) % 3) }];
            await shopper.post('/api/cart/save').send({ userEmail: email, cartItems }).expect(200);
          }
          const { body: checkout } = await shopper.post('/api/checkout').send({ city: 'Miami', state: 'FL' }).expect(201);
          const paid = JSON.stringify({
            eventId: `evt-${randomUUID()}`,
            orderId: checkout.orderId,
            status: 'paid',
            amount: checkout.total,
            paymentId: `PAY-${run}-${i}-${order}`,
          });
          await gateway()
            .post('/api/payments/webhook')
            .set('content-type', 'application/json')
            .set('x-signature', `sha256=${sign(paid)}`)
            .send(paid)
            .expect(200);
          revenue += Math.round(checkout.total * 100);
        }
        if (i % 2 === 0) {
          await shopper
            .post('/api/cart/save')
            .send({ userEmail: email, cartItems: [{ id: `${products[0].id}-half`, quantity: 2 }] })
            .expect(200);
        }
      }),
    );
    return revenue / 100;
  }

  it('shows exactly the figures of a never-stopped run after 100 orders and 1,000 page views made while it was down', async () => {
    await caughtUp();
    const a = await figures();

    // Control: the workload with admin-reporting up.
    const controlRevenue = await workload('up', 1);
    await caughtUp();
    const b = await figures();
    const control = delta(countsOf(a), countsOf(b));
    // The control moved what the workload did.
    expect(control).toMatchObject({
      'overview.totalUsers': SHOPPERS,
      'overview.totalPageViews30d': 1_000,
      'overview.totalActivities': 1_000,
      'overview.totalRevenue': controlRevenue,
      'users.totalPageViews': 1_000,
      'live.weeklyOrderCount': 100,
      'live.weeklyRevenue': controlRevenue,
      'live.activeCartCount': SHOPPERS / 2,
      'live.dailyActiveUsers': SHOPPERS,
      'sales.totalOrders': 100,
      'sales.totalRevenue': controlRevenue,
    });

    // The same workload with admin-reporting killed, then started again.
    await kill(services.get('admin-reporting')!);
    const downRevenue = await workload('down', 2);
    expect(downRevenue).toBe(controlRevenue);
    // What it missed waits in JetStream for its durable consumers.
    await outboxesPublished();
    expect((await waitingForReporting()).events).toBeGreaterThanOrEqual(1_000 + 100);
    services.set('admin-reporting', await startClusterService('admin-reporting', env));
    await caughtUp();
    const c = await figures();

    expect(delta(countsOf(b), countsOf(c))).toEqual(control);
    // The averages: a = no activity and no sale yet, so twice the same workload keeps each average as it was after one.
    expect(a.overview.totalActivities).toBe(0);
    expect(a.sales.totals.totalOrders).toBe(0);
    expect(c.overview.averageSessionDuration).toBe(b.overview.averageSessionDuration);
    expect(c.users.averageSessionDuration).toBe(b.users.averageSessionDuration);
    expect(c.sales.totals.averageOrderValue).toBe(b.sales.totals.averageOrderValue);
    // The carts left open are those of the shoppers who left one, not a paid order's cart come back.
    expect(c.live.activeCarts.map((cart) => cart.userEmail).sort()).toEqual(
      Array.from({ length: SHOPPERS }, (_, i) => i)
        .filter((i) => i % 2 === 0)
        .flatMap((i) => [`up-shopper-${i}@example.com`, `down-shopper-${i}@example.com`])
        .sort(),
    );
  });
});
