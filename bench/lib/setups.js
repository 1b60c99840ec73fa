'use strict';
// The embedded shop and the cluster as a bench's mode starts them: fresh, answering /api/health, removed at cleanup.
const { tempDir } = require('./cleanup');
const { startCluster } = require('./cluster');
const { startEmbedded } = require('./embedded');
const { waitForHealth } = require('./net');

/**
 * The embedded shop on a fresh temp DATA_DIR (so its start includes initdb) with `settings` (e.g. { SEED_DEMO: 'false' })
 * and, when given, `admin` ({ email, password }) as its admin. about: those settings in words, for the log.
 */
async function openEmbeddedShop(cleanup, { settings = {}, admin, timeoutMs = 90_000, about, log }) {
  const dataDir = tempDir(cleanup, 'bench-embedded-');
  log(`embedded: starting ${about} on ${dataDir} (initdb)…`);
  const adminSettings = admin ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {};
  const shop = await startEmbedded(dataDir, timeoutMs, { ...settings, ...adminSettings });
  cleanup.defer('stop embedded shop', shop.stop);
  await waitForHealth(shop.baseUrl);
  return shop;
}

/** The five services and one gateway on a fresh database, over the machine's NATS and Postgres. */
async function openCluster(cleanup, { natsUrl, pgAdminUrl, log }) {
  const dataDir = tempDir(cleanup, 'bench-cluster-');
  log('distributed: starting 5 services + gateway on a fresh database…');
  const cluster = await startCluster({ natsUrl, pgAdminUrl, dataDir, cleanup });
  await waitForHealth(cluster.baseUrl);
  log(`distributed: healthy on ${cluster.baseUrl} (database ${cluster.database}, stream ${cluster.busPrefix}_EVENTS)`);
  return cluster;
}

module.exports = { openEmbeddedShop, openCluster };
