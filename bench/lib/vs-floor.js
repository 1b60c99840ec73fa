'use strict';
// A request measured beside the floor: the answer the floor repeats, the floor serving it, the request's share of the
// floor's req/s, its line in the load table and its target.
const { isAscii } = require('./commerce-data');
const { startFloor } = require('./floor');
const { measureEndpoint } = require('./measure');
const { fmt } = require('./report');

/**
 * A shop's answer the floor will repeat must be 200, JSON, pass checkContent(answer, fail) (the bench's own checks) and be ASCII:
 * autocannon decodes each TCP chunk on its own, so a multi-byte character cut between two would count as a mismatch.
 * fail(why) throws, naming `label` (e.g. "GET /api/giveaways") and the answer's status, size and start.
 */
function checkJsonAnswer(answer, label, checkContent) {
  const fail = (why) => {
    throw new Error(`${label} ${why} (answered ${answer.status}, ${Buffer.byteLength(answer.text)} bytes: ${answer.text.slice(0, 200)})`);
  };
  if (answer.status !== 200) fail('is not 200');
  if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) fail(`has content-type ${answer.headers['content-type']}`);
  checkContent(answer, fail);
  if (!isAscii(answer.text)) fail('holds non-ASCII text (autocannon would report false body mismatches)');
  return answer;
}

/**
 * The floor answering a shop's captured answer ({ from, text, headers }: the same body and headers), loaded with GET
 * `path`. what: that answer in words, for the log. Returns { bytes, bodyFrom, load, problems }.
 */
async function measureFloorAnswering(cleanup, captured, { path, what, loadOptions, log }) {
  const floor = await startFloor({ body: captured.text, headers: captured.headers });
  cleanup.defer('stop floor', floor.stop);
  log(
    `floor: bare node http on ${floor.baseUrl} answering the ${captured.from} shop's ${what}` +
      ` (${fmt.int(Buffer.byteLength(captured.text))} bytes, same headers), loading…`,
  );
  const measured = await measureEndpoint(floor, loadOptions, { path, expectBody: captured.text });
  return { bytes: Buffer.byteLength(captured.text), bodyFrom: captured.from, ...measured };
}

/** load's req/s as a share of the floor's; null when either was not measured. */
const shareOfFloor = (load, floorLoad) => (floorLoad?.rps && load ? load.rps / floorLoad.rps : null);

/** The load table's header; method: 'GET' or 'POST'. */
const loadHeader = (method) => [`setup, ${method}`, 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs floor'];

/** A line of the load table: figures = { bytes, load }; without a load, the line failed. */
function loadRow(label, figures, floorLoad) {
  const load = figures?.load;
  if (!load) return [label, '-', 'failed', '-', '-', '-', '-', '-'];
  const share = shareOfFloor(load, floorLoad);
  return [
    label,
    fmt.int(figures.bytes),
    fmt.int(load.rps),
    fmt.ms(load.p50),
    fmt.ms(load.p99),
    load.errors,
    load.non2xx,
    share === null ? 'n/a' : fmt.pct(share),
  ];
}

/**
 * The target of a request beside the floor: { name, value, met }. goal: { share, p99Ms }. informational: printed
 * for information (met: 'info'). everyAnswerRight: connection errors, non-2xx and other bodies fail it too.
 */
function floorTarget({ mode, request, load, floorLoad, goal, informational = false, everyAnswerRight = true }) {
  const share = shareOfFloor(load, floorLoad);
  const measured = share !== null && load.p99 !== null && load.p99 !== undefined;
  const wrong = measured && everyAnswerRight ? load.errors + load.non2xx + load.mismatches : 0;
  return {
    name: informational
      ? `${mode} ${request} (information)`
      : `${mode} ${request} ≥ ${goal.share * 100} % of floor, p99 < ${goal.p99Ms} ms${everyAnswerRight ? ', every answer right' : ''}`,
    value: measured ? `${fmt.pct(share)}, p99 ${fmt.ms(load.p99)} ms${wrong ? `, ${fmt.int(wrong)} wrong answers` : ''}` : 'not measured',
    met: !measured ? null : informational ? 'info' : share >= goal.share && load.p99 < goal.p99Ms && wrong === 0,
  };
}

/**
 * The load table's lines of a read kept as results[mode].list: the floor's (serving the first shop's answer), then
 * each shop's.
 */
function listLoadRows(results, path) {
  const floorLoad = results.floor?.list?.load;
  const rows = [];
  if (results.floor) rows.push(loadRow(`floor       (the ${results.floor.list?.bodyFrom ?? 'shop'} ${path} bytes)`, results.floor.list, floorLoad));
  for (const mode of ['embedded', 'distributed'].filter((m) => results[m]))
    rows.push(loadRow(`${mode.padEnd(11)} ${path}`, results[mode].list, floorLoad));
  return rows;
}

/** That read's targets: the embedded shop's, and the distributed figure for information. */
function listTargets(results, path, goal) {
  return ['embedded', 'distributed'].map((mode) =>
    floorTarget({
      mode,
      request: `GET ${path}`,
      load: results[mode]?.list?.load,
      floorLoad: results.floor?.list?.load,
      goal,
      informational: mode === 'distributed',
    }),
  );
}

/** For the report: the mode's failure, and what went wrong under load on its read kept as result.list. */
function listProblemLines(mode, result, path) {
  return [
    ...(result?.error ? [`${mode} failed: ${result.error}`] : []),
    ...(result?.list?.problems ?? []).map((problem) => `${mode} ${path}: ${problem}`),
  ];
}

module.exports = {
  checkJsonAnswer,
  measureFloorAnswering,
  shareOfFloor,
  loadHeader,
  loadRow,
  floorTarget,
  listLoadRows,
  listTargets,
  listProblemLines,
};
