'use strict';
/**
 * The soak: a mixed workload held for minutes, to see that the shop neither slows, fails nor grows.
 *   embedded     the whole shop in one process (demo catalogue), SOAK_S seconds (600) at CONNECTIONS (50): browse 70 %
 *                (the product list and single products), quote 15 %, checkout 5 %, giveaway entry 5 %, chat message 5 %.
 *                Figures: throughput, p99 per route, errors (any answer not 2xx), resident memory of the shop's Node
 *                process after the warm-up and at the end (goal: under 10 % growth).
 *   distributed  five services, a second commerce instance and a gateway over the machine's NATS and Postgres, for
 *                DISTRIBUTED_S seconds (180), while one commerce instance of the two is killed (SIGKILL) and started
 *                again every KILL_EVERY_S seconds (30). Figures: the share answered 2xx (goal ≥ 99 %) and the longest
 *                run of errors.
 * See bench/README.md ("The soak").
 */
const { randomBytes } = require('node:crypto');
const { adminCookie, benchAdmin } = require('./lib/admin');
const { handleInterrupts } = require('./lib/cleanup');
const { generateCatalogue } = require('./lib/catalog-data');
const { chooseCart, createProducts, listProducts } = require('./lib/commerce-data');
const { runMix } = require('./lib/mixed-load');
const { post } = require('./lib/net');
const { processRss } = require('./lib/procfs');
const { startProcess } = require('./lib/process');
const { fmt, table } = require('./lib/report');
const { machineSettingsFromEnv, modesFromEnv, assertKnownModes, modeRunner, printAndSave, runBench } = require('./lib/run');
const { openCluster, openEmbeddedShop } = require('./lib/setups');
const { assertBuilt, entry } = require('./lib/shop');
const { clientAddresses, prepareShoppers } = require('./lib/shoppers');

const MODES = ['embedded', 'distributed'];
const config = {
  modes: modesFromEnv(MODES),
  connections: Number(process.env.CONNECTIONS ?? 50),
  soakS: Number(process.env.SOAK_S ?? 600),
  distributedS: Number(process.env.DISTRIBUTED_S ?? 180),
  warmupS: Number(process.env.WARMUP ?? 30),
  killEveryS: Number(process.env.KILL_EVERY_S ?? 30),
  // Every entry is a new one (a shopper enters each giveaway once): shoppers × giveaways must exceed the entries made.
  shoppers: Number(process.env.SHOPPERS ?? 1500),
  // A session holds at most 3 unpaid orders (docs/rules.md §7): each of these checks out 3 times, so their number times 3
  // must exceed the checkouts made (5 % of the requests).
  checkoutShoppers: Number(process.env.CHECKOUT_SHOPPERS ?? 30000),
  giveaways: Number(process.env.GIVEAWAYS ?? 60),
  ...machineSettingsFromEnv(),
};
const log = (message) => console.log(`· ${message}`);
const UNPAID_ORDERS_PER_SESSION = 3;
const WHERE = { firstName: 'Soak', lastName: 'Tester', street: '1 Load Lane', city: 'Austin', state: 'TX', zipCode: '73301' };

/** What the mix needs on a running shop: products, giveaways, shoppers with a saved cart (and more for the checkouts). */
async function prepare(baseUrl, admin, prefix) {
  const { products } = await listProducts(baseUrl);
  const cart = chooseCart(products, 3);
  const cookie = await adminCookie(baseUrl, admin);
  const giveaways = [];
  for (let i = 0; i < config.giveaways; i++) {
    const made = await post(
      `${baseUrl}/api/giveaways`,
      { title: `Soak giveaway ${i + 1}`, question: 'Favourite colour?', isActive: true },
      { headers: { cookie } },
    );
    if (made.status !== 201) throw new Error(`POST /api/giveaways answered ${made.status} ${made.text.slice(0, 200)}`);
    giveaways.push(made.body.id);
  }
  log(`${prefix}: ${products.length} products, ${giveaways.length} giveaways; signing in ${config.shoppers} shoppers with a saved cart…`);
  const { shoppers, ms } = await prepareShoppers(baseUrl, {
    count: config.shoppers,
    prefix: `${prefix}-${randomBytes(3).toString('hex')}`,
    cartItems: cart,
  });
  log(`${prefix}: shoppers ready in ${fmt.s(ms)}; signing in ${config.checkoutShoppers} checkout shoppers with a saved cart…`);
  const checkout = await prepareShoppers(baseUrl, {
    count: config.checkoutShoppers,
    prefix: `${prefix}-checkout-${randomBytes(3).toString('hex')}`,
    cartItems: cart,
  });
  log(`${prefix}: checkout shoppers ready in ${fmt.s(checkout.ms)}`);
  return { products, cart, giveaways, shoppers, checkoutShoppers: checkout.shoppers };
}

