'use strict';
/**
 * The Community Gallery's public list under load, in one run:
 *   embedded     the whole shop in one process (SEED_DEMO=false, fresh DATA_DIR): ARTWORKS artworks submitted by signed-in
 *                shoppers (multipart, one image each) and approved through the admin API; GET /api/gallery under load
 *   floor        a bare Node http server answering the same bytes (and headers) as that GET /api/gallery, from memory
 *   distributed  five services + one gateway over the machine's NATS and Postgres, the same artworks and load
 * See bench/README.md ("The gallery bench").
 */
const { randomBytes } = require('node:crypto');
const { benchAdmin, adminCookie } = require('./lib/admin');
const { handleInterrupts } = require('./lib/cleanup');
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
const { signInShoppers, inPool } = require('./lib/shoppers');
const { checkJsonAnswer, measureFloorAnswering, loadHeader, listLoadRows, listTargets, listProblemLines } = require('./lib/vs-floor');

const MODES = ['embedded', 'floor', 'distributed'];
const LIST_PATH = '/api/gallery';

const loadOptions = loadSettingsFromEnv();
const config = {
  ...loadOptions,
  modes: modesFromEnv(MODES),
  artworks: Number(process.env.ARTWORKS ?? 30),
  ...machineSettingsFromEnv(),
};

const LIST_TARGET = { share: 0.25, p99Ms: 50 };

const log = (message) => console.log(`· ${message}`);

/** A 1 × 1 PNG: the shop re-encodes it to WebP like any upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The artworks: ASCII text (autocannon decodes each TCP chunk on its own), a description and a lesson each. */
function artworks(count) {
  const subjects = ['Harbour at Dusk', 'Foxgloves', 'Granulating Skies', 'Lemon Study', 'Winter Birches', 'Koi Pond'];
  return Array.from({ length: count }, (_, i) => ({
    title: `${subjects[i % subjects.length]} no. ${i + 1}`,
    description: `Painted with the studio's handmade pans: ${subjects[i % subjects.length].toLowerCase()}, wet on wet, three pigments.`,
    lessonReference: `Lesson ${(i % 12) + 1}`,
  }));
}

