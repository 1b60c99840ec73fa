'use strict';
/**
 * The referral dashboard of a busy referrer (its target, bench/README.md "The referrals bench": p99 < 50 ms for 10,000
 * referred orders, pre-aggregated):
 *   embedded  the whole shop in one process (SEED_DEMO=false, fresh DATA_DIR). One referrer signs in and verifies her
 *             session with the e-mailed code, creates a link through the API; 10,000 referred orders' referral
 *             transactions are inserted straight into engagement's table, and the pre-aggregates (link counters, monthly
 *             sales) are rebuilt from them with engagement's own SQL (REBUILD_REFERRAL_AGGREGATES). Then
 *             GET /api/referrals/dashboard?userEmail= with her verified session at CONNECTIONS connections, then, for scale,
 *             the public GET /api/referrals/tiers the same way.
 * See bench/README.md ("The referrals bench").
 */
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { handleInterrupts, tempDir } = require('./lib/cleanup');
const { withPostgres } = require('./lib/cluster');
const { startEmbedded } = require('./lib/embedded');
const { measureRequest } = require('./lib/measure');
const { cookieFrom, post, request, waitForHealth } = require('./lib/net');
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
const { signInShopper } = require('./lib/shoppers');

const MODES = ['embedded'];
const config = {
  ...loadSettingsFromEnv(),
  modes: modesFromEnv(MODES),
  orders: Number(process.env.REFERRED_ORDERS ?? 10_000),
};
const TARGET_P99_MS = 50;
const REFERRER = 'busy-referrer@bench.test';
const TIERS_PATH = '/api/referrals/tiers';
const DASHBOARD_PATH = `/api/referrals/dashboard?userEmail=${encodeURIComponent(REFERRER)}`;

const log = (message) => console.log(`· ${message}`);

/** The newest verification code the embedded shop mailed to `email` (written under DATA_DIR/mail without SMTP_URL). */
function mailedCode(mailDir, email) {
  const newest = readdirSync(mailDir)
    .filter((name) => name.endsWith(`-${email}.eml`))
    .sort()
    .pop();
  const code = newest && /verification code is (\d{6})/.exec(readFileSync(path.join(mailDir, newest), 'utf8'))?.[1];
  if (!code) throw new Error(`no verification code was mailed to ${email}`);
  return code;
}

/** Signs the referrer in and verifies her session with the mailed code: her (new) cookie. */
async function verifiedReferrer(baseUrl, mailDir) {
  const cookie = await signInShopper(baseUrl, REFERRER);
  const asked = await post(`${baseUrl}/api/users/verification-code`, {}, { headers: { cookie } });
  if (asked.status !== 202) throw new Error(`POST /api/users/verification-code answered ${asked.status} ${asked.text.slice(0, 200)}`);
  const verified = await post(`${baseUrl}/api/users/verify`, { code: mailedCode(mailDir, REFERRER) }, { headers: { cookie } });
  if (verified.status !== 200) throw new Error(`POST /api/users/verify answered ${verified.status} ${verified.text.slice(0, 200)}`);
  // Verifying replaces the session's token: the old cookie opens nothing any more.
  return cookieFrom(verified.headers, 'shop_session') ?? cookie;
}

/**
 * `orders` referral transactions of the referrer's link, spread over the last 12 months (a tenth in this month), $10–$99
 * of item spend each at 10 %; then the pre-aggregates rebuilt with engagement's own statements. Returns the expected
 * totals in cents and the time taken.
 */
