import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { Client } from 'pg';
import { CLUSTER_SERVICES, ClusterEnv, clusterEnv, ClusterProcess, deleteStream, startClusterService, startGateway } from '../support/cluster';
import { clusterInfra, ClusterInfra } from '../support/cluster-infra';
import { freePorts } from '../support/free-ports';
import { createTestDatabase } from '../support/test-database';

jest.setTimeout(120_000);

/**
 * Processing scheduled daily deals from two commerce instances at once (docs/api.md "Daily deals"): each deal is
 * activated exactly once between them, whichever instance each call reaches.
 */
describe('daily deals across two commerce instances', () => {
  let infra: ClusterInfra;
  let env: ClusterEnv;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const processes: ClusterProcess[] = [];
  // Taken from the operating system right before the gateway starts: a random number can land on a port in use.
  let port = 0;
  const gateway = () => request.agent(`http://localhost:${port}`);

  beforeAll(async () => {
    infra = await clusterInfra();
    database = await createTestDatabase(infra.databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-deals-'));
    env = clusterEnv(infra.natsUrl, database.url, dataDir);
    for (const name of CLUSTER_SERVICES) processes.push(await startClusterService(name, env));
    processes.push(await startClusterService('commerce', env));
    [port] = await freePorts(1);
    processes.push(await startGateway(env, port));
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.drop();
    if (env) await deleteStream(env);
    rmSync(dataDir, { recursive: true, force: true });
    await infra?.stop();
  });

  it('activates each due deal once when both instances process at the same moment', async () => {
    const admin = gateway();
    await admin.post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(200);
    const startDate = new Date(Date.now() - 60_000).toISOString();
    const endDate = new Date(Date.now() + 86_400_000).toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await admin
        .post('/api/admin/daily-deals')
        .send({ title: `Cluster deal ${i}`, originalPrice: 20, salePrice: 15, quantity: 2, status: 'scheduled', startDate, endDate })
        .expect(201);
      ids.push(res.body.id);
    }
    // Sixteen calls at once: the queue group spreads them over both commerce instances.
    const answers = await Promise.all(Array.from({ length: 16 }, () => admin.post('/api/admin/daily-deals/process-scheduled').expect(200)));
    expect(answers.reduce((sum, r) => sum + r.body.activated, 0)).toBe(ids.length);

    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT status, count(*)::int AS n FROM commerce.daily_deals GROUP BY status');
      expect(rows).toEqual([{ status: 'active', n: ids.length }]);
    } finally {
      await client.end();
    }
    const listed = (await gateway().get('/api/daily-deals').expect(200)).body as { id: string }[];
    expect(listed.map((d) => d.id).sort()).toEqual([...ids].sort());
  });
});
