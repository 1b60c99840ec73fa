'use strict';
/**
 * The web app as a phone loads it, on the landing page (signed out) and /products (signed in):
 *   bytes       Chromium through Playwright at 390×844, a fresh profile each page: every response's bytes on the wire
 *               (encoded body + headers) summed, beside the bodies' decoded size (what would travel uncompressed)
 *   lighthouse  the lighthouse package, default (mobile) config — simulated throttling, a Moto G Power screen — against
 *               Debian's Chromium through chrome-launcher: performance, accessibility, LCP; RUNS runs a page, the median
 * The shop: apps/gateway/dist/embedded.main.js on a fresh DATA_DIR with its demo catalogue. See bench/README.md.
 */
const fs = require('node:fs');
const path = require('node:path');
const { get, post, cookieFrom, waitForHealth } = require('./lib/net');
const { handleInterrupts, runWithCleanup, tempDir } = require('./lib/cleanup');
const { CHROMIUM_PATH, CHROMIUM_FLAGS, launchPlaywrightChromium } = require('./lib/chromium');
const { startEmbedded } = require('./lib/embedded');
const { fmt, table, writeResults } = require('./lib/report');
const { assertBuilt, ROOT } = require('./lib/shop');

const config = {
  runs: Number(process.env.RUNS ?? 3),
  shopperEmail: 'bench-shopper@example.com',
};

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const TARGETS = { performance: 90, accessibility: 95, lcpMs: 2500 };
const SESSION_COOKIE = 'shop_session';

const PAGES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'products', path: '/products', signedIn: true },
];

const log = (message) => console.log(`· ${message}`);

/** A shopper signed in through the API: her session cookie and the localStorage keys the web app keeps (lib/session.ts). */
async function signIn(baseUrl) {
  const answer = await post(`${baseUrl}/api/users`, { email: config.shopperEmail });
  const cookie = cookieFrom(answer.headers, SESSION_COOKIE);
  if (answer.status >= 300 || !cookie)
    throw new Error(`POST /api/users answered ${answer.status} ${answer.text.slice(0, 200)} without ${SESSION_COOKIE}`);
  const [name, ...value] = cookie.split('=');
  return {
    cookie: { name, value: value.join('='), url: baseUrl },
    localStorage: { userEmail: config.shopperEmail, deviceId: 'device_bench', lastLoginTime: String(Date.now()) },
  };
}

