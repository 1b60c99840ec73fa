'use strict';
/**
 * The paid flow through a payment provider beside today's checkout, in one run, each on its own embedded shop (fresh
 * DATA_DIR, the 153 demo products) with the same 10-line cart saved for every shopper:
 *   baseline  a shop with no provider settings (bank transfer): POST /api/checkout under load as commerce.bench.js loads
 *             it (autocannon, each connection one shopper for her 3 unpaid orders, then the next): checkouts/s
 *   stripe    a shop given STRIPE_* settings against the local Stripe of the tests (test/support/payment-servers): each
 *             worker checks out with paymentProvider 'stripe', pays the Checkout Session at the local Stripe
 *             (`pay(sessionId)`) and asks POST /api/payments/confirm, which must answer `paid`: paid orders/s, confirm p50/p99
 *   paypal    the same against the local PayPal: checkout, `approve(orderId)`, confirm (the shop captures): paid orders/s
 * Targets: each paid flow ≥ 50 % of the baseline's checkouts/s, its confirm p99 < 250 ms (PASS / MISS, never an exit code).
 * See bench/README.md ("The payments bench").
 */
const fs = require('node:fs');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { withPostgres } = require('./lib/cluster');
const { handleInterrupts } = require('./lib/cleanup');
const { listProducts, chooseCart, checkQuote } = require('./lib/commerce-data');
const { measureRequest } = require('./lib/measure');
const { post } = require('./lib/net');
const { processTree } = require('./lib/procfs');
const { table, fmt, loadAverageNote } = require('./lib/report');
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
const { openEmbeddedShop } = require('./lib/setups');
const { assertBuilt } = require('./lib/shop');
const { prepareShoppers, rotateHeader } = require('./lib/shoppers');
const { percentile } = require('./lib/stats');
const { tsSupport } = require('./lib/ts-support');

const MODES = ['baseline', 'stripe', 'paypal'];
const PROVIDERS = ['stripe', 'paypal'];
const CHECKOUT_PATH = '/api/checkout';
const CONFIRM_PATH = '/api/payments/confirm';
const CITY = 'Austin';
const STATE = 'TX';
const TAX_BASIS_POINTS = 625; // Texas, 6.25 % (docs/product/shopper.md §9)
const CART_LINES = 10;
// The shop's limits (docs/api.md): checkout 60/min per session and at most 3 unpaid orders per session (docs/rules.md
// §7); confirm 60/min per session. The baseline's shopper makes her 3 unpaid orders, then the next one takes over; a
// paid-flow shopper pays each order before her next checkout, so she holds at most 1 unpaid order, and makes
// PAID_TURN flows (PAID_TURN checkouts + PAID_TURN confirms) before the next one takes over.
const LIMITS = { checkoutsPerMinute: 60, confirmsPerMinute: 60, unpaidOrders: 3 };
// Credentials of the local providers: they exist only in this process (and the shops it starts).
const STRIPE = { secretKey: 'sk_test_bench_local', webhookSecret: 'whsec_bench_local' };
const PAYPAL = { clientId: 'bench-local-client', clientSecret: 'bench-local-secret', webhookId: 'WH-BENCH-LOCAL' };
// Every provider setting the shop reads: a shop gets only those of its mode, never the caller's shell's.
const PROVIDER_SETTINGS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_BASE',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'PAYPAL_API_BASE',
  'PAYMENT_PROVIDER_TIMEOUT_MS',
  'PAYMENT_RECONCILE_AFTER_S',
  'PAYMENT_URL_TEMPLATE',
  'PAYMENT_WEBHOOK_SECRET',
];

const loadOptions = loadSettingsFromEnv();
const config = {
  ...loadOptions,
  modes: modesFromEnv(MODES),
  shoppers: Number(process.env.SHOPPERS ?? 2500),
  paidShoppers: Number(process.env.PAID_SHOPPERS ?? 600),
  paidTurn: Number(process.env.PAID_TURN ?? 10),
  timeoutMs: Number(process.env.REQUEST_TIMEOUT_MS ?? 10_000),
  // 1: the baseline's checkouts are loaded a second time through the bench's own client (the one the paid flows use),
  // for information: how much of the gap is autocannon's cheaper client.
  clientBaseline: process.env.CLIENT_BASELINE === '1',
  // Shoppers signed in (and their cart saved) at a time before a load: more in flight than lib/shoppers' 16 shortens the
  // set-up (two requests a shopper) without nearing a limit (20 sign-ins a minute per address and e-mail).
  signInConcurrency: Number(process.env.SIGN_IN_CONCURRENCY ?? 32),
  ...machineSettingsFromEnv(),
};
const warmupShare = (n) => (config.warmupS > 0 ? Math.max(1, Math.ceil((n * config.warmupS) / config.durationS)) : 0);

