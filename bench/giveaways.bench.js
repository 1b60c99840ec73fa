'use strict';
/**
 * The giveaways under load, in one run:
 *   embedded     the whole shop in one process (SEED_DEMO=false, fresh DATA_DIR), 20 active giveaways created through the
 *                admin API: GET /api/giveaways under load; then a burst of 500 signed-in shoppers entering one giveaway
 *   floor        a bare Node http server answering the same bytes (and headers) as that GET /api/giveaways, from memory
 *   distributed  five services + one gateway over the machine's NATS and Postgres, the same giveaways, load and burst
 * See bench/README.md ("The giveaways bench").
 */
const { randomBytes } = require('node:crypto');
const { benchAdmin, adminCookie } = require('./lib/admin');
const { fireBurst, latencies, describeUnexpected } = require('./lib/burst');
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
const { signInShoppers } = require('./lib/shoppers');
const { countStatuses } = require('./lib/stats');
const { checkJsonAnswer, measureFloorAnswering, loadHeader, listLoadRows, listTargets, listProblemLines } = require('./lib/vs-floor');

const MODES = ['embedded', 'floor', 'distributed'];
const LIST_PATH = '/api/giveaways';
const HOUR_MS = 3_600_000;

const loadOptions = loadSettingsFromEnv();
const config = {
  ...loadOptions,
  modes: modesFromEnv(MODES),
  giveaways: Number(process.env.GIVEAWAYS ?? 20),
  entrants: Number(process.env.ENTRANTS ?? 500),
  burstConnections: Number(process.env.BURST_CONNECTIONS ?? 50),
  ...machineSettingsFromEnv(),
};

const LIST_TARGET = { share: 0.25, p99Ms: 50 };

const log = (message) => console.log(`· ${message}`);

// ---- the giveaways ----

/** The listed giveaways: ASCII text (autocannon decodes each TCP chunk on its own), a question each, open for days. */
function listedGiveaways(count) {
  const prizes = ['Spring Palette', 'Granulation Set', 'Travel Brush Kit', 'Pastel Sampler', 'Sketchbook Bundle'];
  return Array.from({ length: count }, (_, i) => ({
    title: `Giveaway ${i + 1}: ${prizes[i % prizes.length]}`,
    description: `Win the ${prizes[i % prizes.length].toLowerCase()}, hand-packed in the studio. One winner, drawn at the end.`,
    question: 'Which pigment would you paint with first?',
    bulletinMessage: 'Tell us your favourite colour to enter.',
    businessHandle: '@watercolorshop',
    shareHashtags: '#watercolor #giveaway',
    endHours: 48 + i,
  }));
}

const BURST_GIVEAWAY = {
  title: 'Burst giveaway: Limited Palette',
  description: 'One palette, a crowd of entrants.',
  question: 'Your favourite pigment?',
  endHours: 24,
};

