import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CLUSTER_SERVICES, ClusterEnv, clusterEnv, ClusterProcess, deleteStream, startClusterService, startGateway } from '../support/cluster';
import { clusterInfra, ClusterInfra } from '../support/cluster-infra';
import { freePorts } from '../support/free-ports';
import { createTestDatabase } from '../support/test-database';

jest.setTimeout(120_000);

/** The scraper's token: a gateway's /metrics is on its public port. */
const METRICS_TOKEN = 'cluster-scrape-token';

/** Waits until `check` holds, up to `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The distributed mode as an operator sees it: each service answers /livez, /readyz and /metrics on its OPS_PORT,
 * a request id crosses NATS into the service's log, and SIGTERM stops a service gracefully.
 */
describe('the distributed mode, operated', () => {
  let infra: ClusterInfra;
  let env: ClusterEnv;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const services = new Map<string, ClusterProcess>();
  const opsPorts = new Map<string, number>();
  let gateway: ClusterProcess;
  let gatewayPort: number;
  const ops = (service: string) => request(`http://127.0.0.1:${opsPorts.get(service)}`);

  beforeAll(async () => {
    infra = await clusterInfra();
    database = await createTestDatabase(infra.databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-ops-'));
    env = clusterEnv(infra.natsUrl, database.url, dataDir);
    const ports = await freePorts(CLUSTER_SERVICES.length + 1);
    gatewayPort = ports.pop()!;
    for (const [i, name] of CLUSTER_SERVICES.entries()) {
      opsPorts.set(name, ports[i]);
      services.set(name, await startClusterService(name, { ...env, OPS_PORT: String(ports[i]), HOST: '127.0.0.1', LOG_LEVEL: 'debug' }));
    }
    const gatewayEnv: ClusterEnv & Record<string, string> = { ...env, LOG_LEVEL: 'debug', METRICS_TOKEN };
    gateway = await startGateway(gatewayEnv, gatewayPort);
  });

  afterAll(async () => {
    await Promise.all([gateway, ...services.values()].filter(Boolean).map((p) => p.stop()));
    await database?.drop();
    if (env) await deleteStream(env);
    rmSync(dataDir, { recursive: true, force: true });
    await infra?.stop();
  });

  it('each service answers /livez, /readyz and /metrics on its operations port', async () => {
    for (const name of CLUSTER_SERVICES) {
      await ops(name).get('/livez').expect(200, { status: 'ok' });
      await ops(name).get('/readyz').expect(200, { status: 'ready' });
      const metrics = (await ops(name).get('/metrics').expect(200)).text;
      expect(metrics).toMatch(new RegExp(`shop_outbox_backlog\\{service="${name}"\\} \\d+`));
      expect(metrics).toMatch(new RegExp(`shop_db_pool_connections\\{service="${name}",state="idle"\\} \\d+`));
    }
    // Durable consumers report how far behind they are (admin-reporting consumes the shop's events).
    expect((await ops('admin-reporting').get('/metrics').expect(200)).text).toMatch(/shop_consumer_lag\{consumer="admin-reporting_[^"]+"\} \d+/);
  });

  it('carries the request id over NATS: the gateway and commerce log the same id', async () => {
    await request(`http://127.0.0.1:${gatewayPort}`).post('/api/cart/quote').set('X-Request-Id', 'cluster-trace-7').send({ items: [] }).expect(200);
    const commerce = services.get('commerce')!;
    await eventually(() => commerce.output().includes('"requestId":"cluster-trace-7"'));
    const line = commerce
      .output()
      .split('\n')
      .find((l) => l.includes('"requestId":"cluster-trace-7"'))!;
    expect(JSON.parse(line)).toEqual(expect.objectContaining({ process: 'commerce', msg: 'handled', outcome: 'ok' }));
    await eventually(() => gateway.output().includes('"requestId":"cluster-trace-7"'));
    await request(`http://127.0.0.1:${gatewayPort}`).get('/metrics').expect(401);
    const gatewayMetrics = (
      await request(`http://127.0.0.1:${gatewayPort}`).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)
    ).text;
    expect(gatewayMetrics).toMatch(/shop_bus_request_duration_seconds_count\{subject="commerce\.[^"]+",outcome="ok"\} [1-9]/);
  });

  it('stops a service gracefully on SIGTERM (exit 0, "stopped" logged), and the gateway answers 503 in the error shape meanwhile', async () => {
    const chat = services.get('chat')!;
    await chat.stop();
    expect(chat.child.exitCode).toBe(0);
    expect(chat.output()).toContain('"msg":"stopped"');
    const res = await request(`http://127.0.0.1:${gatewayPort}`).get('/api/health').expect(503);
    expect(res.body.services.chat.status).toBe('down');
    services.delete('chat');
  });
});
