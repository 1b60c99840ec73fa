'use strict';
/**
 * Spending credits on giveaway entries under load (docs/rules.md §8), in one run:
 *   embedded     the whole shop in one process (SEED_DEMO=false, fresh DATA_DIR)
 *   distributed  five services + one gateway over the machine's NATS and Postgres
 * In each: SHOPPERS shoppers signed in and verified with the code the shop mailed them (read from DATA_DIR/mail), each
 * given GRANT credits by the admin API and entered in one open giveaway; then SHOPPERS × SPENDS_EACH × POST /api/credits/spend of 1
 * credit, CONNECTIONS in flight at a time. SPENDS_EACH is above GRANT, so each shopper's last spends meet
 * 'Insufficient Credits' (422). Afterwards the ledger's invariant is read from the database: no balance below 0, each
 * balance its ledger's sum, and the credit tickets equal to the credits spent less those refunded.
 * See bench/README.md ("The credits bench").
 */
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { Client } = require('pg');
const { benchAdmin, adminCookie } = require('./lib/admin');
const { fireBurst, latencies, describeUnexpected } = require('./lib/burst');
const { handleInterrupts, tempDir } = require('./lib/cleanup');
const { startCluster } = require('./lib/cluster');
const { startEmbedded } = require('./lib/embedded');
const { cookieFrom, post, waitForHealth } = require('./lib/net');
const { sleep } = require('./lib/process');
const { table, fmt, reportText, loadAverageNote } = require('./lib/report');
const {
  loadSettingsFromEnv,
  modesFromEnv,
  machineSettingsFromEnv,
  assertKnownModes,
  assertWholeNumbers,
  modeRunner,
  withLoadAverage,
  printAndSave,
  runBench,
} = require('./lib/run');
const { assertBuilt } = require('./lib/shop');
const { inPool, signInShopper } = require('./lib/shoppers');
const { countStatuses } = require('./lib/stats');

const MODES = ['embedded', 'distributed'];
const SPEND_PATH = '/api/credits/spend';
const HOUR_MS = 3_600_000;

const config = {
  ...loadSettingsFromEnv(),
  modes: modesFromEnv(MODES),
  shoppers: Number(process.env.SHOPPERS ?? 200),
  grant: Number(process.env.GRANT ?? 40),
  spendsEach: Number(process.env.SPENDS_EACH ?? 45),
  settleS: Number(process.env.SETTLE_S ?? 300),
  ...machineSettingsFromEnv(),
};

const log = (message) => console.log(`· ${message}`);

// ---- shoppers ----

/** The code in the newest verification mail the shop wrote for this address (as test/support/test-shop.ts reads it). */
function lastCodeMailedTo(mailDir, email) {
  const newest = readdirSync(mailDir)
    .filter((name) => name.endsWith(`-${email}.eml`))
    .sort()
    .pop();
  const code = newest && /verification code is (\d{6})/.exec(readFileSync(path.join(mailDir, newest), 'utf8'))?.[1];
  if (!code) throw new Error(`no verification code was mailed to ${email}`);
  return code;
}

/** Signs in, asks for a code, reads it from the mail folder and verifies: { email, cookie } of a verified session. */
async function verifiedShopper(baseUrl, mailDir, email) {
  let cookie = await signInShopper(baseUrl, email);
  const asked = await post(`${baseUrl}/api/users/verification-code`, {}, { headers: { cookie }, timeoutMs: 30_000 });
  if (asked.status !== 202) throw new Error(`POST /api/users/verification-code for ${email} answered ${asked.status} ${asked.text.slice(0, 200)}`);
  let code;
  for (let tries = 0; !code; tries++) {
    try {
      code = lastCodeMailedTo(mailDir, email);
    } catch (err) {
      if (tries > 100) throw err;
      await sleep(50);
    }
  }
  const verified = await post(`${baseUrl}/api/users/verify`, { code }, { headers: { cookie }, timeoutMs: 30_000 });
  if (verified.status !== 200) throw new Error(`POST /api/users/verify for ${email} answered ${verified.status} ${verified.text.slice(0, 200)}`);
  cookie = cookieFrom(verified.headers, 'shop_session') ?? cookie;
  return { email, cookie };
}

// ---- the run ----