/** POST /api/giveaways (JSON, no image): active from an hour ago to now + endHours. */
async function createGiveaway(baseUrl, cookie, { endHours, ...fields }) {
  const now = Date.now();
  const body = {
    ...fields,
    isActive: true,
    startDate: new Date(now - HOUR_MS).toISOString(),
    endDate: new Date(now + endHours * HOUR_MS).toISOString(),
  };
  const answer = await post(baseUrl + LIST_PATH, body, { headers: { cookie }, timeoutMs: 30_000 });
  if (answer.status !== 201 || answer.body?.isActive !== true || answer.body?.title !== fields.title) {
    throw new Error(`POST ${LIST_PATH} (${fields.title}) answered ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.body;
}

/** GET /api/giveaways as a visitor must be 200, JSON, ASCII, and exactly the created giveaways, newest first. */
async function checkList(baseUrl, created) {
  const newestFirst = [...created].reverse();
  return checkJsonAnswer(await get(baseUrl + LIST_PATH), `GET ${LIST_PATH}`, ({ body }, fail) => {
    if (!Array.isArray(body) || body.length !== created.length) fail(`is not an array of the ${created.length} giveaways`);
    const wrong = body.findIndex((g, i) => g.id !== newestFirst[i].id || g.isActive !== true);
    if (wrong >= 0) fail(`item ${wrong} is ${body[wrong].id} instead of ${newestFirst[wrong].id}`);
  });
}

/** The GET /api/giveaways answer of the first shop that served it: the floor answers these bytes. */
let captured = null;

// ---- the burst ----

/** Every shopper enters the burst giveaway once, all at once, `burstConnections` in flight at a time. */
async function measureBurst(mode, target, cookie) {
  const giveaway = await createGiveaway(target.baseUrl, cookie, BURST_GIVEAWAY);
  const enterPath = `${LIST_PATH}/${giveaway.id}/enter`;
  log(`${mode}: burst giveaway ${giveaway.id}; signing in ${fmt.int(config.entrants)} shoppers…`);
  // Signed in outside the timing.
  const prepared = await signInShoppers(target.baseUrl, { count: config.entrants, prefix: `${mode}-entrant-${randomBytes(3).toString('hex')}` });

  log(
    `${mode}: shoppers ready in ${fmt.s(prepared.ms)}; ${fmt.int(config.entrants)} × POST ${enterPath} at once over ${config.burstConnections} connections…`,
  );
  const { answers, wallMs } = await fireBurst(prepared.shoppers, config.burstConnections, ({ email, cookie: session }) =>
    post(target.baseUrl + enterPath, { userEmail: email, answer: 'Quinacridone rose' }, { headers: { cookie: session }, timeoutMs: 30_000 }),
  );

  const isEntry = (a, i) => a.status === 201 && a.body?.giveawayId === giveaway.id && a.body?.userEmail === prepared.shoppers[i].email;
  const entries = answers.filter(isEntry);
  const other = answers.filter((a, i) => !isEntry(a, i));
  const latency = latencies(answers);

  // Read back: the stored entries as the shop lists them, and the giveaway's entryCount.
  const listed = await request(`${target.baseUrl}${LIST_PATH}/${giveaway.id}/entries`, { timeoutMs: 30_000 });
  if (listed.status !== 200 || !Array.isArray(listed.body))
    throw new Error(`GET ${LIST_PATH}/${giveaway.id}/entries answered ${listed.status} ${listed.text.slice(0, 200)}`);
  const adminList = await request(target.baseUrl + LIST_PATH, { headers: { cookie }, timeoutMs: 30_000 });
  const after = Array.isArray(adminList.body) ? adminList.body.find((g) => g.id === giveaway.id) : null;
  if (!after) throw new Error(`GET ${LIST_PATH} as the admin does not list the burst giveaway ${giveaway.id}`);
  const storedEmails = new Set(listed.body.map((e) => e.userEmail));
  return {
    giveawayId: giveaway.id,
    entrants: config.entrants,
    connections: config.burstConnections,
    prepareMs: prepared.ms,
    wallMs,
    entriesPerS: entries.length / (wallMs / 1000),
    p50: latency.p50,
    p99: latency.p99,
    max: latency.max,
    byStatus: countStatuses(answers),
    entries: entries.length,
    other: describeUnexpected(other),
    otherCount: other.length,
    storedEntries: listed.body.length,
    storedDistinct: storedEmails.size,
    everyEntrantStored: prepared.shoppers.every((s) => storedEmails.has(s.email)),
    entryCount: after.entryCount,
  };
}

// ---- the modes ----

/** The giveaways, GET /api/giveaways under load, then the burst, on a running shop. */
async function measureShop(mode, target, admin) {
  const cookie = await adminCookie(target.baseUrl, admin);
  const started = Date.now();
  const created = [];
  // One at a time, so that their creation times (the list's order) are distinct.
  for (const giveaway of listedGiveaways(config.giveaways)) created.push(await createGiveaway(target.baseUrl, cookie, giveaway));
  const createMs = Date.now() - started;
  const first = await checkList(target.baseUrl, created);
  captured ??= { from: mode, text: first.text, headers: first.headers };
  log(
    `${mode}: ${created.length} active giveaways created through the admin API in ${fmt.s(createMs)}; ` +
      `loading GET ${LIST_PATH} (${fmt.int(Buffer.byteLength(first.text))} bytes)…`,
  );
  const list = await measureEndpoint(target, loadOptions, { path: LIST_PATH, expectBody: first.text });
  const burst = await measureBurst(mode, target, cookie);
  return { createMs, list: { bytes: Buffer.byteLength(first.text), ...list }, burst };
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

// ---- report ----

const loadTable = (results) => table([loadHeader('GET'), ...listLoadRows(results, LIST_PATH)]);

function burstTable(results) {
  const header = ['burst, POST /api/giveaways/:id/enter', 'answers', '201', 'other', 'entries/s', 'p50 ms', 'p99 ms', 'stored', 'entryCount'];
  const lines = [];
  for (const mode of ['embedded', 'distributed'].filter((m) => results[m] && !results[m].error)) {
    const b = results[mode].burst;
    if (!b) {
      lines.push([mode, 'failed', '-', '-', '-', '-', '-', '-', '-']);
      continue;
    }
    lines.push([
      mode,
      b.entrants,
      b.byStatus['201'] ?? 0,
      b.otherCount,
      fmt.int(b.entriesPerS),
      fmt.ms(Math.round(b.p50)),
      fmt.ms(Math.round(b.p99)),
      b.storedEntries,
      b.entryCount,
    ]);
  }
  return lines.length ? table([header, ...lines]) : null;
}

function detailLines(results) {
  const lines = [
    `giveaways: ${config.giveaways} active giveaways (ASCII text, a question each, ending 48 h … ${config.giveaways + 47} h from now) ` +
      `created with POST ${LIST_PATH} (JSON, no images); GET ${LIST_PATH} loaded as a visitor`,
  ];
  for (const mode of ['embedded', 'distributed']) {
    const r = results[mode];
    if (r?.createMs !== undefined)
      lines.push(`${mode}: giveaways created in ${fmt.s(r.createMs)}` + (r.startMs ? `, start incl. initdb ${fmt.s(r.startMs)}` : ''));
    const b = r?.burst;
    if (b) {
      lines.push(
        `${mode} burst: ${b.entrants} shoppers signed in (POST /api/users) in ${fmt.s(b.prepareMs)}, outside the timing; each entered once, ` +
          `${b.connections} in flight at a time; every answer in ${fmt.int(b.wallMs)} ms; slowest ${fmt.int(b.max)} ms`,
      );
      lines.push(
        `${mode} read back: GET ${LIST_PATH}/:id/entries lists ${b.storedEntries} entries (${b.storedDistinct} e-mails, every entrant's: ` +
          `${b.everyEntrantStored ? 'yes' : 'NO'}); entryCount ${b.entryCount}; answers ${JSON.stringify(b.byStatus)}`,
      );
    }
  }
  if (results.floor?.list) lines.push(`floor: serves the ${results.floor.list.bodyFrom} shop's GET ${LIST_PATH} answer with its headers`);
  return lines;
}

