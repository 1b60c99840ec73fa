import type { Page } from 'playwright-core';
import { useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(90_000);

const HALF_PAN = 'Journey Cobalt Half Pan';
const BRUSH = 'Journey Mop Brush';
const COUPON = 'JOURNEY10';
const SHOPPER = 'journey.shopper@example.com';

/** '$49.99' → 49.99 */
function dollars(text: string): number {
  const match = /\$\s*([\d,]+\.\d{2})/.exec(text);
  if (!match) throw new Error(`no dollar amount in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

interface OrderLine { id: string; name: string; price: number; quantity: number }
interface Order {
  id: string; orderNumber: number; customerEmail: string; status: string; items: OrderLine[];
  subtotal: number; shipping: number; tax: number; couponCode: string | null; couponDiscount: number;
  total: number; city: string | null; state: string | null;
}

describe('a shopper checks out in Chromium', () => {
  const env = useBrowserShop();

  /** Opens the product's dialog from the grid and adds its default option (the half pan) to the cart. */
  async function addThroughDialog(page: Page, name: string) {
    await page.getByTestId('product-card').filter({ hasText: name }).click();
    const dialog = page.getByTestId('product-dialog');
    await dialog.getByRole('heading', { name, exact: true }).waitFor();
    await dialog.getByTestId('add-to-cart').click();
    await dialog.waitFor({ state: 'detached' }); // the dialog closes once the line is added
  }

  it('fills the cart on a phone, applies a coupon, checks out, and the pending order matches what the cart showed', async () => {
    const { shop, browser } = env();

    // The catalogue and the coupon, through the admin API.
    const admin = await shop.admin();
    const halfPan = (await admin.post('/api/products')
      .field('name', HALF_PAN).field('category', 'Individual Colors').field('price', '6.50')
      .expect(201)).body as { id: string };
    const brush = (await admin.post('/api/products')
      .field('name', BRUSH).field('category', 'Brushes').field('price', '29.00').field('shipping', '4.50')
      .expect(201)).body as { id: string };
    await admin.post('/api/coupons')
      .send({ code: COUPON, name: 'Journey ten', discountType: 'percentage', discountPercentage: 10, isActive: true })
      .expect(201);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // The payment page is the provider's: answered here, so nothing leaves the machine.
    await context.route('https://pay.example.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'payment page' }));
    try {
      const page = await context.newPage();

      // Sign in with an e-mail on the landing page.
      await page.goto(shop.url);
      await page.getByTestId('landing-email-input').fill(SHOPPER);
      await page.getByTestId('landing-submit').click();
      await page.waitForURL(`${shop.url}/products`);
      await page.getByTestId('product-grid').waitFor();

      // Two half pans and one brush, each through its product dialog.
      await addThroughDialog(page, HALF_PAN);
      await addThroughDialog(page, HALF_PAN);
      await addThroughDialog(page, BRUSH);
      const cartButton = page.getByTestId('cart-button');
      await page.locator('[data-testid="cart-button"][aria-label="Open cart, 3 items"]').waitFor();

      await cartButton.click();
      const cart = page.getByTestId('cart-modal');
      await cart.waitFor();
      await expect(cart.getByTestId('cart-line-quantity').allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/2$/), expect.stringMatching(/1$/),
      ]);

      // The coupon, typed in lower case (the field upper-cases it) and applied.
      const couponInput = cart.getByTestId('cart-coupon-input');
      await couponInput.pressSequentially('journey10');
      await expect(couponInput.inputValue()).resolves.toBe(COUPON);
      await cart.getByTestId('cart-coupon-apply').click();
      const applied = cart.getByTestId('cart-toast').filter({ hasText: 'Coupon Applied!' });
      await applied.waitFor();
      await expect(applied.innerText()).resolves.toContain('Journey ten: you save $4.20');
      await cart.getByTestId('cart-coupon-applied').waitFor();

      // The location: the state field upper-cases what is typed.
      await cart.getByTestId('cart-city').fill('Austin');
      const state = cart.getByTestId('cart-state');
      await state.pressSequentially('tx');
      await expect(state.inputValue()).resolves.toBe('TX');

      // The server's quote for city, state and coupon: tax shown as an amount, the coupon line there, nothing on its way.
      const settled = cart.locator('section[aria-label="Order summary"]:not([aria-busy])')
        .filter({ has: page.getByTestId('cart-tax').filter({ hasText: /\$\d/ }) })
        .filter({ has: page.getByTestId('cart-discount').filter({ hasText: /\$\d/ }) })
        .filter({ hasText: `Coupon discount (${COUPON})` });
      await settled.waitFor();
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

      // Checkout opens the payment page in a new tab.
      const checkout = cart.getByTestId('cart-checkout');
      await cart.locator('[data-testid="cart-checkout"]:not([disabled])', { hasText: 'Proceed to Checkout' }).waitFor();
      const popupOpened = context.waitForEvent('page');
      await checkout.click();
      const popup = await popupOpened;
      const result = cart.getByTestId('cart-checkout-result');
      await result.waitFor();
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
});
