import type http from 'node:http';
import { healthPattern } from '@shop/contracts';
import { NatsBus } from '../bus/nats.bus';
import { readConfig } from '../config';
import { createLogger } from '../ops/logger';
import { startOpsServer } from '../ops/ops-server';
import { ServiceDefinition, startService } from './start-service';

/**
 * The distributed mode's start command for one service: `NATS_URL=… DATABASE_URL=… node dist/main.js`. With OPS_PORT,
 * it answers /livez, /readyz and /metrics there. SIGTERM stops it gracefully: /readyz turns 503, no new request is
 * taken, those in hand are answered, the outbox is published, then it exits.
 */
export async function runStandalone(definition: ServiceDefinition): Promise<void> {
  const logger = createLogger(definition.name);
  const config = readConfig();
  if (!config.natsUrl || !config.databaseUrl) {
    logger.fatal('NATS_URL and DATABASE_URL must be set to run a service on its own (see README "Distributed").');
    process.exit(1);
  }
  let stopping = false;
  let ops: http.Server | undefined;
  try {
    const bus = await NatsBus.connect({ servers: config.natsUrl, prefix: config.busPrefix, name: definition.name });
    const service = await startService(definition, { bus, config, databaseUrl: config.databaseUrl, logger });
    if (config.opsPort !== undefined) {
      ops = await startOpsServer(config.opsPort, config.host, {
        ready: async () => {
          if (stopping || !bus.connected()) return false;
          await bus.request(healthPattern(definition.name), {}, 2_000);
          return true;
        },
      });
    }
    logger.info({ opsPort: config.opsPort ?? null }, `${definition.name} is up`);
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      logger.info('shutting down: finishing the requests in hand and publishing the outbox');
      await service.stop();
      await bus.close();
      ops?.close();
      logger.info('stopped');
      process.exit(0);
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
  } catch (err) {
    logger.fatal({ err }, 'failed to start');
    process.exit(1);
  }
}
