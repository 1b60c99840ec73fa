import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

/** Postgres refuses to run as root: then the server runs as the `postgres` system user. */
export const runningAsRoot = (): boolean => userInfo().uid === 0;

/** The postgres user must own the data folder and be able to reach it (created when missing); answers its ids. */
export function prepareForPostgresUser(dataDir: string): { uid: number; gid: number } {
  let ids = postgresIds();
  if (!ids) {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    ids = postgresIds()!;
  }
  // The postgres user must be able to pass through the data folder to reach pg/.
  chmodSync(dataDir, statSync(dataDir).mode | 0o011);
  const pgDir = path.join(dataDir, 'pg');
  if (existsSync(pgDir) && statSync(pgDir).uid !== ids.uid) execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, pgDir]);
  if (!existsSync(pgDir)) {
    mkdirSync(pgDir, { mode: 0o700 });
    chownSync(pgDir, ids.uid, ids.gid);
  }
  return ids;
}

function postgresIds(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    return null;
  }
}
