import { readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { StartUpError } from '../start-up-error';
import { commandOf, isAlive, waitUntilGone, workingDirOf } from './processes';

const FAST_SHUTDOWN_MS = 30_000;
const IMMEDIATE_SHUTDOWN_MS = 10_000;

/** The server's pid from `<pgDir>/postmaster.pid` (its first line), or null when there is none. */
export function postmasterPid(pgDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * A shop killed without closing (kill -9, out of memory, a crash) may leave
 * its PostgreSQL running on the data folder, and that one would refuse the
 * next start. Called once no live shop owns the folder: a postgres server
 * still working in it is stopped (SIGINT, Postgres's fast shutdown); a
 * postmaster.pid whose pid now belongs to another program is removed, as
 * Postgres would otherwise take it for a live server.
 */
export async function stopLeftoverPostgres(pgDir: string): Promise<void> {
  const pid = postmasterPid(pgDir);
  if (!pid || !isAlive(pid)) return;
  if (!isPostgresOf(pid, pgDir)) {
    rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
    return;
  }
  new Logger('EmbeddedPostgres').warn(`stopping the PostgreSQL (process ${pid}) a shop that did not close left running on ${pgDir}`);
  signal(pid, 'SIGINT', pgDir);
  if (await waitUntilGone(pid, FAST_SHUTDOWN_MS)) return;
  signal(pid, 'SIGQUIT', pgDir);
  if (await waitUntilGone(pid, IMMEDIATE_SHUTDOWN_MS)) return;
  throw new StartUpError(
    `a PostgreSQL left running on ${pgDir} (process ${pid}) did not stop when asked. Stop it with "kill -9 ${pid}" and start the shop again.`,
  );
}

function signal(pid: number, name: NodeJS.Signals, pgDir: string): void {
  try {
    process.kill(pid, name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return;
    throw new StartUpError(
      `a PostgreSQL left running on ${pgDir} (process ${pid}) belongs to another user, who must stop it before the shop can start.`,
    );
  }
}

/** A postgres server working in this data folder (where /proc cannot tell, the pid file's word is taken). */
function isPostgresOf(pid: number, pgDir: string): boolean {
  const command = commandOf(pid);
  if (command !== null && command !== 'postgres') return false;
  const cwd = workingDirOf(pid);
  return cwd === null || cwd === realpathSync(pgDir);
}