/** Puts the shopper's cookie and localStorage into a browser context (before any page of the shop is loaded). */
async function addShopper(context, baseUrl, shopper) {
  await context.addCookies([shopper.cookie]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/health`); // same origin, no web app: nothing cached
  await page.evaluate((entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)), shopper.localStorage);
  await page.close();
}

/** Every response of one page load, until the network is idle: bytes on the wire and decoded bytes, by resource type. */
async function measureBytes(browser, baseUrl, page, shopper) {
  const context = await browser.newContext(PHONE);
  try {
    if (page.signedIn) await addShopper(context, baseUrl, shopper);
    const tab = await context.newPage();
    const seen = [];
    tab.on('requestfinished', (request) => seen.push(request));
    await tab.goto(baseUrl + page.path, { waitUntil: 'networkidle' });
    if (new URL(tab.url()).pathname !== page.path) throw new Error(`${page.path} ended on ${tab.url()}`);
    const byType = {};
    let wire = 0;
    let decoded = 0;
    for (const request of seen) {
      const response = await request.response();
      if (!response) continue;
      const sizes = await request.sizes();
      const body = await response.body().catch(() => Buffer.alloc(0));
      const type = request.resourceType();
      const entry = (byType[type] ??= { requests: 0, wire: 0, decoded: 0 });
      entry.requests += 1;
      entry.wire += sizes.responseBodySize + sizes.responseHeadersSize;
      entry.decoded += body.length;
      wire += sizes.responseBodySize + sizes.responseHeadersSize;
      decoded += body.length;
    }
    return { requests: seen.length, wire, decoded, byType };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse needs the shopper's session in Chromium's own profile: Playwright connects over CDP, adds it to the
 * default context and empties the HTTP cache; the run then keeps storage (disableStorageReset).
 */
async function prepareLighthouseProfile(port, baseUrl, shopper) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await addShopper(context, baseUrl, shopper);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseRuns(baseUrl, page, shopper) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const runs = [];
  for (let i = 0; i < config.runs; i++) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      if (page.signedIn) await prepareLighthouseProfile(chrome.port, baseUrl, shopper);
      const { lhr } = await lighthouse(baseUrl + page.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: page.signedIn,
      });
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`Lighthouse on ${page.path} ended on ${lhr.finalDisplayedUrl}`);
      const audit = (id) => lhr.audits[id];
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcpMs: audit('largest-contentful-paint').numericValue,
        fcpMs: audit('first-contentful-paint').numericValue,
        tbtMs: audit('total-blocking-time').numericValue,
        cls: audit('cumulative-layout-shift').numericValue,
        totalBytes: audit('total-byte-weight').numericValue,
        failedAccessibilityAudits: lhr.categories.accessibility.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score === 0)
          .map((ref) => ref.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  const middle = runs.find((run) => run.performance === median(runs.map((r) => r.performance)));
  return { median: { ...middle, lcpMs: median(runs.map((r) => r.lcpMs)) }, runs };
}

function report(results) {
  console.log('\nBytes per page load (Chromium 390×844, empty cache)');
  console.log(
    table([
      ['page', 'requests', 'on the wire', 'decoded', 'JS + CSS on the wire', 'JS + CSS decoded'],
      ...results.map(({ page, bytes }) => {
        const code = ['script', 'stylesheet'].map((t) => bytes.byType[t] ?? { wire: 0, decoded: 0 });
        return [
          page,
          bytes.requests,
          fmt.kb(bytes.wire),
          fmt.kb(bytes.decoded),
          fmt.kb(code[0].wire + code[1].wire),
          fmt.kb(code[0].decoded + code[1].decoded),
        ];
      }),
    ]),
  );
  console.log(`\nLighthouse, mobile (median of ${config.runs})`);
  console.log(
    table([
      ['page', 'performance', 'accessibility', 'LCP', 'FCP', 'TBT', 'CLS', 'bytes (Lighthouse)', 'runs (perf)'],
      ...results.map(({ page, lighthouse: { median: m, runs } }) => [
        page,
        m.performance,
        m.accessibility,
        fmt.s(m.lcpMs),
        fmt.s(m.fcpMs),
        `${Math.round(m.tbtMs)} ms`,
        m.cls.toFixed(3),
        fmt.kb(m.totalBytes),
        runs.map((r) => r.performance).join(' '),
      ]),
    ]),
  );
  console.log('\nTargets');
  for (const {
    page,
    lighthouse: { median: m },
  } of results) {
    const checks = [
      [`performance ${m.performance} ≥ ${TARGETS.performance}`, m.performance >= TARGETS.performance],
      [`accessibility ${m.accessibility} ≥ ${TARGETS.accessibility}`, m.accessibility >= TARGETS.accessibility],
      [`LCP ${fmt.s(m.lcpMs)} ≤ ${fmt.s(TARGETS.lcpMs)}`, m.lcpMs <= TARGETS.lcpMs],
    ];
    console.log(`  ${page.padEnd(9)} ${checks.map(([text, ok]) => `${ok ? 'met' : 'MISSED'}: ${text}`).join(' · ')}`);
    if (m.failedAccessibilityAudits.length) console.log(`            failing accessibility audits: ${m.failedAccessibilityAudits.join(', ')}`);
  }
}

async function main() {
  handleInterrupts();
  assertBuilt();
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('The web app is not built: run `npm run build:web` first.');
  const outcome = await runWithCleanup('lighthouse', async (cleanup) => {
    log('starting the embedded shop (fresh DATA_DIR, demo catalogue)…');
    const shop = await startEmbedded(tempDir(cleanup, 'bench-lighthouse-'), 120_000, { SEED_DEMO: 'true', TRUST_PROXY: undefined });
    cleanup.defer('stop the shop', () => shop.stop());
    await waitForHealth(shop.baseUrl);
    const index = await get(`${shop.baseUrl}/`);
    if (index.status !== 200 || !String(index.text).includes('id="root"')) throw new Error(`GET / answered ${index.status} without the web app`);
    const shopper = await signIn(shop.baseUrl);

    const browser = await launchPlaywrightChromium();
    cleanup.defer('close Chromium', () => browser.close());
    const results = [];
    for (const page of PAGES) {
      log(`${page.path}: bytes…`);
      const bytes = await measureBytes(browser, shop.baseUrl, page, shopper);
      log(`${page.path}: Lighthouse ×${config.runs}…`);
      results.push({ page: page.name, bytes, lighthouse: await lighthouseRuns(shop.baseUrl, page, shopper) });
    }
    return results;
  });
  if (outcome.error) process.exit(1);
  report(outcome);
  const file = writeResults('lighthouse', config, { targets: TARGETS, pages: outcome });
  console.log(`\nFigures written to ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
