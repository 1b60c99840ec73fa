'use strict';
/**
 * The giveaways under load, in one run:
 *   embedded     the whole shop in one process (SEED_DEMO=false, fresh DATA_DIR), 20 active giveaways created through the
 *                admin API: GET /api/giveaways under load; then a burst of 500 signed-in shoppers entering one giveaway
 *   floor        a bare Node http server answering the same bytes (and headers) as that GET /api/giveaways, from memory
 *   distributed  five services + one gateway over the machine's NATS and Postgres, the same giveaways, load and burst
 * See bench/README.md ("The giveaways bench").
 */
const os = require('node:os');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const { handleInterrupts, runWithCleanup, tempDir } = require('./lib/cleanup');
const { startCluster } = require('./lib/cluster');
const { startEmbedded } = require('./lib/embedded');
const { startFloor } = require('./lib/floor');
const { measureEndpoint } = require('./lib/measure');
const { get, post, request, cookieFrom, waitForHealth } = require('./lib/net');
const { stopAllProcesses } = require('./lib/process');
const { table, fmt, verdict, writeResults } = require('./lib/report');
const { assertBuilt } = require('./lib/shop');
const { inPool } = require('./lib/shoppers');

const MODES = ['embedded', 'floor', 'distributed'];
const LIST_PATH = '/api/giveaways';
const HOUR_MS = 3_600_000;

const config = {
  connections: Number(process.env.CONNECTIONS ?? 50),
  durationS: Number(process.env.DURATION ?? 10),
  warmupS: Number(process.env.WARMUP ?? 2),
  modes: (process.env.MODES ?? MODES.join(',')).split(',').map((m) => m.trim()).filter(Boolean),
  giveaways: Number(process.env.GIVEAWAYS ?? 20),
  entrants: Number(process.env.ENTRANTS ?? 500),
  burstConnections: Number(process.env.BURST_CONNECTIONS ?? 50),
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  pgAdminUrl: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  cpus: os.cpus().length,
};
const loadOptions = { connections: config.connections, durationS: config.durationS, warmupS: config.warmupS };

const TARGETS = { shareOfFloor: 0.25, p99Ms: 50 };

const log = (message) => console.log(`· ${message}`);
const isAscii = (text) => !/[^\x00-\x7f]/.test(text);

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
  title: 'Burst giveaway: Limited Palette', description: 'One palette, a crowd of entrants.', question: 'Your favourite pigment?', endHours: 24,
};

async function adminCookie(baseUrl, admin) {
  const login = await post(`${baseUrl}/api/admin/login`, admin);
  const cookie = cookieFrom(login.headers, 'shop_admin');
  if (login.status !== 200 || !cookie) throw new Error(`POST /api/admin/login answered ${login.status} ${login.text.slice(0, 200)}`);
  return cookie;
}

