import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { connect } from 'nats';

const ROOT = path.resolve(__dirname, '../..');

export const CLUSTER_SERVICES = ['catalog', 'commerce', 'engagement', 'chat', 'admin-reporting'] as const;

/** A type, not an interface: it is then a Record<string, string> too, and extra settings can be spread beside it. */
export type ClusterEnv = {
  NATS_URL: string;
  DATABASE_URL: string;
  BUS_PREFIX: string;
  SESSION_SECRET: string;
  DATA_DIR: string;
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  LOG_LEVEL: string;
  ENTRY_LIMIT_PER_ADDRESS_HOUR: string;
};

export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts one built app (`apps/<name>/dist/<entry>`) as its own process and waits until it says it is up. */
export function startProcess(
  name: string,
  entry: string,
  env: Partial<ClusterEnv> & Record<string, string>,
  readyText: string,
): Promise<ClusterProcess> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [path.join(ROOT, 'apps', name, 'dist', entry)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc: ClusterProcess = {
      name,
      child,
      output: () => output,
      stop: () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
    };
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 30 s:\n${output}`)), 30_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve(proc);
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
}

export const startClusterService = (name: string, env: ClusterEnv & Record<string, string>) => startProcess(name, 'main.js', env, `${name} is up`);

export const startGateway = (env: ClusterEnv, port: number) =>
  startProcess('gateway', 'main.js', { ...env, PORT: String(port) }, 'gateway listening');

export function clusterEnv(natsUrl: string, databaseUrl: string, dataDir: string): ClusterEnv {
  return {
    NATS_URL: natsUrl,
    DATABASE_URL: databaseUrl,
    BUS_PREFIX: `test${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'owner@cluster.test',
    ADMIN_PASSWORD: 'cluster admin password',
    // The processes announce they are up in an info line (and the tests read their logs).
    LOG_LEVEL: 'info',
    // Every shopper of a cluster test enters from this machine's one address (docs/rules.md §9 allows an address 10 an hour).
    ENTRY_LIMIT_PER_ADDRESS_HOUR: '1000',
  };
}

/** Removes the run's JetStream stream so test runs leave nothing behind on the shared NATS server. */
export async function deleteStream(env: ClusterEnv): Promise<void> {
  const nc = await connect({ servers: env.NATS_URL });
  const jsm = await nc.jetstreamManager();
  await jsm.streams.delete(`${env.BUS_PREFIX}_EVENTS`).catch(() => undefined);
  await nc.close();
}

/** kill -9: no shutdown hook runs, whatever the process was doing is cut off. */
export function killProcess(proc: ClusterProcess): Promise<void> {
  return new Promise((done) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return done();
    proc.child.once('exit', () => done());
    proc.child.kill('SIGKILL');
  });
}
