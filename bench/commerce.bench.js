'use strict';
/**
 * The cart quote and the checkout under load, in one run:
 *   floor        a bare Node http server answering a quote-shaped JSON body (about the shop's size) from memory, for POST
 *   embedded     the whole shop in one process with its 153 demo products (SEED_DEMO unset): POST /api/cart/quote with a
 *                10-line cart, then POST /api/checkout by 5,000 signed-in shoppers with that cart saved, 3 each
 *   distributed  five services + one gateway over the machine's NATS and Postgres, 20 products created through the
 *                admin API, the same two loads
 * See bench/README.md ("The commerce bench").
 */
const { generateCatalogue } = require('./lib/catalog-data');
const { handleInterrupts } = require('./lib/cleanup');
const { withPostgres } = require('./lib/cluster');
const { listProducts, chooseCart, checkQuote, generatedProducts, syntheticQuote, createProducts, isAscii } = require('./lib/commerce-data');
const { startFloor } = require('./lib/floor');
const { measureRequest } = require('./lib/measure');
const { post } = require('./lib/net');
const { table, fmt, reportText, loadAverageNote } = require('./lib/report');
const {
  loadSettingsFromEnv,
  modesFromEnv,
  machineSettingsFromEnv,
  assertKnownModes,
  assertWholeNumbers,
  modeRunner,
  withLoadAverage,
  printAndSave,
  runBench,
} = require('./lib/run');
const { openEmbeddedShop, openCluster } = require('./lib/setups');
const { assertBuilt } = require('./lib/shop');
const { prepareShoppers, clientAddresses, rotateHeader } = require('./lib/shoppers');
const { loadHeader, loadRow, floorTarget } = require('./lib/vs-floor');

const MODES = ['floor', 'embedded', 'distributed'];
const QUOTE_PATH = '/api/cart/quote';
const CHECKOUT_PATH = '/api/checkout';
const CITY = 'Austin';
const STATE = 'TX';
const TAX_BASIS_POINTS = 625; // Texas, 6.25 % (docs/product/shopper.md §9)
const CART_LINES = 10;
// The shop's limits: quote 1,200/min per client address, checkout 60/min per shopper session (apps/gateway), and at most
// 3 unpaid orders per session (docs/rules.md §7). Each connection keeps an address (a shopper) for a turn of requests
// within the limits, then takes the next unused one.
const LIMITS = { quotesPerAddress: 1200, checkoutsPerShopper: 60, unpaidOrdersPerShopper: 3 };
const TURNS = { quotesPerAddress: 200, checkoutsPerShopper: LIMITS.unpaidOrdersPerShopper };

const loadOptions = loadSettingsFromEnv();
const config = {
  ...loadOptions,
  modes: modesFromEnv(MODES),
  shoppers: Number(process.env.SHOPPERS ?? 5000),
  addresses: Number(process.env.CLIENT_ADDRESSES ?? 1000),
  products: Number(process.env.PRODUCTS ?? 20),
  ...machineSettingsFromEnv(),
};
// The warm-up gets its own shoppers and addresses (in proportion to its length), so the measured ones start fresh.
const warmupShare = (n) => (config.warmupS > 0 ? Math.max(1, Math.ceil((n * config.warmupS) / config.durationS)) : 0);

const TARGETS = { quote: { share: 0.2, p99Ms: 100 }, checkout: { share: 0.05, p99Ms: 250 } };

const log = (message) => console.log(`· ${message}`);
const JSON_HEADERS = { 'content-type': 'application/json' };
const quoteRequestBody = (cartItems) => JSON.stringify({ items: cartItems, city: CITY, state: STATE });
const CHECKOUT_BODY = JSON.stringify({ city: CITY, state: STATE });

/**
 * The quote load: every request the same cart, each connection from one of `addresses` (X-Forwarded-For, which the
 * gateway trusts) for 200 quotes, then from the next one: no address goes over 1,200 quotes a minute.
 */
function quoteLoad(body, addresses, check) {
  const rotation = rotateHeader('x-forwarded-for', addresses, { every: TURNS.quotesPerAddress, headers: JSON_HEADERS });
  return { rotation, request: { path: QUOTE_PATH, method: 'POST', headers: JSON_HEADERS, body, setupClient: rotation.setupClient, ...check } };
}