/** POST /api/giveaways (JSON, no image): active from an hour ago to now + endHours. */
async function createGiveaway(baseUrl, cookie, { endHours, ...fields }) {
  const now = Date.now();
  const body = { ...fields, isActive: true, startDate: new Date(now - HOUR_MS).toISOString(), endDate: new Date(now + endHours * HOUR_MS).toISOString() };
  const answer = await post(baseUrl + LIST_PATH, body, { headers: { cookie }, timeoutMs: 30_000 });
  if (answer.status !== 201 || answer.body?.isActive !== true || answer.body?.title !== fields.title) {
    throw new Error(`POST ${LIST_PATH} (${fields.title}) answered ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.body;
}

/** GET /api/giveaways as a visitor must be 200, JSON, ASCII, and exactly the created giveaways, newest first. */
async function checkList(baseUrl, created) {
  const answer = await get(baseUrl + LIST_PATH);
  const fail = (why) => {
    throw new Error(`GET ${LIST_PATH} ${why} (answered ${answer.status}, ${Buffer.byteLength(answer.text)} bytes: ${answer.text.slice(0, 200)})`);
  };
  if (answer.status !== 200) fail('is not 200');
  if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) fail(`has content-type ${answer.headers['content-type']}`);
  const newestFirst = [...created].reverse();
  if (!Array.isArray(answer.body) || answer.body.length !== created.length) fail(`is not an array of the ${created.length} giveaways`);
  const wrong = answer.body.findIndex((g, i) => g.id !== newestFirst[i].id || g.isActive !== true);
  if (wrong >= 0) fail(`item ${wrong} is ${answer.body[wrong].id} instead of ${newestFirst[wrong].id}`);
  if (!isAscii(answer.text)) fail('holds non-ASCII text (autocannon would report false body mismatches)');
  return answer;
}

/** The GET /api/giveaways answer of the first shop that served it: the floor answers these bytes. */
let captured = null;

// ---- the burst ----

/** Latency percentile (nearest rank) of sorted values. */
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

/** `count` shoppers signed in (POST /api/users → shop_session), outside the timing. */
async function signInShoppers(baseUrl, count, prefix) {
  const started = Date.now();
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}@bench.test`);
  const shoppers = await inPool(emails, 16, async (email) => {
    const signIn = await post(`${baseUrl}/api/users`, { email }, { timeoutMs: 30_000 });
    const cookie = cookieFrom(signIn.headers, 'shop_session');
    if (![200, 201].includes(signIn.status) || !cookie) throw new Error(`POST /api/users for ${email} answered ${signIn.status} ${signIn.text.slice(0, 200)}`);
    return { email, cookie };
  });
  return { shoppers, ms: Date.now() - started };
}

/** Every shopper enters the burst giveaway once, all at once, `burstConnections` in flight at a time. */
async function measureBurst(mode, target, cookie) {
  const giveaway = await createGiveaway(target.baseUrl, cookie, BURST_GIVEAWAY);
  const enterPath = `${LIST_PATH}/${giveaway.id}/enter`;
  log(`${mode}: burst giveaway ${giveaway.id}; signing in ${fmt.int(config.entrants)} shoppers…`);
  const prepared = await signInShoppers(target.baseUrl, config.entrants, `${mode}-entrant-${randomBytes(3).toString('hex')}`);

  log(`${mode}: shoppers ready in ${fmt.s(prepared.ms)}; ${fmt.int(config.entrants)} × POST ${enterPath} at once over ${config.burstConnections} connections…`);
  const started = performance.now();
  const answers = await inPool(prepared.shoppers, config.burstConnections, async ({ email, cookie: session }) => {
    const sent = performance.now();
    try {
      const answer = await post(target.baseUrl + enterPath, { userEmail: email, answer: 'Quinacridone rose' }, { headers: { cookie: session }, timeoutMs: 30_000 });
      return { email, status: answer.status, body: answer.body, text: answer.text, ms: performance.now() - sent };
    } catch (err) {
      return { email, status: 'error', text: err.message, ms: performance.now() - sent };
    }
  });
  const wallMs = performance.now() - started;

  const isEntry = (a) => a.status === 201 && a.body?.giveawayId === giveaway.id && a.body?.userEmail === a.email;
  const byStatus = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const entries = answers.filter(isEntry);
  const other = answers.filter((a) => !isEntry(a));
  const sorted = answers.map((a) => a.ms).sort((x, y) => x - y);

  // Read back: the stored entries as the shop lists them, and the giveaway's entryCount.
  const listed = await request(`${target.baseUrl}${LIST_PATH}/${giveaway.id}/entries`, { timeoutMs: 30_000 });
  if (listed.status !== 200 || !Array.isArray(listed.body)) throw new Error(`GET ${LIST_PATH}/${giveaway.id}/entries answered ${listed.status} ${listed.text.slice(0, 200)}`);
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
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    byStatus,
    entries: entries.length,
    other: other.slice(0, 5).map((a) => `${a.status} ${String(a.text).slice(0, 200)}`),
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
  log(`${mode}: ${created.length} active giveaways created through the admin API in ${fmt.s(createMs)}; ` +
    `loading GET ${LIST_PATH} (${fmt.int(Buffer.byteLength(first.text))} bytes)…`);
  const list = await measureEndpoint(target, loadOptions, { path: LIST_PATH, expectBody: first.text });
  const burst = await measureBurst(mode, target, cookie);
  return { createMs, list: { bytes: Buffer.byteLength(first.text), ...list }, burst };
}

const BENCH_ADMIN = () => ({ email: 'owner@bench.test', password: randomBytes(12).toString('hex') });

async function embeddedMode(cleanup) {
  const admin = BENCH_ADMIN();
  const dataDir = tempDir(cleanup, 'bench-embedded-');
  log(`embedded: starting with SEED_DEMO=false on ${dataDir} (initdb)…`);
  const shop = await startEmbedded(dataDir, 90_000, { SEED_DEMO: 'false', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  cleanup.defer('stop embedded shop', shop.stop);
  await waitForHealth(shop.baseUrl);
  return { startMs: shop.coldStartMs, ...(await measureShop('embedded', shop, admin)) };
}

async function floorMode(cleanup) {
  if (!captured) throw new Error(`no shop answered GET ${LIST_PATH}, so the floor has no body to serve`);
  const floor = await startFloor({ body: captured.text, headers: captured.headers });
  cleanup.defer('stop floor', floor.stop);
  log(`floor: bare node http on ${floor.baseUrl} answering the ${captured.from} shop's GET ${LIST_PATH}` +
    ` (${fmt.int(Buffer.byteLength(captured.text))} bytes, same headers), loading…`);
  const list = await measureEndpoint(floor, loadOptions, { path: LIST_PATH, expectBody: captured.text });
  return { list: { bytes: Buffer.byteLength(captured.text), bodyFrom: captured.from, ...list } };
}

async function distributedMode(cleanup) {
  const dataDir = tempDir(cleanup, 'bench-cluster-');
  log('distributed: starting 5 services + gateway on a fresh database…');
  const cluster = await startCluster({ natsUrl: config.natsUrl, pgAdminUrl: config.pgAdminUrl, dataDir, cleanup });
  await waitForHealth(cluster.baseUrl);
  log(`distributed: healthy on ${cluster.baseUrl} (database ${cluster.database}, stream ${cluster.busPrefix}_EVENTS)`);
  return measureShop('distributed', cluster, cluster.admin);
}

const RUNNERS = { embedded: embeddedMode, floor: floorMode, distributed: distributedMode };

// ---- report ----

const share = (results, load) => (results.floor?.list?.load && load ? load.rps / results.floor.list.load.rps : null);

function loadTable(results) {
  const header = ['setup, GET', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs floor'];
  const lines = [];
  const row = (label, figures) => {
    const load = figures?.load;
    if (!load) return lines.push([label, '-', 'failed', '-', '-', '-', '-', '-']);
    const s = share(results, load);
    lines.push([label, fmt.int(figures.bytes), fmt.int(load.rps), fmt.ms(load.p50), fmt.ms(load.p99), load.errors, load.non2xx,
      s === null ? 'n/a' : fmt.pct(s)]);
  };
  if (results.floor) row(`floor       (the ${results.floor.list?.bodyFrom ?? 'shop'} ${LIST_PATH} bytes)`, results.floor.list);
  for (const mode of ['embedded', 'distributed'].filter((m) => results[m])) row(`${mode.padEnd(11)} ${LIST_PATH}`, results[mode].list);
  return table([header, ...lines]);
}

function burstTable(results) {
  const header = ['burst, POST /api/giveaways/:id/enter', 'answers', '201', 'other', 'entries/s', 'p50 ms', 'p99 ms', 'stored', 'entryCount'];
  const lines = [];
  for (const mode of ['embedded', 'distributed'].filter((m) => results[m] && !results[m].error)) {
    const b = results[mode].burst;
    if (!b) {
      lines.push([mode, 'failed', '-', '-', '-', '-', '-', '-', '-']);
      continue;
    }
    lines.push([mode, b.entrants, b.byStatus['201'] ?? 0, b.otherCount, fmt.int(b.entriesPerS), fmt.ms(Math.round(b.p50)), fmt.ms(Math.round(b.p99)),
      b.storedEntries, b.entryCount]);
  }
  return lines.length ? table([header, ...lines]) : null;
}

function detailLines(results) {
  const lines = [`giveaways: ${config.giveaways} active giveaways (ASCII text, a question each, ending 48 h … ${config.giveaways + 47} h from now) ` +
    `created with POST ${LIST_PATH} (JSON, no images); GET ${LIST_PATH} loaded as a visitor`];
  for (const mode of ['embedded', 'distributed']) {
    const r = results[mode];
    if (r?.createMs !== undefined) lines.push(`${mode}: giveaways created in ${fmt.s(r.createMs)}` + (r.startMs ? `, start incl. initdb ${fmt.s(r.startMs)}` : ''));
    const b = r?.burst;
    if (b) {
      lines.push(`${mode} burst: ${b.entrants} shoppers signed in (POST /api/users) in ${fmt.s(b.prepareMs)}, outside the timing; each entered once, ` +
        `${b.connections} in flight at a time; every answer in ${fmt.int(b.wallMs)} ms; slowest ${fmt.int(b.max)} ms`);
      lines.push(`${mode} read back: GET ${LIST_PATH}/:id/entries lists ${b.storedEntries} entries (${b.storedDistinct} e-mails, every entrant's: ` +
        `${b.everyEntrantStored ? 'yes' : 'NO'}); entryCount ${b.entryCount}; answers ${JSON.stringify(b.byStatus)}`);
    }
  }
  if (results.floor?.list) lines.push(`floor: serves the ${results.floor.list.bodyFrom} shop's GET ${LIST_PATH} answer with its headers`);
  return lines;
}

/** Each target: { name, value, met: true | false | null (not measured) | 'info' }. */
function evaluateTargets(results) {
  const targets = [];
  const known = (v) => v !== null && v !== undefined;
  // Like the catalogue's and the deals' reads: the target is the embedded shop's; the distributed figure is information.
  for (const mode of ['embedded', 'distributed']) {
    const load = results[mode]?.list?.load;
    const s = share(results, load);
    const measured = known(s) && known(load?.p99);
    const wrong = measured ? load.errors + load.non2xx + load.mismatches : 0;
    const informational = mode === 'distributed';
    targets.push({
      name: informational
        ? `${mode} GET ${LIST_PATH} (information)`
        : `${mode} GET ${LIST_PATH} ≥ ${TARGETS.shareOfFloor * 100} % of floor, p99 < ${TARGETS.p99Ms} ms, every answer right`,
      value: measured ? `${fmt.pct(s)}, p99 ${fmt.ms(load.p99)} ms${wrong ? `, ${fmt.int(wrong)} wrong answers` : ''}` : 'not measured',
      met: !measured ? null : informational ? 'info' : s >= TARGETS.shareOfFloor && load.p99 < TARGETS.p99Ms && wrong === 0,
    });
  }
  for (const mode of ['embedded', 'distributed']) {
    const b = results[mode]?.burst;
    targets.push({
      name: `${mode} burst: exactly ${config.entrants} entries stored (201s, listed entries, entryCount)`,
      value: b ? `${b.entries} × 201, ${b.storedEntries} listed (${b.storedDistinct} e-mails), entryCount ${b.entryCount}${b.otherCount ? `, ${b.otherCount} other answers` : ''}` : 'not measured',
      met: b ? b.entries === config.entrants && b.storedEntries === config.entrants && b.storedDistinct === config.entrants &&
        b.everyEntrantStored && b.entryCount === config.entrants && b.otherCount === 0 : null,
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
  const lines = [];
  for (const [mode, result] of Object.entries(results)) {
    if (result?.error) lines.push(`${mode} failed: ${result.error}`);
    for (const problem of result?.list?.problems ?? []) lines.push(`${mode} ${LIST_PATH}: ${problem}`);
    for (const answer of result?.burst?.other ?? []) lines.push(`${mode} burst: unexpected answer ${answer}`);
  }
  return lines;
}

function render(results, loadAverage) {
  const targets = evaluateTargets(results);
  const sections = [
    `giveaways: GET ${LIST_PATH} with ${config.connections} connections, ${config.durationS} s per line after a ${config.warmupS} s warm-up; ` +
      `a burst of ${config.entrants} entrants over ${config.burstConnections} connections into one giveaway; ` +
      `the load generator shares the machine's ${config.cpus} cores with the server ` +
      `(1-minute load average ${loadAverage.start.toFixed(1)} at the start, ${loadAverage.end.toFixed(1)} at the end)`,
    loadTable(results),
    burstTable(results),
    detailLines(results).join('\n'),
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
  for (const name of ['giveaways', 'entrants', 'burstConnections']) {
    if (!Number.isInteger(config[name]) || config[name] < 1) throw new Error(`${name} must be a whole number of at least 1, not ${config[name]}`);
  }
  if (config.modes.some((m) => m !== 'floor')) assertBuilt();
  handleInterrupts();

  const results = {};
  const loadAverage = { start: os.loadavg()[0] };
  // The floor needs a shop's answer: it runs right after the embedded shop (stopped by then), or after the distributed
  // one when the embedded shop was not run or failed.
  const wanted = new Set(config.modes);
  const run = async (mode) => {
    if (wanted.has(mode) && !results[mode]) results[mode] = await runWithCleanup(mode, RUNNERS[mode]);
  };
  await run('embedded');
  if (captured) await run('floor');
  await run('distributed');
  await run('floor');
  loadAverage.end = os.loadavg()[0];

  const { text, targets } = render(results, loadAverage);
  console.log(`\n${text}\n`);
  const { pgAdminUrl, natsUrl, ...settings } = config;
  const file = writeResults('giveaways', settings, { loadAverage, results, targets });
  console.log(`figures written to ${path.relative(process.cwd(), file)}`);
  process.exitCode = Object.values(results).some((r) => r.error) ? 1 : 0;
}

main()
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  })
  .finally(stopAllProcesses);
