import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../apps/shop/src/embedded-postgres/embedded-postgres';
import { freePorts } from './free-ports';

/**
 * One real embedded PostgreSQL for the whole run; each test file makes its own database in it. Every project that needs
 * it names this setup, and jest runs each project's: the first starts it, the others find it.
 */
export default async function setup(): Promise<void> {
  if ((globalThis as { __EMBEDDED_PG__?: unknown }).__EMBEDDED_PG__) return;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const [port] = await freePorts(1);
  const database = await startEmbeddedPostgres(dataDir, port);
  process.env.TEST_PG_URL = database.url;
  process.env.TEST_DATA_DIR = dataDir;
  (globalThis as { __EMBEDDED_PG__?: unknown }).__EMBEDDED_PG__ = database;
}
