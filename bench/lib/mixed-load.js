'use strict';
// A mixed workload: `connections` workers, each picking its next request by weight, for a given time; every answer
// recorded by route (latency and status) and in completion order (for runs of errors).
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { percentile } = require('./stats');

/**
 * One request and its answer: resolves { status } (0 when it failed without an answer: refused, reset, timed out).
 * The agent keeps connections alive, as browsers do.
 */
function send(agent, baseUrl, { method, path, headers = {}, body }, timeoutMs) {
  const payload = body === undefined ? null : JSON.stringify(body);
  const sent = payload === null ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
  return new Promise((resolve) => {
    const req = http.request(baseUrl + path, { method, headers: sent, agent, timeout: timeoutMs }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode }));
      res.once('error', () => resolve({ status: 0 }));
    });
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', () => resolve({ status: 0 }));
    req.end(payload ?? undefined);
  });
}

/**
 * Runs the mix for durationS seconds. mix: [{ name, weight, next(): request }], weights summing to 1 (each request is
 * { method, path, headers?, body? }). onTick(elapsedS) is called every second (e.g. to sample memory or kill a process).
 * Returns { byRoute: { name: { count, ok, statuses, p50, p99 } }, total, ok, rps, longestErrorRun: { requests, ms } }.
 */
async function runMix({ baseUrl, connections, durationS, mix, timeoutMs = 10_000, onTick }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples = Object.fromEntries(mix.map((m) => [m.name, { latencies: [], statuses: {} }]));
  const cumulative = [];
  let acc = 0;
  for (const m of mix) cumulative.push([(acc += m.weight), m]);
  const pick = () => {
    const r = Math.random() * acc;
    return cumulative.find(([edge]) => r < edge)[1];
  };
  // Errors in the order answers arrived: the longest run of non-2xx in a row, and how long it lasted.
  let run = { requests: 0, since: 0 };
  let longest = { requests: 0, ms: 0 };
  const started = performance.now();
  const end = started + durationS * 1000;
  const ticker = onTick ? setInterval(() => onTick((performance.now() - started) / 1000), 1000) : null;
  const worker = async () => {
    while (performance.now() < end) {
      const route = pick();
      const t0 = performance.now();
      const { status } = await send(agent, baseUrl, route.next(), timeoutMs);
      const t1 = performance.now();
      const sample = samples[route.name];
      sample.latencies.push(t1 - t0);
      sample.statuses[status] = (sample.statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) {
        run = { requests: 0, since: 0 };
      } else {
        if (run.requests === 0) run.since = t1;
        run.requests++;
        if (run.requests > longest.requests) longest = { requests: run.requests, ms: Math.round(t1 - run.since) };
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  if (ticker) clearInterval(ticker);
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const byRoute = {};
  let total = 0;
  let ok = 0;
  for (const [name, { latencies, statuses }] of Object.entries(samples)) {
    latencies.sort((a, b) => a - b);
    const good = Object.entries(statuses)
      .filter(([s]) => s >= 200 && s < 300)
      .reduce((n, [, c]) => n + c, 0);
    byRoute[name] = { count: latencies.length, ok: good, statuses, p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)) };
    total += latencies.length;
    ok += good;
  }
  return { byRoute, total, ok, rps: Math.round(total / seconds), seconds: Math.round(seconds), longestErrorRun: longest };
}

const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

module.exports = { runMix };
