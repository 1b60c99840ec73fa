import type { BrowserContext, Page } from 'playwright-core';
import { signInOnLanding, useBrowserShop } from '../../../test/support/browser';
import { fillShippingAddress } from '../../../test/support/shipping-address-form';

jest.setTimeout(120_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const BRUSH = 'Thanks Test Rigger Brush';
const PLAN = 'Thanks Test Paint Box';

interface CheckoutAnswer {
  orderId: string;
  orderNumber: number;
  total: number;
}

describe('the Payment Successful page in Chromium', () => {
  const env = useBrowserShop();

  beforeAll(async () => {
    const admin = await env().shop.admin();
    await admin.post('/api/products').field('name', BRUSH).field('category', 'Brushes').field('price', '18.00').expect(201);
    await admin.post('/api/subscriptions').send({ title: PLAN, basePrice: 30 }).expect(201);
  });

  /** A phone signed in on the landing form; the payment provider's page is answered here (nothing leaves the machine). */
  async function signedInPhone(email: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await env().browser.newContext(PHONE);
    await context.route('https://pay.example.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'payment page' }));
    const page = await context.newPage();
    await page.goto(env().shop.url);
    await signInOnLanding(page, env().shop.url, email);
    return { context, page };
  }

  /** Opens the cart, enters the shipping address and checks out: the checkout's answer (the payment tab is closed). */
  async function checkOut(context: BrowserContext, page: Page): Promise<CheckoutAnswer> {
    await page.getByTestId('cart-button').click();
    const cart = page.getByTestId('cart-modal');
    await fillShippingAddress(cart);
    await cart.locator('[data-testid="cart-checkout"]:not([disabled])', { hasText: 'Proceed to Checkout' }).waitFor();
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/checkout'));
    const popup = context.waitForEvent('page');
    await cart.getByTestId('cart-checkout').click();
    const order = (await (await answer).json()) as CheckoutAnswer;
    await (await popup).close();
    await cart.getByTestId('cart-checkout-result').waitFor();
    return order;
  }

  it('thanks the shopper for the products she ordered: the order number, total and lines of her checkout', async () => {
    const { context, page } = await signedInPhone('thanks.products@example.com');
    try {
      await page.getByTestId('product-card').filter({ hasText: BRUSH }).click();
      await page.getByTestId('product-dialog').getByTestId('add-to-cart').click();
      await page.getByTestId('product-dialog').waitFor({ state: 'detached' });
      await page.getByTestId('product-card').filter({ hasText: BRUSH }).click();
      await page.getByTestId('product-dialog').getByTestId('add-to-cart').click();
      const order = await checkOut(context, page);

      // Back from the payment page.
      await page.goto(`${env().shop.url}/success?order=${order.orderId}`);
      const card = page.getByTestId('success-card');
      await card.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await expect(card.getByTestId('success-thanks').innerText()).resolves.toBe(
        'Thank you for your order! A confirmation email with your order details will follow shortly.',
      );
      const summary = card.getByTestId('success-order');
      const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(order.total);
      await expect(summary.innerText()).resolves.toContain(`Order #${order.orderNumber} · total ${total}`);
      await expect(summary.getByRole('listitem').allInnerTexts()).resolves.toEqual([expect.stringMatching(new RegExp(`^${BRUSH}\\s+× 2$`))]);
      await card.getByRole('link', { name: 'Continue Shopping' }).waitFor();
      // The cart she paid for is emptied.
      await expect(page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).resolves.toBe(0);

      // A second visit has no checkout to show: a thank-you, and nothing made up.
      await page.reload();
      await card.getByTestId('success-thanks').waitFor();
      await expect(card.getByTestId('success-order').count()).resolves.toBe(0);
      await expect(card.innerText()).resolves.not.toContain('#');
    } finally {
      await context.close();
    }
  });

  it('thanks the shopper for her subscription when that is what she checked out', async () => {
    const { context, page } = await signedInPhone('thanks.subscription@example.com');
    try {
      await page.goto(`${env().shop.url}/subscriptions`);
      await page.getByTestId('add-subscription-to-cart').click();
      const order = await checkOut(context, page);

      await page.goto(`${env().shop.url}/success`);
      const card = page.getByTestId('success-card');
      await expect(card.getByTestId('success-thanks').innerText()).resolves.toBe(
        'Thank you for your subscription! A confirmation email with your order details will follow shortly.',
      );
      const summary = card.getByTestId('success-order');
      await expect(summary.innerText()).resolves.toContain(`Order #${order.orderNumber}`);
      await expect(summary.getByRole('listitem').allInnerTexts()).resolves.toEqual([expect.stringContaining(PLAN)]);
      await card.getByRole('link', { name: 'View Subscriptions' }).waitFor();
      await card.getByRole('link', { name: 'Explore Lessons' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('does not show another order than the one the address names', async () => {
    const { context, page } = await signedInPhone('thanks.other@example.com');
    try {
      await page.getByTestId('product-card').filter({ hasText: BRUSH }).click();
      await page.getByTestId('product-dialog').getByTestId('add-to-cart').click();
      await checkOut(context, page);
      await page.goto(`${env().shop.url}/success?order=00000000-0000-4000-8000-000000000000`);
      const card = page.getByTestId('success-card');
      await expect(card.getByTestId('success-thanks').innerText()).resolves.toMatch(/^Thank you for your order!/);
      await expect(card.getByTestId('success-order').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
