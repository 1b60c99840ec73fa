import axe from 'axe-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Browser, chromium, Locator, Page } from 'playwright-core';
import { WEB_ROOT } from '../../apps/gateway/src/bootstrap/web-root';
import { lastCodeMailedTo, startTestShop, TEST_ADMIN, TestShop } from './test-shop';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless (Playwright gives it a fresh profile), with the flags this machine's closed network needs. */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return { browser, close: () => browser.close() };
}

export interface BrowserShop {
  shop: TestShop;
  browser: Browser;
}

/**
 * For a browser test file: the embedded shop serving the built web app (with these settings), and
 * Chromium, started before the file's tests and closed after them.
 */
export function useBrowserShop(env: NodeJS.ProcessEnv = {}): () => BrowserShop {
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) {
    throw new Error(`The web app is not built (${WEB_ROOT}): run "npm run build:web" (npm test does).`);
  }
  let current: BrowserShop | undefined;
  let shop: TestShop | undefined;
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
  beforeAll(async () => {
    shop = await startTestShop(env, { webRoot: WEB_ROOT });
    chromium = await launchChromium();
    current = { shop, browser: chromium.browser };
  });
  // The shop closes even when Chromium never started: the jest worker goes on to its next file.
  afterAll(async () => {
    await chromium?.close();
    await shop?.close();
  });
  return () => current!;
}

/** Signs in through the admin login form as TEST_ADMIN and waits for the dashboard; then opens its `tab` when given. */
export async function signInAsAdmin(page: Page, baseUrl: string, tab?: string): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.getByTestId('admin-login-email').fill(TEST_ADMIN.email);
  await page.getByTestId('admin-login-password').fill(TEST_ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
  if (tab) await page.getByTestId(`admin-tab-${tab}`).click();
}

/** Signs a shopper in with her e-mail on the landing page and waits for the products page. */
export async function signInOnLanding(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.getByTestId('landing-email-input').fill(email);
  await page.getByTestId('landing-submit').click();
  await page.waitForURL(`${baseUrl}/products`);
}

/**
 * Verifies her e-mail through the verify form `form` holds (the card, or the dialog): sends the code, types the one the
 * shop mailed her (written under mailDir) and submits.
 */
export async function verifyWithMailedCode(form: Locator, mailDir: string, email: string): Promise<void> {
  await form.getByTestId('verify-send-code').click();
  await form.getByTestId('verify-email-notice').waitFor();
  await form.getByTestId('verify-code-input').fill(lastCodeMailedTo(mailDir, email));
  await form.getByTestId('verify-submit').click();
}

/** axe-core's serious and critical violations on the page as it is now: rule, nodes and axe's own summary. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the shop's CSP (script-src 'self') refuses inline <script> tags.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}