const TARGETS = { shareOfCheckout: 0.5, confirmP99Ms: 250 };

const log = (message) => console.log(`· ${message}`);
const JSON_HEADERS = { 'content-type': 'application/json' };
const checkoutBody = (paymentProvider) => JSON.stringify({ city: CITY, state: STATE, ...(paymentProvider ? { paymentProvider } : {}) });

// ---- the local providers ----

/** The provider's local server (the tests' own), closed at cleanup, and what the shop needs to use it. */
async function startProvider(provider, cleanup) {
  const requireSupport = tsSupport();
  if (provider === 'stripe') {
    const { startStripeServer } = requireSupport('payment-servers/stripe-server');
    const server = await startStripeServer(STRIPE);
    cleanup.defer('close the local Stripe', () => server.close());
    return {
      server,
      settings: { STRIPE_SECRET_KEY: STRIPE.secretKey, STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret, STRIPE_API_BASE: server.url },
      /** The shopper pays at Stripe: the session the checkout's paymentUrl names (…/c/pay/<id>), checked to be this order's. */
      pay(answer) {
        const sessionId = new URL(answer.paymentUrl).pathname.split('/').pop();
        const stored = server.sessions.get(sessionId);
        if (stored?.session.client_reference_id !== answer.orderId)
          throw new Error(`no Stripe session of order ${answer.orderId} at ${answer.paymentUrl}`);
        server.pay(sessionId);
      },
      paidAtProvider: () => [...server.sessions.values()].filter((s) => s.session.payment_status === 'paid').length,
      requestsAtProvider: () => server.requests.length,
    };
  }
  const { startPayPalServer } = requireSupport('payment-servers/paypal-server');
  const server = await startPayPalServer(PAYPAL);
  cleanup.defer('close the local PayPal', () => server.close());
  return {
    server,
    settings: {
      PAYPAL_CLIENT_ID: PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
      PAYPAL_API_BASE: server.url,
    },
    /** The payer approves at PayPal: the order the checkout's paymentUrl names (…/checkoutnow?token=<id>), checked to be this order's. */
    pay(answer) {
      const orderId = new URL(answer.paymentUrl).searchParams.get('token');
      const remote = server.orders.get(orderId);
      if (remote?.invoiceId !== answer.orderId) throw new Error(`no PayPal order of order ${answer.orderId} at ${answer.paymentUrl}`);
      server.approve(orderId);
    },
    paidAtProvider: () => server.captures.size,
    requestsAtProvider: () => server.requests.length,
  };
}

// ---- the shop, its cart and its shoppers ----

/** A fresh embedded shop with the demo catalogue; `settings` its provider settings (none: bank transfer). */
async function openShop(cleanup, mode, settings) {
  const unset = Object.fromEntries(PROVIDER_SETTINGS.map((name) => [name, undefined]));
  const about = Object.keys(settings).length
    ? `with the demo catalogue and ${Object.keys(settings).join(', ')} (the local ${mode})`
    : 'with the demo catalogue and no payment provider settings (bank transfer)';
  const shop = await openEmbeddedShop(cleanup, { settings: { ...unset, ...settings }, timeoutMs: 120_000, about, log });
  log(`${mode}: open on ${shop.baseUrl} after ${fmt.s(shop.coldStartMs)} (incl. initdb and the demo seed)`);
  return shop;
}

/** The 10-line cart of commerce.bench.js and its total, checked with the bench's own arithmetic. */
async function checkedCart(baseUrl) {
  const { products } = await listProducts(baseUrl);
  const cart = chooseCart(products, CART_LINES);
  const quote = await post(`${baseUrl}/api/cart/quote`, { items: cart, city: CITY, state: STATE });
  if (quote.status !== 200) throw new Error(`POST /api/cart/quote answered ${quote.status} ${quote.text.slice(0, 300)}`);
  return { cart, total: checkQuote(quote.body, cart, TAX_BASIS_POINTS) };
}

