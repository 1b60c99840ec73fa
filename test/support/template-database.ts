import { Client } from 'pg';
import { builtModule } from './built-shop';

const { openServiceDatabase, schemaFor } = builtModule<typeof import('@shop/platform')>('@shop/platform');
const { ALL_SERVICES } = builtModule<typeof import('../../apps/shop/src/start-shop')>('apps/shop/src/start-shop');

/**
 * The run's migrated template (README "Running one test"): every service's migrations run once into it, and each test
 * file's database is a copy of it, so no file pays for the migrations again.
 */
export const TEMPLATE_DATABASE = 'shop_template';
const BUILDING = `${TEMPLATE_DATABASE}_building`;
const LOCK = 'shop-tests:template-database';

/**
 * Makes the template on the run's Postgres unless a test file already has. The first of the parallel jest workers to
 * take the advisory lock migrates it (with the built services the test files run) while the others wait; it gets its
 * final name only once complete, and connections to it are then refused, since Postgres copies only a database
 * nobody is connected to.
 */
export async function ensureTemplateDatabase(admin: Client, adminUrl: string): Promise<string> {
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [LOCK]);
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DATABASE]);
    if (rowCount) return TEMPLATE_DATABASE;
    await admin.query(`DROP DATABASE IF EXISTS ${BUILDING} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BUILDING}`);
    const url = new URL(adminUrl);
    url.pathname = `/${BUILDING}`;
    await Promise.all(
      ALL_SERVICES.map(async (service) => {
        const dataSource = await openServiceDatabase({
          url: url.toString(),
          schema: schemaFor(service.name),
          entities: service.entities,
          migrations: service.migrations,
          poolSize: 2,
        });
        await dataSource.destroy();
      }),
    );
    await admin.query(`ALTER DATABASE ${BUILDING} RENAME TO ${TEMPLATE_DATABASE}`);
    await admin.query(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return TEMPLATE_DATABASE;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK]);
  }
}
