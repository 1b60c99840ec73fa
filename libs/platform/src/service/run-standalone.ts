import { Logger } from '@nestjs/common';
import { NatsBus } from '../bus/nats.bus';
import { readConfig } from '../config';
import { ServiceDefinition, startService } from './start-service';

/** The distributed mode's start command for one service: `NATS_URL=… DATABASE_URL=… node dist/main.js`. */
export async function runStandalone(definition: ServiceDefinition): Promise<void> {
  const logger = new Logger(definition.name);
  const config = readConfig();
  if (!config.natsUrl || !config.databaseUrl) {
    logger.error('NATS_URL and DATABASE_URL must be set to run a service on its own (see README "Distributed").');
    process.exit(1);
  }
  try {
    const bus = await NatsBus.connect({ servers: config.natsUrl, prefix: config.busPrefix, name: definition.name });
    const service = await startService(definition, { bus, config, databaseUrl: config.databaseUrl });
    console.log(`${definition.name} is up`);
    const shutdown = async () => {
      await service.stop();
      await bus.close();
      process.exit(0);
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
  } catch (err) {
    logger.error(`failed to start: ${(err as Error).stack ?? err}`);
    process.exit(1);
  }
}
