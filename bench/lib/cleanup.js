'use strict';
// Undo steps, run last-in first-out, once, whatever happened (error or Ctrl-C).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { stopAllProcesses } = require('./process');

const active = new Set();

class Cleanup {
  constructor() {
    this.steps = [];
    this.running = null;
    active.add(this);
  }

  /** Registers fn (async) to run at cleanup time. */
  defer(label, fn) {
    this.steps.push({ label, fn });
  }

  /** Runs every step (last registered first); a failing step is reported and the others still run. */
  run() {
    if (!this.running) this.running = this.runSteps();
    return this.running;
  }

  async runSteps() {
    while (this.steps.length) {
      const { label, fn } = this.steps.pop();
      try {
        await fn();
      } catch (err) {
        console.warn(`  ! cleanup "${label}" failed: ${err.message}`);
      }
    }
    active.delete(this);
  }
}

/** Runs every cleanup still pending, newest first (for SIGINT). */
async function runPendingCleanups() {
  for (const cleanup of [...active].reverse()) await cleanup.run();
}

/** A temp folder removed at cleanup. */
function tempDir(cleanup, prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.defer(`remove ${dir}`, () => fs.promises.rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Runs work(cleanup) with its own Cleanup, run at the end whatever happens. A failure is printed and
 * answered as { error } (so the next mode of a bench still runs).
 */
async function runWithCleanup(name, work) {
  const cleanup = new Cleanup();
  try {
    return await work(cleanup);
  } catch (err) {
    console.error(`  ! ${name} failed: ${err.message}`);
    return { error: err.message };
  } finally {
    await cleanup.run();
  }
}

/** On SIGINT / SIGTERM: every pending cleanup, then every process still running, then exit 130. */
function handleInterrupts() {
  let interrupted = false;
  const onSignal = async (signal) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up…`);
    await runPendingCleanups();
    await stopAllProcesses();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

module.exports = { Cleanup, runPendingCleanups, tempDir, runWithCleanup, handleInterrupts };
