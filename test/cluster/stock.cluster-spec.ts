import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { Client } from 'pg';
import {
  CLUSTER_SERVICES,
  ClusterEnv,
  clusterEnv,
  ClusterProcess,
  deleteStream,
  killProcess,
  startClusterService,
  startGateway,
} from '../support/cluster';
import { clusterInfra, ClusterInfra } from '../support/cluster-infra';
import { freePorts } from '../support/free-ports';
import { createTestDatabase } from '../support/test-database';
import { until } from '../support/until';

jest.setTimeout(240_000);

const WHERE = { city: 'Austin', state: 'TX' };
/** A request that gets no answer within this is a hang: the gateway must answer 503 after its 5 s bus timeout. */
const NO_HANG_MS = 9_000;
const KILL_LEVEL = 500;
const KILL_CHECKOUTS = 60;
const KILL_WORKERS = 6;

/**
 * Stock in the distributed mode (docs/rules.md §7 "Products, pan sizes and variants"): two commerce instances share the
 * counted items. The last unit bought by 100 shoppers at once through both is sold once; a commerce instance killed
 * with -9 while checkouts reserve units loses and doubles none: every level is the sum of its ledger, and the units
 * reserved are exactly the units of the orders that exist.
 */
describe('stock across two commerce instances', () => {
  let infra: ClusterInfra;
  let env: ClusterEnv;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let sql: Client;
  const processes: ClusterProcess[] = [];
  let port = 0;
  let admin: TestAgent;
  let shoppers = 0;
  const gateway = () => request.agent(`http://localhost:${port}`);

  beforeAll(async () => {
    infra = await clusterInfra();
    database = await createTestDatabase(infra.databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-stock-'));
    env = clusterEnv(infra.natsUrl, database.url, dataDir);
    for (const name of CLUSTER_SERVICES) processes.push(await startClusterService(name, env));
    processes.push(await startClusterService('commerce', env));
    [port] = await freePorts(1);
    processes.push(await startGateway(env, port));
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    admin = gateway();
    await admin.post('/api/admin/login').send({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).expect(200);
  });

  afterAll(async () => {
    // A process this file killed has exited already (with a signal, not a code): stop() is for the running ones.
    await Promise.all(processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null).map((p) => p.stop()));
    await sql?.end();
    await database?.drop();
    if (env) await deleteStream(env);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await infra?.stop();
  });

  const product = async (name: string, category: string, price: string): Promise<string> =>
    (await admin.post('/api/products').field('name', name).field('category', category).field('price', price).expect(201)).body.id;
  const setStock = (productId: string, item: string, level: number) =>
    admin
      .put(`/api/admin/products/${productId}/stock`)
      .send({ tracked: true, items: [{ item, level }] })
      .expect(200);
  /** `count` shoppers, each signed in with a session of her own (a session holds at most 3 unpaid orders). */
  const signedIn = async (count: number): Promise<TestAgent[]> => {
    const agents: TestAgent[] = [];
    while (agents.length < count) {
      const batch = Math.min(20, count - agents.length);
      agents.push(
        ...(await Promise.all(
          Array.from({ length: batch }, async () => {
            const agent = gateway();
            await agent
              .post('/api/users')
              .send({ email: `stock-${++shoppers}@example.com` })
              .expect(200);
            return agent;
          }),
        )),
      );
    }
    return agents;
  };
  const buy = (agent: TestAgent, lineId: string, quantity = 1) =>
    agent
      .post('/api/checkout')
      .timeout(NO_HANG_MS)
      .send({ ...WHERE, items: [{ id: lineId, quantity }] });
  const level = async (productId: string, item: string): Promise<number | undefined> =>
    (await sql.query('SELECT level FROM commerce.stock_levels WHERE product_id = $1 AND item = $2', [productId, item])).rows[0]?.level;
  /** Every item that has a level or a movement, whose level (0 once it is no longer counted) is not the sum of its ledger. */
  const ledgerMismatches = async () =>
    (
      await sql.query(
        `SELECT product_id, item, l.level, m.ledger
         FROM commerce.stock_levels l
         FULL JOIN (SELECT product_id, item, sum(delta)::int AS ledger FROM commerce.stock_movements GROUP BY 1, 2) m USING (product_id, item)
         WHERE coalesce(l.level, 0) <> coalesce(m.ledger, 0)`,
      )
    ).rows;
  const commerces = () => processes.filter((p) => p.name === 'commerce' && p.child.exitCode === null && p.child.signalCode === null);

  it('sells the last unit once when 100 shoppers check it out at once through two commerce instances: one 201, 99 SOLD_OUT, level 0, ledger = level', async () => {
    expect(commerces()).toHaveLength(2);
    const setId = await product('Cluster Last Desert Palette', 'Watercolor Sets', '48.00');
    await setStock(setId, 'product', 1);
    const agents = await signedIn(100);

    const answers = await Promise.all(agents.map((agent) => buy(agent, setId)));

    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(99);
    expect(new Set(refused.map((res) => res.body.code))).toEqual(new Set(['SOLD_OUT']));
    expect(await level(setId, 'product')).toBe(0);
    expect(await ledgerMismatches()).toEqual([]);
    // The one unit is the winner's: one reservation, under her order, which exists.
    const winner = answers.find((res) => res.status === 201)!.body.orderId as string;
    const { rows: reservations } = await sql.query(
      `SELECT m.item, m.delta, m.order_id, (SELECT count(*)::int FROM commerce.orders o WHERE o.id = m.order_id) AS orders
       FROM commerce.stock_movements m WHERE m.product_id = $1 AND m.kind = 'reservation'`,
      [setId],
    );
    expect(reservations).toEqual([{ item: 'product', delta: -1, order_id: winner, orders: 1 }]);
    // Shoppers and the owner see it gone too.
    const { body: available } = await gateway().get('/api/stock').expect(200);
    expect(available.items.filter((i: { productId: string }) => i.productId === setId)).toEqual([{ productId: setId, item: 'product', left: 0 }]);
    const { body: owned } = await admin.get(`/api/admin/products/${setId}/stock`).expect(200);
    expect(owned.items.map((i: { item: string; level: number }) => [i.item, i.level])).toEqual([['product', 0]]);
  });

  it('loses and doubles no unit when a commerce instance is killed with -9 mid-checkout: levels = ledgers, reserved = units of the orders that exist', async () => {
    expect(commerces()).toHaveLength(2);
    const paintId = await product('Cluster Killed Cobalt Teal', 'Individual Colors', '6.50');
    const lineId = `${paintId}-half`;
    await setStock(paintId, 'half', KILL_LEVEL);
    const agents = await signedIn(KILL_CHECKOUTS);
    const quantityOf = (i: number) => 1 + (i % 3);

    // KILL_WORKERS clients take the checkouts one after another; one commerce instance dies while some are under way.
    const statuses: number[] = [];
    const placed: string[] = [];
    let placedUnits = 0;
    let next = 0;
    let inFlight = 0;
    const running = Promise.all(
      Array.from({ length: KILL_WORKERS }, async () => {
        while (next < agents.length) {
          const i = next++;
          inFlight++;
          let res: request.Response;
          try {
            res = await buy(agents[i], lineId, quantityOf(i));
          } finally {
            inFlight--;
          }
          statuses.push(res.status);
          if (res.status === 201) {
            placed.push(res.body.orderId);
            placedUnits += quantityOf(i);
          }
        }
      }),
    );
    await until(async () => (placed.length >= 10 && inFlight >= 2) || next >= agents.length, 'checkouts under way before the kill', 60_000);
    expect(next).toBeLessThan(agents.length);
    const victim = commerces()[0];
    await killProcess(victim);
    await running;
    processes.splice(processes.indexOf(victim), 1, await startClusterService('commerce', env));
    await until(async () => (await gateway().get('/api/health').timeout(NO_HANG_MS)).status === 200, 'every service answering again', 60_000);

    // A 201 or, for a checkout the kill cut off, a 5xx: never a refusal (500 units are plenty).
    expect(statuses).toHaveLength(agents.length);
    expect(statuses.filter((s) => s !== 201 && s < 500)).toEqual([]);
    expect(placed.length).toBeGreaterThan(0);

    const consistent = async () => {
      await sql.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        const mismatches = await ledgerMismatches();
        const {
          rows: [tally],
        } = await sql.query(
          `SELECT
             (SELECT level FROM commerce.stock_levels WHERE product_id = $1 AND item = 'half') AS level,
             (SELECT coalesce(-sum(delta), 0)::int FROM commerce.stock_movements WHERE product_id = $1 AND kind = 'reservation') AS reserved,
             (SELECT coalesce(sum(delta), 0)::int FROM commerce.stock_movements
               WHERE product_id = $1 AND kind NOT IN ('reservation', 'correction')) AS other,
             (SELECT coalesce(sum((line->>'quantity')::int), 0)::int FROM commerce.orders o, jsonb_array_elements(o.items) line
               WHERE line->>'id' = $2) AS ordered,
             (SELECT count(*)::int FROM commerce.stock_movements m
               WHERE m.kind = 'reservation' AND NOT EXISTS (SELECT 1 FROM commerce.orders o WHERE o.id = m.order_id)) AS orphans`,
          [paintId, lineId],
        );
        // Order by order: each holds exactly the units of its line, in one reservation.
        const { rows: unevenOrders } = await sql.query(
          `SELECT o.id, l.quantity, r.reserved, r.movements FROM commerce.orders o
           CROSS JOIN LATERAL (SELECT sum((line->>'quantity')::int)::int AS quantity FROM jsonb_array_elements(o.items) line WHERE line->>'id' = $2) l
           LEFT JOIN LATERAL (SELECT -sum(delta)::int AS reserved, count(*)::int AS movements FROM commerce.stock_movements m
             WHERE m.order_id = o.id AND m.product_id = $1 AND m.kind = 'reservation') r ON true
           WHERE l.quantity IS NOT NULL AND (r.reserved IS DISTINCT FROM l.quantity OR r.movements <> 1)`,
          [paintId, lineId],
        );
        const { rows: found } = await sql.query('SELECT id FROM commerce.orders WHERE id = ANY($1::uuid[])', [placed]);
        return { mismatches, tally, unevenOrders, lost: placed.filter((id) => !found.some((row) => row.id === id)) };
      } finally {
        await sql.query('COMMIT');
      }
    };

    const after = await consistent();
    expect(after.mismatches).toEqual([]);
    expect(after.unevenOrders).toEqual([]);
    // Every order a client was told about is there, with its units.
    expect(after.lost).toEqual([]);
    expect(after.tally).toEqual({
      level: KILL_LEVEL - after.tally.reserved,
      reserved: after.tally.ordered,
      other: 0,
      ordered: expect.any(Number),
      orphans: 0,
    });
    // At least the units of the answered orders; a cut-off checkout may have committed its order (and its units) too.
    expect(after.tally.reserved).toBeGreaterThanOrEqual(placedUnits);

    // The cluster serves checkouts again, the restarted instance beside the other, and the books still add up.
    expect(commerces()).toHaveLength(2);
    const again = await signedIn(10);
    const answers = await Promise.all(again.map((agent) => buy(agent, lineId)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const final = await consistent();
    expect(final.mismatches).toEqual([]);
    expect(final.unevenOrders).toEqual([]);
    expect(final.tally).toEqual({
      level: KILL_LEVEL - final.tally.reserved,
      reserved: final.tally.ordered,
      other: 0,
      ordered: after.tally.ordered + 10,
      orphans: 0,
    });
  });
});