/** A multipart form with the text fields and one `image`. */
function multipart(fields) {
  const boundary = `----gallery${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="art.png"\r\nContent-Type: image/png\r\n\r\n`));
  parts.push(PNG, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/gallery as a signed-in shopper, then POST /api/admin/gallery/:id/approve: the approved artwork. */
async function submitApproved(baseUrl, adminCookieHeader, shopper, fields) {
  const form = multipart(fields);
  const submitted = await request(baseUrl + LIST_PATH, {
    method: 'POST',
    body: form.body,
    headers: { cookie: shopper.cookie, 'content-type': form.contentType },
    timeoutMs: 30_000,
  });
  if (submitted.status !== 201 || submitted.body?.status !== 'pending') {
    throw new Error(`POST ${LIST_PATH} (${fields.title}) answered ${submitted.status} ${submitted.text.slice(0, 300)}`);
  }
  const approved = await post(`${baseUrl}/api/admin/gallery/${submitted.body.id}/approve`, undefined, {
    headers: { cookie: adminCookieHeader },
    timeoutMs: 30_000,
  });
  if (approved.status !== 200 || approved.body?.status !== 'approved') {
    throw new Error(`POST /api/admin/gallery/${submitted.body.id}/approve answered ${approved.status} ${approved.text.slice(0, 300)}`);
  }
  return approved.body;
}

/** GET /api/gallery as a visitor must be 200, JSON, ASCII, and exactly the approved artworks, newest first. */
async function checkList(baseUrl, approved) {
  const newestFirst = [...approved].reverse();
  return checkJsonAnswer(await get(baseUrl + LIST_PATH), `GET ${LIST_PATH}`, ({ body }, fail) => {
    if (!Array.isArray(body) || body.length !== approved.length) fail(`is not an array of the ${approved.length} artworks`);
    const wrong = body.findIndex((a, i) => a.id !== newestFirst[i].id || a.status !== 'approved' || 'userEmail' in a);
    if (wrong >= 0) fail(`item ${wrong} is ${body[wrong].id} instead of ${newestFirst[wrong].id}`);
  });
}

/** The GET /api/gallery answer of the first shop that served it: the floor answers these bytes. */
let captured = null;

/** The artworks, then GET /api/gallery under load, on a running shop. */
async function measureShop(mode, target, admin) {
  const cookie = await adminCookie(target.baseUrl, admin);
  const started = Date.now();
  // One artist per artwork (submissions are rate-limited per session); one at a time, so their creation times are distinct.
  const { shoppers } = await signInShoppers(target.baseUrl, { count: config.artworks, prefix: `${mode}-artist-${randomBytes(3).toString('hex')}` });
  const approved = await inPool(artworks(config.artworks), 1, (fields, i) => submitApproved(target.baseUrl, cookie, shoppers[i], fields));
  const createMs = Date.now() - started;
  const first = await checkList(target.baseUrl, approved);
  captured ??= { from: mode, text: first.text, headers: first.headers };
  log(
    `${mode}: ${approved.length} artworks submitted and approved in ${fmt.s(createMs)}; ` +
      `loading GET ${LIST_PATH} (${fmt.int(Buffer.byteLength(first.text))} bytes)…`,
  );
  const list = await measureEndpoint(target, loadOptions, { path: LIST_PATH, expectBody: first.text });
  return { createMs, list: { bytes: Buffer.byteLength(first.text), ...list } };
}

async function embeddedMode(cleanup) {
  const admin = benchAdmin();
  const shop = await openEmbeddedShop(cleanup, { settings: { SEED_DEMO: 'false' }, admin, about: 'with SEED_DEMO=false', log });
  return { startMs: shop.coldStartMs, ...(await measureShop('embedded', shop, admin)) };
}

async function floorMode(cleanup) {
  if (!captured) throw new Error(`no shop answered GET ${LIST_PATH}, so the floor has no body to serve`);
  return { list: await measureFloorAnswering(cleanup, captured, { path: LIST_PATH, what: `GET ${LIST_PATH}`, loadOptions, log }) };
}

async function distributedMode(cleanup) {
  const cluster = await openCluster(cleanup, { ...config, log });
  return measureShop('distributed', cluster, cluster.admin);
}

const RUNNERS = { embedded: embeddedMode, floor: floorMode, distributed: distributedMode };

function detailLines(results) {
  const lines = [
    `gallery: ${config.artworks} artworks (ASCII text, a description and a lesson each, a 1 × 1 PNG re-encoded to WebP) ` +
      `submitted with POST ${LIST_PATH} by as many shoppers and approved by the admin; GET ${LIST_PATH} (the first page, 50) loaded as a visitor`,
  ];
  for (const mode of ['embedded', 'distributed']) {
    const r = results[mode];
    if (r?.createMs !== undefined)
      lines.push(`${mode}: artworks submitted and approved in ${fmt.s(r.createMs)}` + (r.startMs ? `, start incl. initdb ${fmt.s(r.startMs)}` : ''));
  }
  if (results.floor?.list) lines.push(`floor: serves the ${results.floor.list.bodyFrom} shop's GET ${LIST_PATH} answer with its headers`);
  return lines;
}

function render(results, loadAverage) {
  // Like the catalogue's, the deals' and the giveaways' reads: the target is the embedded shop's; the distributed figure is information.
  const targets = listTargets(results, LIST_PATH, LIST_TARGET);
  const problems = Object.entries(results).flatMap(([mode, result]) => listProblemLines(mode, result, LIST_PATH));
  const text = reportText(
    [
      `gallery: GET ${LIST_PATH} with ${config.connections} connections, ${config.durationS} s per line after a ${config.warmupS} s warm-up; ` +
        `the load generator shares the machine's ${config.cpus} cores with the server ${loadAverageNote(loadAverage)}`,
      table([loadHeader('GET'), ...listLoadRows(results, LIST_PATH)]),
      detailLines(results).join('\n'),
    ],
    targets,
    problems,
  );
  return { text, targets };
}

async function main() {
  assertKnownModes(config.modes, MODES);
  assertWholeNumbers(config, ['artworks']);
  if (config.modes.some((m) => m !== 'floor')) assertBuilt();
  handleInterrupts();

  const results = {};
  const run = modeRunner(config.modes, RUNNERS, results);
  // The floor serves a shop's answer: it runs once the embedded shop has answered (and stopped).
  const loadAverage = await withLoadAverage(() => runFloorAfterFirstShop(run, () => captured !== null));

  const { text, targets } = render(results, loadAverage);
  printAndSave('gallery', text, config, { loadAverage, results, targets });
}

runBench(main);