/** Each target: { name, value, met: true | false | null (not measured) | 'info' }. */
function evaluateTargets(results) {
  // Like the catalogue's and the deals' reads: the target is the embedded shop's; the distributed figure is information.
  const targets = listTargets(results, LIST_PATH, LIST_TARGET);
  for (const mode of ['embedded', 'distributed']) {
    const b = results[mode]?.burst;
    targets.push({
      name: `${mode} burst: exactly ${config.entrants} entries stored (201s, listed entries, entryCount)`,
      value: b
        ? `${b.entries} × 201, ${b.storedEntries} listed (${b.storedDistinct} e-mails), entryCount ${b.entryCount}${b.otherCount ? `, ${b.otherCount} other answers` : ''}`
        : 'not measured',
      met: b
        ? b.entries === config.entrants &&
          b.storedEntries === config.entrants &&
          b.storedDistinct === config.entrants &&
          b.everyEntrantStored &&
          b.entryCount === config.entrants &&
          b.otherCount === 0
        : null,
    });
    targets.push({
      name: `${mode} burst: entries/s, p99 (information)`,
      value: b ? `${fmt.int(b.entriesPerS)} entries/s, p99 ${fmt.int(b.p99)} ms` : 'not measured',
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
      `giveaways: GET ${LIST_PATH} with ${config.connections} connections, ${config.durationS} s per line after a ${config.warmupS} s warm-up; ` +
        `a burst of ${config.entrants} entrants over ${config.burstConnections} connections into one giveaway; ` +
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
  assertWholeNumbers(config, ['giveaways', 'entrants', 'burstConnections']);
  if (config.modes.some((m) => m !== 'floor')) assertBuilt();
  handleInterrupts();

  const results = {};
  const run = modeRunner(config.modes, RUNNERS, results);
  // The floor serves a shop's answer: it runs once the embedded shop has answered (and stopped).
  const loadAverage = await withLoadAverage(() => runFloorAfterFirstShop(run, () => captured !== null));

  const { text, targets } = render(results, loadAverage);
  printAndSave('giveaways', text, config, { loadAverage, results, targets });
}

runBench(main);
