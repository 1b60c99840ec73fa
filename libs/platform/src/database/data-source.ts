import { DataSource, DataSourceOptions } from 'typeorm';
import { queryRows } from './query-rows';

export interface ServiceDatabaseOptions {
  url: string;
  /** The Postgres schema the service owns. */
  schema: string;
  /** typeorm's own lists: entity and migration classes, glob paths (and entity schemas). */
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  poolSize?: number;
}

/** Postgres schema names cannot hold a dash: admin-reporting owns `admin_reporting`. */
export function schemaFor(service: string): string {
  return service.replace(/-/g, '_');
}

export function createServiceDataSource(options: ServiceDatabaseOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    // pg_stat_activity names each connection's service (`shop-commerce`): an operator sees who holds what.
    applicationName: `shop-${options.schema.replace(/_/g, '-')}`,
    poolSize: options.poolSize ?? 5,
    // Raw SQL in this service sees its own schema first. A request that cannot get a connection in 10 s fails (503)
    // rather than waiting for ever behind a pool that is used up.
    extra: { options: `-c search_path=${options.schema},public`, max: options.poolSize ?? 5, connectionTimeoutMillis: 10_000 },
  });
}

/**
 * Connects, creates the schema and runs the service's migrations. An advisory
 * lock keeps two instances of the same service from migrating at once.
 */
export async function openServiceDatabase(options: ServiceDatabaseOptions): Promise<DataSource> {
  const dataSource = createServiceDataSource(options);
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${options.schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${options.schema}`]).catch(() => undefined);
    await runner.release();
  }
  return dataSource;
}

/** What `pg_try_advisory_lock` answers: whether this session now holds the lock. */
interface AdvisoryLockRow {
  locked: boolean;
}

/** Runs `work` only if this instance wins the named advisory lock (scheduled jobs run once across instances). */
export async function withAdvisoryLock<T>(dataSource: DataSource, key: string, work: () => Promise<T>): Promise<T | undefined> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = await queryRows<AdvisoryLockRow>(runner, 'SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
    if (!locked) return undefined;
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await runner.release();
  }
}
