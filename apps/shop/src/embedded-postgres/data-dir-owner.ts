import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartUpError } from '../start-up-error';
import { isAlive, startTimeOf } from './processes';

/** `<DATA_DIR>/shop.pid`: the process whose embedded PostgreSQL uses the folder ("<pid> <start time>"). */
const OWNER_FILE = 'shop.pid';

/**
 * Takes the data folder for this process. Another live shop on the same folder
 * is refused; a file left by a shop that died is simply taken over.
 */
export function claimDataDir(dataDir: string): void {
  const file = path.join(dataDir, OWNER_FILE);
  const owner = readOwner(file);
  if (owner && owner.pid !== process.pid && isAlive(owner.pid) && (owner.startTime === null || owner.startTime === startTimeOf(owner.pid))) {
    throw new StartUpError(
      `another shop (process ${owner.pid}) is already running on the data folder ${dataDir}. ` +
        'Stop it first, or give this one its own DATA_DIR and EMBEDDED_PG_PORT (README "Configuration").',
    );
  }
  writeFileSync(file, `${process.pid} ${startTimeOf(process.pid) ?? ''}\n`);
}

export function releaseDataDir(dataDir: string): void {
  const file = path.join(dataDir, OWNER_FILE);
  if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
}

function readOwner(file: string): { pid: number; startTime: string | null } | null {
  try {
    const [pid, startTime] = readFileSync(file, 'utf8').trim().split(/\s+/);
    return Number(pid) > 0 ? { pid: Number(pid), startTime: startTime || null } : null;
  } catch {
    return null;
  }
}
