import { useBrowserShop } from '../../../test/support/browser';
import { TEST_ADMIN } from '../../../test/support/test-shop';

jest.setTimeout(60_000);

const ADMIN_TABS = [
  'analytics', 'sales', 'chat', 'users', 'product-orders', 'subscriptions', 'products', 'daily-deals', 'sale-timers',
  'sale-pricing', 'lessons', 'pigments', 'coupons', 'giveaways', 'shares', 'red-flags', 'credits', 'paint-credits',
  'referral-oversight', 'mystery-boxes', 'abandoned-carts', 'emails', 'content', 'deactivated', 'settings',
];

describe('an administrator in Chromium', () => {
  const env = useBrowserShop();

  it('reaches /admin through five quick clicks on the logo', async () => {
    const page = await env().browser.newPage();
    await page.goto(env().shop.url);
    for (let i = 0; i < 5; i++) await page.getByTestId('landing-logo').click();
    await page.waitForURL(`${env().shop.url}/admin`);
    await page.getByTestId('admin-login-email').waitFor();
    await page.close();
  });

  it('refuses a wrong password, then signs in and shows the dashboard with every tab', async () => {
    const page = await env().browser.newPage();
    await page.goto(`${env().shop.url}/admin`);
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
    const context = await env().browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env().shop.url}/admin/orders`);
    await page.waitForURL(`${env().shop.url}/admin`);
    await page.getByTestId('admin-login-email').fill(TEST_ADMIN.email);
    await page.getByTestId('admin-login-password').fill(TEST_ADMIN.password);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-dashboard').waitFor();
    await page.goto(`${env().shop.url}/admin#giveaways`);
    await expect(page.getByTestId('admin-tab-giveaways').getAttribute('aria-selected')).resolves.toBe('true');
    await context.close();
  });
});
