import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { lastCodeMailedTo, startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { createLogger, DEFAULT_BUS_STREAM, pruneOutbox } = builtModule<typeof import('@shop/platform')>('@shop/platform');
const { createGatewayApp, fileStoreFor, shutDownGateway } = builtModule<typeof import('@shop/gateway')>('@shop/gateway');

/** The scraper's token (METRICS_TOKEN): /metrics is on the gateway's public port. */
const METRICS_TOKEN = 'operations-scrape-token-7f3a';

/** Every line the shop's logger writes, parsed. */
function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, text: () => text, logger: createLogger('shop', 'debug', stream) };
}

/** One sample's value from the Prometheus text format, or undefined. */
function sample(metrics: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = metrics.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').pop()) : undefined;
}

describe('operations: request ids, JSON logs without secrets, metrics, liveness and readiness', () => {
  let t: TestShop;
  const log = memoryLog();
  beforeAll(async () => {
    t = await startTestShop({ METRICS_TOKEN }, { logger: log.logger });
  });
  afterAll(() => t.close());

  it("names each service's database connections after it (pg_stat_activity's application_name)", async () => {
    await t.client().post('/api/cart/quote').send({ items: [] }).expect(200);
    await t.client().get('/api/products').expect(200);
    const names = (
      await t.db('catalog').query('SELECT DISTINCT application_name AS name FROM pg_stat_activity WHERE datname = current_database()')
    ).map((row: { name: string }) => row.name);
    expect(names).toEqual(expect.arrayContaining(['shop-catalog', 'shop-commerce', 'shop-engagement', 'shop-admin-reporting']));
  });

  it('prunes outbox rows published over a day ago and consumed-event ids older than the stream keeps events (plus a day)', async () => {
    const db = t.db('engagement');
    const row = (id: string, published: string | null) =>
      db.query(`INSERT INTO outbox (id, name, payload, published_at) VALUES ($1, 'test.prune', '{}', ${published ?? 'NULL'})`, [id]);
    const [oldPublished, recentPublished] = [randomUUID(), randomUUID()];
    await row(oldPublished, "now() - interval '25 hours'");
    await row(recentPublished, "now() - interval '1 hour'");
    const [oldConsumed, recentConsumed] = [randomUUID(), randomUUID()];
    await db.query("INSERT INTO processed_events (event_id, consumer, processed_at) VALUES ($1, 'test', now() - interval '193 hours')", [
      oldConsumed,
    ]);
    await db.query("INSERT INTO processed_events (event_id, consumer, processed_at) VALUES ($1, 'test', now() - interval '100 hours')", [
      recentConsumed,
    ]);

    const pruned = await pruneOutbox(db, DEFAULT_BUS_STREAM);
    expect(pruned.outbox).toBeGreaterThanOrEqual(1);
    const left = (await db.query("SELECT id FROM outbox WHERE name = 'test.prune'")).map((r: { id: string }) => r.id);
    expect(left.includes(oldPublished)).toBe(false);
    expect(left).toEqual(expect.arrayContaining([recentPublished]));
    const consumed = (await db.query("SELECT event_id FROM processed_events WHERE consumer = 'test'")).map((r: { event_id: string }) => r.event_id);
    expect(consumed).toEqual([recentConsumed]);
  });

  it('answers /livez and /readyz while it runs', async () => {
    await t.client().get('/livez').expect(200, { status: 'ok' });
    await t.client().get('/readyz').expect(200, { status: 'ready' });
  });

  it("gives every answer a request id: the caller's when sensible, else a new one", async () => {
    const mine = await t.client().get('/api/products').set('X-Request-Id', 'checkout-test.42').expect(200);
    expect(mine.headers['x-request-id']).toBe('checkout-test.42');
    const made = await t.client().get('/api/products').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const odd of ['has spaces in it', 'x'.repeat(129), '{"json":1}']) {
      const replaced = await t.client().get('/api/products').set('X-Request-Id', odd).expect(200);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const refused = await t.client().get('/api/admin/orders').set('X-Request-Id', 'denied-1').expect(401);
    expect(refused.headers['x-request-id']).toBe('denied-1');
  });

  it("logs JSON lines, and the gateway's and the answering service's lines of one request share its id", async () => {
    await t.client().post('/api/cart/quote').set('X-Request-Id', 'trace-quote-1').send({ items: [] }).expect(200);
    const ofRequest = log.lines.filter((line) => line.requestId === 'trace-quote-1');
    expect(ofRequest).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'request', method: 'POST', route: '/api/cart/quote', status: 200, process: 'shop' }),
        expect.objectContaining({ msg: 'handled', context: 'Bus:commerce', outcome: 'ok' }),
      ]),
    );
    for (const line of log.lines) expect(line).toEqual(expect.objectContaining({ level: expect.any(Number), time: expect.any(String) }));
  });

  it('never writes a password, a session cookie or a sign-in code to the log', async () => {
    const admin = t.client();
    const login = await admin.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    await admin.post('/api/admin/login').send({ email: TEST_ADMIN.email, password: 'a wrong password 123' }).expect(401);
    const shopper = await t.shopper('logs@watercolor.test');
    await shopper.post('/api/users/verification-code').send({}).expect(202);
    const code = lastCodeMailedTo(t.config.mailDir, 'logs@watercolor.test');
    await shopper
      .post('/api/users/verify')
      .send({ code: code === '000000' ? '111111' : '000000' })
      .expect(400);
    await shopper.post('/api/users/verify').send({ code }).expect(200);
    await shopper.get('/api/session').expect(200);

    const cookies = [login.headers['set-cookie']].flat().map((c: string) => c.split(';')[0].split('=')[1]);
    const text = log.text();
    expect(log.lines.length).toBeGreaterThan(10);
    for (const secret of [TEST_ADMIN.password, 'a wrong password 123', code, ...cookies, t.sessionSecret]) {
      expect({ secret, inLog: text.includes(secret) }).toEqual({ secret, inLog: false });
    }
    // The code's mail, without SMTP_URL: one JSON line naming the recipient and the file, not its subject.
    expect(log.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: expect.stringContaining('mail written'), to: 'logs@watercolor.test', file: expect.any(String) }),
      ]),
    );
  });

  it('serves Prometheus metrics: requests and latency per route, bus latency per subject, outbox backlog, pool use', async () => {
    await t.client().get('/api/products').expect(200);
    const res = await t
      .client()
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200)
      .expect('content-type', /text\/plain/);
    const text = res.text;
    expect(sample(text, 'shop_http_requests_total', { method: 'GET', route: '/api/products', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_http_request_duration_seconds_count', { method: 'GET', route: '/api/products' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/shop_bus_request_duration_seconds_count\{subject="catalog\.[^"]+",outcome="ok"\} [1-9]/);
    for (const service of ['catalog', 'commerce', 'engagement', 'chat', 'admin-reporting']) {
      expect(sample(text, 'shop_outbox_backlog', { service })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'shop_db_pool_connections', { service, state: 'idle' })).toBeGreaterThanOrEqual(0);
    }
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('answers /metrics only to the scrape token: 401 in the error shape without it or with another, 404 when none is set', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`, METRICS_TOKEN]) {
      const req = t.client().get('/metrics');
      const res = await (authorization === undefined ? req : req.set('Authorization', authorization));
      expect({ authorization, status: res.status, body: res.body, challenge: res.headers['www-authenticate'] }).toEqual({
        authorization,
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: expect.any(String), code: 'UNAUTHORIZED' },
        challenge: 'Bearer realm="metrics"',
      });
      expect(res.text).not.toContain('shop_http_requests_total');
    }
    // A gateway started without METRICS_TOKEN serves no metrics at all.
    const untokened = await createGatewayApp({ bus: t.shop.bus, fileStore: await fileStoreFor(t.config), sessionSecret: t.sessionSecret });
    try {
      await untokened.init();
      for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
        const res = await untokened.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/metrics', headers });
        expect([res.statusCode, res.json()]).toEqual([
          404,
          { statusCode: 404, error: 'Not Found', message: 'No route for GET /metrics', code: 'ROUTE_NOT_FOUND' },
        ]);
      }
    } finally {
      await untokened.close();
    }
  });

  it('drains on shutdown: /readyz 503 (logged as a state, not an error), every answer Connection: close, idle keep-alive connections closed', async () => {
    const drainLog = memoryLog();
    const gateway = await createGatewayApp({
      bus: t.shop.bus,
      fileStore: await fileStoreFor(t.config),
      sessionSecret: t.sessionSecret,
      logger: drainLog.logger,
    });
    await gateway.listen(0, '127.0.0.1');
    const { port } = gateway.getHttpServer().address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    expect(await get('/readyz')).toEqual({ status: 200, connection: 'keep-alive' });
    // An idle keep-alive connection is open when the drain begins.
    const idle = new Promise<void>((resolve) => agent.on('free', (socket) => socket.once('close', () => resolve())));
    await get('/livez');
    const draining = shutDownGateway(gateway, 300);
    const agent2 = new http.Agent({ keepAlive: true });
    const during = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/readyz', agent: agent2 }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        })
        .on('error', reject);
    });
    expect(during).toEqual({ status: 503, connection: 'close' });
    await draining;
    await idle;
    agent.destroy();
    agent2.destroy();
    const readyz = drainLog.lines.filter((line) => line.route === '/readyz' && line.status === 503);
    expect(readyz.map((line) => line.level)).toEqual([30]);
  });
});
