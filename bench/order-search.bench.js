'use strict';
/**
 * The admin's order search (docs/rules.md §6 "Finding an order") over ORDERS (100,000) orders on a fresh embedded shop:
 * GET /api/admin/orders loaded by autocannon with the admin's cookie, at CONNECTIONS (4: the owner and her helpers, not
 * a crowd), one search after another beside the baseline measured in the same run — the newest page with no search.
 * Target: every search's p99 < 100 ms. PASS / MISS, never an exit code. See bench/README.md ("The order search bench").
 */
const { benchAdmin, adminCookie } = require('./lib/admin');
const { handleInterrupts, runWithCleanup } = require('./lib/cleanup');
const { withPostgres } = require('./lib/cluster');
const { measureRequest } = require('./lib/measure');
const { table, fmt, loadAverageNote } = require('./lib/report');
const { loadSettingsFromEnv, machineSettingsFromEnv, withLoadAverage, printAndSave, runBench } = require('./lib/run');
const { openEmbeddedShop } = require('./lib/setups');
const { assertBuilt } = require('./lib/shop');

const TARGET_P99_MS = 100;
const config = {
  ...loadSettingsFromEnv(),
  connections: Number(process.env.CONNECTIONS ?? 4),
  orders: Number(process.env.ORDERS ?? 100_000),
  ...machineSettingsFromEnv(),
};
const log = (message) => console.log(`· ${message}`);

/**
 * ORDERS orders written straight into commerce (the checkout's cost is the commerce bench's): one customer in 40 with
 * ten orders or so, names from a short list (so a name search finds many), every status, spread over a year.
 */
async function insertOrders(databaseUrl, count) {
  await withPostgres(databaseUrl, (client) =>
    client.query(
      `INSERT INTO commerce.orders (customer_email, customer_name, status, items, subtotal_cents, shipping_cents, tax_cents, total_cents,
         shipping_address, source, created_at, canonical_email)
       SELECT 'buyer' || (n % ($1 / 10)) || '@example.com', NULL,
         (ARRAY['pending', 'paid', 'processing', 'shipped', 'completed', 'expired', 'cancelled'])[1 + n % 7],
         '[{"id":"bench","name":"Bench Paint","price":6.5,"quantity":2,"type":"product"}]'::jsonb, 1300, 900, 81, 2281,
         jsonb_build_object('firstName', (ARRAY['Ann', 'Bea', 'Cy', 'Dora', 'Eli'])[1 + n % 5],
           'lastName', (ARRAY['Whistler', 'Turner', 'Sargent', 'Homer', 'Cassatt', 'Morisot'])[1 + n % 6] || n % 997,
           'street', '1 Main St', 'city', 'Austin', 'state', 'TX', 'zipCode', '78701', 'country', 'US'),
         'manual', now() - make_interval(mins => n % 525600), 'buyer' || (n % ($1 / 10)) || '@example.com'
       FROM generate_series(1, $1) AS n`,
      [count],
    ),
  );
  await withPostgres(databaseUrl, (client) => client.query('ANALYZE commerce.orders'));
}

async function main() {
  assertBuilt();
  handleInterrupts();
  let results = { searches: [] };
  const loadAverage = await withLoadAverage(async () => {
    results = await runWithCleanup('search', runSearches);
  });
  if (results.error) throw new Error(results.error);
  const { text, targets } = render(results, loadAverage);
  printAndSave('order-search', text, config, { loadAverage, results, targets });
}

async function runSearches(cleanup) {
  const results = { searches: [] };
  const admin = benchAdmin();
  const target = await openEmbeddedShop(cleanup, { admin, timeoutMs: 120_000, about: 'no demo catalogue', settings: { SEED_DEMO: 'false' }, log });
  const cookie = await adminCookie(target.baseUrl, admin);
  log(`writing ${config.orders.toLocaleString('en-US')} orders…`);
  await insertOrders(target.databaseUrl, config.orders);
  const middle = Math.floor(config.orders / 2);
  const searches = [
    ['baseline: the newest page, no search', 'limit=50'],
    ['an order number', `q=%23${middle}`],
    ['part of an e-mail (one customer)', `q=buyer${Math.floor(config.orders / 40)}%40`],
    ['part of a last name (many)', 'q=sargent12&pageSize=50'],
    ['status and a month', `status=paid&from=${monthAgo(2)}&to=${monthAgo(1)}&pageSize=50`],
    ['a name, status and the 3rd page', 'q=whistler&status=shipped&page=3&pageSize=25'],
  ];
  for (const [name, query] of searches) {
    log(`search: ${name}…`);
    const { load, problems } = await measureRequest(target, config, {
      request: { path: `/api/admin/orders?${query}`, headers: { cookie } },
      expected: '200 with a page of orders',
    });
    results.searches.push({ name, query, rps: load.rps, p50: load.p50, p99: load.p99, statusCodes: load.statusCodes, problems });
  }
  return results;
}

function monthAgo(months) {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString().slice(0, 10);
}

function render(results, loadAverage) {
  const sections = [
    `the admin's order search over ${config.orders.toLocaleString('en-US')} orders on a fresh embedded shop, ${config.connections} connections, ` +
      `${config.durationS} s each after a ${config.warmupS} s warm-up ${loadAverageNote(loadAverage)}`,
  ];
  const rows = [
    ['GET /api/admin/orders', 'requests/s', 'p50 / p99 ms', 'answers'],
    ...results.searches.map((r) => [r.name, fmt.int(r.rps), `${fmt.ms(r.p50)} / ${fmt.ms(r.p99)}`, JSON.stringify(r.statusCodes)]),
  ];
  sections.push(table(rows));
  const searched = results.searches.slice(1);
  const worst = Math.max(...searched.map((r) => r.p99));
  const met = searched.length > 0 && worst < TARGET_P99_MS && results.searches.every((r) => !r.problems.length);
  const targets = [[`  every search's p99 < ${TARGET_P99_MS} ms, every answer 200`, `${fmt.ms(worst)} ms`, met ? 'PASS' : 'MISS']];
  const problems = results.searches.flatMap((r) => r.problems);
  if (problems.length) sections.push(`problems\n  ${problems.join('\n  ')}`);
  sections.push(`targets\n${table(targets)}`);
  return { text: sections.join('\n\n'), targets };
}

runBench(main);
