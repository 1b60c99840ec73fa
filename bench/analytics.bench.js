'use strict';
/**
 * The owner's Business Overview over a busy history (its target, bench/README.md "The analytics bench": GET
 * /api/analytics/overview p99 < 100 ms at 10 connections over 1,000,000 activities), and how fast the analytics consumer
 * catches up on a backlog:
 *   embedded  the whole shop in one process (SEED_DEMO=false, fresh DATA_DIR). ACTIVITIES activity rows (SHOPPERS shoppers,
 *             over the last 90 days, every hour) go straight into admin-reporting's user_activities, and the rollups are
 *             filled from them in bulk with the same definitions the consumer applies one event at a time (ROLLUP_SQL
 *             below mirrors applyActivity in apps/admin-reporting/src/analytics/analytics-feed.service.ts; the bench checks
 *             the overview's figures against user_activities itself). Then GET /api/analytics/overview as the admin at
 *             CONNECTIONS (10) connections. Catch-up: REPLAYED more activity events through the consumer's compiled code
 *             (applyActivity) inside consumeOnce's transaction (processed_events row + rollups), one after the other as the
 *             consumer takes them: events/s.
 * See bench/README.md ("The analytics bench").
 */
const { randomUUID } = require('node:crypto');
const path = require('node:path');
const { handleInterrupts, tempDir } = require('./lib/cleanup');
const { withPostgres } = require('./lib/cluster');
const { startEmbedded } = require('./lib/embedded');
const { measureRequest } = require('./lib/measure');
const { request, waitForHealth } = require('./lib/net');
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
const { benchAdmin, adminCookie } = require('./lib/admin');

const MODES = ['embedded'];
const config = {
  ...loadSettingsFromEnv(),
  connections: Number(process.env.CONNECTIONS ?? 10),
  modes: modesFromEnv(MODES),
  activities: Number(process.env.ACTIVITIES ?? 1_000_000),
  shoppers: Number(process.env.SHOPPERS ?? 5_000),
  replayed: Number(process.env.REPLAYED ?? 20_000),
};
const TARGET_P99_MS = 100;
const OVERVIEW_PATH = '/api/analytics/overview';
const PAGES = ['/', '/shop', '/learning', '/gallery', '/giveaways', '/credits', '/referrals', '/subscriptions'];
const DEVICES = ['mobile', 'desktop', 'tablet'];
const CONSUMER = 'admin-reporting:analytics:user-activity.recorded';

const log = (message) => console.log(`· ${message}`);

/** The rollups, in bulk, as applyActivity builds them one activity at a time (no user agents here: every browser is Unknown). */
const ROLLUP_SQL = [
  `UPDATE analytics_totals t SET activities = s.activities, page_views = s.page_views, time_spent_seconds = s.time_spent, timed_page_views = s.timed
   FROM (SELECT count(*) AS activities, count(*) FILTER (WHERE activity_type = 'page_view') AS page_views,
           COALESCE(sum(time_spent) FILTER (WHERE activity_type = 'page_view' AND time_spent > 0), 0) AS time_spent,
           count(*) FILTER (WHERE activity_type = 'page_view' AND time_spent > 0) AS timed FROM user_activities) s WHERE t.id = 1`,
  `INSERT INTO analytics_daily (day, page_views, time_spent_seconds, timed_page_views)
   SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), COALESCE(sum(time_spent) FILTER (WHERE time_spent > 0), 0), count(*) FILTER (WHERE time_spent > 0)
   FROM user_activities WHERE activity_type = 'page_view' GROUP BY 1`,
  `INSERT INTO analytics_visitor_days (day, email) SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date, email FROM user_activities`,
  'INSERT INTO analytics_visitors (email, last_seen_at) SELECT email, max(created_at) FROM user_activities GROUP BY email',
  `INSERT INTO analytics_pages (page, visits) SELECT page_path, count(*) FROM user_activities
   WHERE activity_type = 'page_view' AND page_path IS NOT NULL GROUP BY page_path`,
  `INSERT INTO analytics_hours (hour, count) SELECT extract(hour FROM created_at AT TIME ZONE 'UTC')::int, count(*) FROM user_activities GROUP BY 1`,
  `INSERT INTO analytics_devices (device, count) SELECT COALESCE(lower(device_used), 'Unknown'), count(*) FROM user_activities GROUP BY 1`,
  `INSERT INTO analytics_browsers (browser, count) SELECT 'Unknown', count(*) FROM user_activities`,
];

