'use strict';
/**
 * The catalogue under load with 5,000 products, and the web app's bundle, in one run:
 *   embedded     the whole shop in one process (SEED_DEMO=false, fresh DATA_DIR), 5,000 products inserted with SQL,
 *                then GET /api/products (the shopper's first page) and GET /api/products/{id}
 *   floor        a bare Node http server answering the same bytes as that first page, from memory
 *   distributed  five services + one gateway over the machine's NATS and Postgres, the same 5,000 products, same loads
 *   bundle       the JS the landing page and /products load, and the CSS, gzip -9
 * See bench/README.md.
 */
const path = require('node:path');
const { generateCatalogue, insertCatalogue, expectedFirstPage, summarize } = require('./lib/catalog-data');
const { handleInterrupts } = require('./lib/cleanup');
const { withPostgres } = require('./lib/cluster');
const { measureEndpoint } = require('./lib/measure');
const { get } = require('./lib/net');
const { treeMemory, treesMemory } = require('./lib/procfs');
const { table, fmt, reportText } = require('./lib/report');
const {
  loadSettingsFromEnv,
  modesFromEnv,
  machineSettingsFromEnv,
  assertKnownModes,
  modeRunner,
  runFloorAfterFirstShop,
  printAndSave,
  runBench,
} = require('./lib/run');
const { openEmbeddedShop, openCluster } = require('./lib/setups');
const { assertBuilt } = require('./lib/shop');
const { checkJsonAnswer, measureFloorAnswering, loadHeader, loadRow, floorTarget } = require('./lib/vs-floor');
const { measureWebBundle } = require('./lib/web-bundle');

const MODES = ['embedded', 'floor', 'distributed', 'bundle'];
const LIST_PATH = '/api/products';
const PAGE_SIZE = 50;
const FIRST_PAGE_PATH = `${LIST_PATH}?limit=${PAGE_SIZE}`; // the shopper's first page (without a limit the API answers every product)

const loadOptions = loadSettingsFromEnv();
const config = {
  ...loadOptions,
  products: Number(process.env.PRODUCTS ?? 5000),
  modes: modesFromEnv(MODES),
  webBundle: process.env.WEB_BUNDLE ?? 'auto',
  ...machineSettingsFromEnv(),
};

const TARGETS = { read: { share: 0.25, p99Ms: 50 }, landingJsGzipBytes: 200 * 1e3 };

const log = (message) => console.log(`· ${message}`);

// The catalogue, the same rows for both shops (so both answer the same bytes).
const rows = generateCatalogue(config.products);
const activeRows = rows.filter((r) => r.is_active);
const firstPage = expectedFirstPage(rows, PAGE_SIZE);
const oneProduct = activeRows[Math.floor(activeRows.length / 2)]; // a real, active product, far from the first page
const productPath = `${LIST_PATH}/${oneProduct.id}`;

/** The first page answer, taken from the first shop that served it: the floor answers these bytes. */
let captured = null;

/** GET /api/products must be 200, JSON, X-Total-Count = the active products, and exactly the expected first page. */
async function checkFirstPage(baseUrl) {
  return checkJsonAnswer(await get(baseUrl + FIRST_PAGE_PATH), `GET ${LIST_PATH}`, ({ headers, body }, fail) => {
    if (headers['x-total-count'] !== String(activeRows.length)) {
      fail(`has X-Total-Count ${headers['x-total-count']} instead of ${activeRows.length} (a stale cache?)`);
    }
    if (!Array.isArray(body) || body.length !== firstPage.length) fail(`is not an array of ${firstPage.length} products`);
    const wrong = body.findIndex((p, i) => p.id !== firstPage[i].id || p.name !== firstPage[i].name || p.isActive !== true);
    if (wrong >= 0) fail(`item ${wrong} is ${body[wrong].id} "${body[wrong].name}" instead of ${firstPage[wrong].id} "${firstPage[wrong].name}"`);
  });
}

/** GET /api/products/{id} must be 200 with that product. */
async function checkOneProduct(baseUrl) {
  const answer = await get(baseUrl + productPath);
  if (answer.status !== 200 || answer.body?.id !== oneProduct.id || answer.body?.name !== oneProduct.name) {
    throw new Error(`GET ${productPath} answered ${answer.status} ${answer.text.slice(0, 200)} instead of 200 with "${oneProduct.name}"`);
  }
  return answer;
}