async function measureSpends(mode, target, mailDir) {
  const admin = await adminCookie(target.baseUrl, target.admin);
  const now = Date.now();
  const created = await post(
    `${target.baseUrl}/api/giveaways`,
    {
      title: 'Credits bench giveaway',
      question: 'Your favourite pigment?',
      isActive: true,
      startDate: new Date(now - HOUR_MS).toISOString(),
      endDate: new Date(now + 24 * HOUR_MS).toISOString(),
    },
    { headers: { cookie: admin }, timeoutMs: 30_000 },
  );
  if (created.status !== 201) throw new Error(`POST /api/giveaways answered ${created.status} ${created.text.slice(0, 200)}`);
  const giveawayId = created.body.id;

  log(`${mode}: signing in and verifying ${fmt.int(config.shoppers)} shoppers, ${config.grant} credits each from the admin…`);
  const prepareStarted = Date.now();
  const emails = Array.from({ length: config.shoppers }, (_, i) => `${mode}-spender-${i + 1}@bench.test`);
  const shoppers = await inPool(emails, 16, async (email) => {
    const shopper = await verifiedShopper(target.baseUrl, mailDir, email);
    const granted = await post(
      `${target.baseUrl}/api/admin/credits/add`,
      { userEmail: email, credits: config.grant, reason: 'bench' },
      { headers: { cookie: admin }, timeoutMs: 30_000 },
    );
    if (granted.status !== 201 || granted.body?.balance !== config.grant)
      throw new Error(`POST /api/admin/credits/add answered ${granted.status} ${granted.text.slice(0, 200)}`);
    // Credits buy tickets only in a giveaway she has entered (docs/rules.md §8).
    const entered = await post(
      `${target.baseUrl}/api/giveaways/${giveawayId}/enter`,
      { userEmail: email, answer: 'Cobalt teal' },
      { headers: { cookie: shopper.cookie }, timeoutMs: 30_000 },
    );
    if (entered.status !== 201) throw new Error(`POST /api/giveaways/${giveawayId}/enter answered ${entered.status} ${entered.text.slice(0, 200)}`);
    return shopper;
  });
  const prepareMs = Date.now() - prepareStarted;

  // Round-robin over the shoppers, so that each one's spends are spread over the run.
  const spends = [];
  for (let round = 0; round < config.spendsEach; round++) for (const shopper of shoppers) spends.push(shopper);
  log(`${mode}: ready in ${fmt.s(prepareMs)}; ${fmt.int(spends.length)} × POST ${SPEND_PATH} (1 credit) over ${config.connections} connections…`);
  const { answers, wallMs } = await fireBurst(spends, config.connections, ({ email, cookie }) =>
    post(target.baseUrl + SPEND_PATH, { userEmail: email, credits: 1, giveawayId }, { headers: { cookie }, timeoutMs: 30_000 }),
  );

  const spent = answers.filter((a) => a.status === 201);
  const insufficient = answers.filter(
    (a) => a.status === 422 && /^Insufficient Credits: You only have 0 credits available\.$/.test(a.body?.message ?? ''),
  );
  const other = answers.filter((a) => a.status !== 201 && !insufficient.includes(a));
  const latency = latencies(spent.length ? spent : answers);
  const invariant = await settledLedger(target.databaseUrl, emails);
  return {
    giveawayId,
    shoppers: config.shoppers,
    grant: config.grant,
    spendsEach: config.spendsEach,
    connections: config.connections,
    prepareMs,
    requests: answers.length,
    wallMs,
    spendsPerS: spent.length / (wallMs / 1000),
    requestsPerS: answers.length / (wallMs / 1000),
    p50: latency.p50,
    p99: latency.p99,
    max: latency.max,
    byStatus: countStatuses(answers),
    spent: spent.length,
    insufficient: insufficient.length,
    other: describeUnexpected(other),
    otherCount: other.length,
    invariant,
  };
}

/**
 * The ledger once engagement has caught up with every `credits.spent` (at most SETTLE_S seconds): balances, Σ spent, Σ refunded
 * and the credit tickets, read straight from the database.
 */
async function settledLedger(databaseUrl, emails) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const read = async () =>
      (
        await client.query(
          `
      SELECT
        (SELECT count(*)::int FROM commerce.credit_balances WHERE email = ANY($1) AND credits < 0) AS negative,
        (SELECT coalesce(sum(credits), 0)::int FROM commerce.credit_balances WHERE email = ANY($1)) AS balances,
        (SELECT count(*)::int FROM commerce.credit_balances b WHERE email = ANY($1)
          AND b.credits <> (SELECT sum(amount) FROM commerce.credit_transactions t WHERE t.email = b.email)) AS off_ledger,
        (SELECT coalesce(-sum(amount), 0)::int FROM commerce.credit_transactions WHERE email = ANY($1) AND source = 'giveaway') AS spent,
        (SELECT coalesce(sum(amount), 0)::int FROM commerce.credit_transactions WHERE email = ANY($1) AND source = 'refund') AS refunded,
        (SELECT count(*)::int FROM engagement.giveaway_tickets WHERE user_email = ANY($1) AND source = 'credit') AS tickets`,
          [emails],
        )
      ).rows[0];
    const started = Date.now();
    let ledger = await read();
    while (ledger.tickets !== ledger.spent - ledger.refunded && Date.now() - started < config.settleS * 1000) {
      await sleep(200);
      ledger = await read();
    }
    return { ...ledger, settleMs: Date.now() - started };
  } finally {
    await client.end();
  }
}

// ---- the modes ----

