import 'reflect-metadata';
import { fileStoreFor } from '@shop/gateway';
import { NatsBus, readConfig } from '@shop/platform';
import { seedDemoCatalogue } from './demo/seed-demo';
import { describeStartUpError, StartUpError } from './start-up-error';

/**
 * `npm run seed`: the demo catalogue, course titles, sample lessons, pigments
 * and subscription plan for a distributed shop — the embedded first start's
 * seed, sent over NATS to the running catalog and commerce services. Pictures
 * go to the same file store as the gateways' (S3_* settings, or DATA_DIR/uploads).
 */
async function main(): Promise<void> {
  const config = readConfig();
  if (!config.natsUrl) {
    throw new StartUpError('NATS_URL must name the NATS server the catalog and commerce services use (README "Distributed").');
  }
  const bus = await NatsBus.connect({ servers: config.natsUrl, prefix: config.busPrefix, stream: config.busStream, name: 'seed' }).catch((err) => {
    throw new StartUpError(`NATS at ${config.natsUrl} could not be reached (${(err as Error)?.message}); is it running?`);
  });
  try {
    const seeded = await seedDemoCatalogue(bus, await fileStoreFor(config));
    if (seeded.products === 0) {
      console.log('The shop already has a catalogue (or was seeded before): nothing was added.');
      return;
    }
    const learning = seeded.learning;
    console.log(
      `Seeded the demo catalogue: ${seeded.products} products` +
        (learning ? `, ${learning.courseTitles} course titles, ${learning.lessons} lessons and ${learning.pigments} pigments.` : '.'),
    );
  } finally {
    await bus.close();
  }
}

main().catch((err) => {
  console.error(`The demo seed did not run: ${describeStartUpError(err)}`);
  process.exit(1);
});
