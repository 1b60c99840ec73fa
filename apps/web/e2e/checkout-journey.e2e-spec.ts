import type { Page } from 'playwright-core';
import { signInOnLanding, useBrowserShop } from '../../../test/support/browser';
import { fillShippingAddress } from '../../../test/support/shipping-address-form';

jest.setTimeout(90_000);

const HALF_PAN = 'Journey Cobalt Half Pan';
const BRUSH = 'Journey Mop Brush';
const COUPON = 'JOURNEY10';
const SHOPPER = 'journey.shopper@example.com';
const QUIET_PAINT = 'Quiet Rigger Brush';
const QUIET_COUPON = 'QUIET5';
const QUIET_SHOPPER = 'quiet.shopper@example.com';
const RETURN_PAINT = 'Return Flat Wash Brush';
const RETURN_SHOPPER = 'return.shopper@example.com';

/** '$49.99' → 49.99 */
function dollars(text: string): number {
  const match = /\$\s*([\d,]+\.\d{2})/.exec(text);
  if (!match) throw new Error(`no dollar amount in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

interface OrderLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
}
interface Order {
  id: string;
  orderNumber: number;
  customerEmail: string;
  status: string;
  items: OrderLine[];
  subtotal: number;
  shipping: number;
  tax: number;
  couponCode: string | null;
  couponDiscount: number;
  total: number;
  city: string | null;
  state: string | null;
}

describe('a shopper checks out in Chromium', () => {
  const env = useBrowserShop();

  /** Opens the product's dialog from the grid (its title: a paint's names the chosen size) and adds its default option (the half pan) to the cart. */
  async function addThroughDialog(page: Page, name: string, title = name) {
    await page.getByTestId('product-card').filter({ hasText: name }).click();
    const dialog = page.getByTestId('product-dialog');
    await dialog.getByRole('heading', { name: title, exact: true }).waitFor();
    await dialog.getByTestId('add-to-cart').click();
    await dialog.waitFor({ state: 'detached' }); // the dialog closes once the line is added
  }

  it('fills the cart on a phone, applies a coupon, checks out, and the pending order matches what the cart showed', async () => {
    const { shop, browser } = env();

    // The catalogue and the coupon, through the admin API.
    const admin = await shop.admin();
    const halfPan = (
      await admin.post('/api/products').field('name', HALF_PAN).field('category', 'Individual Colors').field('price', '6.50').expect(201)
    ).body as { id: string };
    const brush = (
      await admin
        .post('/api/products')
        .field('name', BRUSH)
        .field('category', 'Brushes')
        .field('price', '29.00')
        .field('shipping', '4.50')
        .expect(201)
    ).body as { id: string };
    await admin
      .post('/api/coupons')
      .send({ code: COUPON, name: 'Journey ten', discountType: 'percentage', discountPercentage: 10, isActive: true })
      .expect(201);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // The payment page is the provider's: answered here, so nothing leaves the machine.
    await context.route('https://pay.example.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'payment page' }));
    try {
      const page = await context.newPage();

      // Sign in with an e-mail on the landing page.
      await page.goto(shop.url);
      await signInOnLanding(page, shop.url, SHOPPER);
      await page.getByTestId('product-grid').waitFor();

      // Two half pans and one brush, each through its product dialog.
      await addThroughDialog(page, HALF_PAN, 'Journey Cobalt - Half Pan');
      await addThroughDialog(page, HALF_PAN, 'Journey Cobalt - Half Pan');
      await addThroughDialog(page, BRUSH);
      const cartButton = page.getByTestId('cart-button');
      await page.locator('[data-testid="cart-button"][aria-label="Open cart, 3 items"]').waitFor();

      // Opening the cart makes the documented status calls (docs/product/shopper.md §7).
      const statusCalls = Promise.all([
        page.waitForResponse((r) => r.request().method() === 'GET' && /\/api\/users\/[^/]+\/subscription-status$/.test(r.url())),
        page.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith('/api/mystery-box/status')),
        page.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith('/api/mystery-boxes')),
      ]);
      await cartButton.click();
      const cart = page.getByTestId('cart-modal');
      await cart.waitFor();
      const [subscription, mysteryStatus, tiers] = await statusCalls;
      expect(decodeURIComponent(subscription.url())).toContain(`/api/users/${SHOPPER}/subscription-status`);
      await expect(subscription.json()).resolves.toEqual({ hasActiveSubscription: false });
      await expect(mysteryStatus.json()).resolves.toEqual({ isEnabled: true });
      expect(tiers.ok()).toBe(true);
      await expect(cart.getByTestId('cart-line-quantity').allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/2$/),
        expect.stringMatching(/1$/),
      ]);

      // The promotion is on: the progress panel shows the next tier (99 → 40) and what is left (99 − 42).
      const mystery = cart.getByTestId('cart-mystery-box');
      await mystery.waitFor();
      await expect(mystery.innerText()).resolves.toContain('Add $57.00 more to get a free mystery box worth $40.00');

      // The subscriber-benefits banner is always there; a shopper who does not subscribe is invited to.
      const banner = cart.getByTestId('cart-subscriber-banner');
      await banner.waitFor();
      await expect(banner.getAttribute('data-subscriber')).resolves.toBe('false');
      await expect(banner.innerText()).resolves.toContain('Subscribe to a paint box and everything else ships free.');
      await banner.getByRole('link', { name: 'See subscription boxes' }).waitFor();

      // The five rows, each an amount, before any location or coupon: no tax yet (with the hint) and no discount.
      const first = cart.locator('section[aria-label="Order summary"]:not([aria-busy])');
      await first.getByTestId('cart-tax-hint').waitFor();
      await expect(first.locator('dt').allInnerTexts()).resolves.toEqual([
        'Subtotal',
        'Shipping',
        'Tax (Enter city and state for tax)',
        'Coupon discount',
        'Total',
      ]);
      await expect(first.locator('dd').allInnerTexts()).resolves.toEqual(['$42.00', '$9.00', '$0.00', '$0.00', '$51.00']);

      // The coupon, typed in lower case (the field upper-cases it) and applied.
      const couponInput = cart.getByTestId('cart-coupon-input');
      await couponInput.pressSequentially('journey10');
      await expect(couponInput.inputValue()).resolves.toBe(COUPON);
      await cart.getByTestId('cart-coupon-apply').click();
      // The toast is in the page once (strict: a copy would fail here), inside the open dialog and on top of it.
      const appliedText = page.getByText('Coupon Applied!');
      await appliedText.waitFor();
      for (let look = 0; look < 6; look += 1) {
        expect(await appliedText.count()).toBe(1); // also while a screen-reader copy would live (about a second)
        expect(await page.getByText('Journey ten: you save $4.20').count()).toBe(1);
        await page.waitForTimeout(200);
      }
      const applied = cart.locator('.toast').filter({ hasText: 'Coupon Applied!' });
      await expect(applied.innerText()).resolves.toContain('Journey ten: you save $4.20');
      await expect(
        applied.evaluate((toast) => {
          const box = toast.getBoundingClientRect();
          return toast.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        }),
      ).resolves.toBe(true);
      await cart.getByTestId('cart-coupon-applied').waitFor();

      // No city or state yet: checkout waits for them, and says so.
      await expect(cart.getByRole('button', { name: 'Enter Location to Checkout' }).isDisabled()).resolves.toBe(true);

      // The shipping address: its city and state price the quote; the state is typed as its 2-letter code.
      const address = await fillShippingAddress(cart, { city: 'Austin', state: 'TX' });
      await expect(cart.getByTestId('cart-state').inputValue()).resolves.toBe('TX');

      // The server's quote for city, state and coupon: tax shown as an amount, the coupon line there, nothing on its way.
      const settled = cart
        .locator('section[aria-label="Order summary"]:not([aria-busy])')
        .filter({ hasNot: page.getByTestId('cart-tax-hint') })
        .filter({ has: page.getByTestId('cart-discount').filter({ hasNotText: '$0.00' }) })
        .filter({ hasText: `Coupon discount (${COUPON})` });
      await settled.waitFor();
      await expect(settled.locator('dt').allInnerTexts()).resolves.toEqual(['Subtotal', 'Shipping', 'Tax', `Coupon discount (${COUPON})`, 'Total']);
      const shown = {
        subtotal: dollars(await settled.getByTestId('cart-subtotal').innerText()),
        shipping: dollars(await settled.getByTestId('cart-shipping').innerText()),
        tax: dollars(await settled.getByTestId('cart-tax').innerText()),
        discount: dollars(await settled.getByTestId('cart-discount').innerText()),
        total: dollars(await settled.getByTestId('cart-total').innerText()),
      };
      // subtotal 2 × 6.50 + 29.00 = 42.00; shipping: pans 3.75 + 0.75 = 4.50, plus the brush as the first
      // other unit 4.50 = 9.00; tax (42.00 + 9.00) × 6.25 % = 3.1875 → 3.19; coupon 10 % of 42.00 = 4.20;
      // total 42.00 + 9.00 + 3.19 − 4.20 = 49.99.
      expect(shown).toEqual({ subtotal: 42, shipping: 9, tax: 3.19, discount: 4.2, total: 49.99 });

      // Checkout is one call to the shop, and opens the payment page in a new tab.
      const checkout = cart.getByTestId('cart-checkout');
      await cart.locator('[data-testid="cart-checkout"]:not([disabled])', { hasText: 'Proceed to Checkout' }).waitFor();
      const apiCalls: string[] = [];
      const countApiCall = (r: { method(): string; url(): string }) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
      };
      page.on('request', countApiCall);
      const popupOpened = context.waitForEvent('page');
      const checkoutCall = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/checkout'));
      await checkout.click();
      const popup = await popupOpened;
      // docs/rules.md §6: the cart id (her e-mail), the shipping address, coupon code and the store-credit choice; and the cart's lines.
      expect((await checkoutCall).postDataJSON()).toEqual({
        cartId: SHOPPER,
        items: [expect.objectContaining({ id: `${halfPan.id}-half`, quantity: 2 }), expect.objectContaining({ id: `${brush.id}-half`, quantity: 1 })],
        shippingAddress: { ...address, country: 'US' },
        couponCode: COUPON,
        useStoreCredit: false,
      });
      const result = cart.getByTestId('cart-checkout-result');
      await result.waitFor();
      await page.waitForTimeout(300);
      page.off('request', countApiCall);
      // No cart save before it and no coupon call after it (the order holds the coupon): one request.
      expect(apiCalls).toEqual(['POST /api/checkout']);
      expect(dollars(await result.getByTestId('cart-order-total').innerText())).toBe(shown.total);
      await popup.waitForURL(/^https:\/\/pay\.example\.com\//);
      const paymentUrl = popup.url();
      await popup.close();

      // The pending order, as the admin sees it.
      const orders = (await admin.get('/api/admin/orders?status=pending').expect(200)).body as Order[];
      const mine = orders.filter((o) => o.customerEmail === SHOPPER);
      expect(mine).toHaveLength(1);
      const [order] = mine;
      expect(order).toMatchObject({
        status: 'pending',
        total: shown.total,
        subtotal: 42,
        shipping: 9,
        tax: 3.19,
        couponDiscount: 4.2,
        couponCode: COUPON,
        city: 'Austin',
        state: 'TX',
        shippingAddress: { ...address, country: 'US' },
      });
      expect(order.items.map((l) => ({ id: l.id, name: l.name, price: l.price, quantity: l.quantity }))).toEqual([
        { id: `${halfPan.id}-half`, name: HALF_PAN, price: 6.5, quantity: 2 },
        { id: `${brush.id}-half`, name: BRUSH, price: 29, quantity: 1 },
      ]);
      expect(paymentUrl).toBe(`https://pay.example.com/transfer/${order.total.toFixed(2)}?order=${order.id}`);
      expect(await result.getByTestId('cart-order-number').innerText()).toBe(`#${order.orderNumber}`);
    } finally {
      await context.close();
    }
  });
  it('on a wide screen: a failed subscription check means "not a subscriber", and checkout alone applies the coupon', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    await admin
      .post('/api/products')
      .field('name', QUIET_PAINT)
      .field('category', 'Brushes')
      .field('price', '24.00')
      .field('shipping', '5.00')
      .expect(201);
    await admin
      .post('/api/coupons')
      .send({ code: QUIET_COUPON, name: 'Quiet five', discountType: 'fixed', discountValue: 5, isActive: true })
      .expect(201);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route('https://pay.example.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'payment page' }));
    try {
      const page = await context.newPage();
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      // The subscription check fails on its way to the shop.
      await page.route(/\/api\/users\/[^/]+\/subscription-status$/, (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"error":"Service Unavailable","message":"down"}' }),
      );
      const couponCalls: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/coupons\/apply$/.test(r.url())) couponCalls.push(r.url());
      });

      await page.goto(shop.url);
      await signInOnLanding(page, shop.url, QUIET_SHOPPER);
      await page.getByTestId('product-grid').waitFor();
      await addThroughDialog(page, QUIET_PAINT);

      const statusFailed = page.waitForResponse((r) => r.url().endsWith('/subscription-status') && r.status() === 503);
      await page.locator('[data-testid="cart-button"][aria-label="Open cart, 1 item"]').click();
      const cart = page.getByTestId('cart-modal');
      await cart.waitFor();
      await statusFailed;

      // Not a subscriber: the banner invites her to subscribe.
      const banner = cart.getByTestId('cart-subscriber-banner');
      await expect(banner.getAttribute('data-subscriber')).resolves.toBe('false');
      await expect(banner.innerText()).resolves.toContain('Subscribe to a paint box and everything else ships free.');

      await cart.getByTestId('cart-coupon-input').fill(QUIET_COUPON);
      await cart.getByTestId('cart-coupon-apply').click();
      const appliedText = page.getByText('Coupon Applied!');
      await appliedText.waitFor();
      expect(await appliedText.count()).toBe(1);
      await cart.locator('.toast').filter({ hasText: 'Quiet five: you save $5.00' }).waitFor();

      await fillShippingAddress(cart, { city: 'Seattle', state: 'WA', zipCode: '98101' });
      const settled = cart
        .locator('section[aria-label="Order summary"]:not([aria-busy])')
        .filter({ hasNot: page.getByTestId('cart-tax-hint') })
        .filter({ hasText: `Coupon discount (${QUIET_COUPON})` });
      await settled.waitFor();
      // 24.00 + 5.00 shipping; tax (29.00 × 6.5 %) = 1.885 → 1.89; coupon 5.00; total 25.89.
      await expect(settled.locator('dd').allInnerTexts()).resolves.toEqual(['$24.00', '$5.00', '$1.89', '−$5.00', '$25.89']);

      const popupOpened = context.waitForEvent('page');
      await cart.locator('[data-testid="cart-checkout"]:not([disabled])', { hasText: 'Proceed to Checkout' }).click();
      await (await popupOpened).close();

      // The order stands, holding the coupon, with no coupon call of its own; the subscription failure is in the console only.
      const result = cart.getByTestId('cart-checkout-result');
      await result.waitFor();
      expect(dollars(await result.getByTestId('cart-order-total').innerText())).toBe(25.89);
      const orders = (await admin.get('/api/admin/orders?status=pending').expect(200)).body as Order[];
      expect(orders.find((o) => o.customerEmail === QUIET_SHOPPER)).toMatchObject({ couponCode: QUIET_COUPON, couponDiscount: 5, total: 25.89 });
      await page.waitForTimeout(500);
      expect(couponCalls).toEqual([]);
      expect(await cart.getByTestId('cart-checkout-error').count()).toBe(0);
      expect(await page.locator('.toast[role="alert"]').count()).toBe(0);
      expect(logged.some((text) => text.includes('Subscription check failed'))).toBe(true);
    } finally {
      await context.close();
    }
  });
  it('back from the payment tab on a phone, the cart offers the unpaid order instead of a second checkout', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    await admin
      .post('/api/products')
      .field('name', RETURN_PAINT)
      .field('category', 'Brushes')
      .field('price', '18.00')
      .field('shipping', '4.00')
      .expect(201);
    const ordersOfShopper = async () =>
      ((await admin.get('/api/admin/orders?status=pending').expect(200)).body as Order[]).filter((o) => o.customerEmail === RETURN_SHOPPER);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.route('https://pay.example.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'payment page' }));
    try {
      const page = await context.newPage();
      await page.goto(shop.url);
      await signInOnLanding(page, shop.url, RETURN_SHOPPER);
      await page.getByTestId('product-grid').waitFor();
      await addThroughDialog(page, RETURN_PAINT);
      const cartButton = page.locator('[data-testid="cart-button"][aria-label="Open cart, 1 item"]');
      await cartButton.click();
      const cart = page.getByTestId('cart-modal');
      await cart.waitFor();
      await fillShippingAddress(cart, { city: 'Austin', state: 'TX' });

      // She checks out: the payment page opens in a new tab.
      const firstTab = context.waitForEvent('page');
      await cart.locator('[data-testid="cart-checkout"]:not([disabled])', { hasText: 'Proceed to Checkout' }).click();
      const payment = await firstTab;
      await payment.waitForURL(/^https:\/\/pay\.example\.com\//);
      const paymentUrl = payment.url();
      await cart.getByTestId('cart-checkout-result').waitFor();
      const [order] = await ordersOfShopper();
      expect(paymentUrl).toBe(`https://pay.example.com/transfer/${order.total.toFixed(2)}?order=${order.id}`);

      // She leaves the payment tab unpaid, comes back to the shop's tab, closes the cart and opens it again.
      await payment.close();
      await page.bringToFront();
      await cart.getByRole('button', { name: 'Close cart' }).click();
      await cart.waitFor({ state: 'detached' });
      await cartButton.click();
      await cart.waitFor();

      // The unpaid order instead of the Checkout button; nothing was ordered a second time.
      const notice = cart.getByTestId('cart-pending-order');
      await notice.waitFor();
      await expect(notice.getByRole('status').innerText()).resolves.toContain(
        `You have an unpaid order #${order.orderNumber} for $${order.total.toFixed(2)}.`,
      );
      expect(await cart.getByTestId('cart-checkout').count()).toBe(0);
      expect(await cart.getByRole('button', { name: /Proceed to Checkout/ }).count()).toBe(0);
      await page.waitForTimeout(300);
      expect(await ordersOfShopper()).toHaveLength(1);

      // 'Pay for order #N' opens the same payment page again, and orders nothing.
      const againTab = context.waitForEvent('page');
      await cart.getByRole('button', { name: `Pay for order #${order.orderNumber}` }).click();
      const again = await againTab;
      await again.waitForURL(/^https:\/\/pay\.example\.com\//);
      expect(again.url()).toBe(paymentUrl);
      await again.close();
      await page.bringToFront();
      expect(await ordersOfShopper()).toHaveLength(1);

      // 'Check out again' is a second order, on purpose.
      const secondTab = context.waitForEvent('page');
      await cart.getByRole('button', { name: 'Check out again' }).click();
      await (await secondTab).close();
      const second = cart.getByTestId('cart-checkout-result');
      await second.waitFor();
      const orders = await ordersOfShopper();
      expect(orders).toHaveLength(2);
      const newer = orders.find((o) => o.id !== order.id)!;
      expect(await second.getByTestId('cart-order-number').innerText()).toBe(`#${newer.orderNumber}`);
    } finally {
      await context.close();
    }
  });
});
