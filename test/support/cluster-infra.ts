import { GenericContainer, StartedTestContainer, Wait } from 'testcontainers';

export interface ClusterInfra {
  natsUrl: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * NATS (JetStream) and PostgreSQL for the cluster suite: the ones named by
 * NATS_URL and DATABASE_URL when set (CI on this machine), otherwise fresh
 * containers through testcontainers where a Docker engine runs.
 */
export async function clusterInfra(): Promise<ClusterInfra> {
  if (process.env.NATS_URL && process.env.DATABASE_URL) {
    return { natsUrl: process.env.NATS_URL, databaseUrl: process.env.DATABASE_URL, stop: async () => undefined };
  }
  const containers: StartedTestContainer[] = [];
  try {
    const nats = await new GenericContainer('nats:2.11')
      .withCommand(['-js'])
      .withExposedPorts(4222)
      .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
      .start();
    containers.push(nats);
    const postgres = await new GenericContainer('postgres:17')
      .withEnvironment({ POSTGRES_USER: 'shop', POSTGRES_PASSWORD: 'shop', POSTGRES_DB: 'postgres' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    containers.push(postgres);
    return {
      natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
      databaseUrl: `postgres://shop:shop@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
      stop: async () => {
        await Promise.all(containers.map((c) => c.stop()));
      },
    };
  } catch (err) {
    await Promise.all(containers.map((c) => c.stop().catch(() => undefined)));
    throw new Error(`The cluster suite needs NATS_URL and DATABASE_URL, or a Docker engine for testcontainers: ${(err as Error).message}`);
  }
}
