import type { Page } from 'playwright-core';
import { useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(60_000);

describe('a shopper in Chromium', () => {
  const env = useBrowserShop();

  async function phonePage(): Promise<Page> {
    const context = await env().browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    return context.newPage();
  }

  it('is sent back to the landing page from a guarded route before signing in', async () => {
    const page = await phonePage();
    await page.goto(`${env().shop.url}/products`);
    await page.waitForURL(`${env().shop.url}/`);
    await page.getByText('Enter your email to begin').waitFor();
    await page.context().close();
  });

  it('warns about an e-mail without @ and sends nothing', async () => {
    const page = await phonePage();
    await page.goto(env().shop.url);
    await page.getByTestId('landing-email-input').fill('no-at-sign');
    await page.getByTestId('landing-submit').click();
    await page.getByText('Please enter a valid email address.', { exact: true }).waitFor();
    expect(page.url()).toBe(`${env().shop.url}/`);
    await page.context().close();
  });

  it('signs in with an e-mail, lands on /products keeping the giveaway, and can then open guarded routes', async () => {
    const page = await phonePage();
    await page.goto(`${env().shop.url}/?giveaway=42`);
    await page.getByTestId('landing-email-input').fill('Browser.Shopper@Example.com');
    await page.getByTestId('landing-submit').click();
    await page.waitForURL(`${env().shop.url}/products?giveaway=42`);
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe('browser.shopper@example.com');

    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'shop_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.getByTestId('bottom-nav').getByRole('link', { name: 'Learning' }).click();
    await page.waitForURL(`${env().shop.url}/learning`);
    const current = page.getByTestId('bottom-nav').locator('[aria-current="page"]');
    await expect(current.textContent()).resolves.toContain('Learning');

    // Back on the landing page, a signed-in shopper is redirected to the shop.
    await page.goto(env().shop.url);
    await page.waitForURL(`${env().shop.url}/products`);

    const admin = await env().shop.admin();
    const users = (await admin.get('/api/users').expect(200)).body as { email: string }[];
    expect(users.map((u) => u.email)).toContain('browser.shopper@example.com');
    await page.context().close();
  });

  it('shows Page Not Found for an unknown address, and the payment result pages without signing in', async () => {
    const page = await phonePage();
    await page.goto(`${env().shop.url}/no/such/page`);
    await page.getByTestId('page-not-found').waitFor();
    await page.goto(`${env().shop.url}/cancel`);
    await page.getByRole('link', { name: 'Try Again' }).waitFor();
    await page.getByRole('link', { name: 'Browse Free Lessons' }).waitFor();
    await page.context().close();
  });
});
