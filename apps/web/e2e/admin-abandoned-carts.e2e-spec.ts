import type { Page } from 'playwright-core';
import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(60_000);

describe('the Abandoned Carts tab in Chromium', () => {
  const env = useBrowserShop();
  const commerce = () => env().shop.db('commerce');

  async function signIn(page: Page) {
    await signInAsAdmin(page, env().shop.url, 'abandoned-carts');
  }

  async function abandonedCart(email: string, items: object[], interval: string) {
    const shopper = await env().shop.shopper(email);
    await shopper.post('/api/cart/save').send({ userEmail: email, cartItems: items }).expect(200);
    await commerce().query('UPDATE carts SET updated_at = now() - $2::interval WHERE email = $1', [email, interval]);
  }

  it('lists the carts of the window with their totals, sends a recovery offer in one click, and opens a direct e-mail', async () => {
    const admin = await env().shop.admin();
    const brush = (await admin.post('/api/products').field('name', 'Squirrel Mop').field('category', 'Brushes').field('price', '29').expect(201))
      .body;
    const pan = (
      await admin
        .post('/api/products')
        .field('name', 'Cobalt Blue Half Pan')
        .field('category', 'Individual Colors')
        .field('price', '6.50')
        .expect(201)
    ).body;
    await abandonedCart(
      'dora@example.com',
      [
        { id: `${brush.id}-half`, quantity: 1 },
        { id: `${pan.id}-half`, quantity: 2 },
      ],
      '3 hours',
    );
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

    // Both actions are plain buttons named by their visible text.
    const sendOffer = dora.getByRole('button', { name: 'Send Offer', exact: true });
    const emailDirect = dora.getByRole('button', { name: 'Email Direct', exact: true });
    await expect(sendOffer.evaluate((el) => [el.tagName, el.getAttribute('aria-label')])).resolves.toEqual(['BUTTON', null]);
    await expect(emailDirect.evaluate((el) => [el.tagName, el.getAttribute('aria-label')])).resolves.toEqual(['BUTTON', null]);

    // Email Direct opens the admin's own mail client, with a subject.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const mailto = new Promise<string>((resolve) =>
      cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => event.url.startsWith('mailto:') && resolve(event.url)),
    );
    await emailDirect.click();
    await expect(mailto).resolves.toMatch(/^mailto:dora@example\.com\?subject=The%20watercolors%20waiting%20in%20your%20cart&body=/);

    // Send Offer: one click, no dialog. The offer (10 % off, single use) is e-mailed; it is logged, alerted and shown.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'info' && logged.push(message.text()));
    await sendOffer.click();
    await dora.getByTestId('offer-sent-text').filter({ hasText: 'Cart recovery offer sent!' }).waitFor();
    expect(alerts).toEqual(['Cart recovery offer sent!']);
    expect(logged.some((text) => text.includes('Cart recovery offer sent!'))).toBe(true);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    const [coupon] = await commerce().query("SELECT code, discount_value, is_single_use FROM coupons WHERE code LIKE 'COMEBACK-%'");
    expect(coupon).toMatchObject({ discount_value: 10, is_single_use: true });
    await expect(dora.getByTestId('offer-sent-code').textContent()).resolves.toBe(coupon.code);
    await page
      .getByText(new RegExp(`Code ${coupon.code} \\(10% off\\) was e-mailed to dora@example.com`))
      .first()
      .waitFor();

    // The server's refusal is shown as it said it: Eve's cart is gone meanwhile.
    await commerce().query("DELETE FROM carts WHERE email = 'eve@example.com'");
    const eve = panel.getByTestId('abandoned-cart').filter({ hasText: 'eve@example.com' });
    await eve.getByRole('button', { name: 'Send Offer', exact: true }).click();
    await page.getByText('This shopper has no abandoned cart', { exact: true }).waitFor();
    await page.getByText('Failed to send offer', { exact: true }).waitFor();
    expect(alerts).toHaveLength(1);
    await expect(eve.getByTestId('offer-sent').count()).resolves.toBe(0);

    // Last 1 hour: nothing has been abandoned for an hour and changed within it.
    await panel.getByLabel('Time window').selectOption({ label: 'Last 1 hour' });
    await panel.getByText('No abandoned carts found in the selected timeframe.', { exact: true }).waitFor();
    await expect(panel.getByTestId('abandoned-count').textContent()).resolves.toBe('0');
    await page.close();
  });
});