/** Measures the quote (floor or shop): warm-up and measured run on disjoint address pools. */
async function measureQuote(target, body, check, expected) {
  const measured = quoteLoad(body, clientAddresses(config.addresses), check);
  const warmup = quoteLoad(body, clientAddresses(warmupShare(config.addresses), config.addresses), check);
  const { load, problems } = await measureRequest(target, loadOptions, { request: measured.request, warmupRequest: warmup.request, expected });
  return {
    load,
    problems,
    addresses: config.addresses,
    addressesUsed: measured.rotation.valuesUsed(),
    mostPerAddress: measured.rotation.mostPerValue(),
  };
}

async function floorMode(cleanup) {
  // The floor runs before any shop: it serves a generated quote of the same shape and size, for a cart of the same shape.
  const cart = chooseCart(generatedProducts(), CART_LINES);
  const requestBody = quoteRequestBody(cart);
  const answer = syntheticQuote(cart, TAX_BASIS_POINTS);
  const floor = await startFloor({ body: answer, readBody: true });
  cleanup.defer('stop floor', floor.stop);
  const first = await post(floor.baseUrl + QUOTE_PATH, requestBody);
  if (first.status !== 200 || first.text !== answer) throw new Error(`the floor answered ${first.status} ${first.text.slice(0, 200)}`);
  log(
    `floor: bare node http on ${floor.baseUrl}, POST of ${fmt.int(Buffer.byteLength(requestBody))} bytes read, ` +
      `${fmt.int(Buffer.byteLength(answer))} bytes answered; loading…`,
  );
  const quote = await measureQuote(floor, requestBody, { expectBody: answer }, 'the same body');
  return { quote: { bytes: Buffer.byteLength(answer), requestBytes: Buffer.byteLength(requestBody), ...quote } };
}

/** The quote and checkout loads on a running shop with products; databaseUrl reaches its `commerce` schema. */
async function measureShop(mode, target, databaseUrl) {
  const { products, total } = await listProducts(target.baseUrl);
  const cart = chooseCart(products, CART_LINES);
  const requestBody = quoteRequestBody(cart);

  // The quote: checked once against the bench's own arithmetic; then every answer must be exactly that one.
  const first = await post(target.baseUrl + QUOTE_PATH, requestBody);
  if (first.status !== 200) throw new Error(`POST ${QUOTE_PATH} answered ${first.status} ${first.text.slice(0, 300)}`);
  const expectedTotal = checkQuote(first.body, cart, TAX_BASIS_POINTS);
  if (!isAscii(first.text)) throw new Error(`POST ${QUOTE_PATH} answered non-ASCII text (autocannon would report false body mismatches)`);
  const quoteBytes = Buffer.byteLength(first.text);
  log(
    `${mode}: ${products.length} products (X-Total-Count ${total}); cart of ${cart.length} lines, ${cart.reduce((n, i) => n + i.quantity, 0)} units, ` +
      `total $${expectedTotal.toFixed(2)} as expected; loading POST ${QUOTE_PATH} (${fmt.int(quoteBytes)} bytes)…`,
  );
  const quote = await measureQuote(target, requestBody, { expectBody: first.text }, `200 with the checked quote (total ${expectedTotal})`);

  // The checkout: a shopper for the check, then separate pools for the warm-up and the measured run.
  const warmupCount = warmupShare(config.shoppers);
  const count = 1 + warmupCount + config.shoppers;
  log(`${mode}: signing in ${fmt.int(count)} shoppers and saving their cart…`);
  const prepared = await prepareShoppers(target.baseUrl, { count, prefix: `${mode}-shopper`, cartItems: cart });
  const [checker, ...rest] = prepared.shoppers.map((s) => s.cookie);
  const warmupCookies = rest.slice(0, warmupCount);
  const measuredCookies = rest.slice(warmupCount);
  const ordersBefore = await countOrders(databaseUrl);

  const checked = await post(target.baseUrl + CHECKOUT_PATH, CHECKOUT_BODY, { headers: { cookie: checker } });
  const checkout = checked.body;
  if (checked.status !== 201 || checkout?.status !== 'pending' || checkout.total !== expectedTotal || !checkout.orderId) {
    throw new Error(`POST ${CHECKOUT_PATH} answered ${checked.status} ${checked.text.slice(0, 300)} instead of 201, pending, total ${expectedTotal}`);
  }
  log(
    `${mode}: shoppers ready in ${fmt.s(prepared.ms)}; checkout answers 201 pending $${checkout.total.toFixed(2)}; ` +
      `loading POST ${CHECKOUT_PATH} (${fmt.int(Buffer.byteLength(checked.text))} bytes)…`,
  );
  const isOrder = (text) => {
    try {
      const body = JSON.parse(text);
      return body.status === 'pending' && body.total === expectedTotal && typeof body.orderId === 'string';
    } catch {
      return false;
    }
  };
  // Each connection checks out as one shopper 3 times, then as the next one: none holds more than 3 unpaid orders.
  const checkoutLoad = (cookies) => {
    const rotation = rotateHeader('cookie', cookies, { every: TURNS.checkoutsPerShopper, headers: JSON_HEADERS });
    return {
      rotation,
      request: {
        path: CHECKOUT_PATH,
        method: 'POST',
        headers: JSON_HEADERS,
        body: CHECKOUT_BODY,
        setupClient: rotation.setupClient,
        verifyBody: isOrder,
      },
    };
  };
  const measured = checkoutLoad(measuredCookies);
  const warm = checkoutLoad(warmupCookies);
  const loaded = await measureRequest(target, loadOptions, {
    request: measured.request,
    warmupRequest: warm.request,
    expected: `201 with a pending order of ${expectedTotal}`,
  });
  const ordersAfter = await countOrders(databaseUrl);
  const created = (load) => load?.statusCodes['201'] ?? 0;
  const orders = {
    inDatabase: ordersAfter.pending - ordersBefore.pending,
    answered201: 1 + created(loaded.warmup) + created(loaded.load), // the check, the warm-up, the measured run
  };
  return {
    products: { listed: products.length, total },
    cart: { lines: cart.length, units: cart.reduce((n, i) => n + i.quantity, 0), expectedTotal, requestBytes: Buffer.byteLength(requestBody) },
    quote: { bytes: quoteBytes, ...quote },
    checkout: {
      bytes: Buffer.byteLength(checked.text),
      load: loaded.load,
      problems: loaded.problems,
      shoppers: measuredCookies.length,
      warmupShoppers: warmupCookies.length,
      shoppersUsed: measured.rotation.valuesUsed(),
      mostPerShopper: measured.rotation.mostPerValue(),
      prepareMs: prepared.ms,
      orders,
    },
  };
}

