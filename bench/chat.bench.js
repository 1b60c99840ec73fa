'use strict';
/**
 * The live chat socket (socket.io at /ws), in two modes:
 *   embedded     the whole shop in one process (SEED_DEMO=false), visitors and the admin on the same gateway
 *   distributed  five services + two gateways over the machine's NATS and Postgres: visitors on gateway A, the admin
 *                on gateway B (every push crosses the bus)
 * In each: the gateway's resident memory per idle signed-in socket (0 vs IDLE_SOCKETS sockets), then VISITORS
 * visitors each sending one message a second for DURATION s, timed to the admin socket's new_message.
 * See bench/README.md ("The chat bench").
 */
const os = require('node:os');
const { io } = require('socket.io-client');
const { benchAdmin, adminCookie } = require('./lib/admin');
const { handleInterrupts, runWithCleanup, tempDir } = require('./lib/cleanup');
const { startCluster } = require('./lib/cluster');
const { startEmbedded } = require('./lib/embedded');
const { post, waitForHealth } = require('./lib/net');
const { sleep, stopAllProcesses } = require('./lib/process');
const { processRss } = require('./lib/procfs');
const { table, fmt, reportText, writeResults } = require('./lib/report');
const { assertBuilt } = require('./lib/shop');
const { signInShoppers, inPool } = require('./lib/shoppers');
const { percentile } = require('./lib/stats');

const MODES = ['embedded', 'distributed'];
// The shop's limit: 30 join_session + send_message a minute per socket (one join + DURATION sends must stay ≤ 30).
const SOCKET_EVENTS_PER_MINUTE = 30;

const config = {
  visitors: Number(process.env.VISITORS ?? 200),
  durationS: Number(process.env.DURATION ?? 25),
  idleSockets: Number(process.env.IDLE_SOCKETS ?? 1000),
  drainS: Number(process.env.DRAIN ?? 5),
  modes: (process.env.MODES ?? MODES.join(','))
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean),
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  pgAdminUrl: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  cpus: os.cpus().length,
};
const TARGETS = { embeddedP99Ms: 100, distributedP99Ms: 200, kbPerIdleSocket: 50 };

const log = (message) => console.log(`· ${message}`);
/** A socket.io client on <baseUrl>/ws signed in by cookie; resolves once the server greeted it (or rejects on error). */
function connectSocket(baseUrl, cookie, sockets) {
  const socket = io(baseUrl, { path: '/ws', transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie } });
  sockets.add(socket);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket not greeted within 15 s')), 15_000);
    socket.once('admin_availability_changed', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`socket refused: ${JSON.stringify(e)}`));
    });
    socket.once('connect_error', (e) => {
      clearTimeout(timer);
      reject(new Error(`connect_error: ${e.message}`));
    });
  });
}

function closeSockets(sockets) {
  for (const s of sockets) s.disconnect();
  sockets.clear();
}

/** RSS of the gateway's own process (not its children), 0 vs `count` idle signed-in sockets. */
async function measureIdleSockets(baseUrl, gatewayPid, count, prefix) {
  const started = Date.now();
  const { shoppers } = await signInShoppers(baseUrl, { count, prefix });
  log(`${count} shoppers signed in (${fmt.s(Date.now() - started)})`);
  await sleep(3000);
  const beforeRss = processRss(gatewayPid);
  const sockets = new Set();
  try {
    await inPool(shoppers, 50, (s) => connectSocket(baseUrl, s.cookie, sockets));
    await sleep(3000);
    const afterRss = processRss(gatewayPid);
    const connected = [...sockets].filter((s) => s.connected).length;
    log(`${connected} idle sockets: gateway RSS ${fmt.mb(beforeRss)} → ${fmt.mb(afterRss)}`);
    return { sockets: connected, beforeRss, afterRss, perSocketBytes: (afterRss - beforeRss) / count };
  } finally {
    closeSockets(sockets);
    await sleep(1000);
  }
}

/**
 * VISITORS visitors (own shopper, own session) on visitorUrl, one admin on adminUrl; each visitor sends one message a
 * second for DURATION s; the admin times each new_message from the send time written in its text.
 */