/** `count` shoppers with the cart saved, as cookies: [checker, …warm-up, …measured]. */
async function shoppersFor(mode, baseUrl, cart, measuredCount, prefix = mode) {
  const warmupCount = warmupShare(measuredCount);
  const count = 1 + warmupCount + measuredCount;
  log(`${mode}: signing in ${fmt.int(count)} shoppers and saving their cart…`);
  const prepared = await prepareShoppers(baseUrl, { count, prefix: `${prefix}-shopper`, cartItems: cart, concurrency: config.signInConcurrency });
  const [checker, ...rest] = prepared.shoppers.map((s) => s.cookie);
  log(`${mode}: shoppers ready in ${fmt.s(prepared.ms)}`);
  return { checker, warmup: rest.slice(0, warmupCount), measured: rest.slice(warmupCount), prepareMs: prepared.ms };
}

/** Orders in the shop's `commerce` schema by status: { pending, paid, … }. */
async function countOrders(databaseUrl) {
  const { rows } = await withPostgres(databaseUrl, (c) => c.query('SELECT status, count(*)::int AS n FROM commerce.orders GROUP BY status'));
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

// ---- where the cores went ----

const TICKS_PER_S = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times

/** CPU seconds so far of a process (its own, and of its children it has reaped), from /proc/<pid>/stat; 0 when it is gone. */
function cpuSecondsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // after "pid (name) ": state is fields[0]
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/**
 * Measures the CPU time of `work()`: the shop's Node process, its Postgres (every process below it), and the bench's own
 * process (the load generator and, for the paid flows, the local provider) — { result, cpu: { shop, postgres, bench, wallS } }.
 * A Postgres backend that ends during the work takes its time with it, so the Postgres figure is a lower bound.
 */
async function withCpu(shopPid, work) {
  const sample = () => {
    const [root, ...rest] = processTree(shopPid);
    return { shop: cpuSecondsOf(root), postgres: rest.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0) };
  };
  const before = sample();
  const bench = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const after = sample();
  const used = process.cpuUsage(bench);
  return {
    result,
    cpu: {
      shop: after.shop - before.shop,
      postgres: Math.max(0, after.postgres - before.postgres),
      bench: (used.user + used.system) / 1e6,
      wallS: (performance.now() - started) / 1000,
    },
  };
}

/** CPU figures per order (ms) and as cores in use. */
function cpuPerOrder(cpu, orders) {
  const perOrder = (s) => (orders ? (s * 1000) / orders : null);
  return {
    ...cpu,
    orders,
    msPerOrder: { shop: perOrder(cpu.shop), postgres: perOrder(cpu.postgres), bench: perOrder(cpu.bench) },
    cores: (cpu.shop + cpu.postgres + cpu.bench) / cpu.wallS,
  };
}

const isPendingOrder = (body, total, provider) =>
  body?.status === 'pending' && body.total === total && typeof body.orderId === 'string' && (!provider || body.paymentProvider === provider);

// ---- baseline: the checkout as commerce.bench.js loads it ----

async function baselineMode(cleanup) {
  const shop = await openShop(cleanup, 'baseline', {});
  const { cart, total } = await checkedCart(shop.baseUrl);
  const shoppers = await shoppersFor('baseline', shop.baseUrl, cart, config.shoppers);
  const body = checkoutBody();
  const checked = await post(shop.baseUrl + CHECKOUT_PATH, body, { headers: { cookie: shoppers.checker } });
  if (checked.status !== 201 || !isPendingOrder(checked.body, total)) {
    throw new Error(`POST ${CHECKOUT_PATH} answered ${checked.status} ${checked.text.slice(0, 300)} instead of 201, pending, total ${total}`);
  }
  log(`baseline: checkout answers 201 pending $${total.toFixed(2)} (${checked.body.paymentProvider}); loading POST ${CHECKOUT_PATH}…`);
  const before = await countOrders(shop.databaseUrl);
  const isOrder = (text) => {
    try {
      return isPendingOrder(JSON.parse(text), total);
    } catch {
      return false;
    }
  };
  const checkoutLoad = (cookies) => {
    const rotation = rotateHeader('cookie', cookies, { every: LIMITS.unpaidOrders, headers: JSON_HEADERS });
    return {
      rotation,
      request: { path: CHECKOUT_PATH, method: 'POST', headers: JSON_HEADERS, body, setupClient: rotation.setupClient, verifyBody: isOrder },
    };
  };
  const measured = checkoutLoad(shoppers.measured);
  const warm = checkoutLoad(shoppers.warmup);
  const { result: loaded, cpu } = await withCpu(shop.pid, () =>
    measureRequest(shop, loadOptions, {
      request: measured.request,
      warmupRequest: warm.request,
      expected: `201 with a pending order of ${total}`,
    }),
  );
  const after = await countOrders(shop.databaseUrl);
  const created = (load) => load?.statusCodes['201'] ?? 0;
  let client = null;
  if (config.clientBaseline) {
    // Other shoppers again (the first ones hold 3 unpaid orders each), 3 checkouts each, through runFlows.
    const again = await shoppersFor('baseline', shop.baseUrl, cart, config.shoppers, 'baseline-client');
    log(`baseline: loading POST ${CHECKOUT_PATH} through the bench's own client…`);
    const flows = (cookies, durationS) => runFlows({ baseUrl: shop.baseUrl, total, cookies, durationS, turn: LIMITS.unpaidOrders });
    const warmup = config.warmupS > 0 ? await flows(again.warmup, config.warmupS) : null;
    client = { ...(await flows(again.measured, config.durationS)), warmupWrong: warmup?.wrong ?? 0, shoppers: again.measured.length };
  }
  return {
    client,
    startMs: shop.coldStartMs,
    cartTotal: total,
    paymentProvider: checked.body.paymentProvider,
    load: loaded.load,
    problems: loaded.problems,
    shoppers: shoppers.measured.length,
    warmupShoppers: shoppers.warmup.length,
    shoppersUsed: measured.rotation.valuesUsed(),
    mostPerShopper: measured.rotation.mostPerValue(),
    prepareMs: shoppers.prepareMs,
    orders: { inDatabase: (after.pending ?? 0) - (before.pending ?? 0), answered201: created(loaded.warmup) + created(loaded.load) },
    cpu: cpuPerOrder(cpu, created(loaded.warmup) + created(loaded.load)),
  };
}

