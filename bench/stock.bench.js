'use strict';
/**
 * Stock at checkout (docs/rules.md §7), each mode on a fresh embedded shop with the demo catalogue:
 *   checkout  POST /api/checkout of a 3-line cart saved for every shopper, under load as commerce.bench.js loads it
 *             (autocannon, each connection one shopper for her 3 unpaid orders, then the next), five times in a row:
 *             a warm-up with the cart's items not counted, then counted (a level of 1,000,000 each, so every checkout
 *             reserves all three) and not counted alternating. Target: counted ≥ 80 % of not counted (means of two).
 *   race      the last unit of a product itself, of a half pan and of a variant, each bought by RACE_BUYERS (200)
 *             signed-in shoppers at once: exactly one 201, the rest 409, the level 0 and the ledger's sum equal to it;
 *             the time from the first request sent to the last answer (settle) and the answers' p99.
 * PASS / MISS against the target, never an exit code. See bench/README.md ("The stock bench").
 */
const { performance } = require('node:perf_hooks');
const { benchAdmin, adminCookie } = require('./lib/admin');
const { handleInterrupts } = require('./lib/cleanup');
const { withPostgres } = require('./lib/cluster');
const { listProducts, chooseCart } = require('./lib/commerce-data');
const { measureRequest } = require('./lib/measure');
const { get, request } = require('./lib/net');
const { table, fmt, loadAverageNote } = require('./lib/report');
const {
  loadSettingsFromEnv,
  modesFromEnv,
  machineSettingsFromEnv,
  assertKnownModes,
  modeRunner,
  withLoadAverage,
  printAndSave,
  runBench,
} = require('./lib/run');
const { openEmbeddedShop } = require('./lib/setups');
const { assertBuilt } = require('./lib/shop');
const { prepareShoppers, rotateHeader, signInShoppers } = require('./lib/shoppers');
const { percentile } = require('./lib/stats');

const MODES = ['checkout', 'race'];
const CHECKOUT_PATH = '/api/checkout';
const WHERE = { city: 'Austin', state: 'TX' };
const CART_LINES = 3;
const UNPAID_ORDERS_PER_SESSION = 3; // docs/rules.md §7
const PLENTY = 1_000_000; // STOCK_LEVEL_MAX: never runs out during the load
const TARGET_SHARE = 0.8;
/**
 * Counted or not, run by run: a first uncounted run that warms the new shop up (its JIT and caches; not compared),
 * then the two kinds alternating, so a drift of the machine during the bench touches both alike.
 */
const RUNS = [false, false, true, false, true];

