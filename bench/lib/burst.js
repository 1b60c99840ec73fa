'use strict';
// A burst: one request per item, all sent at once with a bound on how many are in flight, each answer timed.
const { performance } = require('node:perf_hooks');
const { percentile } = require('./stats');
const { inPool } = require('./shoppers');

/**
 * send(item) for every item, `concurrency` in flight at a time (keep-alive sockets of Node's global agent). Returns
 * the answers in the items' order, each { status, body, text, ms, doneAt } (a request that failed: status 'error',
 * text its message; doneAt: ms since the burst started), and the burst's wall time.
 */
async function fireBurst(items, concurrency, send) {
  const started = performance.now();
  const answers = await inPool(items, concurrency, async (item) => {
    const sent = performance.now();
    try {
      const answer = await send(item);
      return { status: answer.status, body: answer.body, text: answer.text, ms: performance.now() - sent, doneAt: performance.now() - started };
    } catch (err) {
      return { status: 'error', text: err.message, ms: performance.now() - sent, doneAt: performance.now() - started };
    }
  });
  return { answers, wallMs: performance.now() - started };
}

/** The answers' latencies: { p50, p99, max } in ms. */
function latencies(answers) {
  const sorted = answers.map((a) => a.ms).sort((x, y) => x - y);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
}

/** The first five unexpected answers, for the report: "<status> <start of the body>". */
const describeUnexpected = (answers) => answers.slice(0, 5).map((a) => `${a.status} ${String(a.text).slice(0, 200)}`);

module.exports = { fireBurst, latencies, describeUnexpected };
