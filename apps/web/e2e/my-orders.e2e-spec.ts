import { mkdirSync } from 'node:fs';
import { signInOnLanding, useBrowserShop, verifyWithMailedCode } from '../../../test/support/browser';

jest.setTimeout(120_000);

/** The smallest phone the shop is designed for. */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const SHOTS = '/tmp/shots';
const SHOPPER = 'my.orders@example.com';
const PAINT = 'My Orders Cobalt';

describe('"My orders" at 375 px in Chromium', () => {
  const env = useBrowserShop();

  it('asks to verify, shows "No orders yet.", then her checked-out order with its status, items, total and tracking number', async () => {
    const { shop, browser } = env();
    mkdirSync(SHOTS, { recursive: true });
    const admin = await shop.admin();
    const paint = (await admin.post('/api/products').field('name', PAINT).field('category', 'Individual Colors').field('price', '6.50').expect(201))
      .body as { id: string };

    const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.goto(shop.url);
      await signInOnLanding(page, shop.url, SHOPPER);

      // The account control's link; orders are account data, so the verify step comes first (docs/rules.md §4).
      await page.getByTestId('my-orders-link').click();
      await page.waitForURL(`${shop.url}/orders`);
      const card = page.getByTestId('verify-email-card');
      await verifyWithMailedCode(card, shop.config.mailDir, SHOPPER);
      await page.getByTestId('my-orders-empty').filter({ hasText: 'No orders yet.' }).waitFor();

      // She checks out with this browser's verified session (the checkout screen itself is checkout-journey's).
      const checkout = await page.request.post(`${shop.url}/api/checkout`, {
        data: { items: [{ id: `${paint.id}-half`, quantity: 2 }], city: 'Austin', state: 'TX' },
      });
      expect(checkout.status()).toBe(201);
      const { orderId, orderNumber, total } = (await checkout.json()) as { orderId: string; orderNumber: number; total: number };
      await admin.post(`/api/admin/orders/${orderId}/mark-paid`).send({}).expect(200);
      // Shipped with a tracking number: written straight to commerce's table here (the admin's shipping step is its own slice).
      const commerce = shop.db('commerce');
      await commerce.query("UPDATE orders SET status = 'shipped', tracking_number = '1Z999AA10123456784' WHERE id = $1", [orderId]);

      await page.reload();
      const order = page.getByTestId('my-order');
      await order.filter({ hasText: `Order #${orderNumber}` }).waitFor();
      await expect(page.getByTestId('my-order').count()).resolves.toBe(1);
      const text = await order.innerText();
      expect(text).toMatch(new RegExp(`${PAINT}[^,]* × 2`));
      expect(text).toContain('1Z999AA10123456784');
      expect(text).toContain(`$${total.toFixed(2)}`);
      await expect(order.getByTestId('my-order-status').innerText()).resolves.toMatch(/shipped/i);
      await page.screenshot({ path: `${SHOTS}/my-orders.png`, fullPage: true });
      // Nothing spills sideways on the smallest phone.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);

      await order.click();
      const detail = page.getByTestId('my-order-detail');
      await detail
        .getByTestId('my-order-detail-title')
        .filter({ hasText: `Order #${orderNumber}` })
        .waitFor();
      await expect(detail.getByTestId('my-order-tracking').innerText()).resolves.toBe('1Z999AA10123456784');
      await expect(detail.innerText()).resolves.toContain(`$${total.toFixed(2)}`);
      await page.screenshot({ path: `${SHOTS}/my-orders-detail.png` });
      await detail.getByRole('button', { name: 'Close' }).click();
      await detail.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