/** Orders in the shop's `commerce` schema: { pending }. */
async function countOrders(databaseUrl) {
  const { rows } = await withPostgres(databaseUrl, (c) => c.query("SELECT count(*)::int AS pending FROM commerce.orders WHERE status = 'pending'"));
  return rows[0];
}

async function embeddedMode(cleanup) {
  const shop = await openEmbeddedShop(cleanup, { timeoutMs: 120_000, about: 'with the demo catalogue (SEED_DEMO unset)', log });
  log(`embedded: open on ${shop.baseUrl} after ${fmt.s(shop.coldStartMs)} (incl. initdb and the demo seed)`);
  return { startMs: shop.coldStartMs, ...(await measureShop('embedded', shop, shop.databaseUrl)) };
}

async function distributedMode(cleanup) {
  const cluster = await openCluster(cleanup, { ...config, log });
  log(`distributed: creating ${config.products} products through the admin API…`);
  const rows = generateCatalogue(config.products);
  const createMs = await createProducts(cluster.baseUrl, cluster.admin, rows);
  log(`distributed: ${rows.length} products created in ${fmt.s(createMs)}`);
  return { productsCreated: rows.length, createMs, ...(await measureShop('distributed', cluster, cluster.databaseUrl)) };
}

const RUNNERS = { floor: floorMode, embedded: embeddedMode, distributed: distributedMode };

// ---- report ----

function loadTable(results) {
  const floorLoad = results.floor?.quote?.load;
  const lines = [];
  if (results.floor) lines.push(loadRow('floor       (a quote-shaped body from memory)', results.floor.quote, floorLoad));
  for (const mode of ['embedded', 'distributed'].filter((m) => results[m])) {
    lines.push(loadRow(`${mode.padEnd(11)} ${QUOTE_PATH}`, results[mode].quote, floorLoad));
    lines.push(loadRow(`${mode.padEnd(11)} ${CHECKOUT_PATH}`, results[mode].checkout, floorLoad));
  }
  return table([loadHeader('POST'), ...lines]);
}

