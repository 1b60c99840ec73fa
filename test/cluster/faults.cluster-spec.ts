import 'reflect-metadata';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { Client } from 'pg';
import { connect, NatsConnection } from 'nats';
import { CLUSTER_SERVICES, ClusterEnv, clusterEnv, ClusterProcess, startClusterService, killProcess, startGateway } from '../support/cluster';
import { freePorts } from '../support/free-ports';
import { OwnNats, OwnPostgres, startOwnNats, startOwnPostgres } from '../support/own-servers';
import { createTestDatabase } from '../support/test-database';
import { lastCodeMailedTo } from '../support/test-shop';
import { sleep, until } from '../support/until';

/**
 * Bounded: one cluster (five services, one gateway) on a NATS and a PostgreSQL this file starts for itself; each step
 * sends tens of requests, a few hundred at most; the whole file takes about two to three minutes on two cores.
 */
jest.setTimeout(300_000);

const HOUR = 3_600_000;
const WEBHOOK_SECRET = 'faults-webhook-secret';
const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
/** A request that gets no answer within this is a hang: the gateway must answer 503 after its 5 s bus timeout. */
const NO_HANG_MS = 9_000;
/** Between two attempts of one simulated client (keeps every client under the per-session rate limits). */
const PAUSE_MS = 400;

/** SIGTERM, and -9 if it has not gone in 15 s (a teardown never hangs). */
async function stopOrKill(proc: ClusterProcess): Promise<void> {
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 15_000);
  await proc.stop();
  clearTimeout(timer);
}

/** The gateway's answer while a service (or the bus) is away: 503 in the error shape, nothing more. */
function expectUnavailable(res: request.Response): void {
  expect({ status: res.status, body: res.body }).toEqual({
    status: 503,
    body: { statusCode: 503, error: 'Service Unavailable', message: expect.any(String), code: 'SERVICE_UNAVAILABLE' },
  });
}

const is2xx = (status: number) => status >= 200 && status < 300;

/**
 * docs/architecture.md "Faults": every service killed with -9 in the middle of its own flow and started again, with the
 * same gateway throughout; then the NATS server and the PostgreSQL server themselves restarted under the running
 * processes. Nothing a client was told succeeded is lost, nothing is done twice, and meanwhile the gateway answers 503.
 */
