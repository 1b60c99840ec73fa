'use strict';
// Spawning a Node entry point, waiting for its "ready" line, and stopping it (with all it spawned).
const { spawn } = require('node:child_process');
const { performance } = require('node:perf_hooks');
const { processTree, identify, isStillRunning } = require('./procfs');

const OUTPUT_LIMIT = 200_000;
const live = new Set(); // every process started and not yet stopped, for stopAllProcesses()
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node <script>` and resolves once its output contains readyText.
 * The child gets its own process group, so a Ctrl-C on the bench reaches only the bench,
 * which then stops the children in order.
 */
function startProcess({ name, script, env, readyText, timeoutMs = 30_000 }) {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [script], {
    // Warnings and errors only (BENCH_LOG_LEVEL to change it): a request's info lines are for operators, not the figures.
    env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const proc = new ManagedProcess(name, child);
  live.add(proc);
  return new Promise((resolve, reject) => {
    const fail = (err) => {
      clearTimeout(timer);
      proc.stop().finally(() => reject(err));
    };
    const timer = setTimeout(() => fail(new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${proc.tail()}`)), timeoutMs);
    proc.onOutput(() => {
      if (proc.readyMs !== undefined || !proc.output.includes(readyText)) return;
      clearTimeout(timer);
      proc.readyMs = performance.now() - spawnedAt;
      resolve(proc);
    });
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (proc.readyMs === undefined) fail(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${proc.tail()}`));
    });
  });
}

class ManagedProcess {
  constructor(name, child) {
    this.name = name;
    this.child = child;
    this.pid = child.pid;
    this.output = '';
    this.readyMs = undefined;
    this.exit = null; // { code, signal } once it has exited
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve();
      }),
    );
    this.stopping = null; // the stop() in progress
    this.listeners = [];
    const collect = (chunk) => {
      this.output = (this.output + chunk.toString()).slice(-OUTPUT_LIMIT);
      for (const listener of this.listeners) listener();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
  }

  onOutput(listener) {
    this.listeners.push(listener);
  }

  /** The last lines of its output, for error messages. */
  tail(lines = 30) {
    return this.output
      .trimEnd()
      .split('\n')
      .slice(-lines)
      .map((l) => `    ${l}`)
      .join('\n');
  }

  /** Has it died on its own (not through stop())? */
  crashed() {
    return this.exit !== null && !this.stopping;
  }

  /** Idempotent: a second call (e.g. Ctrl-C during a stop) waits for the first, never sends a second SIGTERM. */
  stop(graceMs = 20_000) {
    if (!this.stopping) this.stopping = this.terminate(graceMs);
    return this.stopping;
  }

  /**
   * SIGTERM, then wait for it and for every process it had spawned (e.g. Postgres) to end;
   * whatever is still there after graceMs is killed with SIGKILL, by pid.
   */
  async terminate(graceMs) {
    const wasRunning = !this.exit;
    const tree = wasRunning ? processTree(this.pid).map(identify) : [];
    if (wasRunning) this.child.kill('SIGTERM');
    const deadline = Date.now() + graceMs;
    while (tree.some(isStillRunning) && Date.now() < deadline) await sleep(100);
    const leftovers = tree.filter(isStillRunning);
    for (const { pid } of leftovers) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (leftovers.length) console.warn(`  ! ${this.name}: killed ${leftovers.length} process(es) still running ${graceMs / 1000} s after SIGTERM`);
    await this.exited;
    live.delete(this);
    if (wasRunning && this.exit.code !== 0) {
      console.warn(`  ! ${this.name} did not exit cleanly on SIGTERM (${this.exit.signal ?? `exit code ${this.exit.code}`}):\n${this.tail(10)}`);
    }
  }
}

/** Stops every process still running (the last resort on Ctrl-C or a fatal error). */
function stopAllProcesses() {
  return Promise.all([...live].map((proc) => proc.stop()));
}

module.exports = { startProcess, stopAllProcesses, sleep };
