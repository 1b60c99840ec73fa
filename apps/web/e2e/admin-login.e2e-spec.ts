import { signInAsAdmin, signInOnLanding, useBrowserShop } from '../../../test/support/browser';
import { TEST_ADMIN } from '../../../test/support/test-shop';

jest.setTimeout(60_000);

const ADMIN_TABS = [
  'analytics',
  'sales',
  'chat',
  'users',
  'product-orders',
  'subscriptions',
  'products',
  'daily-deals',
  'sale-timers',
  'sale-pricing',
  'lessons',
  'pigments',
  'coupons',
  'giveaways',
  'shares',
  'red-flags',
  'credits',
  'paint-credits',
  'referral-oversight',
  'mystery-boxes',
  'abandoned-carts',
  'emails',
  'content',
  'deactivated',
  'settings',
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
    const tabs = await page
      .locator('[data-testid^="admin-tab-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('admin-tab-'.length)));
    expect(tabs).toEqual(ADMIN_TABS);

    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'shop_admin')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // No admin secret in the page: the bundle holds no key.
    const html = await page.content();
    expect(html).not.toMatch(/admin[-_]?key/i);
    await page.close();
  });

  it('sends a browser with neither a shopper nor an admin session from an admin sub-route to /, and keeps the sign-in at /admin', async () => {
    const context = await env().browser.newContext();
    const page = await context.newPage();
    for (const sub of ['/admin/chat', '/admin/orders', '/admin/deactivated', '/commission-settings']) {
      await page.goto(`${env().shop.url}${sub}`);
      await page.waitForURL(`${env().shop.url}/`);
      await page.getByText('Enter your email to begin').waitFor();
    }
    await page.goto(`${env().shop.url}/admin`);
    await page.getByTestId('admin-login-email').waitFor();
    expect(page.url()).toBe(`${env().shop.url}/admin`);
    await context.close();
  });

  it('shows an admin sub-route with an admin session, and sends a shopper without one to the /admin sign-in', async () => {
    const context = await env().browser.newContext();
    const page = await context.newPage();
    await page.goto(env().shop.url);
    await signInOnLanding(page, env().shop.url, 'just.a.shopper@example.com');
    await page.goto(`${env().shop.url}/admin/orders`);
    await page.waitForURL(`${env().shop.url}/admin`);
    await page.getByTestId('admin-login-email').waitFor();
    await context.close();

    const adminContext = await env().browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin, env().shop.url);
    await admin.goto(`${env().shop.url}/admin/chat`);
    await admin.getByTestId('live-chat-admin').waitFor();
    expect(admin.url()).toBe(`${env().shop.url}/admin/chat`);
    await adminContext.close();
  });

  it('opens the giveaways tab from #giveaways', async () => {
    const context = await env().browser.newContext();
    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url);
    await page.goto(`${env().shop.url}/admin#giveaways`);
    await expect(page.getByTestId('admin-tab-giveaways').getAttribute('aria-selected')).resolves.toBe('true');
    await context.close();
  });
});
