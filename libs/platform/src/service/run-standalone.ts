import type http from 'node:http';
import { NatsBus } from '../bus/nats.bus';
import { readConfig } from '../config';
import { createLogger } from '../ops/logger';
import { startOpsServer } from '../ops/ops-server';
import { ServiceDefinition, startService } from './start-service';

/** How long an instance may stay unready (its database or bus away) before /livez fails too (OPS: a restart is due). */
const UNREADY_BEFORE_NOT_LIVE_MS = 120_000;

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
    const bus = await NatsBus.connect({ servers: config.natsUrl, prefix: config.busPrefix, stream: config.busStream, name: definition.name });
    const service = await startService(definition, { bus, config, databaseUrl: config.databaseUrl, logger });
    if (config.opsPort !== undefined) {
      // Readiness is this instance's own: its bus connection (with the stream and its consumers declared) and its own
      // database. Asking through the service's queue group would let another replica answer for it.
      let unreadySince: number | null = null;
      ops = await startOpsServer(config.opsPort, config.host, {
        ready: async () => {
          const ready = !stopping && bus.connected() && (await service.databaseAnswers());
          unreadySince = ready || stopping ? null : (unreadySince ?? Date.now());
          return ready;
        },
        // Unable to serve for this long: not something waiting fixes, so the orchestrator restarts it.
        live: () => unreadySince === null || Date.now() - unreadySince < UNREADY_BEFORE_NOT_LIVE_MS,
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
