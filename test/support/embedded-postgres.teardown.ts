import { rmSync } from 'node:fs';

export default async function teardown(): Promise<void> {
  const database = (globalThis as { __EMBEDDED_PG__?: { stop(): Promise<void> } }).__EMBEDDED_PG__;
  // Named by every project that uses it: the first teardown stops it, the others find it gone.
  delete (globalThis as { __EMBEDDED_PG__?: unknown }).__EMBEDDED_PG__;
  await database?.stop();
  if (process.env.TEST_DATA_DIR) rmSync(process.env.TEST_DATA_DIR, { recursive: true, force: true });
}
