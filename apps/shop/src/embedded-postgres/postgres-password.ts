import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `<DATA_DIR>/postgres-password`: the embedded PostgreSQL's password, readable by the shop's user only. */
export const PASSWORD_FILE = 'postgres-password';
/** A password chosen but not yet known to be set: kept first, so a start cut short never loses it. */
const PENDING_FILE = 'postgres-password.new';
/** What data folders made before the password file were initialised with. */
export const LEGACY_PASSWORD = 'shop';

/** The password kept in the data folder, or null when there is none yet. */
export function keptPassword(dataDir: string): string | null {
  return readPasswordFile(path.join(dataDir, PASSWORD_FILE));
}

/** The password to give the server: the one an earlier start chose and did not finish setting, or a new one. */
export function pendingPassword(dataDir: string): string {
  const file = path.join(dataDir, PENDING_FILE);
  const pending = readPasswordFile(file);
  if (pending) return pending;
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Once the server takes the pending password, it becomes the kept one (a rename: never half written). */
export function keepPendingPassword(dataDir: string): void {
  renameSync(path.join(dataDir, PENDING_FILE), path.join(dataDir, PASSWORD_FILE));
}

export function passwordFileOf(dataDir: string): string {
  return path.join(dataDir, PASSWORD_FILE);
}

function readPasswordFile(file: string): string | null {
  if (!existsSync(file)) return null;
  // A copy restored from a backup may have come back readable by others.
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim() || null;
}
