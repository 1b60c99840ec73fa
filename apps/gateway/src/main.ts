import 'reflect-metadata';
import { NatsBus, readConfig } from '@shop/platform';
import { createGatewayApp } from './bootstrap/create-gateway';
import { fileStoreFor } from './bootstrap/file-store';
import { WEB_ROOT } from './bootstrap/web-root';

/** One gateway instance of the distributed mode: `NATS_URL=… SESSION_SECRET=… node dist/main.js`. */
async function main(): Promise<void> {
  const config = readConfig();
  if (!config.natsUrl || !config.sessionSecret) {
    throw new Error('NATS_URL and SESSION_SECRET must be set for a gateway instance (see README "Distributed").');
  }
  const bus = await NatsBus.connect({ servers: config.natsUrl, prefix: config.busPrefix, name: 'gateway' });
  const app = await createGatewayApp({
    bus,
    fileStore: await fileStoreFor(config),
    sessionSecret: config.sessionSecret,
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    paymentWebhookSecret: config.paymentWebhookSecret,
    webRoot: WEB_ROOT,
  });
  await app.listen(config.port, config.host);
  console.log(`gateway listening on http://localhost:${config.port}`);
  const stop = async () => {
    await app.close();
    await bus.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(`The gateway could not start: ${(err as Error)?.message ?? String(err)}`);
  process.exit(1);
});
