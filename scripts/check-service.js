#!/usr/bin/env node
// `node scripts/check-service.js <service>`: exits 0 when that service answers its health call (a round trip to its
// database) over NATS within 3 s — docker-compose's healthcheck of a service, which has no HTTP port.
// Reads NATS_URL and BUS_PREFIX like the service itself.
const { NatsBus, readConfig } = require('@shop/platform');
const { healthPattern, SERVICE_NAMES } = require('@shop/contracts');

const TIMEOUT_MS = 3_000;
const service = process.argv[2];
if (!SERVICE_NAMES.includes(service)) {
  console.error(`Name one of the services: ${SERVICE_NAMES.join(', ')}.`);
  process.exit(2);
}
setTimeout(() => process.exit(1), TIMEOUT_MS + 2_000).unref();

(async () => {
  const config = readConfig();
  const bus = await NatsBus.connect({ servers: config.natsUrl ?? 'nats://127.0.0.1:4222', prefix: config.busPrefix, name: `${service}-healthcheck` });
  try {
    await bus.request(healthPattern(service), {}, TIMEOUT_MS);
  } finally {
    await bus.close();
  }
})().then(
  () => process.exit(0),
  (err) => {
    console.error(`${service} is not healthy: ${err?.message ?? err}`);
    process.exit(1);
  },
);
