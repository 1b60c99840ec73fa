'use strict';
// One measurement of an endpoint on a running target: check the answer, warm up, load, look for casualties.
const { runLoad } = require('./load');
const { get } = require('./net');

const ENDPOINT = '/api/site-config/hero_image';
const EXPECTED_BODY = JSON.stringify({ key: 'hero_image', value: null });

/** A body for messages: itself when short, else its size and start. */
function describeBody(text) {
  return text.length <= 200 ? text : `${text.slice(0, 80)}… (${Buffer.byteLength(text)} bytes)`;
}

/** The endpoint must answer 200 with exactly the expected body before it is measured. */
async function checkEndpoint(url, expectBody = EXPECTED_BODY) {
  const { status, body, text } = await get(url);
  const got = text ?? (typeof body === 'string' ? body : JSON.stringify(body));
  if (status !== 200 || got !== expectBody) {
    throw new Error(`GET ${url} answered ${status} ${describeBody(got)} instead of 200 ${describeBody(expectBody)}`);
  }
}

/** What went wrong under load, in words (empty when nothing did). expected: the right answer, in words. */
function problemsOf(load, processes, expected = describeBody(EXPECTED_BODY)) {
  const problems = [];
  if (load.errors) problems.push(`${load.errors} connection errors (${load.timeouts} timeouts)`);
  if (load.non2xx) problems.push(`${load.non2xx} non-2xx answers: ${JSON.stringify(load.statusCodes)}`);
  if (load.mismatches) problems.push(`${load.mismatches} answers other than ${expected}`);
  for (const proc of processes.filter((p) => p.crashed())) {
    problems.push(`${proc.name} died during the run (${proc.exit.signal ?? `exit code ${proc.exit.code}`}):\n${proc.tail()}`);
  }
  if (problems.length) {
    const logs = processes.filter((p) => !p.crashed() && p.output.trim()).map((p) => `${p.name} output (last lines):\n${p.tail(15)}`);
    problems.push(...logs);
  }
  return problems;
}

/**
 * { load, problems } for `target` ({ baseUrl, processes }).
 * endpoint: { path, expectBody } to measure another endpoint than the site-config one (expectBody: the exact text).
 */
async function measureEndpoint(target, options, { path = ENDPOINT, expectBody = EXPECTED_BODY } = {}) {
  await checkEndpoint(target.baseUrl + path, expectBody);
  const { load, problems } = await measureRequest(target, options, { request: { path, expectBody }, expected: describeBody(expectBody) });
  return { load, problems };
}

/**
 * A warm-up, then the measured load, of any request (already checked by the caller): { load, problems, warmup } (warmup:
 * the warm-up's figures, null without one).
 * request: what runLoad takes besides url, connections and duration, with `path` (method, body, headers,
 * setupRequest, expectBody or verifyBody). warmupRequest: the one sent during the warm-up, when it must differ (e.g.
 * other shoppers, so the measured ones start with fresh rate limits). expected: the right answer, in words.
 */
async function measureRequest(target, { connections, durationS, warmupS }, { request, warmupRequest = request, expected }) {
  const run = ({ path, ...rest }, seconds) => runLoad({ ...rest, url: target.baseUrl + path, connections, durationS: seconds });
  const warmup = warmupS > 0 ? await run(warmupRequest, warmupS) : null;
  const load = await run(request, durationS);
  return { load, problems: problemsOf(load, target.processes, expected), warmup };
}

module.exports = { measureEndpoint, measureRequest, checkEndpoint, describeBody, ENDPOINT };