async function embeddedMode(cleanup) {
  const admin = benchAdmin();
  const dataDir = tempDir(cleanup, 'bench-credits-');
  log(`embedded: starting with SEED_DEMO=false on ${dataDir} (initdb)…`);
  const shop = await startEmbedded(dataDir, 90_000, { SEED_DEMO: 'false', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  cleanup.defer('stop embedded shop', shop.stop);
  await waitForHealth(shop.baseUrl);
  return measureSpends('embedded', { ...shop, admin }, path.join(dataDir, 'mail'));
}

async function distributedMode(cleanup) {
  const dataDir = tempDir(cleanup, 'bench-credits-cluster-');
  log('distributed: starting 5 services + gateway on a fresh database…');
  const cluster = await startCluster({ natsUrl: config.natsUrl, pgAdminUrl: config.pgAdminUrl, dataDir, cleanup });
  await waitForHealth(cluster.baseUrl);
  return measureSpends('distributed', cluster, path.join(dataDir, 'mail'));
}

const RUNNERS = { embedded: embeddedMode, distributed: distributedMode };

// ---- report ----

const invariantHolds = (r) =>
  r.invariant.negative === 0 &&
  r.invariant.off_ledger === 0 &&
  r.invariant.tickets === r.invariant.spent - r.invariant.refunded &&
  r.spent === r.invariant.spent - r.invariant.refunded &&
  r.spent === r.shoppers * Math.min(r.grant, r.spendsEach) &&
  r.otherCount === 0;

function spendTable(results) {
  const header = [
    `POST ${SPEND_PATH}`,
    'requests',
    '201',
    '422',
    'other',
    'spends/s',
    'p50 ms',
    'p99 ms',
    'tickets',
    'Σ spent − refunded',
    'balances',
  ];
  const rows = MODES.filter((m) => results[m]).map((mode) => {
    const r = results[mode];
    if (r.error) return [mode, 'failed', '-', '-', '-', '-', '-', '-', '-', '-', '-'];
    return [
      mode,
      r.requests,
      r.spent,
      r.insufficient,
      r.otherCount,
      fmt.int(r.spendsPerS),
      fmt.ms(Math.round(r.p50)),
      fmt.ms(Math.round(r.p99)),
      r.invariant.tickets,
      r.invariant.spent - r.invariant.refunded,
      r.invariant.balances,
    ];
  });
  return rows.length ? table([header, ...rows]) : null;
}

function evaluateTargets(results) {
  return MODES.filter((m) => config.modes.includes(m)).flatMap((mode) => {
    const r = results[mode];
    const ok = r && !r.error;
    return [
      {
        name: `${mode}: ledger invariant (no balance < 0, balances = ledger, tickets = spent − refunded = 201s = shoppers × grant)`,
        value: ok
          ? `${r.invariant.negative} negative, ${r.invariant.off_ledger} off ledger, ${r.invariant.tickets} tickets, ` +
            `${r.invariant.spent} spent − ${r.invariant.refunded} refunded, ${r.spent} × 201`
          : 'not measured',
        met: ok ? invariantHolds(r) : null,
      },
      {
        name: `${mode}: spends/s, p99 (information)`,
        value: ok ? `${fmt.int(r.spendsPerS)} spends/s, p99 ${fmt.int(r.p99)} ms` : 'not measured',
        met: ok ? 'info' : null,
      },
    ];
  });
}

function detailLines(results) {
  return MODES.filter((m) => results[m] && !results[m].error).map((mode) => {
    const r = results[mode];
    return (
      `${mode}: ${r.shoppers} verified shoppers × ${r.grant} credits prepared in ${fmt.s(r.prepareMs)} (outside the timing); ` +
      `${r.requests} spends of 1 in ${fmt.int(r.wallMs)} ms (${fmt.int(r.requestsPerS)} answers/s), slowest ${fmt.int(r.max)} ms; ` +
      `tickets settled ${fmt.int(r.invariant.settleMs)} ms after the last answer; answers ${JSON.stringify(r.byStatus)}`
    );
  });
}

function render(results, loadAverage) {
  const targets = evaluateTargets(results);
  const problems = Object.entries(results).flatMap(([mode, r]) => [
    ...(r?.error ? [`${mode} failed: ${r.error}`] : []),
    ...(r?.other ?? []).map((answer) => `${mode}: unexpected answer ${answer}`),
  ]);
  const text = reportText(
    [
      `credits: POST ${SPEND_PATH} of 1 credit, ${config.connections} in flight, ${config.shoppers} shoppers × ${config.spendsEach} spends ` +
        `against ${config.grant} credits each; the load generator shares the machine's ${config.cpus} cores with the server ${loadAverageNote(loadAverage)}`,
      spendTable(results),
      detailLines(results).join('\n'),
    ],
    targets,
    problems,
  );
  return { text, targets };
}

async function main() {
  assertKnownModes(config.modes, MODES);
  assertWholeNumbers(config, ['shoppers', 'grant', 'spendsEach', 'connections', 'settleS']);
  assertBuilt();
  handleInterrupts();
  const results = {};
  const run = modeRunner(config.modes, RUNNERS, results);
  const loadAverage = await withLoadAverage(async () => {
    for (const mode of MODES) await run(mode);
  });
  const { text, targets } = render(results, loadAverage);
  printAndSave('credits', text, config, { loadAverage, results, targets });
}

runBench(main);
