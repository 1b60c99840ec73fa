'use strict';
// The embedded mode: the whole shop in one process, with its own PostgreSQL under DATA_DIR/pg.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { startProcess } = require('./process');
const { freePort } = require('./net');
const { entry, shopEnv } = require('./shop');

const withoutUndefined = (env) => Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));

const READY_TEXT = 'The watercolor shop is open at';

/**
 * Starts `apps/shop/dist/main.js` on dataDir. coldStartMs is the wall clock from spawn to the ready line;
 * reportedReadyS is the shop's own "(ready in X s)"; databaseUrl reaches its embedded Postgres (user and database
 * `shop`, the password the shop keeps in DATA_DIR/postgres-password). settings: more shop settings (e.g. { SEED_DEMO: 'false' }).
 */
async function startEmbedded(dataDir, timeoutMs = 90_000, settings = {}) {
  const port = await freePort();
  const pgPort = await freePort();
  const proc = await startProcess({
    name: 'embedded shop',
    script: entry('shop'),
    // A setting given as undefined is left out (e.g. { TRUST_PROXY: undefined }: the shop's default, not trusted).
    env: withoutUndefined(shopEnv({ TRUST_PROXY: 'true', ...settings, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) })),
    readyText: READY_TEXT,
    timeoutMs,
  });
  const reported = proc.output.match(/ready in ([\d.]+) s/);
  return {
    name: 'embedded',
    baseUrl: `http://127.0.0.1:${port}`,
    pid: proc.pid,
    processes: [proc],
    databaseUrl: `postgres://shop:${encodeURIComponent(readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim())}@127.0.0.1:${pgPort}/shop`,
    coldStartMs: proc.readyMs,
    reportedReadyS: reported ? Number(reported[1]) : null,
    stop: () => proc.stop(),
  };
}

module.exports = { startEmbedded };
