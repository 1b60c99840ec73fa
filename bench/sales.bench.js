'use strict';
/**
 * The Sales Overview Dashboard with a year of sales (its target, bench/README.md "The sales bench": p99 < 100 ms with
 * 100,000 orders):
 *   embedded  the whole shop in one process (SEED_DEMO=false, fresh DATA_DIR). 100,000 paid orders (1–3 lines each of
 *             153 products, a subscription, a daily deal; a tenth referred) are inserted straight into admin-reporting's
 *             copy of the orders, spread over the last 365 days, and the daily rollups are rebuilt from them with
 *             admin-reporting's own SQL (REBUILD_SALES_ROLLUPS). Then GET /api/admin/sales-overview with the admin's
 *             session at CONNECTIONS connections (10 by default): first all time and all sales, then 30 days of
 *             subscription sales, then the rolling 24 hours (read from the orders, not the rollups).
 * See bench/README.md ("The sales bench").
 */
const path = require('node:path');
const { handleInterrupts } = require('./lib/cleanup');
const { withPostgres } = require('./lib/cluster');
const { measureRequest } = require('./lib/measure');
const { request } = require('./lib/net');
const { table, fmt, reportText, loadAverageNote } = require('./lib/report');
const {
  loadSettingsFromEnv,
  modesFromEnv,
  assertKnownModes,
  assertWholeNumbers,
  modeRunner,
  withLoadAverage,
  printAndSave,
  runBench,
} = require('./lib/run');
const { assertBuilt, ROOT } = require('./lib/shop');
const { benchAdmin, adminCookie } = require('./lib/admin');
const { openEmbeddedShop } = require('./lib/setups');

const MODES = ['embedded'];
const config = {
  ...loadSettingsFromEnv(),
  connections: Number(process.env.CONNECTIONS ?? 10),
  modes: modesFromEnv(MODES),
  orders: Number(process.env.SALES_ORDERS ?? 100_000),
};
const TARGET_P99_MS = 100;
const QUERIES = [
  { name: 'all time, all sales', path: '/api/admin/sales-overview?range=all&saleType=all' },
  { name: '30 days, subscriptions', path: '/api/admin/sales-overview?range=30d&saleType=subscription' },
  { name: 'last 24 hours, all sales', path: '/api/admin/sales-overview?range=24h&saleType=all' },
];

const log = (message) => console.log(`· ${message}`);

/**
 * `orders` paid orders over the last 365 days, kinds as the consumer would give them (bits: referral 1, subscription 2,
 * product 4, daily deal 8). Every order has a product line; every 7th a subscription line, every 11th a deal line, every
 * 10th is referred. Returns the expected all-time totals and the time taken.
 */
