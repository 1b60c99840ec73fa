import 'reflect-metadata';
import { createLogger, NatsBus, readConfig } from '@shop/platform';
import { createGatewayApp } from './bootstrap/create-gateway';
import { fileStoreFor } from './bootstrap/file-store';
import { shutDownGateway } from './bootstrap/operations';
import { WEB_ROOT } from './bootstrap/web-root';

/** After SIGTERM, how long /readyz answers 503 before the server stops taking connections (SHUTDOWN_GRACE_MS). */
const DEFAULT_SHUTDOWN_GRACE_MS = 2_000;

/** One gateway instance of the distributed mode: `NATS_URL=… SESSION_SECRET=… node dist/main.js`. */
async function main(): Promise<void> {
  const logger = createLogger('gateway');
  const config = readConfig();
  if (!config.natsUrl || !config.sessionSecret) {
    throw new Error('NATS_URL and SESSION_SECRET must be set for a gateway instance (see README "Distributed").');
  }
  const bus = await NatsBus.connect({ servers: config.natsUrl, prefix: config.busPrefix, stream: config.busStream, name: 'gateway' });
  const app = await createGatewayApp({
    bus,
    fileStore: await fileStoreFor(config),
    sessionSecret: config.sessionSecret,
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    paymentWebhookSecret: config.paymentWebhookSecret,
    publicUrl: config.publicUrl,
    metricsToken: config.metricsToken,
    entryLimitPerAddressHour: config.entryLimitPerAddressHour,
    webRoot: WEB_ROOT,
    logger,
  });
  await app.listen(config.port, config.host);
  logger.info({ port: config.port }, `gateway listening on http://localhost:${config.port}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down: not ready any more, finishing the requests in hand');
    await shutDownGateway(app, Number(process.env.SHUTDOWN_GRACE_MS ?? DEFAULT_SHUTDOWN_GRACE_MS));
    await bus.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  createLogger('gateway').fatal({ err }, `The gateway could not start: ${(err as Error)?.message ?? String(err)}`);
  process.exit(1);
});