async function measureRoundTrip(visitorUrl, adminUrl, admin, prefix) {
  const problems = [];
  const sockets = new Set();
  try {
    let started = Date.now();
    const { shoppers } = await signInShoppers(visitorUrl, { count: config.visitors, prefix });
    log(`${config.visitors} visitors signed in (${fmt.s(Date.now() - started)})`);

    const adminSocket = await connectSocket(adminUrl, await adminCookie(adminUrl, admin), sockets);
    const received = new Map(); // visitor index → [seq in arrival order]
    const latencies = [];
    const adminErrors = [];
    adminSocket.on('error', (e) => adminErrors.push(e?.message ?? JSON.stringify(e)));
    adminSocket.on('new_message', (payload) => {
      const now = Date.now();
      const match = /^v(\d+):(\d+):(\d+)$/.exec(payload?.data?.message ?? '');
      if (!match) return; // the sessions' first messages
      const [, id, seq, sentAt] = match.map(Number);
      if (!received.has(id)) received.set(id, []);
      received.get(id).push(seq);
      latencies.push(now - sentAt);
    });

    started = Date.now();
    const visitors = await inPool(shoppers, 16, async (shopper, i) => {
      const res = await post(
        `${visitorUrl}/api/chat/sessions`,
        { message: `Hello from visitor ${i}` },
        { headers: { cookie: shopper.cookie }, timeoutMs: 30_000 },
      );
      if (res.status !== 201 || !res.body?.session?.id) throw new Error(`POST /api/chat/sessions answered ${res.status} ${res.text.slice(0, 200)}`);
      const socket = await connectSocket(visitorUrl, shopper.cookie, sockets);
      const visitor = { i, socket, sessionId: res.body.session.id, sent: 0, acked: 0, ackFailures: [], errors: [] };
      socket.on('error', (e) => visitor.errors.push(e?.message ?? JSON.stringify(e)));
      const joined = await socket
        .timeout(10_000)
        .emitWithAck('join_session', { sessionId: visitor.sessionId, isAdmin: false, userName: `Visitor ${i}`, userEmail: shopper.email });
      if (!joined?.ok) throw new Error(`join_session answered ${JSON.stringify(joined)}`);
      return visitor;
    });
    log(`${visitors.length} chat sessions opened and joined (${fmt.s(Date.now() - started)})`);
    await sleep(1000); // the sessions' first messages reach the admin before the measured run

    const runStarted = Date.now();
    await Promise.all(
      visitors.map(async (v) => {
        await sleep((v.i * 1000) / visitors.length); // spread the visitors over each second
        for (let seq = 1; seq <= config.durationS; seq++) {
          const due = runStarted + (v.i * 1000) / visitors.length + (seq - 1) * 1000;
          if (due > Date.now()) await sleep(due - Date.now());
          v.sent++;
          v.socket
            .timeout(10_000)
            .emitWithAck('send_message', {
              sessionId: v.sessionId,
              data: { message: `v${v.i}:${seq}:${Date.now()}`, messageType: 'text', isAdmin: false },
            })
            .then((ack) => (ack?.ok ? v.acked++ : v.ackFailures.push(ack?.error ?? JSON.stringify(ack))))
            .catch((err) => v.ackFailures.push(err.message));
        }
      }),
    );
    await sleep(config.drainS * 1000);

    const sent = visitors.reduce((n, v) => n + v.sent, 0);
    const acked = visitors.reduce((n, v) => n + v.acked, 0);
    let lost = 0;
    let reordered = 0;
    let duplicates = 0;
    let visitorsWithLoss = 0;
    let visitorsReordered = 0;
    for (const v of visitors) {
      const seqs = received.get(v.i) ?? [];
      const unique = new Set(seqs);
      duplicates += seqs.length - unique.size;
      const missing = v.sent - [...unique].filter((s) => s >= 1 && s <= v.sent).length;
      lost += missing;
      if (missing) visitorsWithLoss++;
      let out = 0;
      for (let k = 1; k < seqs.length; k++) if (seqs[k] < seqs[k - 1]) out++;
      reordered += out;
      if (out) visitorsReordered++;
    }
    const errorEvents = visitors.flatMap((v) => v.errors);
    const ackFailures = visitors.flatMap((v) => v.ackFailures);
    const tally = (list) =>
      Object.entries(list.reduce((m, e) => ((m[e] = (m[e] ?? 0) + 1), m), {}))
        .map(([e, n]) => `${n}× "${e}"`)
        .join(', ');
    if (errorEvents.length) problems.push(`${errorEvents.length} error event(s) on visitor sockets: ${tally(errorEvents)}`);
    if (ackFailures.length) problems.push(`${ackFailures.length} send_message not acknowledged ok: ${tally(ackFailures)}`);
    if (adminErrors.length) problems.push(`${adminErrors.length} error event(s) on the admin socket: ${tally(adminErrors)}`);
    if (lost) problems.push(`${lost} message(s) lost (${visitorsWithLoss} visitor(s))`);
    if (reordered) problems.push(`${reordered} message(s) out of order (${visitorsReordered} visitor(s))`);
    if (duplicates) problems.push(`${duplicates} message(s) received twice`);
    const disconnected = visitors.filter((v) => !v.socket.connected).length + (adminSocket.connected ? 0 : 1);
    if (disconnected) problems.push(`${disconnected} socket(s) disconnected during the run`);

    latencies.sort((a, b) => a - b);
    return {
      visitors: visitors.length,
      sent,
      acked,
      received: latencies.length,
      lost,
      reordered,
      duplicates,
      visitorsWithLoss,
      visitorsReordered,
      errorEvents: errorEvents.length,
      ackFailures: ackFailures.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? null,
      problems,
    };
  } finally {
    closeSockets(sockets);
    await sleep(500);
  }
}