/** Inserts the catalogue into a shop that has just started (no product yet, nothing read yet), then measures both reads. */
async function loadCatalogue(mode, target, databaseUrl) {
  const [{ n }] = (await withPostgres(databaseUrl, (c) => c.query('SELECT count(*)::int AS n FROM catalog.products'))).rows;
  if (n !== 0) throw new Error(`catalog.products already holds ${n} products before the insert`);
  const insertMs = await insertCatalogue(databaseUrl, rows);
  log(`${mode}: ${rows.length} products inserted with SQL in ${fmt.s(insertMs)}, checking the answers…`);
  // The first GETs come after the insert, so the gateway cache holds nothing older; X-Total-Count checks it.
  const page = await checkFirstPage(target.baseUrl);
  const product = await checkOneProduct(target.baseUrl);
  captured ??= { from: mode, text: page.text, headers: page.headers };

  log(`${mode}: loading GET ${LIST_PATH} (${fmt.int(Buffer.byteLength(page.text))} bytes)…`);
  const list = await measureEndpoint(target, loadOptions, { path: FIRST_PAGE_PATH, expectBody: page.text });
  log(`${mode}: loading GET ${LIST_PATH}/{id} (${fmt.int(Buffer.byteLength(product.text))} bytes)…`);
  const one = await measureEndpoint(target, loadOptions, { path: productPath, expectBody: product.text });
  return {
    insertMs,
    list: { bytes: Buffer.byteLength(page.text), etag: page.headers.etag, sameBytesAs: sameBytesNote(mode, page.text), ...list },
    product: { bytes: Buffer.byteLength(product.text), ...one },
  };
}

/** Whether this shop's first page is byte for byte the one the floor serves. */
function sameBytesNote(mode, text) {
  if (!captured || captured.from === mode) return null;
  return { mode: captured.from, same: captured.text === text };
}

async function embeddedMode(cleanup) {
  const shop = await openEmbeddedShop(cleanup, { settings: { SEED_DEMO: 'false' }, about: 'with SEED_DEMO=false', log });
  const loaded = await loadCatalogue('embedded', shop, shop.databaseUrl);
  return { startMs: shop.coldStartMs, ...loaded, memoryAfterLoad: treeMemory(shop.pid) };
}

async function floorMode(cleanup) {
  if (!captured) throw new Error(`no shop answered GET ${LIST_PATH}, so the floor has no body to serve`);
  return { list: await measureFloorAnswering(cleanup, captured, { path: FIRST_PAGE_PATH, what: 'first page', loadOptions, log }) };
}

async function distributedMode(cleanup) {
  const cluster = await openCluster(cleanup, { ...config, log });
  const loaded = await loadCatalogue('distributed', cluster, cluster.databaseUrl);
  return { ...loaded, memoryAfterLoad: treesMemory(cluster.processes.map((p) => p.pid)) };
}

async function bundleMode(cleanup) {
  return measureWebBundle({ mode: config.webBundle, cleanup, log });
}

const RUNNERS = { embedded: embeddedMode, floor: floorMode, distributed: distributedMode, bundle: bundleMode };

// ---- report ----

function loadTable(results) {
  const floorLoad = results.floor?.list?.load;
  const lines = [];
  const row = (mode, label, figures) => lines.push(loadRow(`${mode.padEnd(11)} ${label}`, figures, floorLoad));
  if (results.floor) row('floor', `(the ${results.floor.list?.bodyFrom ?? 'shop'} ${LIST_PATH} bytes)`, results.floor.list);
  for (const mode of ['embedded', 'distributed'].filter((m) => results[m])) {
    row(mode, LIST_PATH, results[mode].list);
    row(mode, `${LIST_PATH}/{id}`, results[mode].product);
  }
  return table([loadHeader('GET'), ...lines]);
}

function detailLines(results) {
  const summary = summarize(rows);
  const lines = [
    `catalogue: ${fmt.int(summary.products)} products (${fmt.int(summary.active)} active) in 7 categories, ` +
      `inserted with SQL into catalog.products; first page = ${PAGE_SIZE} newest active; {id} = ${oneProduct.id}`,
  ];
  for (const mode of ['embedded', 'distributed']) {
    const r = results[mode];
    if (r?.insertMs !== undefined) lines.push(`${mode}: insert ${fmt.s(r.insertMs)}` + (r.startMs ? `, start incl. initdb ${fmt.s(r.startMs)}` : ''));
    if (r?.list?.sameBytesAs)
      lines.push(`${mode}: first page ${r.list.sameBytesAs.same ? 'is' : 'is NOT'} byte for byte the ${r.list.sameBytesAs.mode} one`);
  }
  if (results.floor?.list) lines.push(`floor: serves the ${results.floor.list.bodyFrom} shop's first page with its headers`);
  const memory = (label, m) =>
    m && lines.push(`${label} resident memory after the loads: ${fmt.mb(m.rss)} (PSS ${fmt.mb(m.pss)}; ${m.processes} processes)`);
  memory('embedded (node + postgres tree)', results.embedded?.memoryAfterLoad);
  memory('distributed (6 node processes)', results.distributed?.memoryAfterLoad);
  return lines;
}

