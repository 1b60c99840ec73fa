import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { useBrowserShop } from '../../../test/support/browser';
import { TEST_ADMIN } from '../../../test/support/test-shop';

jest.setTimeout(60_000);

describe('the Abandoned Carts tab in Chromium', () => {
  const env = useBrowserShop();
  const commerce = () => env().shop.shop.services.find((s) => s.name === 'commerce')!.app.get(DataSource);

  async function signIn(page: Page) {
    await page.goto(`${env().shop.url}/admin`);
    await page.getByTestId('admin-login-email').fill(TEST_ADMIN.email);
    await page.getByTestId('admin-login-password').fill(TEST_ADMIN.password);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-dashboard').waitFor();
    await page.getByTestId('admin-tab-abandoned-carts').click();
  }

  async function abandonedCart(email: string, items: object[], interval: string) {
    const shopper = await env().shop.shopper(email);
    await shopper.post('/api/cart/save').send({ userEmail: email, cartItems: items }).expect(200);
    await commerce().query('UPDATE carts SET updated_at = now() - $2::interval WHERE email = $1', [email, interval]);
  }

  it('lists the carts of the window with their totals, sends a recovery offer, and opens a direct e-mail', async () => {
    const admin = await env().shop.admin();
    const brush = (await admin.post('/api/products').field('name', 'Squirrel Mop').field('category', 'Brushes').field('price', '29').expect(201)).body;
    const pan = (await admin.post('/api/products').field('name', 'Cobalt Blue Half Pan').field('category', 'Individual Colors').field('price', '6.50').expect(201)).body;
    await abandonedCart('dora@example.com', [{ id: `${brush.id}-half`, quantity: 1 }, { id: `${pan.id}-half`, quantity: 2 }], '3 hours');
    await abandonedCart('eve@example.com', [{ id: `${pan.id}-half`, quantity: 1 }], '30 hours');

    const page = await env().browser.newPage();
    await signIn(page);
    const panel = page.getByTestId('abandoned-carts-panel');
    await panel.getByTestId('abandoned-cart').first().waitFor();

    // Last 24 hours (the default): Dora's cart only, 29.00 + 2 × 6.50 = 42.00.
    await expect(panel.getByLabel('Time window').inputValue()).resolves.toBe('24');
    await expect(panel.getByTestId('abandoned-count').textContent()).resolves.toBe('1');
    await expect(panel.getByTestId('abandoned-total').textContent()).resolves.toBe('$42.00');
    await expect(panel.getByTestId('abandoned-average').textContent()).resolves.toBe('$42.00');
    const dora = panel.getByTestId('abandoned-cart').filter({ hasText: 'dora@example.com' });
    await expect(dora.textContent()).resolves.toMatch(/Last updated 3 hours ago.*Squirrel Mop1 × \$29\.00.*Cobalt Blue Half Pan2 × \$6\.50/);

    // Last 2 days: both, 42.00 + 6.50 = 48.50, average 24.25.
    await panel.getByLabel('Time window').selectOption({ label: 'Last 2 days' });
    await panel.getByText('eve@example.com').waitFor();
    await expect(panel.getByTestId('abandoned-count').textContent()).resolves.toBe('2');
    await expect(panel.getByTestId('abandoned-total').textContent()).resolves.toBe('$48.50');
    await expect(panel.getByTestId('abandoned-average').textContent()).resolves.toBe('$24.25');

    // Email Direct is the admin's own mail client, with a subject.
    const href = await dora.getByRole('link', { name: 'Email dora@example.com directly' }).getAttribute('href');
    expect(href).toMatch(/^mailto:dora@example\.com\?subject=The%20watercolors%20waiting%20in%20your%20cart&body=/);

    // Send Offer asks first, with 10 % filled in.
    await dora.getByRole('button', { name: 'Send offer to dora@example.com' }).click();
    const dialog = page.getByTestId('send-offer-dialog');
    await expect(dialog.getByLabel('Discount (%)').inputValue()).resolves.toBe('10');
    await dialog.getByLabel('Discount (%)').fill('60');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.getByText('Enter a whole number from 5 to 50.').waitFor();
    await dialog.getByLabel('Discount (%)').fill('20');
    await dialog.getByRole('button', { name: 'Send 20% off' }).click();
    await page.getByText('Cart recovery offer sent!', { exact: true }).waitFor();
    const [coupon] = await commerce().query("SELECT code, discount_value FROM coupons WHERE code LIKE 'COMEBACK-%'");
    expect(coupon.discount_value).toBe(20);
    await page.getByText(new RegExp(`Code ${coupon.code} \\(20% off\\) was e-mailed to dora@example.com`)).first().waitFor();
    await dora.getByTestId('offer-sent').filter({ hasText: coupon.code }).waitFor();

    // The server's refusal is shown as it said it: Eve's cart is gone meanwhile.
    await commerce().query("DELETE FROM carts WHERE email = 'eve@example.com'");
    await panel.getByRole('button', { name: 'Send offer to eve@example.com' }).click();
    await dialog.getByRole('button', { name: 'Send 10% off' }).click();
    await page.getByText('This shopper has no abandoned cart', { exact: true }).waitFor();

    // Last 1 hour: nothing has been abandoned for an hour and changed within it.
    await page.keyboard.press('Escape');
    await panel.getByLabel('Time window').selectOption({ label: 'Last 1 hour' });
    await panel.getByText('No abandoned carts found in the selected timeframe.', { exact: true }).waitFor();
    await expect(panel.getByTestId('abandoned-count').textContent()).resolves.toBe('0');
    await page.close();
  });
});
