'use strict';
// The distributed mode: five services and one gateway, each its own process, over the machine's NATS and Postgres.
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');
const { connect } = require('nats');
const { benchAdmin } = require('./admin');
const { startProcess } = require('./process');
const { freePort } = require('./net');
const { entry, shopEnv } = require('./shop');

const SERVICES = ['catalog', 'commerce', 'engagement', 'chat', 'admin-reporting'];

async function withPostgres(adminUrl, work) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the machine's Postgres; returns its URL. */
async function createDatabase(adminUrl, name) {
  await withPostgres(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const dropDatabase = (adminUrl, name) => withPostgres(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

/** Removes the run's JetStream stream (`<prefix>_EVENTS`), so the shared NATS server keeps nothing of the bench. */
async function deleteStream(natsUrl, prefix) {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(`${prefix}_EVENTS`).catch((err) => {
      if (!/not found/i.test(err.message)) throw err;
    });
  } finally {
    await nc.close();
  }
}

/**
 * Starts the cluster; every resource it creates is registered on cleanup as soon as it exists
 * (so a failure halfway still removes the database, the stream and the processes already started).
 */
async function startCluster({ natsUrl, pgAdminUrl, dataDir, cleanup, gateways = 1, trustProxy = true }) {
  const id = randomBytes(4).toString('hex');
  const dbName = `bench_${id}`;
  const busPrefix = `bench${id}`;
  const databaseUrl = await createDatabase(pgAdminUrl, dbName);
  cleanup.defer(`drop database ${dbName}`, () => dropDatabase(pgAdminUrl, dbName));
  cleanup.defer(`delete stream ${busPrefix}_EVENTS`, () => deleteStream(natsUrl, busPrefix));

  const admin = benchAdmin(); // signs in at POST /api/admin/login
  const env = shopEnv({
    NATS_URL: natsUrl,
    DATABASE_URL: databaseUrl,
    BUS_PREFIX: busPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const processes = [];
  const start = async (name, options) => {
    const proc = await startProcess({ name, env, ...options });
    processes.push(proc);
    cleanup.defer(`stop ${name}`, () => proc.stop());
  };
  // One at a time, as the cluster test suite does: each service prepares its own tables on start.
  for (const name of SERVICES) await start(name, { script: entry(name), readyText: `${name} is up` });
  // `gateways` instances of the gateway (each its own port, same bus); trustProxy: false leaves TRUST_PROXY unset.
  const baseUrls = [];
  const gatewayProcesses = [];
  for (let i = 0; i < gateways; i++) {
    const port = await freePort();
    const name = gateways === 1 ? 'gateway' : `gateway ${String.fromCharCode(65 + i)}`;
    const gatewayEnv = { ...env, PORT: String(port) };
    if (trustProxy) gatewayEnv.TRUST_PROXY = 'true';
    else delete gatewayEnv.TRUST_PROXY;
    await start(name, { script: entry('gateway'), env: gatewayEnv, readyText: 'gateway listening on' });
    baseUrls.push(`http://127.0.0.1:${port}`);
    gatewayProcesses.push(processes[processes.length - 1]);
  }

  // env: what the services were started with (a bench may start another instance of one).
  return { name: 'distributed', baseUrl: baseUrls[0], baseUrls, gatewayProcesses, processes, database: dbName, databaseUrl, busPrefix, admin, env };
}

module.exports = { startCluster, withPostgres, SERVICES };
