import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/** A fresh, empty database on the run's Postgres, dropped by `drop()`. */
export async function createTestDatabase(baseUrl = process.env.TEST_PG_URL ?? process.env.DATABASE_URL): Promise<{ url: string; drop(): Promise<void> }> {
  if (!baseUrl) throw new Error('No Postgres for tests: TEST_PG_URL (set by the jest global setup) or DATABASE_URL');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
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
