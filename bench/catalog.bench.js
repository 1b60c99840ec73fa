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
const os = require('node:os');
const path = require('node:path');
const { generateCatalogue, insertCatalogue, expectedFirstPage, summarize } = require('./lib/catalog-data');
const { handleInterrupts, runWithCleanup, tempDir } = require('./lib/cleanup');
const { startCluster, withPostgres } = require('./lib/cluster');
const { startEmbedded } = require('./lib/embedded');
const { startFloor } = require('./lib/floor');
const { measureEndpoint } = require('./lib/measure');
const { get, waitForHealth } = require('./lib/net');
const { stopAllProcesses } = require('./lib/process');
const { treeMemory, treesMemory } = require('./lib/procfs');
const { table, fmt, verdict, memoryLine, writeResults } = require('./lib/report');
const { assertBuilt } = require('./lib/shop');
const { measureWebBundle } = require('./lib/web-bundle');

const MODES = ['embedded', 'floor', 'distributed', 'bundle'];
const LIST_PATH = '/api/products';
const PAGE_SIZE = 50;
const FIRST_PAGE_PATH = `${LIST_PATH}?limit=${PAGE_SIZE}`; // the shopper's first page (without a limit the API answers every product)

const config = {
  connections: Number(process.env.CONNECTIONS ?? 50),
  durationS: Number(process.env.DURATION ?? 10),
  warmupS: Number(process.env.WARMUP ?? 2),
  products: Number(process.env.PRODUCTS ?? 5000),
  modes: (process.env.MODES ?? MODES.join(',')).split(',').map((m) => m.trim()).filter(Boolean),
  webBundle: process.env.WEB_BUNDLE ?? 'auto',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  pgAdminUrl: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  cpus: os.cpus().length,
};
const loadOptions = { connections: config.connections, durationS: config.durationS, warmupS: config.warmupS };

const TARGETS = { shareOfFloor: 0.25, p99Ms: 50, landingJsGzipBytes: 200 * 1e3 };

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
  const answer = await get(baseUrl + FIRST_PAGE_PATH);
  const fail = (why) => {
    throw new Error(`GET ${LIST_PATH} ${why} (answered ${answer.status}, ${Buffer.byteLength(answer.text)} bytes: ${answer.text.slice(0, 200)})`);
  };
  if (answer.status !== 200) fail('is not 200');
  if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) fail(`has content-type ${answer.headers['content-type']}`);
  if (answer.headers['x-total-count'] !== String(activeRows.length)) {
    fail(`has X-Total-Count ${answer.headers['x-total-count']} instead of ${activeRows.length} (a stale cache?)`);
  }
  if (!Array.isArray(answer.body) || answer.body.length !== firstPage.length) fail(`is not an array of ${firstPage.length} products`);
  const wrong = answer.body.findIndex((p, i) => p.id !== firstPage[i].id || p.name !== firstPage[i].name || p.isActive !== true);
  if (wrong >= 0) fail(`item ${wrong} is ${answer.body[wrong].id} "${answer.body[wrong].name}" instead of ${firstPage[wrong].id} "${firstPage[wrong].name}"`);
  if (/[^\x00-\x7f]/.test(answer.text)) fail('holds non-ASCII text (autocannon would report false body mismatches)');
  return answer;
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
  const dataDir = tempDir(cleanup, 'bench-embedded-');
  log(`embedded: starting with SEED_DEMO=false on ${dataDir} (initdb)…`);
  const shop = await startEmbedded(dataDir, 90_000, { SEED_DEMO: 'false' });
  cleanup.defer('stop embedded shop', shop.stop);
  await waitForHealth(shop.baseUrl);
  const loaded = await loadCatalogue('embedded', shop, shop.databaseUrl);
  return { startMs: shop.coldStartMs, ...loaded, memoryAfterLoad: treeMemory(shop.pid) };
}

async function floorMode(cleanup) {
  if (!captured) throw new Error(`no shop answered GET ${LIST_PATH}, so the floor has no body to serve`);
  const floor = await startFloor({ body: captured.text, headers: captured.headers });
  cleanup.defer('stop floor', floor.stop);
  log(`floor: bare node http on ${floor.baseUrl} answering the ${captured.from} shop's first page` +
    ` (${fmt.int(Buffer.byteLength(captured.text))} bytes, same headers), loading…`);
  const list = await measureEndpoint(floor, loadOptions, { path: FIRST_PAGE_PATH, expectBody: captured.text });
  return { list: { bytes: Buffer.byteLength(captured.text), bodyFrom: captured.from, ...list } };
}

async function distributedMode(cleanup) {
  const dataDir = tempDir(cleanup, 'bench-cluster-');
  log('distributed: starting 5 services + gateway on a fresh database…');
  const cluster = await startCluster({ natsUrl: config.natsUrl, pgAdminUrl: config.pgAdminUrl, dataDir, cleanup });
  await waitForHealth(cluster.baseUrl);
  log(`distributed: healthy on ${cluster.baseUrl} (database ${cluster.database}, stream ${cluster.busPrefix}_EVENTS)`);
  const loaded = await loadCatalogue('distributed', cluster, cluster.databaseUrl);
  return { ...loaded, memoryAfterLoad: treesMemory(cluster.processes.map((p) => p.pid)) };
}

async function bundleMode(cleanup) {
  return measureWebBundle({ mode: config.webBundle, cleanup, log });
}

const RUNNERS = { embedded: embeddedMode, floor: floorMode, distributed: distributedMode, bundle: bundleMode };

// ---- report ----