// ---- the paid flows: checkout → pay at the provider → confirm ----

/** One JSON POST on the flow's keep-alive agent: { status, body (parsed, or null), ms }; status 0 when no answer came. */
function postJson(agent, url, payload, cookie) {
  const headers = { ...JSON_HEADERS, 'content-length': Buffer.byteLength(payload), cookie };
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status, text, error) => {
      let body = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON
      }
      resolve({ status, body, text: text ?? error, ms: performance.now() - started });
    };
    const req = http.request(url, { method: 'POST', headers, agent, timeout: config.timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.once('end', () => done(res.statusCode, text));
      res.once('error', (err) => done(0, null, err.message));
    });
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', (err) => done(0, null, err.message));
    req.end(payload);
  });
}

/**
 * `connections` workers for durationS seconds, each doing flows one after the other; each worker is one shopper (of
 * `cookies`, in turn, none twice while the pool lasts) for `turn` flows, then the next one. A paid flow: POST
 * /api/checkout {city, state, paymentProvider} (201, pending, the cart's total, this provider), pay(answer) (the shopper
 * pays at the local provider), POST /api/payments/confirm {orderId} (200, status `paid`). Without a provider (the
 * baseline through this same client) a flow is the checkout alone. A flow that goes wrong is counted by where it went
 * wrong, its first answers kept; the shopper stays. A flow begun before the end is finished; the rate is the flows done
 * right over the time until the last one ended.
 */
