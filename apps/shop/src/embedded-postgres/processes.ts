import { readFileSync, readlinkSync, realpathSync } from 'node:fs';

/** True while `pid` runs (a zombie, dead but not yet reaped, counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it runs, as someone we may not signal.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.state !== 'Z';
}

/**
 * When the process started (clock ticks since boot, from /proc), so a pid the
 * system has since given to another program is told apart; null where /proc
 * is missing or the process is gone.
 */
export function startTimeOf(pid: number): string | null {
  return procStat(pid)?.startTime ?? null;
}

/** The program name (/proc/<pid>/comm), or null where /proc cannot tell. */
export function commandOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The working folder of the process (a postgres server works in its data folder), or null where /proc cannot tell. */
export function workingDirOf(pid: number): string | null {
  try {
    return realpathSync(readlinkSync(`/proc/${pid}/cwd`));
  } catch {
    return null;
  }
}

export async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

function procStat(pid: number): { state: string; startTime: string } | null {
  try {
    // "pid (comm) state ppid …": the name may hold spaces, so fields are counted after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], startTime: fields[19] };
  } catch {
    return null;
  }
}
