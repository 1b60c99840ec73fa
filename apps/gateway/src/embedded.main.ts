import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { readConfig } from '@shop/platform';
import { startEmbeddedPostgres } from './bootstrap/embedded-postgres';
import { sessionSecretFor } from './bootstrap/session-secret';
import { startShop, WEB_ROOT } from './bootstrap/start-shop';

/** `npm start`: the whole shop in one process, on a real embedded PostgreSQL under ./.data. */
async function main(): Promise<void> {
  const started = Date.now();
  const logger = new Logger('Shop');
  const config = readConfig();
  const database = config.databaseUrl
    ? { url: config.databaseUrl, stop: async () => undefined }
    : await startEmbeddedPostgres(config.dataDir, Number(process.env.EMBEDDED_PG_PORT ?? 54329));
  const shop = await startShop({
    config,
    databaseUrl: database.url,
    sessionSecret: sessionSecretFor(config.dataDir, config.sessionSecret),
    webRoot: WEB_ROOT,
    seedDemo: process.env.SEED_DEMO !== 'false',
  });

  const lines = [`The watercolor shop is open at http://localhost:${config.port} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`];
  if (shop.demoProducts) lines.push(`First start: a demo catalogue of ${shop.demoProducts} products was added (SEED_DEMO=false skips it).`);
  if (shop.firstAdmin.created) {
    lines.push(`First admin created: ${shop.firstAdmin.email}` +
      (shop.firstAdmin.generatedPassword ? ` / password ${shop.firstAdmin.generatedPassword} (shown once: keep it)` : ' (password from ADMIN_PASSWORD)'));
  }
  console.log(`\n  ${lines.join('\n  ')}\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    logger.log('closing the shop…');
    await shop.close().catch((err) => logger.error(err));
    await database.stop().catch((err) => logger.error(err));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error('The shop could not start:', err);
  process.exit(1);
});