const RUNNERS = {
  async embedded(cleanup) {
    const admin = benchAdmin();
    const dataDir = tempDir(cleanup, 'bench-chat-embedded-');
    log('embedded: starting the shop (SEED_DEMO=false, TRUST_PROXY unset)…');
    const shop = await startEmbedded(dataDir, 90_000, {
      SEED_DEMO: 'false',
      TRUST_PROXY: undefined,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    cleanup.defer('stop the embedded shop', () => shop.stop());
    await waitForHealth(shop.baseUrl);
    const memory = await measureIdleSockets(shop.baseUrl, shop.pid, config.idleSockets, 'idle-e');
    const chat = await measureRoundTrip(shop.baseUrl, shop.baseUrl, admin, 'visitor-e');
    return { memory, chat, problems: chat.problems };
  },

  async distributed(cleanup) {
    log('distributed: starting five services and two gateways (TRUST_PROXY unset)…');
    const cluster = await startCluster({
      natsUrl: config.natsUrl,
      pgAdminUrl: config.pgAdminUrl,
      dataDir: tempDir(cleanup, 'bench-chat-cluster-'),
      cleanup,
      gateways: 2,
      trustProxy: false,
    });
    const [urlA, urlB] = cluster.baseUrls;
    await waitForHealth(urlA);
    await waitForHealth(urlB);
    const memory = await measureIdleSockets(urlA, cluster.gatewayProcesses[0].pid, config.idleSockets, 'idle-d');
    const chat = await measureRoundTrip(urlA, urlB, cluster.admin, 'visitor-d');
    const crashed = cluster.processes.filter((p) => p.crashed()).map((p) => p.name);
    const problems = [...chat.problems, ...(crashed.length ? [`process(es) died: ${crashed.join(', ')}`] : [])];
    return { memory, chat, problems };
  },
};

function render(results) {
  const header = ['mode', 'visitors', 'sent', 'received', 'lost', 'reordered', 'errors', 'p50 ms', 'p99 ms', 'max ms', 'kB/idle socket'];
  const rows = MODES.filter((m) => results[m]).map((mode) => {
    const { chat, memory, error } = results[mode];
    if (error || !chat) return [mode, 'failed', '-', '-', '-', '-', '-', '-', '-', '-', memory ? (memory.perSocketBytes / 1e3).toFixed(1) : '-'];
    return [
      mode,
      chat.visitors,
      fmt.int(chat.sent),
      fmt.int(chat.received),
      chat.lost,
      chat.reordered,
      chat.errorEvents + chat.ackFailures,
      chat.p50,
      chat.p99,
      chat.max,
      memory ? (memory.perSocketBytes / 1e3).toFixed(1) : '-',
    ];
  });
  const details = MODES.filter((m) => results[m]?.memory).map((m) => {
    const mem = results[m].memory;
    return (
      `${m} gateway RSS (node process only${m === 'distributed' ? ', gateway A' : ''}): ${fmt.mb(mem.beforeRss)} with 0 sockets, ` +
      `${fmt.mb(mem.afterRss)} with ${fmt.int(mem.sockets)} idle signed-in sockets → ${(mem.perSocketBytes / 1e3).toFixed(1)} kB per socket`
    );
  });
  const okMessages = (c) => c && c.lost === 0 && c.reordered === 0 && c.duplicates === 0 && c.received === c.sent;
  const e = results.embedded?.chat;
  const d = results.distributed?.chat;
  const targets = [
    { name: `embedded p99 < ${TARGETS.embeddedP99Ms} ms`, value: e ? `${e.p99} ms` : 'not measured', met: e ? e.p99 < TARGETS.embeddedP99Ms : null },
    {
      name: `across instances p99 < ${TARGETS.distributedP99Ms} ms`,
      value: d ? `${d.p99} ms` : 'not measured',
      met: d ? d.p99 < TARGETS.distributedP99Ms : null,
    },
    ...MODES.map((m) => {
      const c = results[m]?.chat;
      return {
        name: `${m}: no message lost or reordered`,
        value: c ? `${c.received}/${c.sent} received, ${c.lost} lost, ${c.reordered} reordered` : 'not measured',
        met: c ? okMessages(c) : null,
      };
    }),
    ...MODES.map((m) => {
      const mem = results[m]?.memory;
      return {
        name: `${m}: < ${TARGETS.kbPerIdleSocket} kB per idle socket`,
        value: mem ? `${(mem.perSocketBytes / 1e3).toFixed(1)} kB` : 'not measured',
        met: mem ? mem.perSocketBytes / 1e3 < TARGETS.kbPerIdleSocket : null,
      };
    }),
  ];
  const problems = [];
  for (const [mode, r] of Object.entries(results)) {
    if (r.error) problems.push(`${mode} failed: ${r.error}`);
    for (const p of r.problems ?? []) problems.push(`${mode}: ${p}`);
  }
  const text = reportText(
    [
      `chat socket: ${config.visitors} visitors × 1 message/s for ${config.durationS} s, round trip visitor emit → admin new_message` +
        ` (clients share the machine's ${config.cpus} cores with the server); memory: 0 vs ${fmt.int(config.idleSockets)} idle sockets`,
      table([header, ...rows]),
      details.join('\n'),
    ],
    targets,
    problems,
  );
  return { text, targets };
}

async function main() {
  assertBuilt();
  handleInterrupts();
  if (config.durationS + 1 > SOCKET_EVENTS_PER_MINUTE) {
    console.warn(
      `! DURATION ${config.durationS} s: 1 join + ${config.durationS} sends per socket go over the shop's ${SOCKET_EVENTS_PER_MINUTE}/min limit; expect error events`,
    );
  }
  const results = {};
  for (const mode of MODES.filter((m) => config.modes.includes(m))) results[mode] = await runWithCleanup(mode, RUNNERS[mode]);
  const { text, targets } = render(results);
  console.log(`\n${text}\n`);
  const { natsUrl, pgAdminUrl, ...settings } = config;
  const file = writeResults('chat', settings, { results, targets });
  console.log(`results: ${file}`);
  process.exitCode = Object.values(results).some((r) => r.error) ? 1 : 0;
}

main().catch(async (err) => {
  console.error(err);
  await stopAllProcesses();
  process.exitCode = 1;
});
