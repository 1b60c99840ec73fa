import { INestMicroservice, Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import type { ServiceName } from '@shop/contracts';
import type { Bus } from '../bus/bus';
import { BusTransport } from '../bus/bus.transport';
import type { ShopConfig } from '../config';
import { openServiceDatabase, schemaFor, type ServiceDatabaseOptions } from '../database/data-source';
import { Mailer } from '../mail/mailer';
import { OutboxRelay } from '../outbox/outbox';
import { scheduleOutboxPruning } from '../outbox/outbox-pruning';
import { queryRows } from '../database/query-rows';
import { ServiceCoreModule } from './service-core.module';
import { DataErrorFilter } from './data-error.filter';
import { createLogger, PinoNestLogger } from '../ops/logger';
import { reportServiceGauges } from '../ops/metrics';

/** What a service app exports so it can be started alone (distributed) or beside the others (embedded). */
export interface ServiceDefinition {
  name: ServiceName;
  module: Type<unknown>;
  entities: ServiceDatabaseOptions['entities'];
  migrations: ServiceDatabaseOptions['migrations'];
}

export interface RunningService {
  name: ServiceName;
  app: INestMicroservice;
  relay: OutboxRelay;
  /** This instance's own database answers (within 2 s): for its readiness, never another replica's word. */
  databaseAnswers(): Promise<boolean>;
  stop(): Promise<void>;
}

@Module({})
class ServiceRootModule {}

export async function startService(
  definition: ServiceDefinition,
  /** logger: the process's (the embedded shop shares one); by default one named after the service. */
  deps: { bus: Bus; config: ShopConfig; databaseUrl: string; poolSize?: number; logger?: Logger },
): Promise<RunningService> {
  const dataSource = await openServiceDatabase({
    url: deps.databaseUrl,
    schema: schemaFor(definition.name),
    entities: definition.entities,
    migrations: definition.migrations,
    poolSize: deps.poolSize,
  });
  const relay = new OutboxRelay(dataSource, deps.bus, definition.name);
  const logger = deps.logger ?? createLogger(definition.name);
  const mailer = new Mailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom, mailDir: deps.config.mailDir, logger });
  const core = ServiceCoreModule.forRoot({ service: definition.name, dataSource, bus: deps.bus, relay, mailer, config: deps.config });

  const app = await NestFactory.createMicroservice(
    { module: ServiceRootModule, imports: [core, definition.module] },
    { strategy: new BusTransport(deps.bus, definition.name), logger: new PinoNestLogger(logger) },
  );
  app.useGlobalFilters(new DataErrorFilter());
  await app.listen();
  relay.start();
  const stopReporting = reportServiceGauges({ service: definition.name, dataSource, consumerLag: deps.bus.consumerLag?.bind(deps.bus) });
  const stopPruning = scheduleOutboxPruning(dataSource, deps.config.busStream, (err) => logger.warn({ err }, 'pruning the outbox failed'));

  return {
    name: definition.name,
    app,
    relay,
    databaseAnswers: () => answersWithin(queryRows(dataSource, 'SELECT 1'), DATABASE_CHECK_MS),
    /** Takes no new request and finishes those in hand (app.close), then publishes what the outbox holds, then closes the pool. */
    async stop() {
      stopReporting();
      stopPruning();
      await app.close();
      await relay.stop();
      await dataSource.destroy();
    },
  };
}

const DATABASE_CHECK_MS = 2_000;

async function answersWithin(check: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      check.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
