import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database on the run's Postgres, dropped by `drop()`. On the run's own embedded Postgres (TEST_PG_URL, no
 * `baseUrl` given) it is a copy of the migrated template; elsewhere (the cluster suite's servers) it is empty and the
 * services migrate it as in production.
 */
export async function createTestDatabase(baseUrl?: string): Promise<TestDatabase> {
  return newDatabase(baseUrl ?? process.env.TEST_PG_URL ?? process.env.DATABASE_URL, { migrated: !baseUrl && !!process.env.TEST_PG_URL });
}

/** An empty database even on the run's own Postgres: for a test of the shop migrating from nothing. */
export function createEmptyTestDatabase(baseUrl?: string): Promise<TestDatabase> {
  return newDatabase(baseUrl ?? process.env.TEST_PG_URL ?? process.env.DATABASE_URL, { migrated: false });
}

async function newDatabase(baseUrl: string | undefined, { migrated }: { migrated: boolean }): Promise<TestDatabase> {
  if (!baseUrl) throw new Error('No Postgres for tests: TEST_PG_URL (set by the jest global setup) or DATABASE_URL');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    // Loaded only here: it imports every service, which the cluster suite's files (processes of their own) do not need.
    const template = migrated ? await (await import('./template-database')).ensureTemplateDatabase(client, admin.toString()) : null;
    await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
