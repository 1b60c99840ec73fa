import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../apps/shop/src/embedded-postgres/embedded-postgres';
import { freePorts } from './free-ports';

/**
 * One real embedded PostgreSQL for the whole run; each test file makes its own database in it. Every project that needs
 * it names this setup, and jest runs each project's: the first starts it, the others find it. The files run the built
 * shop (test/support/built-shop.ts), so the setup first brings the build up to date with the sources (tsc -b:
 * about a second when nothing changed).
 */
export default async function setup(): Promise<void> {
  if ((globalThis as { __EMBEDDED_PG__?: unknown }).__EMBEDDED_PG__) return;
  const root = path.resolve(__dirname, '../..');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const [port] = await freePorts(1);
  const database = await startEmbeddedPostgres(dataDir, port);
  process.env.TEST_PG_URL = database.url;
  process.env.TEST_DATA_DIR = dataDir;
  (globalThis as { __EMBEDDED_PG__?: unknown }).__EMBEDDED_PG__ = database;
}