const config = {
  ...loadSettingsFromEnv(),
  modes: modesFromEnv(MODES),
  shoppers: Number(process.env.SHOPPERS ?? 3000),
  raceBuyers: Number(process.env.RACE_BUYERS ?? 200),
  ...machineSettingsFromEnv(),
};
const log = (message) => console.log(`· ${message}`);
const JSON_HEADERS = { 'content-type': 'application/json' };
const json = (res, what) => {
  if (res.status >= 300) throw new Error(`${what} answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
};

/** A fresh embedded shop with the demo catalogue for one mode, and its admin's cookie. */
async function shop(cleanup, mode) {
  const admin = benchAdmin();
  const target = await openEmbeddedShop(cleanup, { admin, timeoutMs: 120_000, about: `the demo catalogue (${mode})`, log });
  return { target, admin: await adminCookie(target.baseUrl, admin) };
}

const adminSend = (s, method, path, body) =>
  request(s.target.baseUrl + path, { method, body: body && JSON.stringify(body), headers: { ...JSON_HEADERS, cookie: s.admin }, timeoutMs: 30_000 });

/** Counts `item` of a product at `level`, or (level null) counts nothing of it. */
async function setStock(s, productId, item, level) {
  const body = level === null ? { tracked: false } : { tracked: true, items: [{ item, level }], reason: 'bench' };
  json(await adminSend(s, 'PUT', `/api/admin/products/${productId}/stock`, body), `PUT stock of ${productId}`);
}

/** The item a `{productId}-half` line of the bench's cart buys: `half` of a paint, else the product itself. */
const cartItemOf = (product) =>
  product.category === 'Individual Colors' || product.fullPanPrice !== null || product.grandePrice !== null ? 'half' : 'product';

/** Items whose level is not the sum of their ledger (none when the ledger is exact). */
const ledgerMismatches = (databaseUrl) =>
  withPostgres(databaseUrl, async (c) => {
    const { rows } = await c.query(
      `SELECT l.product_id, l.item, l.level, coalesce(sum(m.delta), 0)::int AS ledger FROM commerce.stock_levels l
       LEFT JOIN commerce.stock_movements m USING (product_id, item) GROUP BY 1, 2, 3 HAVING l.level <> coalesce(sum(m.delta), 0)`,
    );
    return rows;
  });

// ---- checkout: a 3-line cart, its items counted or not ----

async function checkoutMode(cleanup) {
  const s = await shop(cleanup, 'checkout');
  const { products } = await listProducts(s.target.baseUrl);
  const cart = chooseCart(products, CART_LINES);
  const byId = new Map(products.map((p) => [p.id, p]));
  const items = cart.map((line) => ({ productId: line.id.replace(/-half$/, ''), item: cartItemOf(byId.get(line.id.replace(/-half$/, ''))) }));
  const runs = [];
  for (const [i, counted] of RUNS.entries()) {
    for (const { productId, item } of items) await setStock(s, productId, item, counted ? PLENTY : null);
    const shoppers = await prepareShoppers(s.target.baseUrl, { count: config.shoppers, prefix: `stock-${i}`, cartItems: cart, concurrency: 32 });
    const cookies = shoppers.shoppers.map((shopper) => shopper.cookie);
    const warmCount = Math.ceil(cookies.length / 6);
    const load = (values) => {
      const rotation = rotateHeader('cookie', values, { every: UNPAID_ORDERS_PER_SESSION, headers: JSON_HEADERS });
      return { path: CHECKOUT_PATH, method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(WHERE), setupClient: rotation.setupClient };
    };
    log(`checkout: run ${i + 1} of ${RUNS.length}, items ${counted ? 'counted' : 'not counted'}${i === 0 ? ' (warm-up, not compared)' : ''}…`);
    const { load: measured, problems } = await measureRequest(s.target, config, {
      request: load(cookies.slice(warmCount)),
      warmupRequest: load(cookies.slice(0, warmCount)),
      expected: '201 with a pending order',
    });
    runs.push({ counted, rps: measured.rps, p50: measured.p50, p99: measured.p99, statusCodes: measured.statusCodes, problems });
  }
  const compared = runs.slice(1);
  const mean = (list) => list.reduce((sum, r) => sum + r.rps, 0) / list.length;
  const baseline = mean(compared.filter((r) => !r.counted));
  const counted = mean(compared.filter((r) => r.counted));
  return { runs, baseline, counted, share: counted / baseline, mismatches: await ledgerMismatches(s.target.databaseUrl) };
}

// ---- race: the last unit, RACE_BUYERS at once ----

async function raceMode(cleanup) {
  const s = await shop(cleanup, 'race');
  const { products } = await listProducts(s.target.baseUrl);
  const paint = products.find((p) => p.category === 'Individual Colors' && !p.hasVariants);
  const single = products.find((p) => p.category !== 'Individual Colors' && p.fullPanPrice === null && p.grandePrice === null && !p.hasVariants);
  const withVariants = products.find((p) => p.hasVariants);
  const variants = withVariants ? json(await get(`${s.target.baseUrl}/api/products/${withVariants.id}/variants`), 'GET variants') : [];
  const cases = [
    { name: 'a product itself', productId: single.id, item: 'product', lineId: single.id },
    { name: 'a half pan', productId: paint.id, item: 'half', lineId: `${paint.id}-half` },
    ...(variants[0] ? [{ name: 'a variant', productId: withVariants.id, item: variants[0].id, lineId: `${withVariants.id}-${variants[0].id}` }] : []),
  ];
  const results = [];
  for (const [i, race] of cases.entries()) {
    await setStock(s, race.productId, race.item, 1);
    const { shoppers } = await signInShoppers(s.target.baseUrl, { count: config.raceBuyers, prefix: `race-${i}`, concurrency: 32 });
    const body = JSON.stringify({ ...WHERE, items: [{ id: race.lineId, quantity: 1 }] });
    log(`race: ${config.raceBuyers} shoppers buy the last unit of ${race.name} at once…`);
    const started = performance.now();
    const answers = await Promise.all(
      shoppers.map(async ({ cookie }) => {
        const sent = performance.now();
        const res = await request(s.target.baseUrl + CHECKOUT_PATH, {
          method: 'POST',
          body,
          headers: { ...JSON_HEADERS, cookie },
          timeoutMs: 60_000,
        });
        return { status: res.status, ms: performance.now() - sent };
      }),
    );
    const settleMs = performance.now() - started;
    const level = await withPostgres(
      s.target.databaseUrl,
      async (c) =>
        (await c.query('SELECT level FROM commerce.stock_levels WHERE product_id = $1 AND item = $2', [race.productId, race.item])).rows[0]?.level,
    );
    const count = (status) => answers.filter((a) => a.status === status).length;
    results.push({
      ...race,
      settleMs,
      p50: percentile(
        answers.map((a) => a.ms),
        50,
      ),
      p99: percentile(
        answers.map((a) => a.ms),
        99,
      ),
      created: count(201),
      refused: count(409),
      other: answers.length - count(201) - count(409),
      level,
    });
  }
  return { races: results, mismatches: await ledgerMismatches(s.target.databaseUrl) };
}

// ---- report ----

function render(results, loadAverage) {
  const sections = [
    `stock at checkout, each mode on a fresh embedded shop (demo catalogue), ${config.connections} connections, ${config.durationS} s per load after a ` +
      `${config.warmupS} s warm-up; the load generator shares the machine's ${config.cpus} cores with the shop ${loadAverageNote(loadAverage)}`,
  ];
  const targets = [];
  const checkout = results.checkout;
  if (checkout?.error) sections.push(`checkout: failed: ${checkout.error}`);
  else if (checkout) {
    const rows = [
      ['run', 'checkouts/s', 'p50 / p99 ms', 'answers'],
      ...checkout.runs.map((r, i) => [
        `${i + 1}. ${CART_LINES} lines, ${r.counted ? 'counted (3 reservations each)' : 'not counted'}${i === 0 ? ', warm-up' : ''}`,
        fmt.int(r.rps),
        `${fmt.ms(r.p50)} / ${fmt.ms(r.p99)}`,
        JSON.stringify(r.statusCodes),
      ]),
    ];
    const met = checkout.share >= TARGET_SHARE && checkout.runs.every((r) => !r.problems.length) && !checkout.mismatches.length;
    targets.push([
      `  counted checkout (mean of runs 3, 5) ≥ ${TARGET_SHARE * 100} % of the uncounted (runs 2, 4), every answer 201, ledger exact`,
      `${(checkout.share * 100).toFixed(1)} %`,
      met ? 'PASS' : 'MISS',
    ]);
    sections.push(table(rows));
    const problems = checkout.runs.flatMap((r) => r.problems);
    if (problems.length || checkout.mismatches.length)
      sections.push(`problems\n  ${[...problems, ...checkout.mismatches.map((m) => JSON.stringify(m))].join('\n  ')}`);
  }
  const race = results.race;
  if (race?.error) sections.push(`race: failed: ${race.error}`);
  else if (race) {
    const rows = [
      ['the last unit of', 'buyers', '201', '409', 'other', 'level after', 'settle ms', 'p50 / p99 ms'],
      ...race.races.map((r) => [
        r.name,
        config.raceBuyers,
        r.created,
        r.refused,
        r.other,
        r.level,
        fmt.int(r.settleMs),
        `${fmt.ms(r.p50)} / ${fmt.ms(r.p99)}`,
      ]),
    ];
    sections.push(table(rows));
    const exact = race.races.every((r) => r.created === 1 && r.refused === config.raceBuyers - 1 && r.level === 0) && !race.mismatches.length;
    targets.push(['  every race: one 201, the rest 409, level 0, ledger exact', exact ? 'yes' : 'no', exact ? 'PASS' : 'MISS']);
  }
  if (targets.length) sections.push(`targets\n${table(targets)}`);
  return { text: sections.join('\n\n'), targets };
}

async function main() {
  assertKnownModes(config.modes, MODES);
  assertBuilt();
  handleInterrupts();
  const results = {};
  const run = modeRunner(config.modes, { checkout: checkoutMode, race: raceMode }, results);
  const loadAverage = await withLoadAverage(async () => {
    for (const mode of MODES) await run(mode);
  });
  const { text, targets } = render(results, loadAverage);
  printAndSave('stock', text, { ...config, cartLines: CART_LINES }, { loadAverage, results, targets });
}

runBench(main);