async function runFlows({ baseUrl, provider = null, pay, total, cookies, durationS, turn }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.connections });
  const checkoutUrl = baseUrl + CHECKOUT_PATH;
  const confirmUrl = baseUrl + CONFIRM_PATH;
  const payload = checkoutBody(provider);
  const used = new Array(cookies.length).fill(0);
  let nextShopper = 0;
  const timings = { checkout: [], pay: [], confirm: [], flow: [] };
  const statuses = { checkout: {}, confirm: {} };
  const failed = { checkout: 0, pay: 0, confirm: 0, notPaid: 0 };
  const examples = [];
  const keep = (what) => examples.length < 5 && examples.push(what);
  let done = 0;
  let lastDone = 0;
  const started = performance.now();
  const end = started + durationS * 1000;

  /** One flow as `cookie`: true when it ended right (the order paid; without a provider, placed). */
  const flow = async (cookie) => {
    const placed = await postJson(agent, checkoutUrl, payload, cookie);
    statuses.checkout[placed.status] = (statuses.checkout[placed.status] ?? 0) + 1;
    timings.checkout.push(placed.ms);
    if (placed.status !== 201 || !isPendingOrder(placed.body, total, provider)) {
      failed.checkout++;
      keep(`checkout ${placed.status} ${String(placed.text).slice(0, 200)}`);
      return false;
    }
    if (!provider) return true;
    const payStarted = performance.now();
    try {
      pay(placed.body);
    } catch (err) {
      failed.pay++;
      keep(`pay: ${err.message}`);
      return false;
    }
    timings.pay.push(performance.now() - payStarted);
    const confirm = await postJson(agent, confirmUrl, JSON.stringify({ orderId: placed.body.orderId }), cookie);
    statuses.confirm[confirm.status] = (statuses.confirm[confirm.status] ?? 0) + 1;
    timings.confirm.push(confirm.ms);
    if (confirm.status !== 200) {
      failed.confirm++;
      keep(`confirm ${confirm.status} ${String(confirm.text).slice(0, 200)}`);
      return false;
    }
    if (confirm.body?.status !== 'paid' || confirm.body.orderId !== placed.body.orderId || confirm.body.paymentProvider !== provider) {
      failed.notPaid++;
      keep(`confirm 200 ${String(confirm.text).slice(0, 200)}`);
      return false;
    }
    return true;
  };

  const worker = async () => {
    let shopper = -1;
    let left = 0;
    while (performance.now() < end) {
      if (left === 0) {
        shopper = nextShopper++ % cookies.length;
        left = turn;
      }
      left--;
      used[shopper]++;
      const flowStarted = performance.now();
      if (await flow(cookies[shopper])) {
        done++;
        lastDone = performance.now();
        timings.flow.push(lastDone - flowStarted);
      }
    }
  };
  await Promise.all(Array.from({ length: config.connections }, worker));
  agent.destroy();
  const seconds = (Math.max(lastDone, end) - started) / 1000;
  const figures = (list) => {
    const sorted = list.slice().sort((a, b) => a - b);
    return { count: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
  };
  return {
    done,
    seconds: round(seconds),
    rate: done / seconds,
    flows: used.reduce((n, c) => n + c, 0),
    checkout: { ...figures(timings.checkout), statuses: statuses.checkout },
    pay: figures(timings.pay),
    confirm: { ...figures(timings.confirm), statuses: statuses.confirm },
    flow: figures(timings.flow),
    failed,
    wrong: failed.checkout + failed.pay + failed.confirm + failed.notPaid,
    examples,
    shoppersUsed: Math.min(nextShopper, cookies.length),
    mostPerShopper: Math.max(...used),
  };
}

const round = (ms) => (ms === null || ms === undefined ? null : Math.round(ms * 10) / 10);

async function providerMode(provider, cleanup) {
  const local = await startProvider(provider, cleanup);
  log(`${provider}: the local ${provider === 'stripe' ? 'Stripe' : 'PayPal'} (test/support/payment-servers) on ${local.server.url}`);
  const shop = await openShop(cleanup, provider, local.settings);
  const offered = await (await fetch(`${shop.baseUrl}/api/payments/providers`)).json();
  if (!offered.providers?.includes(provider)) throw new Error(`GET /api/payments/providers answered ${JSON.stringify(offered)}, without ${provider}`);
  const { cart, total } = await checkedCart(shop.baseUrl);
  const shoppers = await shoppersFor(provider, shop.baseUrl, cart, config.paidShoppers);

  // The check, one flow step by step: pending before the shopper paid, paid after, and so in the shop's database.
  const agent = new http.Agent({ keepAlive: true });
  const placed = await postJson(agent, shop.baseUrl + CHECKOUT_PATH, checkoutBody(provider), shoppers.checker);
  if (placed.status !== 201 || !isPendingOrder(placed.body, total, provider)) {
    throw new Error(
      `POST ${CHECKOUT_PATH} (${provider}) answered ${placed.status} ${placed.text.slice(0, 300)} instead of 201, pending, total ${total}`,
    );
  }
  const confirmBody = JSON.stringify({ orderId: placed.body.orderId });
  const early = await postJson(agent, shop.baseUrl + CONFIRM_PATH, confirmBody, shoppers.checker);
  if (early.status !== 200 || early.body?.status !== 'pending') {
    throw new Error(`POST ${CONFIRM_PATH} before paying answered ${early.status} ${early.text.slice(0, 300)} instead of 200 pending`);
  }
  local.pay(placed.body);
  const confirmed = await postJson(agent, shop.baseUrl + CONFIRM_PATH, confirmBody, shoppers.checker);
  agent.destroy();
  if (confirmed.status !== 200 || confirmed.body?.status !== 'paid') {
    throw new Error(`POST ${CONFIRM_PATH} after paying answered ${confirmed.status} ${confirmed.text.slice(0, 300)} instead of 200 paid`);
  }
  const { rows } = await withPostgres(shop.databaseUrl, (c) =>
    c.query('SELECT status, payment_method FROM commerce.orders WHERE id = $1', [placed.body.orderId]),
  );
  if (rows[0]?.status !== 'paid' || rows[0].payment_method !== provider)
    throw new Error(`order ${placed.body.orderId} is ${JSON.stringify(rows[0])} in commerce.orders`);
  log(`${provider}: checkout → pay → confirm answers paid ($${total.toFixed(2)}, paid by ${provider} in commerce.orders); loading the paid flow…`);

  const flows = (cookies, durationS) =>
    runFlows({ baseUrl: shop.baseUrl, provider, pay: local.pay, total, cookies, durationS, turn: config.paidTurn });
  const before = await countOrders(shop.databaseUrl);
  const paidBefore = local.paidAtProvider();
  const requestsBefore = local.requestsAtProvider();
  const {
    result: [warmup, load],
    cpu,
  } = await withCpu(shop.pid, async () => [
    config.warmupS > 0 ? await flows(shoppers.warmup, config.warmupS) : null,
    await flows(shoppers.measured, config.durationS),
  ]);
  const after = await countOrders(shop.databaseUrl);
  const dead = shop.processes.filter((p) => p.crashed());
  return {
    startMs: shop.coldStartMs,
    cartTotal: total,
    providerUrl: local.server.url,
    load,
    warmup: warmup && { done: warmup.done, wrong: warmup.wrong, rate: warmup.rate, examples: warmup.examples },
    shoppers: shoppers.measured.length,
    warmupShoppers: shoppers.warmup.length,
    prepareMs: shoppers.prepareMs,
    orders: {
      paidInDatabase: (after.paid ?? 0) - (before.paid ?? 0),
      pendingInDatabase: (after.pending ?? 0) - (before.pending ?? 0),
      paidCounted: (warmup?.done ?? 0) + load.done,
      paidAtProvider: local.paidAtProvider() - paidBefore,
      requestsAtProvider: local.requestsAtProvider() - requestsBefore,
    },
    cpu: cpuPerOrder(cpu, (warmup?.done ?? 0) + load.done),
    crashed: dead.map((p) => `${p.name} died (${p.exit.signal ?? `exit code ${p.exit.code}`}):\n${p.tail()}`),
  };
}

