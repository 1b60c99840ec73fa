'use strict';
/**
 * GET /api/site-config/hero_image under load, in three setups, in one run:
 *   floor       a bare Node http server answering the same JSON from memory (the ceiling of this machine)
 *   embedded    the whole shop in one process on its embedded PostgreSQL (+ cold start and memory)
 *   distributed five services + one gateway over the machine's NATS and Postgres
 * See bench/README.md.
 */
const os = require('node:os');
const path = require('node:path');
const { handleInterrupts, runWithCleanup, tempDir } = require('./lib/cleanup');
const { startCluster } = require('./lib/cluster');
const { startEmbedded } = require('./lib/embedded');
const { startFloor } = require('./lib/floor');
const { measureEndpoint, ENDPOINT } = require('./lib/measure');
const { waitForHealth } = require('./lib/net');
const { stopAllProcesses } = require('./lib/process');
const { treeMemory, treesMemory } = require('./lib/procfs');
const { render, writeResults } = require('./lib/report');
const { assertBuilt } = require('./lib/shop');

const MODES = ['floor', 'embedded', 'distributed'];

const config = {
  path: ENDPOINT,
  connections: Number(process.env.CONNECTIONS ?? 50),
  durationS: Number(process.env.DURATION ?? 10),
  warmupS: Number(process.env.WARMUP ?? 2),
  modes: (process.env.MODES ?? MODES.join(','))
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean),
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  pgAdminUrl: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  cpus: os.cpus().length,
};
const loadOptions = { connections: config.connections, durationS: config.durationS, warmupS: config.warmupS };

const log = (message) => console.log(`· ${message}`);

async function floorMode(cleanup) {
  const floor = await startFloor();
  cleanup.defer('stop floor', floor.stop);
  log(`floor: bare node http on ${floor.baseUrl}, loading…`);
  return measureEndpoint(floor, loadOptions);
}

async function embeddedMode(cleanup) {
  const dataDir = tempDir(cleanup, 'bench-embedded-');
  log(`embedded: first start on ${dataDir} (initdb)…`);
  const first = await startEmbedded(dataDir);
  cleanup.defer('stop first embedded shop', first.stop);
  await first.stop();

  log('embedded: second start on the same DATA_DIR (measured cold start)…');
  const shop = await startEmbedded(dataDir);
  cleanup.defer('stop embedded shop', shop.stop);
  await waitForHealth(shop.baseUrl);
  const afterStart = treeMemory(shop.pid);
  log(`embedded: ready in ${(shop.coldStartMs / 1000).toFixed(1)} s on ${shop.baseUrl}, loading…`);
  const measured = await measureEndpoint(shop, loadOptions);
  return {
    ...measured,
    coldStart: { firstStartMs: first.coldStartMs, secondStartMs: shop.coldStartMs, reportedReadyS: shop.reportedReadyS },
    memory: { afterStart, afterLoad: treeMemory(shop.pid) },
  };
}

async function distributedMode(cleanup) {
  const dataDir = tempDir(cleanup, 'bench-cluster-');
  log('distributed: starting 5 services + gateway…');
  const cluster = await startCluster({ natsUrl: config.natsUrl, pgAdminUrl: config.pgAdminUrl, dataDir, cleanup });
  await waitForHealth(cluster.baseUrl);
  const pids = cluster.processes.map((p) => p.pid);
  const afterStart = treesMemory(pids);
  log(`distributed: healthy on ${cluster.baseUrl} (database ${cluster.database}, stream ${cluster.busPrefix}_EVENTS), loading…`);
  const measured = await measureEndpoint(cluster, loadOptions);
  return { ...measured, memory: { afterStart, afterLoad: treesMemory(pids) } };
}

const RUNNERS = { floor: floorMode, embedded: embeddedMode, distributed: distributedMode };

/** Runs one mode with its own cleanup; a failure is recorded as { error } and the next mode still runs. */
const runMode = (mode) => runWithCleanup(mode, RUNNERS[mode]);

async function main() {
  assertBuilt();
  const unknown = config.modes.filter((m) => !MODES.includes(m));
  if (unknown.length) throw new Error(`Unknown MODES ${unknown.join(', ')} (known: ${MODES.join(', ')})`);
  handleInterrupts();

  const results = {};
  for (const mode of config.modes) results[mode] = await runMode(mode);

  const { text, targets } = render(results, config);
  console.log(`\n${text}\n`);
  const { pgAdminUrl, natsUrl, ...settings } = config;
  console.log(`figures written to ${path.relative(process.cwd(), writeResults('site-config', settings, { results, targets }))}`);
  const failed = Object.values(results).some((r) => r.error);
  process.exitCode = failed ? 1 : 0;
}

main()
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  })
  .finally(stopAllProcesses);
