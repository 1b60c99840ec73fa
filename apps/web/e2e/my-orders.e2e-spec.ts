// @shop/contracts loads its DTOs too, whose decorators need this.
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { CANCELLED_BY_SHOPPER_REASON } from '@shop/contracts';
import { signInOnLanding, useBrowserShop, verifyWithMailedCode } from '../../../test/support/browser';

jest.setTimeout(120_000);

/** The smallest phone the shop is designed for. */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const SHOTS = '/tmp/shots';
const SHOPPER = 'my.orders@example.com';
const PAINT = 'My Orders Cobalt';
/** A larger phone, for Pay now and Cancel order. */
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

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

  it('offers Pay now and Cancel order on her pending order only: Pay now opens its payment page in a new tab, Cancel asks first and cancels it', async () => {
    const { shop, browser } = env();
    const shopper = 'pay.or.cancel@example.com';
    const admin = await shop.admin();
    const paint = (
      await admin.post('/api/products').field('name', 'My Orders Sepia').field('category', 'Individual Colors').field('price', '7.25').expect(201)
    ).body as { id: string };

    const context = await browser.newContext({ ...PHONE_390, reducedMotion: 'reduce' });
    try {
      // The payment provider is outside this closed network: its page is answered here, never loaded.
      await context.route('https://pay.example.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'payment page' }));
      const page = await context.newPage();
      await page.goto(shop.url);
      await signInOnLanding(page, shop.url, shopper);
      await page.getByTestId('my-orders-link').click();
      await page.waitForURL(`${shop.url}/orders`);
      await verifyWithMailedCode(page.getByTestId('verify-email-card'), shop.config.mailDir, shopper);
      await page.getByTestId('my-orders-empty').waitFor();

      // Two checkouts with this browser's verified session: the first is paid, the second waits for payment.
      const placeOrder = async () => {
        const answer = await page.request.post(`${shop.url}/api/checkout`, {
          data: { items: [{ id: `${paint.id}-half`, quantity: 1 }], city: 'Austin', state: 'TX' },
        });
        expect(answer.status()).toBe(201);
        return (await answer.json()) as { orderId: string; orderNumber: number };
      };
      const paid = await placeOrder();
      const pending = await placeOrder();
      await admin.post(`/api/admin/orders/${paid.orderId}/mark-paid`).send({}).expect(200);

      await page.reload();
      // Each order's card, found by its summary button ('Order #N, pending, $11.69: show details').
      const item = (orderNumber: number) =>
        page.getByTestId('my-order-item').filter({ has: page.getByRole('button', { name: new RegExp(`^Order #${orderNumber},`) }) });
      const pendingItem = item(pending.orderNumber);
      const payNow = pendingItem.getByRole('button', { name: `Pay now for order #${pending.orderNumber}` });
      const cancelOrder = pendingItem.getByRole('button', { name: `Cancel order #${pending.orderNumber}` });
      await payNow.waitFor();
      await expect(payNow.innerText()).resolves.toBe('Pay now');
      await expect(cancelOrder.innerText()).resolves.toBe('Cancel order');
      const paidItem = item(paid.orderNumber);
      await paidItem.getByTestId('my-order-status').filter({ hasText: /paid/i }).waitFor();
      await expect(paidItem.getByRole('button', { name: /Pay now|Cancel order/ }).count()).resolves.toBe(0);
      // Nothing spills sideways at 390 px.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

      // Pay now: the payment page of this order opens in a new tab, and its link stays on the card.
      const tabOpened = context.waitForEvent('page');
      await payNow.click();
      const tab = await tabOpened;
      await tab.waitForURL((url) => url.href.includes(pending.orderId));
      await tab.close();
      await pendingItem.getByTestId('my-order-payment-opened').getByRole('link', { name: 'Open the payment page' }).waitFor();

      // Cancel order asks first; Cancel keeps the order.
      await cancelOrder.click();
      const question = pendingItem.getByRole('dialog', { name: `Cancel order #${pending.orderNumber}? Anything it held goes back to the shop.` });
      await question.getByRole('button', { name: 'Cancel', exact: true }).click();
      await question.waitFor({ state: 'detached' });
      await cancelOrder.click();
      await question.getByRole('button', { name: 'Yes, cancel order' }).click();
      await page
        .locator('.toast')
        .filter({ hasText: `Order #${pending.orderNumber} cancelled` })
        .waitFor();
      await pendingItem
        .getByTestId('my-order-status')
        .filter({ hasText: /cancelled/i })
        .waitFor();
      await expect(pendingItem.getByTestId('my-order-cancellation-reason').innerText()).resolves.toContain(CANCELLED_BY_SHOPPER_REASON);
      await expect(pendingItem.getByRole('button', { name: /Pay now|Cancel order/ }).count()).resolves.toBe(0);

      // The shop has it cancelled too.
      const order = (await admin.get(`/api/admin/orders/${pending.orderId}`).expect(200)).body as { status: string; cancellationReason: string };
      expect(order).toMatchObject({ status: 'cancelled', cancellationReason: CANCELLED_BY_SHOPPER_REASON });
    } finally {
      await context.close();
    }
  });
});