const RUNNERS = {
  baseline: baselineMode,
  stripe: (cleanup) => providerMode('stripe', cleanup),
  paypal: (cleanup) => providerMode('paypal', cleanup),
};

// ---- report ----

const shareOfBaseline = (rate, results) => (results.baseline?.load?.rps && rate !== undefined ? rate / results.baseline.load.rps : null);
const pass = (met) => (met === null ? 'NOT MEASURED' : met ? 'PASS' : 'MISS');

function figureTable(results) {
  const rows = [['setup', 'orders/s', 'vs checkout', 'checkout p50 / p99 ms', 'confirm p50 / p99 ms', 'wrong', 'target']];
  const base = results.baseline;
  if (base) {
    rows.push(
      base.load
        ? [
            `baseline  POST ${CHECKOUT_PATH} (${base.paymentProvider}), checkouts`,
            fmt.int(base.load.rps),
            '100 %',
            `${fmt.ms(base.load.p50)} / ${fmt.ms(base.load.p99)}`,
            '-',
            fmt.int(base.load.errors + base.load.non2xx + base.load.mismatches),
            'the reference',
          ]
        : ['baseline  checkouts', 'failed', '-', '-', '-', '-', '-'],
    );
  }
  const client = base?.client;
  if (client) {
    const share = shareOfBaseline(client.rate, results);
    rows.push([
      `baseline  the same checkouts through the bench's own client`,
      fmt.int(client.rate),
      share === null ? 'n/a' : fmt.pct(share),
      `${fmt.ms(client.checkout.p50)} / ${fmt.ms(client.checkout.p99)}`,
      '-',
      fmt.int(client.wrong),
      'information',
    ]);
  }
  for (const provider of PROVIDERS.filter((p) => results[p])) {
    const r = results[provider].load;
    if (!r) {
      rows.push([`${provider.padEnd(9)} paid flow`, 'failed', '-', '-', '-', '-', '-']);
      continue;
    }
    const share = shareOfBaseline(r.rate, results);
    const target = targetOf(provider, results);
    rows.push([
      `${provider.padEnd(9)} checkout → ${provider === 'stripe' ? 'pay' : 'approve'} → confirm, paid orders`,
      fmt.int(r.rate),
      share === null ? 'n/a' : fmt.pct(share),
      `${fmt.ms(r.checkout.p50)} / ${fmt.ms(r.checkout.p99)}`,
      `${fmt.ms(r.confirm.p50)} / ${fmt.ms(r.confirm.p99)}`,
      fmt.int(r.wrong),
      pass(target.met),
    ]);
  }
  return table(rows);
}