describe('faults: services killed mid-flow, NATS and PostgreSQL restarted', () => {
  let nats: OwnNats;
  let postgres: OwnPostgres;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: ClusterEnv;
  let dataDir: string;
  let sql: Client;
  let nc: NatsConnection;
  let port: number;
  const services = new Map<string, ClusterProcess>();
  let gatewayProcess: ClusterProcess;
  const gateway = () => request.agent(`http://127.0.0.1:${port}`);
  let admin: TestAgent;
  let productId: string;
  let dealId: string;
  let giveawayId: string;
  /** Every order a checkout answered 201 for, and every page view answered 201, over the whole file. */
  const orderIds: string[] = [];
  /** Each order's total as its checkout answered it (paying needs it, and the admin's order read needs admin-reporting). */
  const totals = new Map<string, number>();
  let pageViews = 0;
  let ipCounter = 0;

  beforeAll(async () => {
    const [natsPort, pgPort, gatewayPort] = await freePorts(3);
    port = gatewayPort;
    nats = await startOwnNats(natsPort);
    postgres = await startOwnPostgres(pgPort);
    database = await createTestDatabase(postgres.url);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-faults-'));
    env = { ...clusterEnv(nats.url, database.url, dataDir), PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET, TRUST_PROXY: 'true' } as ClusterEnv;
    for (const name of CLUSTER_SERVICES) services.set(name, await startClusterService(name, env));
    gatewayProcess = await startGateway(env, port);
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    nc = await connect({ servers: nats.url, maxReconnectAttempts: -1 });

    admin = gateway();
    await admin.post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(200);
    productId = (
      await admin
        .post('/api/products')
        .field('name', 'Cobalt Blue Half Pan')
        .field('category', 'Individual Colors')
        .field('price', '6.50')
        .expect(201)
    ).body.id;
    dealId = (
      await admin
        .post('/api/admin/daily-deals')
        .send({
          title: 'Fault deal',
          originalPrice: 20,
          salePrice: 15,
          quantity: 500,
          maxPerShopper: 500,
          status: 'active',
          startDate: new Date(Date.now() - HOUR).toISOString(),
          endDate: new Date(Date.now() + 24 * HOUR).toISOString(),
        })
        .expect(201)
    ).body.id;
    giveawayId = (
      await admin
        .post('/api/giveaways')
        .send({
          title: 'Fault giveaway',
          question: 'Your favourite pigment?',
          startDate: new Date(Date.now() - HOUR).toISOString(),
          endDate: new Date(Date.now() + 24 * HOUR).toISOString(),
        })
        .expect(201)
    ).body.id;
  });

  afterAll(async () => {
    await nc?.close().catch(() => undefined);
    await sql?.end().catch(() => undefined);
    // A process this file killed has exited already (with a signal, not a code): stop() is for the running ones.
    await Promise.all(
      [gatewayProcess, ...services.values()].filter((p) => p && p.child.exitCode === null && p.child.signalCode === null).map(stopOrKill),
    );
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await postgres?.dispose();
    await nats?.dispose();
  });

  /** A new session of the shopper, from an address of its own. */
  async function signedIn(email: string): Promise<TestAgent> {
    const agent = gateway();
    agent.set('X-Forwarded-For', `10.9.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`);
    await agent.post('/api/users').send({ email }).expect(200);
    return agent;
  }

  async function verifiedShopper(email: string): Promise<TestAgent> {
    const agent = await signedIn(email);
    await agent.post('/api/users/verification-code').send({}).expect(202);
    await agent
      .post('/api/users/verify')
      .send({ code: lastCodeMailedTo(path.join(dataDir, 'mail'), email) })
      .expect(200);
    return agent;
  }

  async function restart(name: string): Promise<void> {
    services.set(name, await startClusterService(name, env));
  }

  /**
   * `workers` clients each repeat `attempt` (PAUSE_MS apart) until it says it is done or the fault is over; once some
   * attempts went through and while one is under way, `name` is killed with -9, `probe` must be answered 503 in the error shape, and the service
   * starts again. The clients go on until each has had `afterRestart` more successes. Returns every status seen.
   */
  async function killDuring(
    name: string,
    workers: number,
    attempt: (worker: number) => Promise<number | 'done'>,
    probe: () => Promise<request.Response>,
  ): Promise<number[]> {
    const statuses: number[] = [];
    const finished = new Set<number>();
    let over = false;
    let okAfterRestart: number | null = null;
    let inFlight = 0;
    const ok = () => statuses.filter(is2xx).length;
    const running = Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        while (!over) {
          inFlight++;
          const status = await attempt(w).finally(() => inFlight--);
          if (status === 'done') break;
          statuses.push(status);
          await sleep(PAUSE_MS);
        }
        finished.add(w);
      }),
    );
    // Killed with a request of the flow under way, once some went through.
    await until(
      async () => (ok() >= Math.min(workers, 3) && inFlight > 0) || finished.size === workers,
      `requests through before ${name} is killed`,
      60_000,
    );
    expect(finished.size).toBeLessThan(workers);
    await killProcess(services.get(name)!);
    expectUnavailable(await probe());
    await restart(name);
    okAfterRestart = ok();
    await until(async () => finished.size === workers || ok() >= okAfterRestart! + workers, `requests through after ${name} is back`, 60_000);
    over = true;
    await running;
    return statuses;
  }

  /** One checkout of a product line and a deal unit; answers its status and keeps the order id of a 201. */
  async function checkout(shopper: TestAgent): Promise<number> {
    const res = await shopper
      .post('/api/checkout')
      .timeout(NO_HANG_MS)
      .send({
        city: 'Miami',
        state: 'FL',
        items: [
          { id: `${productId}-half`, quantity: 2 },
          { id: `deal-${dealId}`, type: 'deal', quantity: 1 },
        ],
      });
    if (res.status === 201) {
      orderIds.push(res.body.orderId);
      totals.set(res.body.orderId, res.body.total);
    }
    return res.status;
  }

  /** The provider's notice for exactly the order's total (a notice for another amount pays nothing). */
  async function pay(orderId: string): Promise<void> {
    const paid = JSON.stringify({
      eventId: `evt-${randomUUID()}`,
      orderId,
      status: 'paid',
      amount: totals.get(orderId),
      paymentId: `PAY-${orderId}`,
    });
    await gateway()
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('x-signature', `sha256=${sign(paid)}`)
      .send(paid)
      .expect(200);
  }

  /** `count` page views from as many addresses as the activity limit (120 a minute per address) needs. */
  async function recordPageViews(count: number): Promise<void> {
    await Promise.all(
      Array.from({ length: Math.ceil(count / 50) }, async (_, chunk) => {
        const email = `viewer-${randomUUID()}@example.com`;
        const viewer = gateway();
        viewer.set('X-Forwarded-For', `10.8.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`);
        await viewer.post('/api/users').send({ email }).expect(200);
        for (let n = chunk * 50; n < Math.min(count, (chunk + 1) * 50); n++) {
          await viewer
            .post('/api/users/activity')
            .send({ email, activityType: 'page_view', pagePath: '/shop', timeSpent: 10, deviceUsed: 'desktop' })
            .expect(200);
          pageViews++;
        }
      }),
    );
  }

  /** Commerce's own tally: every order a client was told about is there, and each deal unit is held by exactly one order line. */
  async function expectOrdersIntact(): Promise<void> {
    const { rows: found } = await sql.query(`SELECT id FROM commerce.orders WHERE id = ANY($1::uuid[])`, [orderIds]);
    expect(found).toHaveLength(orderIds.length);
    const {
      rows: [deal],
    } = await sql.query(
      `
      SELECT d.sold_count AS sold,
        (SELECT coalesce(sum((line->>'quantity')::int), 0)::int FROM commerce.orders o, jsonb_array_elements(o.items) line
          WHERE o.status IN ('pending', 'paid', 'processing', 'shipped', 'completed') AND line->>'id' = 'deal-' || d.id::text) AS held
      FROM commerce.daily_deals d WHERE d.id = $1`,
      [dealId],
    );
    expect(deal.sold).toBe(deal.held);
  }

  /** Every outbox has published what it holds, and admin-reporting's durable consumers have nothing left to take. */
  async function reportingCaughtUp(timeoutMs = 90_000): Promise<void> {
    await until(
      async () => {
        const { rows: outboxes } = await sql.query(`SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox'`);
        for (const { table_schema: schema } of outboxes) {
          if ((await sql.query(`SELECT count(*)::int AS n FROM "${schema}".outbox WHERE published_at IS NULL`)).rows[0].n > 0) return false;
        }
        return (await reportingBacklog()) === 0;
      },
      'outboxes published and admin-reporting caught up',
      timeoutMs,
    );
  }

  async function reportingBacklog(): Promise<number> {
    const jsm = await nc.jetstreamManager();
    const consumers = (await jsm.consumers.list(`${env.BUS_PREFIX}_EVENTS`).next()).filter((c) => c.name.startsWith('admin-reporting_'));
    return consumers.length === 0 ? -1 : consumers.reduce((n, c) => n + c.num_pending + c.num_ack_pending, 0);
  }

  /** What admin-reporting counts, against what the clients were told: every paid order and page view once. */
  async function expectReportingExact(): Promise<void> {
    await reportingCaughtUp();
    const {
      rows: [paid],
    } = await sql.query(`SELECT count(*)::int AS n, coalesce(sum(total_cents), 0)::int AS cents
      FROM commerce.orders WHERE status = 'paid'`);
    const overview = (await admin.get('/api/analytics/overview').expect(200)).body;
    const sales = (await admin.get('/api/admin/sales-overview?range=all&saleType=all').expect(200)).body;
    expect({ activities: overview.totalActivities, orders: sales.totals.totalOrders, revenue: Math.round(sales.totals.totalRevenue * 100) }).toEqual({
      activities: pageViews,
      orders: paid.n,
      revenue: paid.cents,
    });
  }

  it('commerce killed during a burst of checkouts with a deal line: every 201 order kept, deal units counted once', async () => {
    // A session holds at most 3 unpaid orders (docs/rules.md §7): each of the 4 workers checks out twice from one of its
    // shopper's sessions, then from the next, which leaves room for an order its request under way at the kill placed unanswered.
    const sessions = await Promise.all(
      Array.from({ length: 4 }, (_, i) => Promise.all(Array.from({ length: 5 }, () => signedIn(`buyer-${i}@example.com`)))),
    );
    const prober = await signedIn('buyer-probe@example.com');
    const placed = sessions.map(() => 0);
    const buy = async (w: number): Promise<number | 'done'> => {
      const session = sessions[w][Math.floor(placed[w] / 2)];
      if (!session) return 'done';
      const status = await checkout(session);
      if (status === 201) placed[w]++;
      return status;
    };
    const statuses = await killDuring('commerce', sessions.length, buy, () =>
      prober
        .post('/api/checkout')
        .timeout(NO_HANG_MS)
        .send({ city: 'Miami', state: 'FL', items: [{ id: `deal-${dealId}`, type: 'deal', quantity: 1 }] }),
    );
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    await expectOrdersIntact();
    // The deal as shoppers see it counts the same units.
    const listed = (await gateway().get('/api/daily-deals').expect(200)).body as { id: string; soldCount: number }[];
    const {
      rows: [deal],
    } = await sql.query(`SELECT sold_count FROM commerce.daily_deals WHERE id = $1`, [dealId]);
    expect(listed.find((d) => d.id === dealId)!.soldCount).toBe(deal.sold_count);
  });

  it('commerce, then engagement, killed during credit spends: each spend ends as its tickets or its refund, ledgers sum', async () => {
    const emails = Array.from({ length: 4 }, (_, i) => `spender-${i}@example.com`);
    const shoppers = await Promise.all(emails.map(verifiedShopper));
    for (const email of emails) await admin.post('/api/admin/credits/add').send({ userEmail: email, credits: 200 }).expect(201);
    // Credits buy tickets only in a giveaway she has entered (docs/rules.md §8).
    for (const [i, shopper] of shoppers.entries()) {
      await shopper.post(`/api/giveaways/${giveawayId}/enter`).send({ userEmail: emails[i], answer: 'Cobalt teal' }).expect(201);
    }
    const spendIds: string[] = [];
    const spend = async (w: number) => {
      const res = await shoppers[w]
        .post('/api/credits/spend')
        .timeout(NO_HANG_MS)
        .send({ userEmail: emails[w], credits: 1 + (w % 2), giveawayId });
      if (res.status === 201) spendIds.push(res.body.spendId);
      return res.status;
    };
    const statuses = [
      ...(await killDuring('commerce', shoppers.length, spend, () =>
        shoppers[0].post('/api/credits/spend').timeout(NO_HANG_MS).send({ userEmail: emails[0], credits: 1, giveawayId }),
      )),
      ...(await killDuring('engagement', shoppers.length, spend, () => shoppers[1].get(`/api/giveaways/${giveawayId}/entries`).timeout(NO_HANG_MS))),
    ];
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);

    const outcome = async () =>
      (
        await sql.query(`
      WITH spends AS (
        SELECT source_id AS spend_id, -amount AS credits FROM commerce.credit_transactions WHERE source = 'giveaway'
      ), settled AS (
        SELECT s.*,
          (SELECT count(*)::int FROM engagement.giveaway_tickets t
            WHERE t.source = 'credit' AND t.source_id IN (SELECT md5(s.spend_id || ':' || n)::uuid FROM generate_series(1, s.credits) n)) AS tickets,
          (SELECT coalesce(sum(amount), 0)::int FROM commerce.credit_transactions r WHERE r.source = 'refund' AND r.source_id = s.spend_id) AS refunded
        FROM spends s
      )
      SELECT count(*)::int AS spends,
        count(*) FILTER (WHERE (tickets = credits AND refunded = 0) OR (tickets = 0 AND refunded = credits))::int AS settled,
        coalesce(sum(credits), 0)::int AS spent, coalesce(sum(refunded), 0)::int AS refunded,
        array_agg(spend_id) AS ids
      FROM settled`)
      ).rows[0] as { spends: number; settled: number; spent: number; refunded: number; ids: string[] };
    const result = await until(
      async () => {
        const r = await outcome();
        return r.settled === r.spends ? r : null;
      },
      'every spend settled',
      60_000,
    );
    // Every spend a client was told about is in the ledger (and ran its saga once).
    expect(spendIds.filter((id) => !result.ids.includes(id))).toEqual([]);
    const {
      rows: [tickets],
    } = await sql.query(`SELECT count(*)::int AS n FROM engagement.giveaway_tickets WHERE source = 'credit'`);
    expect(tickets.n).toBe(result.spent - result.refunded);
    const { rows: balances } = await sql.query(
      `
      SELECT b.credits, (SELECT sum(amount)::int FROM commerce.credit_transactions t WHERE t.email = b.email) AS ledger
      FROM commerce.credit_balances b WHERE b.email = ANY($1)`,
      [emails],
    );
    expect(balances).toHaveLength(emails.length);
    for (const balance of balances) expect(balance.credits).toBe(balance.ledger);
  });

  it('engagement killed during giveaway entries: one entry per e-mail, every 201 kept', async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `entrant-${i}@example.com`);
    const shoppers = await Promise.all(emails.map(verifiedShopper));
    const entered = new Map<number, number>();
    const statuses = await killDuring(
      'engagement',
      shoppers.length,
      async (w) => {
        if (entered.has(w)) return 'done';
        await sleep(w * 150);
        const res = await shoppers[w]
          .post(`/api/giveaways/${giveawayId}/enter`)
          .timeout(NO_HANG_MS)
          .send({ userEmail: emails[w], answer: `Cobalt ${w}` });
        // A 503 leaves her to try again; 409 "Already Entered" is what a retry of an entry stored before the kill gets.
        if (res.status === 201 || res.status === 409) entered.set(w, res.status);
        return res.status;
      },
      () => shoppers[0].post(`/api/giveaways/${giveawayId}/enter`).timeout(NO_HANG_MS).send({ userEmail: emails[0], answer: 'probe' }),
    );
    expect(statuses.filter((s) => s !== 201 && s !== 409 && s !== 503)).toEqual([]);
    expect(entered.size).toBe(emails.length);
    const { rows } = await sql.query(
      `SELECT user_email, count(*)::int AS n FROM engagement.giveaway_entries
      WHERE giveaway_id = $1 AND user_email = ANY($2) GROUP BY user_email`,
      [giveawayId, emails],
    );
    expect(rows.map((r) => r.user_email).sort()).toEqual([...emails].sort());
    expect(rows.every((r) => r.n === 1)).toBe(true);
    // And each holds her one answer ticket.
    const {
      rows: [answerTickets],
    } = await sql.query(
      `SELECT count(*)::int AS n FROM engagement.giveaway_tickets
      WHERE giveaway_id = $1 AND source = 'answer' AND user_email = ANY($2)`,
      [giveawayId, emails],
    );
    expect(answerTickets.n).toBe(emails.length);
  });

  it('chat killed during chat messages: every 201 message stored once, in order', async () => {
    const visitor = await verifiedShopper('talker@example.com');
    const { body: started } = await visitor.post('/api/chat/sessions').send({ message: 'Hello' }).expect(201);
    const sessionId = started.session.id as string;
    const sent: string[] = [];
    let n = 0;
    const statuses = await killDuring(
      'chat',
      1,
      async () => {
        if (n >= 24) return 'done';
        const text = `message ${++n}`;
        const res = await visitor.post(`/api/chat/session/${sessionId}/messages`).timeout(NO_HANG_MS).send({ message: text });
        if (res.status === 201) sent.push(text);
        return res.status;
      },
      () => visitor.get(`/api/chat/session/${sessionId}/messages`).timeout(NO_HANG_MS),
    );
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    const stored = ((await visitor.get(`/api/chat/session/${sessionId}/messages`).expect(200)).body as { message: string }[]).map((m) => m.message);
    // No message twice; every acknowledged one there, in the order sent (one the kill cut off may or may not be).
    expect(new Set(stored).size).toBe(stored.length);
    expect(stored.filter((m) => sent.includes(m))).toEqual(sent);
    expect(stored[0]).toBe('Hello');
  });

  it('admin-reporting killed while its consumers catch up: every paid order and page view counted once', async () => {
    await reportingCaughtUp();
    await killProcess(services.get('admin-reporting')!);
    expectUnavailable(await admin.get('/api/analytics/overview').timeout(NO_HANG_MS));
    // Meanwhile: the orders of the first step are paid and page views recorded; their events wait in JetStream.
    for (const orderId of orderIds) await pay(orderId);
    await recordPageViews(200);
    await until(async () => (await reportingBacklog()) >= 200, 'events waiting for admin-reporting');
    await restart('admin-reporting');
    // Killed again as soon as it has taken some, not all, of what waits for it.
    const before = await reportingBacklog();
    await until(
      async () => {
        const left = await reportingBacklog();
        return left < before;
      },
      'admin-reporting catching up',
      30_000,
    );
    await killProcess(services.get('admin-reporting')!);
    await restart('admin-reporting');
    await expectReportingExact();
  });

  /** After an infrastructure restart: every service answers again, checkouts and payments work, nothing lost or doubled. */
  async function expectServingAgain(shopper: TestAgent) {
    await until(async () => (await gateway().get('/api/health').timeout(NO_HANG_MS)).status === 200, 'every service answering again', 60_000);
    for (let i = 0; i < 3; i++) expect(await checkout(shopper)).toBe(201);
    for (const orderId of orderIds.slice(-3)) await pay(orderId);
    await recordPageViews(20);
    await expectOrdersIntact();
    await expectReportingExact();
  }

  it('catalog killed: every cart route that needs its prices answers 503 in the error shape, never 500; then 2xx again', async () => {
    const email = `catalog-down-${randomUUID()}@example.com`;
    const shopper = await signedIn(email);
    const items = [{ id: `${productId}-half`, quantity: 1 }];
    const cartRoutes: [string, () => request.Test][] = [
      ['POST /api/cart/quote', () => shopper.post('/api/cart/quote').send({ items })],
      ['POST /api/cart/save', () => shopper.post('/api/cart/save').send({ userEmail: email, cartItems: items })],
      ['GET /api/cart/{email}', () => shopper.get(`/api/cart/${email}`)],
      ['POST /api/checkout', () => shopper.post('/api/checkout').send({ city: 'Miami', state: 'FL', items })],
    ];
    await shopper.post('/api/cart/save').send({ userEmail: email, cartItems: items }).expect(200);
    await killProcess(services.get('catalog')!);
    for (const [route, call] of cartRoutes) {
      const res = await call().timeout(NO_HANG_MS);
      expect({ route, status: res.status, code: res.body.code }).toEqual({ route, status: 503, code: 'SERVICE_UNAVAILABLE' });
      expectUnavailable(res);
    }
    await restart('catalog');
    for (const [route, call] of cartRoutes) {
      const res = await call().timeout(NO_HANG_MS);
      expect({ route, ok: is2xx(res.status) }).toEqual({ route, ok: true });
      if (route === 'POST /api/checkout') {
        orderIds.push(res.body.orderId);
        totals.set(res.body.orderId, res.body.total);
      }
    }
  });

  it('survives a restart of the NATS server under the running processes: 503 meanwhile, then 2xx and no event lost', async () => {
    const shopper = await verifiedShopper('nats-restart@example.com');
    await recordPageViews(60);
    await nats.kill();
    expectUnavailable(
      await shopper
        .post('/api/checkout')
        .timeout(NO_HANG_MS)
        .send({ city: 'Miami', state: 'FL', items: [{ id: `${productId}-half`, quantity: 1 }] }),
    );
    await nats.start();
    // The same gateway and services reconnect by themselves.
    await expectServingAgain(shopper);
  });

  /** Each service and routes of the families that need it, as [route, request]. */
  const dependents: Record<string, (shopper: TestAgent) => [string, request.Test][]> = {
    engagement: (s) => [
      ['GET /api/session', s.get('/api/session')],
      ['GET /api/giveaways', s.get('/api/giveaways?fresh=1')],
      ['POST /api/users/activity', s.post('/api/users/activity').send({ activityType: 'page_view', pagePath: '/shop' })],
    ],
    chat: (s) => [
      ['POST /api/chat/sessions', s.post('/api/chat/sessions').send({ message: 'Hello' })],
      ['GET /api/admin/chat/sessions', admin.get('/api/admin/chat/sessions')],
    ],
    'admin-reporting': () => [
      ['GET /api/analytics/overview', admin.get('/api/analytics/overview')],
      ['GET /api/admin/sales-overview', admin.get('/api/admin/sales-overview?range=all&saleType=all')],
    ],
  };

  it.each(Object.keys(dependents))('%s killed: the routes that need it answer 503 in the error shape, never 500; then 2xx again', async (name) => {
    const shopper = await verifiedShopper(`${name}-down-${randomUUID()}@example.com`);
    await killProcess(services.get(name)!);
    try {
      for (const [route, call] of dependents[name](shopper)) {
        const res = await call.timeout(NO_HANG_MS);
        expect({ route, status: res.status }).toEqual({ route, status: 503 });
        expectUnavailable(res);
      }
    } finally {
      await restart(name);
    }
    await until(async () => (await gateway().get('/api/health').timeout(NO_HANG_MS)).status === 200, `${name} answering again`, 60_000);
  });

  it('a checkout whose answer was lost to a stalled commerce, retried under its Idempotency-Key, makes one order and answers it', async () => {
    const email = `stalled-${randomUUID()}@example.com`;
    const shopper = await signedIn(email);
    const key = randomUUID();
    const send = () =>
      shopper
        .post('/api/checkout')
        .timeout(NO_HANG_MS)
        .set('Idempotency-Key', key)
        .send({ city: 'Miami', state: 'FL', items: [{ id: `${productId}-half`, quantity: 1 }] });
    const commerce = services.get('commerce')!;
    commerce.child.kill('SIGSTOP');
    try {
      // The gateway gives up after its bus timeout; the request waits in commerce's socket.
      expectUnavailable(await send());
    } finally {
      commerce.child.kill('SIGCONT');
    }
    // Commerce wakes, places the order and records its answer: the retry gets that answer (409 while it is under way).
    let retried: request.Response | undefined;
    await until(
      async () => {
        retried = await send();
        return retried.status === 201;
      },
      'the retry answered with the first order',
      30_000,
    );
    const { rows } = await sql.query('SELECT id FROM commerce.orders WHERE customer_email = $1', [email]);
    expect(rows.map((row: { id: string }) => row.id)).toEqual([retried!.body.orderId]);
    orderIds.push(retried!.body.orderId);
    totals.set(retried!.body.orderId, retried!.body.total);
  });

  it('heals after NATS restarts on an EMPTY store: the stream and every durable consumer are declared again, nothing piles up', async () => {
    const shopper = await verifiedShopper('nats-empty@example.com');
    await reportingCaughtUp();
    await nats.kill();
    nats.wipeStore();
    await nats.start();
    // Without healing no service would publish or consume again until all five were restarted: the outboxes would
    // grow and admin-reporting's consumers would never come back (reportingBacklog -1).
    const declaredAgain = async () => {
      const jsm = await nc.jetstreamManager();
      await jsm.streams.info(`${env.BUS_PREFIX}_EVENTS`);
      return (await reportingBacklog()) >= 0;
    };
    await until(() => declaredAgain().catch(() => false), 'the stream and the consumers declared again', 90_000);
    const info = await (await nc.jetstreamManager()).streams.info(`${env.BUS_PREFIX}_EVENTS`);
    expect({ maxAgeHours: info.config.max_age / 3_600e9, replicas: info.config.num_replicas }).toEqual({ maxAgeHours: 168, replicas: 1 });
    await expectServingAgain(shopper);
  });

  it('survives a crash of the PostgreSQL server under the running processes: 503 meanwhile, then 2xx and no event lost', async () => {
    const shopper = await verifiedShopper('pg-restart@example.com');
    await recordPageViews(60);
    await sql.end();
    await postgres.crash();
    expectUnavailable(
      await shopper
        .post('/api/checkout')
        .timeout(NO_HANG_MS)
        .send({ city: 'Miami', state: 'FL', items: [{ id: `${productId}-half`, quantity: 1 }] }),
    );
    expectUnavailable(await gateway().get('/api/products').timeout(NO_HANG_MS));
    await postgres.start();
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    await expectServingAgain(shopper);
  });
});
