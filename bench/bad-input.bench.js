'use strict';
/**
 * The bad-input sweep against the embedded shop (demo catalogue seeded): every route the gateway serves, at least
 * 30 malformed variants each, as a visitor and as the shopper or admin the route is for (bench/lib/bad-input.js).
 * Prints the requests sent, the status histogram, every 5xx and the time taken; exits 1 on any 5xx (or any error
 * answer that is not the shop's JSON error body). See bench/README.md.
 *
 *   npx tsc -b tsconfig.build.json && node bench/bad-input.bench.js
 *   CONCURRENCY=16 (default)
 */
const path = require('node:path');
const { handleInterrupts, runWithCleanup, tempDir } = require('./lib/cleanup');
const { startEmbedded } = require('./lib/embedded');
const { cookieFrom, post, waitForHealth } = require('./lib/net');
const { stopAllProcesses } = require('./lib/process');
const { writeResults } = require('./lib/report');
const { assertBuilt, entry } = require('./lib/shop');
const { formatSweep, sweepBadInput } = require('./lib/bad-input');

const ADMIN = { email: 'sweep-admin@watercolor.test', password: 'a long sweep password' };
const SHOPPER = 'sweep-shopper@watercolor.test';
const concurrency = Number(process.env.CONCURRENCY ?? 16);

const log = (message) => console.log(`· ${message}`);

async function signIn(url, body, cookieName) {
  const answer = await post(url, body);
  const cookie = cookieFrom(answer.headers, cookieName);
  if (answer.status !== 200 || !cookie) throw new Error(`POST ${url} answered ${answer.status} ${answer.text.slice(0, 200)}`);
  return cookie;
}

async function sweep(cleanup) {
  const dataDir = tempDir(cleanup, 'bench-bad-input-');
  log(`embedded: starting on ${dataDir} (demo catalogue)…`);
  const shop = await startEmbedded(dataDir, 120_000, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  cleanup.defer('stop embedded shop', shop.stop);
  await waitForHealth(shop.baseUrl);

  // The routes from the gateway's own code (built beside the shop, never started): a new route is swept without anyone listing it.
  const { listGatewayRoutes } = require(path.join(path.dirname(entry('gateway')), 'testing', 'route-inputs.js'));
  const routes = await listGatewayRoutes({ email: SHOPPER });
  const cookies = {
    admin: await signIn(`${shop.baseUrl}/api/admin/login`, ADMIN, 'shop_admin'),
    shopper: await signIn(`${shop.baseUrl}/api/users`, { email: SHOPPER }, 'shop_session'),
  };
  log(`sweeping ${routes.length} routes on ${shop.baseUrl} (${concurrency} at a time)…`);
  let shown = 0;
  const result = await sweepBadInput({
    baseUrl: shop.baseUrl,
    routes,
    cookies,
    concurrency,
    onProgress: (done, total) => {
      if (done - shown >= 2_000 || done === total) {
        shown = done;
        log(`${done}/${total}`);
      }
    },
  });
  return result;
}

async function main() {
  assertBuilt();
  handleInterrupts();
  const result = await runWithCleanup('bad-input sweep', sweep);
  if (result.error) {
    process.exitCode = 1;
    return;
  }
  console.log(`\n${formatSweep(result)}\n`);
  const fiveHundreds = result.failures.filter((f) => typeof f.status === 'number' && f.status >= 500).length;
  console.log(
    `${result.requests} requests, ${fiveHundreds} answered 5xx, ${result.failures.length} failures in all, ${(result.durationMs / 1000).toFixed(1)} s`,
  );
  console.log(`figures written to ${path.relative(process.cwd(), writeResults('bad-input', { concurrency }, result))}`);
  process.exitCode = result.failures.length ? 1 : 0;
}

main()
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  })
  .finally(stopAllProcesses);