/** A paid flow's target: ≥ 50 % of the baseline's checkouts/s and confirm p99 < 250 ms, every flow paid. */
function targetOf(provider, results) {
  const r = results[provider]?.load;
  const share = r ? shareOfBaseline(r.rate, results) : null;
  const measured = share !== null && r.confirm.p99 !== null;
  return {
    name: `${provider} paid flow ≥ ${TARGETS.shareOfCheckout * 100} % of the checkout rate, confirm p99 < ${TARGETS.confirmP99Ms} ms, every flow paid`,
    value: measured
      ? `${fmt.pct(share)}, confirm p99 ${fmt.ms(r.confirm.p99)} ms${r.wrong ? `, ${fmt.int(r.wrong)} flows wrong` : ''}`
      : 'not measured',
    met: measured ? share >= TARGETS.shareOfCheckout && r.confirm.p99 < TARGETS.confirmP99Ms && r.wrong === 0 : null,
    share,
    confirmP99: measured ? r.confirm.p99 : null,
  };
}

function detailLines(results) {
  const lines = [];
  const base = results.baseline;
  if (base?.load) {
    lines.push(
      `baseline: ${fmt.int(base.shoppers)} shoppers (+${fmt.int(base.warmupShoppers)} for the warm-up, 1 for the check) signed in with the cart ` +
        `saved in ${fmt.s(base.prepareMs)}; ${fmt.int(base.shoppersUsed)} used, at most ${base.mostPerShopper} checkouts each ` +
        `(limits ${LIMITS.checkoutsPerMinute}/min, ${LIMITS.unpaidOrders} unpaid orders); ${fmt.int(base.orders.inDatabase)} new pending orders ` +
        `for ${fmt.int(base.orders.answered201)} answers 201 (warm-up + run)`,
    );
  }
  for (const provider of PROVIDERS) {
    const r = results[provider];
    if (!r?.load) continue;
    const l = r.load;
    lines.push(
      `${provider}: ${fmt.int(l.done)} orders paid in ${l.seconds} s (${fmt.int(l.flows)} flows begun), flow p50 ${fmt.ms(l.flow.p50)} ms / p99 ${fmt.ms(l.flow.p99)} ms ` +
        `(the local provider's ${provider === 'stripe' ? 'pay' : 'approve'}: p99 ${fmt.ms(l.pay.p99)} ms, in the bench's process); ` +
        `checkout ${JSON.stringify(l.checkout.statuses)}, confirm ${JSON.stringify(l.confirm.statuses)}`,
    );
    lines.push(
      `${provider}: ${fmt.int(r.shoppers)} shoppers (+${fmt.int(r.warmupShoppers)} for the warm-up, 1 for the check) ready in ${fmt.s(r.prepareMs)}; ` +
        `${fmt.int(l.shoppersUsed)} used, at most ${l.mostPerShopper} flows each (a turn of ${config.paidTurn}; limits ${LIMITS.checkoutsPerMinute} checkouts ` +
        `and ${LIMITS.confirmsPerMinute} confirms a minute); commerce.orders: +${fmt.int(r.orders.paidInDatabase)} paid, +${fmt.int(r.orders.pendingInDatabase)} pending ` +
        `for ${fmt.int(r.orders.paidCounted)} paid answers (warm-up + run); paid at the local ${provider}: ${fmt.int(r.orders.paidAtProvider)}, ` +
        `which answered ${fmt.int(r.orders.requestsAtProvider)} requests of the shop (${(r.orders.requestsAtProvider / Math.max(1, r.orders.paidCounted)).toFixed(2)} per paid order)`,
    );
  }
  return lines;
}