/**
 * The mix. Shoppers are taken round robin (no session nears its limits: 60 entries, 30 chat messages a minute); each
 * shopper enters the giveaways one after the other, so every entry is a new one; each checkout shopper checks out 3 times
 * (her 3 unpaid orders), then the next one does; quotes come from many client addresses (the gateway trusts
 * X-Forwarded-For in the benches).
 */
function mixFor({ products, cart, giveaways, shoppers, checkoutShoppers }) {
  const addresses = clientAddresses(2000);
  let turn = 0;
  const nextShopper = () => shoppers[turn++ % shoppers.length];
  const entered = new Map();
  const nextEntry = () => {
    for (let tries = 0; tries < shoppers.length; tries++) {
      const shopper = nextShopper();
      const k = entered.get(shopper.email) ?? 0;
      if (k < giveaways.length) {
        entered.set(shopper.email, k + 1);
        return { shopper, giveawayId: giveaways[k] };
      }
    }
    throw new Error('every shopper has entered every giveaway: raise GIVEAWAYS or SHOPPERS');
  };
  let checkouts = 0;
  const nextCheckoutShopper = () => {
    const shopper = checkoutShoppers[Math.floor(checkouts++ / UNPAID_ORDERS_PER_SESSION)];
    if (!shopper) throw new Error('every checkout shopper holds 3 unpaid orders: raise CHECKOUT_SHOPPERS');
    return shopper;
  };
  const some = (list) => list[Math.floor(Math.random() * list.length)];
  const cookieOf = (shopper) => ({ cookie: shopper.cookie });
  return [
    { name: 'GET /api/products', weight: 0.35, next: () => ({ method: 'GET', path: '/api/products' }) },
    { name: 'GET /api/products/:id', weight: 0.35, next: () => ({ method: 'GET', path: `/api/products/${some(products).id}` }) },
    {
      name: 'POST /api/cart/quote',
      weight: 0.15,
      next: () => ({
        method: 'POST',
        path: '/api/cart/quote',
        headers: { 'x-forwarded-for': some(addresses) },
        body: { items: cart, city: WHERE.city, state: WHERE.state },
      }),
    },
    {
      name: 'POST /api/checkout',
      weight: 0.05,
      next: () => ({ method: 'POST', path: '/api/checkout', headers: cookieOf(nextCheckoutShopper()), body: { shippingAddress: WHERE } }),
    },
    {
      name: 'POST /api/giveaways/:id/enter',
      weight: 0.05,
      next: () => {
        const { shopper, giveawayId } = nextEntry();
        return {
          method: 'POST',
          path: `/api/giveaways/${giveawayId}/enter`,
          headers: cookieOf(shopper),
          body: { userEmail: shopper.email, answer: 'Quinacridone rose' },
        };
      },
    },
    {
      name: 'POST /api/chat/sessions',
      weight: 0.05,
      next: () => ({
        method: 'POST',
        path: '/api/chat/sessions',
        headers: cookieOf(nextShopper()),
        body: { message: 'Is the rose madder in stock?' },
      }),
    },
  ];
}

const mb = (bytes) => Math.round(bytes / 1048576);

async function embeddedMode(cleanup) {
  const admin = benchAdmin();
  const shop = await openEmbeddedShop(cleanup, { admin, about: 'the shop with its demo catalogue', log });
  const mix = mixFor(await prepare(shop.baseUrl, admin, 'embedded'));
  log(`embedded: warming up for ${config.warmupS} s…`);
  await runMix({ baseUrl: shop.baseUrl, connections: config.connections, durationS: config.warmupS, mix });
  const memory = [{ atS: 0, rssMb: mb(processRss(shop.pid)) }];
  log(`embedded: soaking for ${config.soakS} s at ${config.connections} connections (shop RSS ${memory[0].rssMb} MB)…`);
  const result = await runMix({
    baseUrl: shop.baseUrl,
    connections: config.connections,
    durationS: config.soakS,
    mix,
    onTick: (s) => {
      if (Math.floor(s / 60) >= memory.length) memory.push({ atS: Math.round(s), rssMb: mb(processRss(shop.pid)) });
    },
  });
  memory.push({ atS: result.seconds, rssMb: mb(processRss(shop.pid)) });
  const growth = (memory[memory.length - 1].rssMb - memory[0].rssMb) / memory[0].rssMb;
  return { ...result, memory, memoryGrowth: Math.round(growth * 1000) / 10 };
}