const share = (results, load) => (results.floor?.list?.load && load ? load.rps / results.floor.list.load.rps : null);

function loadTable(results) {
  const header = ['setup, GET', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs floor'];
  const lines = [];
  const row = (mode, label, figures) => {
    const load = figures?.load;
    if (!load) return lines.push([`${mode.padEnd(11)} ${label}`, '-', 'failed', '-', '-', '-', '-', '-']);
    const s = share(results, load);
    lines.push([`${mode.padEnd(11)} ${label}`, fmt.int(figures.bytes), fmt.int(load.rps), fmt.ms(load.p50), fmt.ms(load.p99), load.errors,
      load.non2xx, s === null ? 'n/a' : fmt.pct(s)]);
  };
  if (results.floor) row('floor', `(the ${results.floor.list?.bodyFrom ?? 'shop'} ${LIST_PATH} bytes)`, results.floor.list);
  for (const mode of ['embedded', 'distributed'].filter((m) => results[m])) {
    row(mode, LIST_PATH, results[mode].list);
    row(mode, `${LIST_PATH}/{id}`, results[mode].product);
  }
  return table([header, ...lines]);
}

function detailLines(results) {
  const summary = summarize(rows);
  const lines = [`catalogue: ${fmt.int(summary.products)} products (${fmt.int(summary.active)} active) in 7 categories, ` +
    `inserted with SQL into catalog.products; first page = ${PAGE_SIZE} newest active; {id} = ${oneProduct.id}`];
  for (const mode of ['embedded', 'distributed']) {
    const r = results[mode];
    if (r?.insertMs !== undefined) lines.push(`${mode}: insert ${fmt.s(r.insertMs)}` + (r.startMs ? `, start incl. initdb ${fmt.s(r.startMs)}` : ''));
    if (r?.list?.sameBytesAs) lines.push(`${mode}: first page ${r.list.sameBytesAs.same ? 'is' : 'is NOT'} byte for byte the ${r.list.sameBytesAs.mode} one`);
  }
  if (results.floor?.list) lines.push(`floor: serves the ${results.floor.list.bodyFrom} shop's first page with its headers`);
  const memory = (label, m) => m && lines.push(`${label} resident memory after the loads: ${fmt.mb(m.rss)} (PSS ${fmt.mb(m.pss)}; ${m.processes} processes)`);
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
  ].filter(Boolean).join('\n');
}

/** Each target: { name, value, met: true | false | null (not measured) | 'info' }. */
function evaluateTargets(results) {
  const targets = [];
  const known = (v) => v !== null && v !== undefined;
  const speed = (mode, label, figures, informational) => {
    const s = share(results, figures?.load);
    const p99 = figures?.load?.p99;
    const measured = known(s) && known(p99);
    const met = measured ? s >= TARGETS.shareOfFloor && p99 < TARGETS.p99Ms : null;
    targets.push({
      name: informational ? `${mode} GET ${label} (information)` : `${mode} GET ${label} ≥ ${TARGETS.shareOfFloor * 100} % of floor, p99 < ${TARGETS.p99Ms} ms`,
      value: measured ? `${fmt.pct(s)}, p99 ${fmt.ms(p99)} ms` : 'not measured',
      met: informational && measured ? 'info' : met,
    });
  };
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
  const sections = [
    `catalogue reads: ${config.connections} connections, ${config.durationS} s per line after a ${config.warmupS} s warm-up, ` +
      `full 200 answers (no If-None-Match); autocannon shares the machine's ${config.cpus} cores with the server`,
    Object.keys(results).some((m) => m !== 'bundle') ? loadTable(results) : null,
    detailLines(results).join('\n'),
    bundleTable(results.bundle),
    `targets\n${table(targets.map((t) => [`  ${t.name}`, t.value, t.met === 'info' ? 'info' : verdict(t.met)]))}`,
  ];
  const problems = problemLines(results);
  if (problems.length) sections.push(`problems seen\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { text: sections.filter(Boolean).join('\n\n'), targets };
}

// ---- run ----

async function main() {
  const unknown = config.modes.filter((m) => !MODES.includes(m));
  if (unknown.length) throw new Error(`Unknown MODES ${unknown.join(', ')} (known: ${MODES.join(', ')})`);
  if (!['auto', 'build', 'dist'].includes(config.webBundle)) throw new Error(`WEB_BUNDLE must be auto, build or dist, not ${config.webBundle}`);
  if (config.modes.some((m) => m !== 'bundle')) assertBuilt();
  handleInterrupts();

  // The floor needs a shop's first page: it runs right after the embedded shop (stopped by then), or after the
  // distributed one when the embedded shop was not run or failed. The bundle comes last (its build is CPU-heavy).
  const wanted = new Set(config.modes);
  const results = {};
  const run = async (mode) => {
    if (wanted.has(mode) && !results[mode]) results[mode] = await runWithCleanup(mode, RUNNERS[mode]);
  };
  await run('embedded');
  if (captured) await run('floor');
  await run('distributed');
  await run('floor');
  await run('bundle');

  const { text, targets } = render(results);
  console.log(`\n${text}\n`);
  const { pgAdminUrl, natsUrl, ...settings } = config;
  const dataset = { ...summarize(rows), firstPageSize: PAGE_SIZE, productId: oneProduct.id };
  const file = writeResults('catalog', settings, { dataset, results, targets });
  console.log(`figures written to ${path.relative(process.cwd(), file)}`);
  process.exitCode = Object.values(results).some((r) => r.error) ? 1 : 0;
}

main()
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  })
  .finally(stopAllProcesses);
