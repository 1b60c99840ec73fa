'use strict';
/**
 * The daily deals under load, in one run:
 *   embedded     the whole shop in one process (SEED_DEMO=false, fresh DATA_DIR), 6 active deals created through the admin
 *                API: GET /api/daily-deals under load; then a burst of 200 signed-in buyers on a deal of 10 units
 *   floor        a bare Node http server answering the same bytes (and headers) as that GET /api/daily-deals, from memory
 *   distributed  five services + one gateway over the machine's NATS and Postgres, the same deals, the same load and burst
 * See bench/README.md ("The deals bench").
 */
const { randomBytes } = require('node:crypto');
const { benchAdmin, adminCookie } = require('./lib/admin');
const { fireBurst, latencies, describeUnexpected } = require('./lib/burst');
const { handleInterrupts } = require('./lib/cleanup');
const { withPostgres } = require('./lib/cluster');
const { measureEndpoint } = require('./lib/measure');
const { get, post, request } = require('./lib/net');
const { table, fmt, reportText, loadAverageNote } = require('./lib/report');
const {
  loadSettingsFromEnv,
  modesFromEnv,
  machineSettingsFromEnv,
  assertKnownModes,
  assertWholeNumbers,
  modeRunner,
  runFloorAfterFirstShop,
  withLoadAverage,
  printAndSave,
  runBench,
} = require('./lib/run');
const { openEmbeddedShop, openCluster } = require('./lib/setups');
const { assertBuilt } = require('./lib/shop');
const { prepareShoppers } = require('./lib/shoppers');
const { countStatuses } = require('./lib/stats');
const { checkJsonAnswer, measureFloorAnswering, loadHeader, listLoadRows, listTargets, listProblemLines } = require('./lib/vs-floor');

const MODES = ['embedded', 'floor', 'distributed'];
const LIST_PATH = '/api/daily-deals';
const ADMIN_LIST_PATH = '/api/admin/daily-deals';
const QUOTE_PATH = '/api/cart/quote';
const CHECKOUT_PATH = '/api/checkout';
const CITY = 'Austin';
const STATE = 'TX';
const TAX_BASIS_POINTS = 625; // Texas, 6.25 % (docs/product/shopper.md §9)
const DEAL_SHIPPING_CENTS = 699; // a deal line that is the cart's first non-pan unit (docs/rules.md §3)
const HOUR_MS = 3_600_000;

const loadOptions = loadSettingsFromEnv();
const config = {
  ...loadOptions,
  modes: modesFromEnv(MODES),
  deals: Number(process.env.DEALS ?? 6),
  buyers: Number(process.env.BUYERS ?? 200),
  burstConnections: Number(process.env.BURST_CONNECTIONS ?? 50),
  units: Number(process.env.UNITS ?? 10),
  ...machineSettingsFromEnv(),
};

const LIST_TARGET = { share: 0.25, p99Ms: 50 };

const log = (message) => console.log(`· ${message}`);
const cents = (dollars) => Math.round(dollars * 100);

// ---- the deals ----

/** The listed deals: ASCII text (autocannon decodes each TCP chunk on its own), ending one hour apart, so the order is fixed. */
function listedDeals(count) {
  const kinds = ['Half Pan Trio', 'Travel Brush Set', 'Pastel Sampler', 'Granulating Quartet', 'Sketchbook Bundle', 'Gouache Starter'];
  return Array.from({ length: count }, (_, i) => ({
    title: `Deal of the day ${i + 1}: ${kinds[i % kinds.length]}`,
    description: `A limited run of the ${kinds[i % kinds.length].toLowerCase()}, hand-packed in the studio. While it lasts.`,
    originalPrice: 40 + 5 * i,
    salePrice: 24 + 3 * i,
    quantity: 25,
    endHours: 2 + i,
  }));
}

const BURST_DEAL = { title: 'Burst deal: Limited Palette', description: 'Ten palettes, one burst of buyers.', originalPrice: 60, salePrice: 36 };