async function distributedMode(cleanup) {
  const cluster = await openCluster(cleanup, { natsUrl: config.natsUrl, pgAdminUrl: config.pgAdminUrl, log });
  await createProducts(cluster.baseUrl, cluster.admin, generateCatalogue(20));
  const commerce = [cluster.processes.find((p) => p.name === 'commerce')];
  const startCommerce = async (label) => {
    const proc = await startProcess({ name: label, script: entry('commerce'), env: cluster.env, readyText: 'commerce is up', timeoutMs: 60_000 });
    cleanup.defer(`stop ${label}`, () => proc.stop());
    return proc;
  };
  commerce.push(await startCommerce('commerce B'));
  const mix = mixFor(await prepare(cluster.baseUrl, cluster.admin, 'distributed'));
  log(`distributed: warming up for ${Math.min(config.warmupS, 10)} s…`);
  await runMix({ baseUrl: cluster.baseUrl, connections: config.connections, durationS: Math.min(config.warmupS, 10), mix });

  let kills = 0;
  let restarting = null;
  const killOne = () => {
    const victim = kills % 2;
    kills++;
    const proc = commerce[victim];
    proc.child.kill('SIGKILL');
    restarting = proc.exited
      .then(() => startCommerce(`commerce ${victim ? 'B' : 'A'} (restart ${kills})`))
      .then((fresh) => {
        commerce[victim] = fresh;
      });
  };
  log(`distributed: ${config.distributedS} s at ${config.connections} connections, killing a commerce instance every ${config.killEveryS} s…`);
  const result = await runMix({
    baseUrl: cluster.baseUrl,
    connections: config.connections,
    durationS: config.distributedS,
    mix,
    onTick: (s) => {
      if (Math.floor(s / config.killEveryS) > kills && s < config.distributedS - 1) killOne();
    },
  });
  await restarting;
  return { ...result, kills, share2xx: Math.round((result.ok / result.total) * 10000) / 100 };
}

function report(results) {
  const lines = [
    `The soak: ${config.connections} connections; embedded ${config.soakS} s after a ${config.warmupS} s warm-up; distributed ${config.distributedS} s with a commerce instance killed every ${config.killEveryS} s`,
  ];
  for (const [mode, r] of Object.entries(results)) {
    if (r.error) {
      lines.push(`${mode}: FAILED ${r.error}`);
      continue;
    }
    lines.push(
      `\n${mode}: ${fmt.int(r.total)} requests in ${r.seconds} s = ${fmt.int(r.rps)}/s; ${fmt.int(r.total - r.ok)} not 2xx; longest run of errors ${r.longestErrorRun.requests} (${r.longestErrorRun.ms} ms)`,
    );
    lines.push(
      table([
        ['route', 'requests', '2xx', 'p50 ms', 'p99 ms', 'statuses'],
        ...Object.entries(r.byRoute).map(([name, s]) => [
          name,
          fmt.int(s.count),
          fmt.int(s.ok),
          String(s.p50),
          String(s.p99),
          JSON.stringify(s.statuses),
        ]),
      ]),
    );
    if (r.memory)
      lines.push(
        `resident memory of the shop's process: ${r.memory.map((m) => `${m.atS} s ${m.rssMb} MB`).join(', ')} → growth ${r.memoryGrowth} % (goal < 10 %)`,
      );
    if (r.share2xx !== undefined) lines.push(`answered 2xx: ${r.share2xx} % (goal ≥ 99 %) with ${r.kills} commerce kills`);
  }
  return lines.join('\n');
}

runBench(async () => {
  assertKnownModes(config.modes, MODES);
  assertBuilt();
  handleInterrupts();
  const results = {};
  const run = modeRunner(config.modes, { embedded: embeddedMode, distributed: distributedMode }, results);
  await run('embedded');
  await run('distributed');
  printAndSave('soak', report(results), config, { results });
});