function detailLines(results) {
  const lines = [];
  if (results.floor?.quote?.load) {
    const q = results.floor.quote;
    lines.push(
      `floor: reads the ${fmt.int(q.requestBytes)}-byte POST body, answers ${fmt.int(q.bytes)} bytes (a generated 10-line quote); ` +
        `loaded like the quote (${fmt.int(q.addressesUsed)} client addresses)`,
    );
  }
  for (const mode of ['embedded', 'distributed']) {
    const r = results[mode];
    if (!r?.cart) continue;
    const catalogue =
      mode === 'embedded'
        ? `${r.products.total} demo products`
        : `${r.productsCreated} products created through the admin API in ${fmt.s(r.createMs)}`;
    lines.push(
      `${mode}: ${catalogue}; cart ${r.cart.lines} lines / ${r.cart.units} units, ${CITY} ${STATE}, total $${r.cart.expectedTotal.toFixed(2)}` +
        ` (quote checked: lines, subtotal, shipping, tax 6.25 %, total)`,
    );
    if (r.quote?.load) {
      lines.push(
        `${mode} quote: ${fmt.int(r.quote.addressesUsed)} of ${fmt.int(r.quote.addresses)} client addresses used, ` +
          `at most ${r.quote.mostPerAddress} quotes each in the run (limit ${LIMITS.quotesPerAddress}/min)`,
      );
    }
    const c = r.checkout;
    if (c?.load) {
      lines.push(
        `${mode} checkout: ${fmt.int(c.shoppers)} shoppers (+${fmt.int(c.warmupShoppers)} for the warm-up, 1 for the check) ` +
          `signed in with their cart saved in ${fmt.s(c.prepareMs)}; ${fmt.int(c.shoppersUsed)} used, at most ${c.mostPerShopper} checkouts each ` +
          `in the run (limits ${LIMITS.checkoutsPerShopper}/min, ${LIMITS.unpaidOrdersPerShopper} unpaid orders)`,
      );
      lines.push(
        `${mode} orders: ${fmt.int(c.orders.inDatabase)} new pending orders in commerce.orders for ${fmt.int(c.orders.answered201)} answers 201` +
          ` counted (check + warm-up + run; answers still on their way when the load stopped are not counted)`,
      );
    }
  }
  return lines;
}

/** Each target: { name, value, met: true | false | null (not measured) | 'info' }. */
function evaluateTargets(results) {
  const targets = [];
  for (const mode of ['embedded', 'distributed']) {
    for (const [part, label] of [
      ['quote', QUOTE_PATH],
      ['checkout', CHECKOUT_PATH],
    ]) {
      targets.push(
        floorTarget({
          mode,
          request: `POST ${label}`,
          load: results[mode]?.[part]?.load,
          floorLoad: results.floor?.quote?.load,
          goal: TARGETS[part],
          informational: mode === 'distributed',
        }),
      );
    }
  }
  return targets;
}

function problemLines(results) {
  const lines = [];
  for (const [mode, result] of Object.entries(results)) {
    if (result?.error) lines.push(`${mode} failed: ${result.error}`);
    for (const [part, label] of [
      ['quote', QUOTE_PATH],
      ['checkout', CHECKOUT_PATH],
    ]) {
      const figures = result?.[part];
      for (const problem of figures?.problems ?? []) lines.push(`${mode} ${label}: ${problem}`);
      if (figures?.load?.statusCodes?.['429']) {
        const pool = part === 'quote' ? `${figures.addresses} addresses` : `${figures.shoppers} shoppers`;
        lines.push(`${mode} ${label}: ${figures.load.statusCodes['429']} answers 429 (rate limit): the rotation over ${pool} is too small`);
      }
    }
    const orders = result?.checkout?.orders;
    if (orders && (orders.inDatabase < orders.answered201 || orders.inDatabase > orders.answered201 + 2 * config.connections)) {
      lines.push(`${mode}: ${orders.inDatabase} new pending orders for ${orders.answered201} answers 201`);
    }
  }
  return lines;
}

function render(results, loadAverage) {
  const targets = evaluateTargets(results);
  const text = reportText(
    [
      `cart quote and checkout: ${config.connections} connections, ${config.durationS} s per line after a ${config.warmupS} s warm-up, ` +
        `a ${CART_LINES}-line cart; autocannon shares the machine's ${config.cpus} cores with the server ${loadAverageNote(loadAverage)}`,
      loadTable(results),
      detailLines(results).join('\n'),
    ],
    targets,
    problemLines(results),
  );
  return { text, targets };
}

// ---- run ----

async function main() {
  assertKnownModes(config.modes, MODES);
  assertWholeNumbers(config, ['shoppers', 'addresses', 'products']);
  if (config.modes.some((m) => m !== 'floor')) assertBuilt();
  handleInterrupts();

  const results = {};
  const run = modeRunner(config.modes, RUNNERS, results);
  // Other work on the machine takes cores from the shop and from autocannon: its load average is kept with the figures.
  const loadAverage = await withLoadAverage(async () => {
    for (const mode of MODES) await run(mode);
  });

  const { text, targets } = render(results, loadAverage);
  printAndSave('commerce', text, { ...config, city: CITY, state: STATE, cartLines: CART_LINES }, { loadAverage, results, targets });
}

runBench(main);