/** `activities` page views of `shoppers` shoppers over the last 90 days, then the rollups; the time taken. */
async function seedActivities(databaseUrl) {
  const started = Date.now();
  await withPostgres(databaseUrl, async (client) => {
    await client.query('SET search_path TO admin_reporting');
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO user_activities (event_id, email, activity_type, description, page_path, time_spent, metadata, device_used, created_at)
       SELECT gen_random_uuid(), 'shopper-' || (n % $2::int) || '@bench.test', 'page_view', NULL, ($3::text[])[1 + n % $4::int],
              (n * 7) % 120, NULL, ($5::text[])[1 + n % 3], now() - make_interval(secs => (n::bigint * 7776000 / $1::int))
       FROM generate_series(1, $1::int) AS n`,
      [config.activities, config.shoppers, PAGES, PAGES.length, DEVICES],
    );
    for (const statement of ROLLUP_SQL) await client.query(statement);
    await client.query('COMMIT');
    // As autovacuum would have left tables that grew over months, so the catch-up is not measured against a fresh bulk load's vacuum.
    for (const t of ['user_activities', 'analytics_daily', 'analytics_visitors', 'analytics_visitor_days']) await client.query(`VACUUM ANALYZE ${t}`);
  });
  return Date.now() - started;
}

/** What the overview must say, worked out from the raw rows (not from the rollups it reads). */
async function expectedOverview(databaseUrl) {
  return withPostgres(databaseUrl, async (client) => {
    await client.query('SET search_path TO admin_reporting');
    const [row] = (
      await client.query(
        `SELECT count(*)::int AS activities,
         count(*) FILTER (WHERE activity_type = 'page_view' AND created_at AT TIME ZONE 'UTC' >= (now() AT TIME ZONE 'UTC')::date - 29)::int AS views30,
         count(DISTINCT email) FILTER (WHERE created_at >= now() - interval '30 days')::int AS visitors30
       FROM user_activities`,
      )
    ).rows;
    return row;
  });
}

/** `count` more activity events through the consumer's own code, one transaction each as consumeOnce runs it: events/s. */
async function replay(databaseUrl, count) {
  const { applyActivity } = require(path.join(ROOT, 'apps/admin-reporting/dist/analytics/analytics-feed.service.js'));
  return withPostgres(databaseUrl, async (client) => {
    await client.query('SET search_path TO admin_reporting');
    const started = Date.now();
    for (let n = 0; n < count; n++) {
      await client.query('BEGIN');
      await client.query('INSERT INTO processed_events (event_id, consumer) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id', [
        randomUUID(),
        CONSUMER,
      ]);
      await applyActivity(client, {
        email: `replayed-${n % 1000}@bench.test`,
        activityType: 'page_view',
        description: null,
        pagePath: PAGES[n % PAGES.length],
        timeSpent: n % 60,
        metadata: null,
        deviceUsed: DEVICES[n % 3],
        createdAt: new Date().toISOString(),
      });
      await client.query('COMMIT');
    }
    const seconds = (Date.now() - started) / 1000;
    const [{ activities }] = (await client.query('SELECT activities::bigint AS activities FROM analytics_totals')).rows;
    return { events: count, seconds, perSecond: count / seconds, activitiesAfter: Number(activities) };
  });
}

async function embeddedMode(cleanup) {
  const dataDir = tempDir(cleanup, 'bench-analytics-');
  const admin = benchAdmin();
  log(`embedded: starting with SEED_DEMO=false on ${dataDir} (initdb)…`);
  const shop = await startEmbedded(dataDir, 90_000, { SEED_DEMO: 'false', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  cleanup.defer('stop embedded shop', shop.stop);
  await waitForHealth(shop.baseUrl);
  const cookie = await adminCookie(shop.baseUrl, admin);
  log(`embedded: seeding ${fmt.int(config.activities)} activities of ${fmt.int(config.shoppers)} shoppers…`);
  const seedMs = await seedActivities(shop.databaseUrl);
  const expected = await expectedOverview(shop.databaseUrl);
  const verifyBody = (text) => {
    try {
      const body = JSON.parse(text);
      return (
        body.totalActivities === expected.activities && body.totalPageViews30d === expected.views30 && body.uniqueVisitors30d === expected.visitors30
      );
    } catch {
      return false;
    }
  };
  const first = await request(shop.baseUrl + OVERVIEW_PATH, { headers: { cookie } });
  if (first.status !== 200 || !verifyBody(first.text)) {
    throw new Error(`GET ${OVERVIEW_PATH} answered ${first.status} ${first.text.slice(0, 300)}; expected ${JSON.stringify(expected)}`);
  }
  log(`embedded: seeded in ${fmt.s(seedMs)}; loading GET ${OVERVIEW_PATH}…`);
  const { load, problems } = await measureRequest(shop, config, {
    request: { path: OVERVIEW_PATH, headers: { cookie }, verifyBody },
    expected: `the overview of ${config.activities} activities`,
  });
  log(`embedded: replaying ${fmt.int(config.replayed)} activity events through the consumer…`);
  const catchUp = await replay(shop.databaseUrl, config.replayed);
  if (catchUp.activitiesAfter !== expected.activities + config.replayed)
    problems.push(`after the replay the totals say ${catchUp.activitiesAfter} activities`);
  return { seedMs, expected, load, problems, catchUp };
}

async function main() {
  assertKnownModes(config.modes, MODES);
  assertWholeNumbers(config, ['connections', 'durationS', 'activities', 'shoppers', 'replayed']);
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
    if (r.load)
      rows.push([
        `${mode}: overview`,
        fmt.int(r.load.rps),
        fmt.ms(r.load.p50),
        fmt.ms(r.load.p99),
        r.load.errors,
        r.load.non2xx,
        r.load.mismatches ?? 0,
      ]);
  }
  const embedded = results.embedded;
  const targets = [
    {
      name: `GET ${OVERVIEW_PATH} p99 < ${TARGET_P99_MS} ms (${fmt.int(config.activities)} activities, ${config.connections} connections)`,
      value: embedded?.load ? `${fmt.ms(embedded.load.p99)} ms` : '-',
      met: embedded?.load ? embedded.load.p99 < TARGET_P99_MS && !embedded.problems.length : null,
    },
  ];
  const text = reportText(
    [
      `GET ${OVERVIEW_PATH} (admin): ${config.connections} connections, ${config.durationS} s after a ${config.warmupS} s warm-up ${loadAverageNote(loadAverage)}`,
      table(rows),
      embedded?.seedMs ? `seeded: ${fmt.int(config.activities)} activities and their rollups in ${fmt.s(embedded.seedMs)}` : null,
      embedded?.catchUp
        ? `consumer catch-up: ${fmt.int(embedded.catchUp.events)} activity events in ${fmt.s(embedded.catchUp.seconds * 1000)} = ${fmt.int(embedded.catchUp.perSecond)} events/s (one transaction each)`
        : null,
    ].filter(Boolean),
    targets,
    problems,
  );
  printAndSave('analytics', text, config, { results, targets });
}

runBench(main);
