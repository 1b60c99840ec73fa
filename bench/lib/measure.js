'use strict';
// One measurement of the endpoint on a running target: check the answer, warm up, load, look for casualties.
const { runLoad } = require('./load');
const { get } = require('./net');

const ENDPOINT = '/api/site-config/hero_image';
const EXPECTED_BODY = JSON.stringify({ key: 'hero_image', value: null });

/** The endpoint must answer 200 with exactly the expected body before it is measured. */
async function checkEndpoint(url) {
  const { status, body } = await get(url);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (status !== 200 || text !== EXPECTED_BODY) {
    throw new Error(`GET ${url} answered ${status} ${text} instead of 200 ${EXPECTED_BODY}`);
  }
}

/** What went wrong under load, in words (empty when nothing did). */
function problemsOf(load, processes) {
  const problems = [];
  if (load.errors) problems.push(`${load.errors} connection errors (${load.timeouts} timeouts)`);
  if (load.non2xx) problems.push(`${load.non2xx} non-2xx answers: ${JSON.stringify(load.statusCodes)}`);
  if (load.mismatches) problems.push(`${load.mismatches} answers with another body than ${EXPECTED_BODY}`);
  for (const proc of processes.filter((p) => p.crashed())) {
    problems.push(`${proc.name} died during the run (${proc.exit.signal ?? `exit code ${proc.exit.code}`}):\n${proc.tail()}`);
  }
  if (problems.length) {
    const logs = processes.filter((p) => !p.crashed() && p.output.trim()).map((p) => `${p.name} output (last lines):\n${p.tail(15)}`);
    problems.push(...logs);
  }
  return problems;
}

/** { load, problems } for `target` ({ baseUrl, processes }). */
async function measureEndpoint(target, { connections, durationS, warmupS }) {
  const url = target.baseUrl + ENDPOINT;
  await checkEndpoint(url);
  if (warmupS > 0) await runLoad({ url, connections, durationS: warmupS, expectBody: EXPECTED_BODY });
  const load = await runLoad({ url, connections, durationS, expectBody: EXPECTED_BODY });
  return { load, problems: problemsOf(load, target.processes) };
}

module.exports = { measureEndpoint, ENDPOINT };
