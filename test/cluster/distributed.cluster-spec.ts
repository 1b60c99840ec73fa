import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { CLUSTER_SERVICES, ClusterEnv, clusterEnv, ClusterProcess, deleteStream, startClusterService, startGateway } from '../support/cluster';
import { clusterInfra, ClusterInfra } from '../support/cluster-infra';
import { freePorts } from '../support/free-ports';
import { createTestDatabase } from '../support/test-database';

jest.setTimeout(120_000);

/**
 * The distributed mode for real: each service its own process on a real NATS
 * (JetStream) and Postgres, two gateway instances in front.
 */
describe('the distributed mode', () => {
  let infra: ClusterInfra;
  let env: ClusterEnv;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const services = new Map<string, ClusterProcess>();
  const gateways: ClusterProcess[] = [];
  // Taken from the operating system right before the gateway starts: a random number can land on a port in use.
  let ports: number[] = [];
  const gatewayA = () => request.agent(`http://localhost:${ports[0]}`);
  const gatewayB = () => request.agent(`http://localhost:${ports[1]}`);

  beforeAll(async () => {
    infra = await clusterInfra();
    database = await createTestDatabase(infra.databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-'));
    env = clusterEnv(infra.natsUrl, database.url, dataDir);
    for (const name of CLUSTER_SERVICES) services.set(name, await startClusterService(name, env));
    ports = await freePorts(2);
    for (const port of ports) gateways.push(await startGateway(env, port));
  });

  afterAll(async () => {
    await Promise.all([...gateways, ...services.values()].map((p) => p.stop()));
    await database?.drop();
    if (env) await deleteStream(env);
    rmSync(dataDir, { recursive: true, force: true });
    await infra?.stop();
  });

  it('answers health through both gateways, every service up', async () => {
    for (const gw of [gatewayA(), gatewayB()]) {
      const res = await gw.get('/api/health').expect(200);
      expect(Object.values(res.body.services).every((s) => (s as { status: string }).status === 'up')).toBe(true);
    }
  });

  it('a session started on one gateway instance is honoured by the other', async () => {
    const a = gatewayA();
    const signIn = await a.post('/api/users').send({ email: 'roaming@example.com' }).expect(200);
    const cookie = signIn.headers['set-cookie'][0].split(';')[0];
    await gatewayB().get('/api/users/roaming@example.com/subscription-status').set('cookie', cookie).expect(200, { hasActiveSubscription: false });
    await gatewayB().get('/api/users/other@example.com/subscription-status').set('cookie', cookie).expect(403);
  });

  it('loses no event while admin-reporting is stopped: every shopper registered meanwhile is found after it restarts', async () => {
    await services.get('admin-reporting')!.stop();
    const emails = Array.from({ length: 15 }, (_, i) => `while-away-${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      await (i % 2 ? gatewayA() : gatewayB()).post('/api/users').send({ email }).expect(200);
    }
    await gatewayA().post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(503);

    services.set('admin-reporting', await startClusterService('admin-reporting', env));
    const admin = gatewayB();
    await admin.post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(200);
    let found: string[] = [];
    for (let tries = 0; tries < 50 && found.length < emails.length; tries++) {
      const users = (await admin.get('/api/users?limit=500').expect(200)).body as { email: string }[];
      found = emails.filter((e) => users.some((u) => u.email === e));
      if (found.length < emails.length) await new Promise((r) => setTimeout(r, 200));
    }
    expect(found.sort()).toEqual([...emails].sort());
  });

  it('answers 503 quickly when a service has no running instance', async () => {
    await services.get('catalog')!.stop();
    const started = Date.now();
    const res = await gatewayA().get('/api/site-config/hero_image').expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringContaining('catalog'),
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(Date.now() - started).toBeLessThan(5_500);
    services.set('catalog', await startClusterService('catalog', env));
    await gatewayA().get('/api/site-config/hero_image').expect(200);
  });

  it('an image uploaded through one gateway is served by the other, and the new value is seen by both', async () => {
    const admin = gatewayA();
    await admin.post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(200);
    const image = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#3f5f9e' } })
      .png()
      .toBuffer();
    const res = await admin.post('/api/site-config/hero-image').attach('image', image, 'hero.png').expect(200);
    await gatewayB().get('/api/site-config/hero_image').expect(200, res.body);
    await gatewayB().get(res.body.value).expect(200).expect('content-type', 'image/webp');
  });

  it("a product an admin adds through one gateway shows at once in the other's cached list, and checkout works across services", async () => {
    const shop = gatewayB();
    await shop.get('/api/products').expect(200);
    const admin = gatewayA();
    await admin.post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(200);
    const created = await admin
      .post('/api/products')
      .field('name', 'Cluster Cobalt Half Pan')
      .field('category', 'Individual Colors')
      .field('price', '6.50')
      .expect(201);
    let ids: string[] = [];
    for (let tries = 0; tries < 20 && !ids.includes(created.body.id); tries++) {
      ids = (await shop.get('/api/products').expect(200)).body.map((p: { id: string }) => p.id);
      if (!ids.includes(created.body.id)) await new Promise((r) => setTimeout(r, 50));
    }
    expect(ids).toContain(created.body.id);

    const buyer = gatewayB();
    await buyer.post('/api/users').send({ email: 'cluster-buyer@example.com' }).expect(200);
    await buyer
      .post('/api/cart/save')
      .send({ userEmail: 'cluster-buyer@example.com', cartItems: [{ id: `${created.body.id}-half`, quantity: 2 }] })
      .expect(200);
    const checkout = await buyer.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201);
    // 2 × 6.50 = 13.00; pans 3.75 + 0.75 = 4.50; tax 17.50 × 6.25 % = 1.09375 → 1.09; total 18.59.
    expect(checkout.body).toMatchObject({ status: 'pending', total: 18.59 });
  });
});
