'use strict';
// What the load benches do around their modes: settings from the environment, each wanted mode run once with its own
// cleanup, the report printed and written, the exit code.
const os = require('node:os');
const path = require('node:path');
const { runWithCleanup } = require('./cleanup');
const { stopAllProcesses } = require('./process');
const { writeResults } = require('./report');

/** CONNECTIONS, DURATION (s), WARMUP (s): the load of each measured line. */
const loadSettingsFromEnv = () => ({
  connections: Number(process.env.CONNECTIONS ?? 50),
  durationS: Number(process.env.DURATION ?? 10),
  warmupS: Number(process.env.WARMUP ?? 2),
});

/** MODES, comma-separated; every mode of the bench by default. */
const modesFromEnv = (modes) =>
  (process.env.MODES ?? modes.join(','))
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);

/** NATS_URL and PG_ADMIN_URL (for the distributed mode), and the machine's cores. */
const machineSettingsFromEnv = () => ({
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  pgAdminUrl: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  cpus: os.cpus().length,
});

function assertKnownModes(modes, known) {
  const unknown = modes.filter((m) => !known.includes(m));
  if (unknown.length) throw new Error(`Unknown MODES ${unknown.join(', ')} (known: ${known.join(', ')})`);
}

/** Each named setting must be a whole number of at least 1. */
function assertWholeNumbers(config, names) {
  for (const name of names) {
    if (!Number.isInteger(config[name]) || config[name] < 1) throw new Error(`${name} must be a whole number of at least 1, not ${config[name]}`);
  }
}

/**
 * run(mode): when the mode is wanted and has not run yet, runs runners[mode] with its own cleanup; its figures (or
 * { error }: the next mode still runs) go into results[mode].
 */
function modeRunner(wanted, runners, results) {
  const modes = new Set(wanted);
  return async (mode) => {
    if (modes.has(mode) && !results[mode]) results[mode] = await runWithCleanup(mode, runners[mode]);
  };
}

/**
 * The order of a bench whose floor serves a shop's answer: the embedded shop, then the floor when a shop has answered
 * (hasAnswer()), then the distributed shop, then the floor if it has not run yet (the embedded shop was not run or
 * failed). run: from modeRunner, so an unwanted mode is skipped and none runs twice.
 */
async function runFloorAfterFirstShop(run, hasAnswer) {
  await run('embedded');
  if (hasAnswer()) await run('floor');
  await run('distributed');
  await run('floor');
}

/** Runs work(); the machine's 1-minute load average at its start and at its end: { start, end }. */
async function withLoadAverage(work) {
  const start = os.loadavg()[0];
  await work();
  return { start, end: os.loadavg()[0] };
}

/**
 * Prints the report, writes the figures to bench/results/<name>-<timestamp>.json (the settings without the connection
 * URLs) and sets the exit code: 1 when a mode failed (figures.results[mode].error).
 */
function printAndSave(name, text, { natsUrl, pgAdminUrl, ...settings }, figures) {
  console.log(`\n${text}\n`);
  const file = writeResults(name, settings, figures);
  console.log(`figures written to ${path.relative(process.cwd(), file)}`);
  process.exitCode = Object.values(figures.results).some((r) => r.error) ? 1 : 0;
}

/** Runs the bench's main: an error it throws is printed and exits 1; every process still running is stopped. */
function runBench(main) {
  return main()
    .catch((err) => {
      console.error(err.message);
      process.exitCode = 1;
    })
    .finally(stopAllProcesses);
}

module.exports = {
  loadSettingsFromEnv,
  modesFromEnv,
  machineSettingsFromEnv,
  assertKnownModes,
  assertWholeNumbers,
  modeRunner,
  runFloorAfterFirstShop,
  withLoadAverage,
  printAndSave,
  runBench,
};
