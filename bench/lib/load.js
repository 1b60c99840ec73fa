'use strict';
// The load generator: autocannon, in the bench's own process.
const autocannon = require('autocannon');

/**
 * Runs `connections` keep-alive connections against url for durationS seconds.
 * Every answer's body is compared with expectBody, or judged by verifyBody(text) → true when right (a mismatch is
 * counted, not fatal).
 * For other requests than a plain GET: method, body (text), headers, and setupClient(client), called for each
 * connection (autocannon's; e.g. to change its headers with client.setHeaders as it goes).
 * Returns { rps: average requests/s, p50, p99: latency in ms, errors (incl. timeouts), timeouts, non2xx, ... }.
 */
async function runLoad({ url, connections, durationS, expectBody, verifyBody, method, body, headers, setupClient }) {
  const options = { url, connections, duration: durationS, ...(setupClient ? { setupClient } : {}) };
  if (method || body !== undefined || headers || setupClient || verifyBody) {
    // autocannon refuses expectBody together with `requests`: the same comparison goes through verifyBody.
    const { pathname, search } = new URL(url);
    options.requests = [{ method: method ?? 'GET', path: pathname + search, headers, body }];
    options.verifyBody = verifyBody ?? (expectBody === undefined ? undefined : (text) => text === expectBody);
  } else {
    options.expectBody = expectBody;
  }
  const result = await autocannon(options);
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