/** POST /api/admin/daily-deals (JSON, no images): an active deal from now to now + endHours. */
async function createDeal(baseUrl, cookie, { title, description, originalPrice, salePrice, quantity, endHours }) {
  const now = Date.now();
  const body = {
    title,
    description,
    originalPrice,
    salePrice,
    quantity,
    status: 'active',
    startDate: new Date(now - 60_000).toISOString(),
    endDate: new Date(now + endHours * HOUR_MS).toISOString(),
  };
  const answer = await post(baseUrl + ADMIN_LIST_PATH, body, { headers: { cookie } });
  if (answer.status !== 201 || answer.body?.status !== 'active' || answer.body?.quantity !== quantity) {
    throw new Error(`POST ${ADMIN_LIST_PATH} (${title}) answered ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.body;
}

/** GET /api/daily-deals must be 200, JSON, ASCII, and exactly the created deals, ending soonest first. */
async function checkList(baseUrl, created) {
  return checkJsonAnswer(await get(baseUrl + LIST_PATH), `GET ${LIST_PATH}`, ({ body }, fail) => {
    if (!Array.isArray(body) || body.length !== created.length) fail(`is not an array of the ${created.length} deals`);
    const wrong = body.findIndex((d, i) => d.id !== created[i].id || d.status !== 'active' || d.salePrice !== created[i].salePrice);
    if (wrong >= 0) fail(`item ${wrong} is ${body[wrong].id} instead of ${created[wrong].id} (active, $${created[wrong].salePrice})`);
  });
}

/** The GET /api/daily-deals answer of the first shop that served it: the floor answers these bytes. */
let captured = null;

// ---- the burst ----

/** The deal line's quote total by the bench's own arithmetic: salePrice + 6.99 shipping, tax 6.25 % half up. */
function expectedDealTotal(salePrice) {
  const subtotal = cents(salePrice) + DEAL_SHIPPING_CENTS;
  const tax = Math.floor((subtotal * TAX_BASIS_POINTS + 5_000) / 10_000);
  return (subtotal + tax) / 100;
}

/** Pending orders in the shop's `commerce` schema holding the deal's line. */
async function pendingOrdersOf(databaseUrl, dealId) {
  const { rows } = await withPostgres(databaseUrl, (c) =>
    c.query(
      "SELECT count(*)::int AS n, coalesce(sum((l->>'quantity')::int), 0)::int AS units FROM commerce.orders o, jsonb_array_elements(o.items) l " +
        "WHERE o.status = 'pending' AND l->>'id' = $1",
      [`deal-${dealId}`],
    ),
  );
  return rows[0];
}

/** A deal of `units`, `buyers` shoppers with it in their cart, every one checking out one unit at once. */
async function measureBurst(mode, target, cookie, databaseUrl) {
  const deal = await createDeal(target.baseUrl, cookie, { ...BURST_DEAL, quantity: config.units, endHours: 24 });
  const line = { id: `deal-${deal.id}`, quantity: 1 };
  const requestBody = JSON.stringify({ items: [line], city: CITY, state: STATE });

  // The line's price, checked once by a quote (it reserves nothing): each 201 must be a pending order of that total.
  const total = expectedDealTotal(deal.salePrice);
  const quote = await post(target.baseUrl + QUOTE_PATH, { items: [line], city: CITY, state: STATE });
  if (quote.status !== 200 || quote.body?.total !== total) {
    throw new Error(`POST ${QUOTE_PATH} of the deal line answered ${quote.status} ${quote.text.slice(0, 300)} instead of 200, total ${total}`);
  }
  log(
    `${mode}: burst deal ${deal.id} (${config.units} units, $${deal.salePrice}, quote total $${total} as expected); ` +
      `signing in ${fmt.int(config.buyers)} buyers with it in their cart…`,
  );
  const prepared = await prepareShoppers(target.baseUrl, {
    count: config.buyers,
    prefix: `${mode}-buyer-${randomBytes(3).toString('hex')}`,
    cartItems: [line],
  });
  const before = await pendingOrdersOf(databaseUrl, deal.id);
  if (before.n !== 0) throw new Error(`${before.n} pending orders already hold the burst deal`);

  log(
    `${mode}: buyers ready in ${fmt.s(prepared.ms)}; ${fmt.int(config.buyers)} × POST ${CHECKOUT_PATH} at once over ${config.burstConnections} connections…`,
  );
  // Every buyer checks out one unit, all at once.
  const { answers, wallMs } = await fireBurst(prepared.shoppers, config.burstConnections, ({ cookie: session }) =>
    post(target.baseUrl + CHECKOUT_PATH, requestBody, { headers: { cookie: session }, timeoutMs: 30_000 }),
  );

  const isOrder = (a) => a.status === 201 && a.body?.status === 'pending' && a.body?.total === total && typeof a.body?.orderId === 'string';
  const isSoldOut = (a) => a.status === 409 && /sold out|left/i.test(String(a.body?.message ?? ''));
  const orders = answers.filter(isOrder);
  const refused = answers.filter(isSoldOut);
  const other = answers.filter((a) => !isOrder(a) && !isSoldOut(a));
  const latency = latencies(answers);
  const lastOrderAtMs = orders.length ? Math.max(...orders.map((a) => a.doneAt)) : null;

  // Read back: the deal as the admin sees it, and the pending orders that hold it.
  const adminList = await adminGet(target.baseUrl + ADMIN_LIST_PATH, cookie);
  const after = adminList.find((d) => d.id === deal.id);
  if (!after) throw new Error(`GET ${ADMIN_LIST_PATH} does not list the burst deal ${deal.id}`);
  const held = await pendingOrdersOf(databaseUrl, deal.id);
  return {
    deal: { id: deal.id, quantity: deal.quantity, salePrice: deal.salePrice, total },
    buyers: config.buyers,
    connections: config.burstConnections,
    prepareMs: prepared.ms,
    wallMs,
    answersPerS: answers.length / (wallMs / 1000),
    ordersPerS: orders.length / (wallMs / 1000),
    lastOrderAtMs,
    p50: latency.p50,
    p99: latency.p99,
    max: latency.max,
    byStatus: countStatuses(answers),
    orders: orders.length,
    soldOut: refused.length,
    other: describeUnexpected(other),
    otherCount: other.length,
    soldCount: after.soldCount,
    pendingOrders: held.n,
    pendingUnits: held.units,
  };
}

async function adminGet(url, cookie) {
  const answer = await request(url, { headers: { cookie } });
  if (answer.status !== 200 || !Array.isArray(answer.body)) throw new Error(`GET ${url} answered ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.body;
}

// ---- the modes ----

/** The deals, GET /api/daily-deals under load, then the burst, on a running shop; databaseUrl reaches its `commerce` schema. */
async function measureShop(mode, target, admin, databaseUrl) {
  const cookie = await adminCookie(target.baseUrl, admin);
  const started = Date.now();
  const created = [];
  for (const deal of listedDeals(config.deals)) created.push(await createDeal(target.baseUrl, cookie, deal));
  const createMs = Date.now() - started;
  const first = await checkList(target.baseUrl, created);
  captured ??= { from: mode, text: first.text, headers: first.headers };
  log(
    `${mode}: ${created.length} active deals created through the admin API in ${fmt.s(createMs)}; ` +
      `loading GET ${LIST_PATH} (${fmt.int(Buffer.byteLength(first.text))} bytes)…`,
  );
  const list = await measureEndpoint(target, loadOptions, { path: LIST_PATH, expectBody: first.text });
  const burst = await measureBurst(mode, target, cookie, databaseUrl);
  return { createMs, list: { bytes: Buffer.byteLength(first.text), ...list }, burst };
}

async function embeddedMode(cleanup) {
  const admin = benchAdmin();
  const shop = await openEmbeddedShop(cleanup, { settings: { SEED_DEMO: 'false' }, admin, about: 'with SEED_DEMO=false', log });
  return { startMs: shop.coldStartMs, ...(await measureShop('embedded', shop, admin, shop.databaseUrl)) };
}

async function floorMode(cleanup) {
  if (!captured) throw new Error(`no shop answered GET ${LIST_PATH}, so the floor has no body to serve`);
  return { list: await measureFloorAnswering(cleanup, captured, { path: LIST_PATH, what: `GET ${LIST_PATH}`, loadOptions, log }) };
}

async function distributedMode(cleanup) {
  const cluster = await openCluster(cleanup, { ...config, log });
  return measureShop('distributed', cluster, cluster.admin, cluster.databaseUrl);
}

const RUNNERS = { embedded: embeddedMode, floor: floorMode, distributed: distributedMode };

// ---- report ----

const loadTable = (results) => table([loadHeader('GET'), ...listLoadRows(results, LIST_PATH)]);

function burstTable(results) {
  const header = [
    'burst, POST /api/checkout',
    'answers',
    '201',
    '409',
    'other',
    'answers/s',
    'orders/s',
    'p50 ms',
    'p99 ms',
    'sold',
    'pending orders',
  ];
  const lines = [];
  for (const mode of ['embedded', 'distributed'].filter((m) => results[m] && !results[m].error)) {
    const b = results[mode].burst;
    if (!b) {
      lines.push([mode, 'failed', '-', '-', '-', '-', '-', '-', '-', '-', '-']);
      continue;
    }
    lines.push([
      mode,
      b.buyers,
      b.byStatus['201'] ?? 0,
      b.byStatus['409'] ?? 0,
      b.otherCount,
      fmt.int(b.answersPerS),
      fmt.int(b.ordersPerS),
      fmt.ms(Math.round(b.p50)),
      fmt.ms(Math.round(b.p99)),
      `${b.soldCount}/${b.deal.quantity}`,
      b.pendingOrders,
    ]);
  }
  return lines.length ? table([header, ...lines]) : null;
}

function detailLines(results) {
  const lines = [
    `deals: ${config.deals} active deals (quantity 25, ending 2 h … ${config.deals + 1} h from now) created with ` +
      `POST ${ADMIN_LIST_PATH} (JSON, no images); the burst deal: ${config.units} units, $${BURST_DEAL.salePrice}`,
  ];
  for (const mode of ['embedded', 'distributed']) {
    const r = results[mode];
    if (r?.createMs !== undefined)
      lines.push(`${mode}: deals created in ${fmt.s(r.createMs)}` + (r.startMs ? `, start incl. initdb ${fmt.s(r.startMs)}` : ''));
    const b = r?.burst;
    if (b) {
      lines.push(
        `${mode} burst: ${b.buyers} buyers signed in with the deal line in their cart in ${fmt.s(b.prepareMs)}; all ${b.buyers} sent at once, ` +
          `${b.connections} in flight at a time; every answer in ${fmt.int(b.wallMs)} ms (the ${b.orders}th order answered at ` +
          `${b.lastOrderAtMs === null ? '-' : fmt.int(b.lastOrderAtMs)} ms); slowest ${fmt.int(b.max)} ms`,
      );
      lines.push(
        `${mode} read back: GET ${ADMIN_LIST_PATH} soldCount ${b.soldCount} of ${b.deal.quantity}; ${b.pendingOrders} pending orders in ` +
          `commerce.orders hold ${b.pendingUnits} units of it; answers ${JSON.stringify(b.byStatus)}`,
      );
    }
  }
  if (results.floor?.list) lines.push(`floor: serves the ${results.floor.list.bodyFrom} shop's GET ${LIST_PATH} answer with its headers`);
  return lines;
}

/** Each target: { name, value, met: true | false | null (not measured) | 'info' }. */
function evaluateTargets(results) {
  // Like the catalogue's reads: the target is the embedded shop's; the distributed figure is printed for information.
  const targets = listTargets(results, LIST_PATH, LIST_TARGET);
  for (const mode of ['embedded', 'distributed']) {
    const b = results[mode]?.burst;
    targets.push({
      name: `${mode} burst: exactly ${config.units} sold (soldCount, pending orders, 201s), the others 409`,
      value: b
        ? `soldCount ${b.soldCount}, ${b.pendingUnits} units in ${b.pendingOrders} pending orders, ${b.orders} × 201, ${b.soldOut} × 409` +
          `${b.otherCount ? `, ${b.otherCount} other` : ''}`
        : 'not measured',
      met: b
        ? b.soldCount === config.units &&
          b.pendingUnits === config.units &&
          b.orders === config.units &&
          b.soldOut === config.buyers - config.units &&
          b.otherCount === 0
        : null,
    });
    targets.push({
      name: `${mode} burst: orders/s, p99 (information)`,
      value: b ? `${fmt.int(b.ordersPerS)} orders/s, ${fmt.int(b.answersPerS)} answers/s, p99 ${fmt.int(b.p99)} ms` : 'not measured',
      met: b ? 'info' : null,
    });
  }
  return targets;
}

function problemLines(results) {
  return Object.entries(results).flatMap(([mode, result]) => [
    ...listProblemLines(mode, result, LIST_PATH),
    ...(result?.burst?.other ?? []).map((answer) => `${mode} burst: unexpected answer ${answer}`),
  ]);
}

function render(results, loadAverage) {
  const targets = evaluateTargets(results);
  const text = reportText(
    [
      `daily deals: GET ${LIST_PATH} with ${config.connections} connections, ${config.durationS} s per line after a ${config.warmupS} s warm-up; ` +
        `a burst of ${config.buyers} buyers over ${config.burstConnections} connections on a deal of ${config.units} units; ` +
        `the load generator shares the machine's ${config.cpus} cores with the server ${loadAverageNote(loadAverage)}`,
      loadTable(results),
      burstTable(results),
      detailLines(results).join('\n'),
    ],
    targets,
    problemLines(results),
  );
  return { text, targets };
}

// ---- run ----

async function main() {
  assertKnownModes(config.modes, MODES);
  assertWholeNumbers(config, ['deals', 'buyers', 'burstConnections', 'units']);
  if (config.units > config.buyers) throw new Error(`UNITS (${config.units}) must not exceed BUYERS (${config.buyers})`);
  if (config.modes.some((m) => m !== 'floor')) assertBuilt();
  handleInterrupts();

  const results = {};
  const run = modeRunner(config.modes, RUNNERS, results);
  // The floor serves a shop's answer: it runs once the embedded shop has answered (and stopped).
  const loadAverage = await withLoadAverage(() => runFloorAfterFirstShop(run, () => captured !== null));

  const { text, targets } = render(results, loadAverage);
  printAndSave('deals', text, { ...config, city: CITY, state: STATE }, { loadAverage, results, targets });
}

runBench(main);