async function seedTransactions(databaseUrl, link, orders) {
  // engagement's compiled module: the same SQL its consumer keeps the aggregates with.
  const { REBUILD_REFERRAL_AGGREGATES } = require(path.join(ROOT, 'apps/engagement/dist/referrals/referral-attribution.service.js'));
  const started = Date.now();
  const totals = await withPostgres(databaseUrl, async (client) => {
    await client.query('SET search_path TO engagement');
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO referral_transactions (order_id, link_id, link_name, link_code, referrer_email, referred_email, order_type,
         order_created_at, order_amount_cents, commission_cents, rate_basis_points, created_at)
       SELECT gen_random_uuid(), $1, $2, $3, $4, 'buyer-' || n || '@bench.test', 'product', at, spend, round(spend * 0.10), 1000, at
       FROM (SELECT n, 1000 + (n * 7919) % 9000 AS spend,
                    CASE WHEN n % 10 = 0 THEN now() - make_interval(secs => n) ELSE now() - make_interval(days => 31 + n % 330) END AS at
             FROM generate_series(1, $5::int) AS n) s`,
      [link.id, link.name, link.code, REFERRER, orders],
    );
    for (const statement of REBUILD_REFERRAL_AGGREGATES) await client.query(statement);
    await client.query('COMMIT');
    await client.query('ANALYZE referral_transactions');
    await client.query('ANALYZE referral_monthly_sales');
    const [row] = (
      await client.query(
        'SELECT count(*)::int AS orders, sum(order_amount_cents)::bigint AS sales, sum(commission_cents)::bigint AS commission FROM referral_transactions WHERE referrer_email = $1',
        [REFERRER],
      )
    ).rows;
    return { orders: row.orders, salesCents: Number(row.sales), commissionCents: Number(row.commission) };
  });
  return { ...totals, seedMs: Date.now() - started };
}

/** The dashboard must show exactly the seeded totals, from the aggregates. */
function dashboardMatches(seeded) {
  return (text) => {
    try {
      const body = JSON.parse(text);
      return (
        body.userStats.totalReferrals === seeded.orders &&
        Math.round(body.userStats.totalReferralSales * 100) === seeded.salesCents &&
        Math.round(body.tierSystem.totalStoreCredits * 100) === seeded.commissionCents &&
        body.links[0]?.conversionCount === seeded.orders
      );
    } catch {
      return false;
    }
  };
}

async function embeddedMode(cleanup) {
  const dataDir = tempDir(cleanup, 'bench-referrals-');
  log(`embedded: starting with SEED_DEMO=false on ${dataDir} (initdb)…`);
  const shop = await startEmbedded(dataDir, 90_000, { SEED_DEMO: 'false' });
  cleanup.defer('stop embedded shop', shop.stop);
  await waitForHealth(shop.baseUrl);
  const cookie = await verifiedReferrer(shop.baseUrl, path.join(dataDir, 'mail'));
  const created = await post(`${shop.baseUrl}/api/referrals/create`, { userEmail: REFERRER, name: 'Instagram bio' }, { headers: { cookie } });
  if (created.status !== 201) throw new Error(`POST /api/referrals/create answered ${created.status} ${created.text.slice(0, 200)}`);
  log(`embedded: seeding ${fmt.int(config.orders)} referred orders of ${REFERRER}…`);
  const seeded = await seedTransactions(shop.databaseUrl, created.body, config.orders);
  const verifyBody = dashboardMatches(seeded);
  const first = await request(shop.baseUrl + DASHBOARD_PATH, { headers: { cookie } });
  if (first.status !== 200 || !verifyBody(first.text)) throw new Error(`GET ${DASHBOARD_PATH} answered ${first.status} ${first.text.slice(0, 300)}`);
  log(`embedded: seeded in ${fmt.s(seeded.seedMs)}; loading GET ${DASHBOARD_PATH} (${fmt.int(Buffer.byteLength(first.text))} bytes)…`);
  const { load, problems } = await measureRequest(shop, config, {
    request: { path: DASHBOARD_PATH, headers: { cookie }, verifyBody },
    expected: `the dashboard of ${seeded.orders} referred orders`,
  });
  // For scale on the same machine at the same time: a public read of one small table (no session, no aggregates).
  const tiersText = (await request(shop.baseUrl + TIERS_PATH)).text;
  const baseline = await measureRequest(shop, config, { request: { path: TIERS_PATH, expectBody: tiersText }, expected: 'the tiers' });
  return { seeded, bytes: Buffer.byteLength(first.text), load, problems: [...problems, ...baseline.problems], baseline: baseline.load };
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
  for (const [mode, r] of Object.entries(results)) {
    if (r.error) problems.push(`${mode} failed: ${r.error}`);
    for (const p of r.problems ?? []) problems.push(`${mode}: ${p}`);
    const row = (name, load) => [name, fmt.int(load.rps), fmt.ms(load.p50), fmt.ms(load.p99), load.errors, load.non2xx, load.mismatches ?? 0];
    if (r.load) rows.push(row(`${mode}: dashboard`, r.load));
    if (r.baseline) rows.push(row(`${mode}: GET ${TIERS_PATH} (for scale)`, r.baseline));
  }
  const embedded = results.embedded;
  const targets = [
    {
      name: `GET /api/referrals/dashboard p99 < ${TARGET_P99_MS} ms (${fmt.int(config.orders)} referred orders)`,
      value: embedded?.load ? `${fmt.ms(embedded.load.p99)} ms` : '-',
      met: embedded?.load ? embedded.load.p99 < TARGET_P99_MS && !embedded.problems.length : null,
    },
  ];
  const text = reportText(
    [
      `GET /api/referrals/dashboard (verified session): ${config.connections} connections, ${config.durationS} s after a ${config.warmupS} s warm-up ${loadAverageNote(loadAverage)}`,
      table(rows),
      embedded?.seeded
        ? `seeded: ${fmt.int(embedded.seeded.orders)} transactions, $${fmt.int(embedded.seeded.salesCents / 100)} of referred sales, in ${fmt.s(embedded.seeded.seedMs)}; answer ${fmt.int(embedded.bytes)} bytes`
        : null,
    ].filter(Boolean),
    targets,
    problems,
  );
  printAndSave('referrals', text, config, { results, targets });
}

runBench(main);