async function seedOrders(databaseUrl, orders) {
  const { REBUILD_SALES_ROLLUPS } = require(path.join(ROOT, 'apps/admin-reporting/dist/sales/reported-orders.service.js'));
  const started = Date.now();
  const totals = await withPostgres(databaseUrl, async (client) => {
    await client.query('SET search_path TO admin_reporting');
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO reported_orders (id, order_number, email, customer_name, status, source, total_cents, item_count, kinds, created_at, paid_at)
       SELECT gen_random_uuid(), n, 'buyer-' || (n % 5000) || '@bench.test', 'Buyer ' || (n % 5000), 'paid', 'checkout',
         1000 + (n * 7919) % 9000, 1 + (n % 7 = 0)::int + (n % 11 = 0)::int,
         4 | CASE WHEN n % 10 = 0 THEN 1 ELSE 0 END | CASE WHEN n % 7 = 0 THEN 2 ELSE 0 END | CASE WHEN n % 11 = 0 THEN 8 ELSE 0 END,
         at - interval '1 hour', at
       FROM (SELECT n, now() - make_interval(secs => (n * 3163) % (365 * 86400)) AS at FROM generate_series(1, $1::int) AS n) s`,
      [orders],
    );
    await client.query(
      `INSERT INTO reported_order_lines (order_id, line_no, name, type, quantity, revenue_cents)
       SELECT id, 0, 'Bench Palette ' || (order_number % 153), 'product', 1 + order_number % 3, 1000 + (order_number * 7919) % 9000 FROM reported_orders
       UNION ALL SELECT id, 1, 'Bench Paint Box', 'subscription', 1, 2800 FROM reported_orders WHERE kinds & 2 <> 0
       UNION ALL SELECT id, 2, 'Bench Daily Deal', 'deal', 1, 2999 FROM reported_orders WHERE kinds & 8 <> 0`,
    );
    for (const statement of REBUILD_SALES_ROLLUPS) await client.query(statement);
    await client.query('COMMIT');
    for (const t of ['reported_orders', 'reported_order_lines', 'sales_daily', 'sales_product_daily']) await client.query(`ANALYZE ${t}`);
    const [row] = (
      await client.query('SELECT count(*)::int AS orders, sum(total_cents)::bigint AS cents FROM reported_orders WHERE paid_at IS NOT NULL')
    ).rows;
    return { orders: row.orders, revenueCents: Number(row.cents) };
  });
  return { ...totals, seedMs: Date.now() - started };
}

async function embeddedMode(cleanup) {
  const admin = benchAdmin();
  const shop = await openEmbeddedShop(cleanup, { settings: { SEED_DEMO: 'false' }, admin, about: 'with SEED_DEMO=false', log });
  const cookie = await adminCookie(shop.baseUrl, admin);
  log(`embedded: seeding ${fmt.int(config.orders)} paid orders…`);
  const seeded = await seedOrders(shop.databaseUrl, config.orders);
  log(`embedded: seeded in ${fmt.s(seeded.seedMs)}`);
  const first = await request(shop.baseUrl + QUERIES[0].path, { headers: { cookie } });
  const body = first.status === 200 ? JSON.parse(first.text) : null;
  if (!body || body.totals.totalOrders !== seeded.orders || Math.round(body.totals.totalRevenue * 100) !== seeded.revenueCents) {
    throw new Error(`GET ${QUERIES[0].path} answered ${first.status} ${first.text.slice(0, 300)}`);
  }
  const runs = [];
  for (const query of QUERIES) {
    log(`embedded: loading GET ${query.path}…`);
    const { load, problems } = await measureRequest(shop, config, {
      request: { path: query.path, headers: { cookie }, verifyBody: (text) => text.startsWith('{"range"') },
      expected: `the sales overview (${query.name})`,
    });
    runs.push({ ...query, load, problems });
  }
  return { seeded, bytes: Buffer.byteLength(first.text), runs };
}

async function main() {
  assertKnownModes(config.modes, MODES);
  assertWholeNumbers(config, ['connections', 'durationS', 'orders']);
  assertBuilt();
  handleInterrupts();
  const results = {};
  const run = modeRunner(config.modes, { embedded: embeddedMode }, results);
  const loadAverage = await withLoadAverage(() => run('embedded'));

  const rows = [['mode: request', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'mismatches']];
  const problems = [];
  const targets = [];
  for (const [mode, r] of Object.entries(results)) {
    if (r.error) problems.push(`${mode} failed: ${r.error}`);
    for (const q of r.runs ?? []) {
      for (const p of q.problems) problems.push(`${mode} (${q.name}): ${p}`);
      rows.push([
        `${mode}: ${q.name}`,
        fmt.int(q.load.rps),
        fmt.ms(q.load.p50),
        fmt.ms(q.load.p99),
        q.load.errors,
        q.load.non2xx,
        q.load.mismatches ?? 0,
      ]);
      targets.push({
        name: `GET /api/admin/sales-overview (${q.name}) p99 < ${TARGET_P99_MS} ms (${fmt.int(config.orders)} orders)`,
        value: `${fmt.ms(q.load.p99)} ms`,
        met: q.load.p99 < TARGET_P99_MS && !q.problems.length,
      });
    }
  }
  if (!targets.length) targets.push({ name: `GET /api/admin/sales-overview p99 < ${TARGET_P99_MS} ms`, value: '-', met: null });
  const embedded = results.embedded;
  const text = reportText(
    [
      `GET /api/admin/sales-overview (admin session): ${config.connections} connections, ${config.durationS} s after a ${config.warmupS} s warm-up ${loadAverageNote(loadAverage)}`,
      table(rows),
      embedded?.seeded
        ? `seeded: ${fmt.int(embedded.seeded.orders)} paid orders, $${fmt.int(embedded.seeded.revenueCents / 100)}, in ${fmt.s(embedded.seeded.seedMs)}; all-time answer ${fmt.int(embedded.bytes)} bytes`
        : null,
    ].filter(Boolean),
    targets,
    problems,
  );
  printAndSave('sales', text, config, { results, targets });
}

runBench(main);
