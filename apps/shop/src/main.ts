import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { readConfig } from '@shop/platform';
import { DEFAULT_EMBEDDED_PG_PORT, EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres/embedded-postgres';
import { sessionSecretFor } from './session-secret';
import { RunningShop, startShop, WEB_ROOT } from './start-shop';
import { assertPortFree, describeStartUpError, StartUpError } from './start-up-error';

/** `npm start`: the whole shop in one process, on a real embedded PostgreSQL under ./.data. */
async function main(): Promise<void> {
  const started = Date.now();
  const logger = new Logger('Shop');
  const config = readConfig();
  let database: EmbeddedDatabase | undefined;
  let shop: RunningShop | undefined;
  const close = async () => {
    await shop?.close().catch((err) => logger.error(err));
    await database?.stop().catch((err) => logger.error(err));
  };

  try {
    await assertPortFree(config.port, config.host, 'PORT', 'the shop');
    database = config.databaseUrl
      ? { url: config.databaseUrl, stop: async () => undefined }
      : await startEmbeddedPostgres(config.dataDir, Number(process.env.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PG_PORT));
    shop = await startShop({
      config,
      databaseUrl: database.url,
      sessionSecret: sessionSecretFor(config.dataDir, config.sessionSecret),
      webRoot: WEB_ROOT,
      seedDemo: process.env.SEED_DEMO !== 'false',
    });
  } catch (err) {
    await close();
    throw err;
  }

  const lines = [`The watercolor shop is open at http://localhost:${config.port} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`];
  if (shop.demoProducts) lines.push(`First start: a demo catalogue of ${shop.demoProducts} products was added (SEED_DEMO=false skips it).`);
  if (shop.firstAdmin.created) {
    lines.push(
      `First admin created: ${shop.firstAdmin.email}` +
        (shop.firstAdmin.generatedPassword
          ? ` / password ${shop.firstAdmin.generatedPassword} (shown once: keep it)`
          : ' (password from ADMIN_PASSWORD)'),
    );
  }
  console.log(`\n  ${lines.join('\n  ')}\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    logger.log('closing the shop…');
    await close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(`The shop could not start: ${describeStartUpError(err)}`);
  // Where the reason is not one of ours, the trace helps whoever reads the report.
  if (!(err instanceof StartUpError) && err instanceof Error && err.stack) console.error(err.stack);
  process.exit(1);
});
