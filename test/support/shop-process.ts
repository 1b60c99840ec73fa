import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The real `npm start` entry point. */
export const SHOP_ENTRY = path.resolve(__dirname, '../../apps/shop/dist/main.js');
export const OPEN_TEXT = 'The watercolor shop is open at';

export interface ShopProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Its exit code once it ended (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Fails the file at once, with what to do, when the entry point is not built. */
export function requireBuiltShop(): void {
  if (!existsSync(SHOP_ENTRY)) throw new Error(`${SHOP_ENTRY} is missing: run "npm run build:server" first (npm test does).`);
}

/** Spawns the real entry point with the given settings on top of the test's environment (no admin given: one is generated). */
export function spawnShop(settings: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, [SHOP_ENTRY], {
    env: { ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once it says where it is open; rejects if it ends first or takes longer than `timeoutMs`. */
export function whenOpen(shop: ShopProcess, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no start within ${timeoutMs / 1000} s:\n${shop.output()}`)), timeoutMs);
    const poll = setInterval(() => {
      if (shop.output().includes(OPEN_TEXT)) done();
    }, 50);
    void shop.exited.then((code) => done(new Error(`exited with ${code}:\n${shop.output()}`)));
    let settled = false;
    function done(err?: Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      if (err) reject(err);
      else resolve();
    }
  });
}

export async function startShopProcess(settings: Record<string, string>, timeoutMs?: number): Promise<ShopProcess> {
  const shop = spawnShop(settings);
  try {
    await whenOpen(shop, timeoutMs);
  } catch (err) {
    if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
    throw err;
  }
  return shop;
}

/** SIGTERM, then waits for it to end (it stops its PostgreSQL first). */
export async function stopShopProcess(shop: ShopProcess): Promise<void> {
  if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGTERM');
  await shop.exited;
}

/** The pid of the PostgreSQL server running on `<dataDir>/pg`, from its postmaster.pid. */
export function postgresPidOf(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // A zombie (ended, not yet reaped by whoever adopted it) has stopped.
    return !/^State:\s*Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

export async function waitUntilStopped(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** The watchdog the shop with this pid started for its PostgreSQL (found by its command line), or null. */
export function watchdogOf(shopPid: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.includes('shop-postgres-watchdog') && args[args.indexOf('shop-postgres-watchdog') + 1] === String(shopPid)) return Number(entry);
    } catch {
      // ended meanwhile
    }
  }
  return null;
}
