'use strict';
// Turning the figures into the printed table and the target verdicts, and the results file.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const TARGETS = {
  embeddedShareOfFloor: 0.15,
  embeddedP99Ms: 30,
  distributedShareOfFloor: 0.05,
  coldStartMs: 30_000,
  rssBytes: 500 * 1e6,
};

const fmt = {
  int: (n) => Math.round(n).toLocaleString('en-US'),
  kb: (bytes) => `${(bytes / 1e3).toFixed(1)} kB`,
  ms: (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1)),
  s: (ms) => `${(ms / 1000).toFixed(1)} s`,
  mb: (bytes) => `${Math.round(bytes / 1e6)} MB`,
  pct: (ratio) => `${(ratio * 100).toFixed(1)} %`,
};

/** Columns padded to their widest cell; the first column left-aligned, the others right-aligned. */
function table(rows) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => String(row[col]).length)));
  return rows
    .map((row) => row.map((cell, col) => (col === 0 ? String(cell).padEnd(widths[col]) : String(cell).padStart(widths[col]))).join('   '))
    .join('\n');
}

const shareOfFloor = (results, mode) => (results.floor?.load && results[mode]?.load ? results[mode].load.rps / results.floor.load.rps : null);

function loadRows(results) {
  const header = ['mode', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs floor'];
  const rows = ['floor', 'embedded', 'distributed']
    .filter((mode) => results[mode])
    .map((mode) => {
      const { load } = results[mode];
      if (!load) return [mode, 'failed', '-', '-', '-', '-', '-'];
      const share = shareOfFloor(results, mode);
      return [mode, fmt.int(load.rps), fmt.ms(load.p50), fmt.ms(load.p99), load.errors, load.non2xx, share === null ? 'n/a' : fmt.pct(share)];
    });
  return [header, ...rows];
}

const memoryLine = (m) =>
  `${fmt.mb(m.afterStart.rss)} after start, ${fmt.mb(m.afterLoad.rss)} after load` +
  ` (PSS ${fmt.mb(m.afterStart.pss)} / ${fmt.mb(m.afterLoad.pss)}; ${m.afterLoad.processes} processes)`;

function detailLines(results) {
  const lines = [];
  const { embedded, distributed } = results;
  if (embedded?.coldStart) {
    const { secondStartMs, reportedReadyS, firstStartMs } = embedded.coldStart;
    lines.push(
      `embedded cold start (2nd start on the same DATA_DIR, no initdb): ${fmt.s(secondStartMs)} spawn→ready` +
        ` (shop reports ${reportedReadyS ?? '?'} s); 1st start incl. initdb: ${fmt.s(firstStartMs)}`,
    );
  }
  if (embedded?.memory) lines.push(`embedded resident memory, node + postgres tree: ${memoryLine(embedded.memory)}`);
  if (distributed?.memory) lines.push(`distributed resident memory, 6 node processes: ${memoryLine(distributed.memory)}`);
  return lines;
}

/** Each target: { name, value (printed), met: true | false | null (not measured) }. */
function evaluateTargets(results) {
  const embeddedShare = shareOfFloor(results, 'embedded');
  const distributedShare = shareOfFloor(results, 'distributed');
  const p99 = results.embedded?.load?.p99;
  const coldStart = results.embedded?.coldStart?.secondStartMs;
  const memory = results.embedded?.memory;
  const peakRss = memory ? Math.max(memory.afterStart.rss, memory.afterLoad.rss) : undefined;
  const known = (...values) => values.every((v) => v !== null && v !== undefined);
  return [
    {
      name: `embedded ≥ ${TARGETS.embeddedShareOfFloor * 100} % of floor, p99 < ${TARGETS.embeddedP99Ms} ms`,
      value: known(embeddedShare, p99) ? `${fmt.pct(embeddedShare)}, p99 ${fmt.ms(p99)} ms` : 'not measured',
      met: known(embeddedShare, p99) ? embeddedShare >= TARGETS.embeddedShareOfFloor && p99 < TARGETS.embeddedP99Ms : null,
    },
    {
      name: `distributed ≥ ${TARGETS.distributedShareOfFloor * 100} % of floor`,
      value: known(distributedShare) ? fmt.pct(distributedShare) : 'not measured',
      met: known(distributedShare) ? distributedShare >= TARGETS.distributedShareOfFloor : null,
    },
    {
      name: `embedded cold start < ${TARGETS.coldStartMs / 1000} s`,
      value: known(coldStart) ? fmt.s(coldStart) : 'not measured',
      met: known(coldStart) ? coldStart < TARGETS.coldStartMs : null,
    },
    {
      name: `embedded RSS < ${fmt.mb(TARGETS.rssBytes)}`,
      value: known(peakRss) ? `${fmt.mb(peakRss)} (higher of after start / after load)` : 'not measured',
      met: known(peakRss) ? peakRss < TARGETS.rssBytes : null,
    },
  ];
}

const verdict = (met) => (met === null ? 'NOT MEASURED' : met ? 'met' : 'NOT MET');

/** The report's targets section: each { name, value, met } with its verdict ('info' for a figure given for information). */
const targetsSection = (targets) => `targets\n${table(targets.map((t) => [`  ${t.name}`, t.value, t.met === 'info' ? 'info' : verdict(t.met)]))}`;

/** The report's "problems seen" section, or null when there is none. */
const problemsSection = (problems) => (problems.length ? `problems seen\n${problems.map((p) => `  ${p}`).join('\n')}` : null);

/** The printed report: the sections given (an empty one is left out), then the targets and the problems seen. */
const reportText = (sections, targets, problems) => [...sections, targetsSection(targets), problemsSection(problems)].filter(Boolean).join('\n\n');

/** The machine's 1-minute load average at the start and the end of a run ({ start, end }), in words. */
const loadAverageNote = ({ start, end }) => `(1-minute load average ${start.toFixed(1)} at the start, ${end.toFixed(1)} at the end)`;

function problemLines(results) {
  const lines = [];
  for (const [mode, result] of Object.entries(results)) {
    if (result?.error) lines.push(`${mode} failed: ${result.error}`);
    for (const problem of result?.problems ?? []) lines.push(`${mode}: ${problem}`);
  }
  return lines;
}

function render(results, config) {
  const targets = evaluateTargets(results);
  const text = reportText(
    [
      `GET ${config.path}: ${config.connections} connections, ${config.durationS} s per mode after a ${config.warmupS} s warm-up` +
        ` (autocannon shares the machine's ${config.cpus} cores with the server)`,
      table(loadRows(results)),
      detailLines(results).join('\n'),
    ],
    targets,
    problemLines(results),
  );
  return { text, targets };
}

/**
 * Writes { date, environment, settings, ...figures } to bench/results/<prefix>-<timestamp>.json; returns the file.
 * settings must not hold secrets (connection URLs are left out by the callers).
 */
function writeResults(prefix, settings, figures) {
  const dir = path.join(__dirname, '..', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${prefix}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const environment = { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, totalMemory: os.totalmem() };
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), environment, settings, ...figures }, null, 2)}\n`);
  return file;
}

module.exports = { render, table, fmt, verdict, reportText, loadAverageNote, memoryLine, writeResults };
