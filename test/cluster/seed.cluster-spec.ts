import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ClusterEnv, clusterEnv, ClusterProcess, deleteStream, startClusterService, startGateway } from '../support/cluster';
import { clusterInfra, ClusterInfra } from '../support/cluster-infra';
import { freePorts } from '../support/free-ports';
import { createTestDatabase } from '../support/test-database';

jest.setTimeout(180_000);

const SEED_ENTRY = path.resolve(__dirname, '../../apps/shop/dist/seed.main.js');

/** `npm run seed`: runs the seed entry point to its end and gives back its exit code and what it printed. */
function runSeed(env: ClusterEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SEED_ENTRY], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('seeding a distributed shop (npm run seed)', () => {
  let infra: ClusterInfra;
  let env: ClusterEnv;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const processes: ClusterProcess[] = [];
  // Taken from the operating system right before the gateway starts: a random number can land on a port in use.
  let port = 0;

  beforeAll(async () => {
    infra = await clusterInfra();
    database = await createTestDatabase(infra.databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-seed-'));
    env = clusterEnv(infra.natsUrl, database.url, dataDir);
    processes.push(await startClusterService('catalog', env), await startClusterService('commerce', env));
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

  it("fills the catalogue and the course titles over NATS with the embedded first start's seed, once", async () => {
    const first = await runSeed(env);
    expect(first.output).toMatch(/Seeded the demo catalogue: \d+ products, \d+ course titles/);
    expect(first.code).toBe(0);

    const gateway = request(`http://localhost:${port}`);
    const products = await gateway.get('/api/products?limit=1').expect(200);
    expect(Number(products.headers['x-total-count'])).toBeGreaterThanOrEqual(150);
    // Its pictures are in the gateways' file store.
    await gateway.get(products.body[0].images[0]).expect(200).expect('content-type', 'image/webp');
    const titles = await gateway.get('/api/course-titles/watercolor-beginner').expect(200);
    expect(titles.body.length).toBe(52);

    const again = await runSeed(env);
    expect(again.code).toBe(0);
    expect(again.output).toContain('nothing was added');
  });

  it('says in a sentence why it cannot run without NATS_URL', async () => {
    const res = await runSeed({ ...env, NATS_URL: '' });
    expect(res.code).toBe(1);
    expect(res.output).toContain('The demo seed did not run: NATS_URL must name the NATS server');
  });
});
