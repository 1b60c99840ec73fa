'use strict';
// The load generator: autocannon, in the bench's own process.
const autocannon = require('autocannon');

/**
 * Runs `connections` keep-alive connections against url for durationS seconds.
 * Every answer's body is compared with expectBody (a mismatch is counted, not fatal).
 * Returns { rps: average requests/s, p50, p99: latency in ms, errors (incl. timeouts), timeouts, non2xx, ... }.
 */
async function runLoad({ url, connections, durationS, expectBody }) {
  const result = await autocannon({ url, connections, duration: durationS, expectBody });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    requests: result.requests.total,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
}

module.exports = { runLoad };