/** Where the cores went during the warm-up and the run, per order: the shop's Node process, its Postgres, the bench. */
function cpuLines(results) {
  const ms = (v) => (v === null ? '?' : `${v.toFixed(1)} ms`);
  const shopMs = (mode) => {
    const per = results[mode]?.cpu?.msPerOrder;
    return per?.shop && per.postgres !== null ? per.shop + per.postgres : null;
  };
  const lines = MODES.filter((mode) => results[mode]?.cpu).map((mode) => {
    const { msPerOrder, cores, orders } = results[mode].cpu;
    const what = mode === 'baseline' ? 'checkout' : 'paid order';
    return (
      `cpu per ${what} (${mode}, warm-up + run, ${fmt.int(orders)} orders): shop's Node ${ms(msPerOrder.shop)}, its Postgres ${ms(msPerOrder.postgres)}, ` +
      `the bench's process ${ms(msPerOrder.bench)} (load generator${mode === 'baseline' ? '' : ' and the local provider'}); ${cores.toFixed(2)} of ${config.cpus} cores busy with them`
    );
  });
  // Another's work on the machine changes the rates, much less the CPU an order costs: the rate ratio the shop's own
  // CPU per order implies (Node + Postgres, without the bench's process that also plays the provider), for information.
  const base = shopMs('baseline');
  const implied = PROVIDERS.filter((p) => base && shopMs(p)).map((p) => `${p} ${fmt.pct(base / shopMs(p))}`);
  if (implied.length)
    lines.push(
      `the shop's CPU per checkout ÷ per paid order (Node + Postgres): ${implied.join(', ')} (the share of the checkout rate that CPU alone allows)`,
    );
  return lines;
}

function problemLines(results) {
  const lines = [];
  for (const [mode, result] of Object.entries(results)) {
    if (result?.error) lines.push(`${mode} failed: ${result.error}`);
    for (const problem of result?.problems ?? []) lines.push(`${mode} ${CHECKOUT_PATH}: ${problem}`);
    if (result?.load?.statusCodes?.['429'] || result?.load?.statusCodes?.['409']) {
      lines.push(`${mode}: answers 429/409 ${JSON.stringify(result.load.statusCodes)}: the rotation over ${result.shoppers} shoppers is too small`);
    }
    for (const dead of result?.crashed ?? []) lines.push(`${mode}: ${dead}`);
    const l = result?.load;
    if (l?.failed && l.wrong)
      lines.push(`${mode}: ${l.wrong} flows went wrong ${JSON.stringify(l.failed)}; first ones:\n    ${l.examples.join('\n    ')}`);
    const c = result?.client;
    if (c?.wrong || c?.warmupWrong)
      lines.push(`${mode} (the bench's client): ${c.wrong} checkouts went wrong; first ones:\n    ${c.examples.join('\n    ')}`);
    if (result?.warmup?.wrong)
      lines.push(`${mode} warm-up: ${result.warmup.wrong} flows went wrong; first ones:\n    ${result.warmup.examples.join('\n    ')}`);
    const o = result?.orders;
    if (o?.paidCounted !== undefined && (o.paidInDatabase !== o.paidCounted || o.paidAtProvider < o.paidCounted)) {
      lines.push(
        `${mode}: ${o.paidInDatabase} orders paid in commerce.orders and ${o.paidAtProvider} at the provider for ${o.paidCounted} paid answers`,
      );
    }
  }
  return lines;
}

function render(results, loadAverage) {
  const targets = PROVIDERS.filter((p) => config.modes.includes(p)).map((p) => targetOf(p, results));
  const sections = [
    `the paid flow through a payment provider beside the checkout: ${config.connections} connections, ${config.durationS} s per line after a ` +
      `${config.warmupS} s warm-up, a ${CART_LINES}-line cart saved for every shopper; each on a fresh embedded shop; the load generator and the local ` +
      `providers share the machine's ${config.cpus} cores with the shop ${loadAverageNote(loadAverage)}`,
    figureTable(results),
    [...detailLines(results), ...cpuLines(results)].join('\n'),
    `targets\n${table(targets.map((t) => [`  ${t.name}`, t.value, pass(t.met)]))}`,
  ];
  const problems = problemLines(results);
  if (problems.length) sections.push(`problems seen\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { text: sections.join('\n\n'), targets };
}

// ---- run ----

async function main() {
  assertKnownModes(config.modes, MODES);
  assertWholeNumbers(config, ['shoppers', 'paidShoppers', 'paidTurn', 'timeoutMs', 'signInConcurrency']);
  if (config.paidTurn > Math.min(LIMITS.checkoutsPerMinute, LIMITS.confirmsPerMinute))
    throw new Error(`PAID_TURN must be at most ${LIMITS.checkoutsPerMinute}`);
  assertBuilt();
  handleInterrupts();

  const results = {};
  const run = modeRunner(config.modes, RUNNERS, results);
  const loadAverage = await withLoadAverage(async () => {
    for (const mode of MODES) await run(mode);
  });

  const { text, targets } = render(results, loadAverage);
  printAndSave('payments', text, { ...config, city: CITY, state: STATE, cartLines: CART_LINES }, { loadAverage, results, targets });
}

runBench(main);
