import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { WEB_ROOT } from '../../gateway/src/bootstrap/start-shop';
import { launchChromium } from '../../../test/support/browser';
import { startTestShop, TestShop, TEST_ADMIN } from '../../../test/support/test-shop';

jest.setTimeout(60_000);

if (!existsSync(`${WEB_ROOT}/index.html`)) throw new Error(`The web app is not built (${WEB_ROOT}): run "npm run build:web" (npm test does).`);

const ADMIN_TABS = [
  'analytics', 'sales', 'chat', 'users', 'product-orders', 'subscriptions', 'products', 'daily-deals', 'sale-timers',
  'sale-pricing', 'lessons', 'pigments', 'coupons', 'giveaways', 'shares', 'red-flags', 'credits', 'paint-credits',
  'referral-oversight', 'mystery-boxes', 'abandoned-carts', 'emails', 'content', 'deactivated', 'settings',
];

describe('an administrator in Chromium', () => {
  let t: TestShop;
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestShop({}, { webRoot: WEB_ROOT });
    chromium = await launchChromium();
    browser = chromium.browser;
  });
  afterAll(async () => {
    await chromium?.close();
    await t?.close();
  });

  it('reaches /admin through five quick clicks on the logo', async () => {
    const page = await browser.newPage();
    await page.goto(t.url);
    for (let i = 0; i < 5; i++) await page.getByTestId('landing-logo').click();
    await page.waitForURL(`${t.url}/admin`);
    await page.getByTestId('admin-login-email').waitFor();
    await page.close();
  });

  it('refuses a wrong password, then signs in and shows the dashboard with every tab', async () => {
    const page = await browser.newPage();
    await page.goto(`${t.url}/admin`);
    await page.getByTestId('admin-login-email').fill(TEST_ADMIN.email);
    await page.getByTestId('admin-login-password').fill('not the password');
    await page.getByTestId('admin-login-submit').click();
    await page.getByText('Invalid email or password').waitFor();

    await page.getByTestId('admin-login-password').fill(TEST_ADMIN.password);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-dashboard').waitFor();
    const tabs = await page.locator('[data-testid^="admin-tab-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('admin-tab-'.length)));
    expect(tabs).toEqual(ADMIN_TABS);

    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'shop_admin')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // No admin secret in the page: the bundle holds no key.
    const html = await page.content();
    expect(html).not.toMatch(/admin[-_]?key/i);
    await page.close();
  });

  it('opens the giveaways tab from #giveaways, and sends a signed-out admin to the login form', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${t.url}/admin/orders`);
    await page.waitForURL(`${t.url}/admin`);
    await page.getByTestId('admin-login-email').fill(TEST_ADMIN.email);
    await page.getByTestId('admin-login-password').fill(TEST_ADMIN.password);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-dashboard').waitFor();
    await page.goto(`${t.url}/admin#giveaways`);
    await expect(page.getByTestId('admin-tab-giveaways').getAttribute('aria-selected')).resolves.toBe('true');
    await context.close();
  });
});
