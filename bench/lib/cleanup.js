'use strict';
// Undo steps, run last-in first-out, once, whatever happened (error or Ctrl-C).
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

module.exports = { Cleanup, runPendingCleanups };