function bundleTable(bundle) {
  if (!bundle || bundle.error) return null;
  const row = (label, s) => [`  ${label}`, s.files.length, fmt.kb(s.raw), fmt.kb(s.gzip)];
  return [
    `web bundle: ${bundle.source}; gzip level 9, each file on its own (kB = 1,000 bytes)`,
    table([
      ['', 'files', 'raw', 'gzip'],
      row('landing page JS (entry + modulepreload + static imports)', bundle.landingJs),
      row(`landing + /products JS (+ ${path.basename(bundle.productsChunk)} and its static imports)`, bundle.landingPlusProductsJs),
      row('CSS (index.html stylesheets)', bundle.css),
    ]),
    bundle.otherCss.length ? `  other CSS files, not counted: ${bundle.otherCss.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Each target: { name, value, met: true | false | null (not measured) | 'info' }. */
function evaluateTargets(results) {
  const targets = [];
  const known = (v) => v !== null && v !== undefined;
  // The read's speed only: its answers are checked under load and any other is reported under "problems seen".
  const speed = (mode, label, figures, informational) =>
    targets.push(
      floorTarget({
        mode,
        request: `GET ${label}`,
        load: figures?.load,
        floorLoad: results.floor?.list?.load,
        goal: TARGETS.read,
        informational,
        everyAnswerRight: false,
      }),
    );
  speed('embedded', LIST_PATH, results.embedded?.list, false);
  speed('embedded', `${LIST_PATH}/{id}`, results.embedded?.product, false);
  speed('distributed', LIST_PATH, results.distributed?.list, true);
  speed('distributed', `${LIST_PATH}/{id}`, results.distributed?.product, true);
  const landing = results.bundle?.landingJs?.gzip;
  targets.push({
    name: `first shopper page (landing) JS < ${fmt.kb(TARGETS.landingJsGzipBytes)} gzip`,
    value: known(landing) ? fmt.kb(landing) : 'not measured',
    met: known(landing) ? landing < TARGETS.landingJsGzipBytes : null,
  });
  return targets;
}

function problemLines(results) {
  const lines = [];
  for (const [mode, result] of Object.entries(results)) {
    if (result?.error) lines.push(`${mode} failed: ${result.error}`);
    for (const part of ['list', 'product']) {
      for (const problem of result?.[part]?.problems ?? []) lines.push(`${mode} ${part === 'list' ? LIST_PATH : `${LIST_PATH}/{id}`}: ${problem}`);
    }
    if (result?.list?.sameBytesAs && !result.list.sameBytesAs.same) {
      lines.push(`${mode}: its first page differs from the ${result.list.sameBytesAs.mode} one the floor serves`);
    }
  }
  return lines;
}

function render(results) {
  const targets = evaluateTargets(results);
  const text = reportText(
    [
      `catalogue reads: ${config.connections} connections, ${config.durationS} s per line after a ${config.warmupS} s warm-up, ` +
        `full 200 answers (no If-None-Match); autocannon shares the machine's ${config.cpus} cores with the server`,
      Object.keys(results).some((m) => m !== 'bundle') ? loadTable(results) : null,
      detailLines(results).join('\n'),
      bundleTable(results.bundle),
    ],
    targets,
    problemLines(results),
  );
  return { text, targets };
}

// ---- run ----

async function main() {
  assertKnownModes(config.modes, MODES);
  if (!['auto', 'build', 'dist'].includes(config.webBundle)) throw new Error(`WEB_BUNDLE must be auto, build or dist, not ${config.webBundle}`);
  if (config.modes.some((m) => m !== 'bundle')) assertBuilt();
  handleInterrupts();

  // The floor needs a shop's first page: it runs right after the embedded shop (stopped by then), or after the
  // distributed one when the embedded shop was not run or failed. The bundle comes last (its build is CPU-heavy).
  const results = {};
  const run = modeRunner(config.modes, RUNNERS, results);
  await runFloorAfterFirstShop(run, () => captured !== null);
  await run('bundle');

  const { text, targets } = render(results);
  const dataset = { ...summarize(rows), firstPageSize: PAGE_SIZE, productId: oneProduct.id };
  printAndSave('catalog', text, config, { dataset, results, targets });
}

runBench(main);
