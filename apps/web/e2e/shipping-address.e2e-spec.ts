import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signInOnLanding, useBrowserShop, verifyWithMailedCode } from '../../../test/support/browser';
import { fillShippingAddress, TEST_ADDRESS } from '../../../test/support/shipping-address-form';

jest.setTimeout(120_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = '/tmp/shots';
const SHOPPER = 'ships.to@example.com';
const PAINT = 'Address Form Sepia';

describe('the shipping address in the cart at 390 px in Chromium', () => {
  const env = useBrowserShop();

  /** Opens the cart from the header and answers the dialog. */
  async function openCart(page: Page) {
    await page.getByTestId('cart-button').click();
    const cart = page.getByTestId('cart-modal');
    await cart.getByTestId('cart-shipping-address').waitFor();
    return cart;
  }

  it('checks the address as the server does, sends it, fills it again for her next checkout and shows it under My orders', async () => {
    const { shop, browser } = env();
    mkdirSync(SHOTS, { recursive: true });
    const admin = await shop.admin();
    const paint = (await admin.post('/api/products').field('name', PAINT).field('category', 'Individual Colors').field('price', '6.50').expect(201))
      .body as { id: string };

    const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    await context.route('https://pay.example.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'payment page' }));
    try {
      const page = await context.newPage();
      await page.goto(shop.url);
      await signInOnLanding(page, shop.url, SHOPPER);
      // A verified session: her address is remembered for the next checkout (docs/rules.md §4).
      await page.getByTestId('my-orders-link').click();
      const card = page.getByTestId('verify-email-card');
      await verifyWithMailedCode(card, shop.config.mailDir, SHOPPER);
      await page.getByTestId('my-orders-empty').waitFor();
      await page.evaluate(
        (id) =>
          localStorage.setItem('cart', JSON.stringify([{ id: `${id}-half`, name: 'Address Form Sepia', price: 6.5, type: 'product', quantity: 2 }])),
        paint.id,
      );
      await page.reload();

      const cart = await openCart(page);
      // Every field is labelled and tells the browser what to fill it with; the country is the United States only.
      const expected = [
        ['First name', 'given-name'],
        ['Last name', 'family-name'],
        ['Street address', 'address-line1'],
        ['City', 'address-level2'],
        ['State', 'address-level1'],
        ['ZIP code', 'postal-code'],
        ['Country', 'country'],
      ];
      for (const [label, autocomplete] of expected) {
        await expect(cart.getByLabel(label, { exact: true }).getAttribute('autocomplete')).resolves.toBe(autocomplete);
      }
      const country = cart.getByTestId('cart-country');
      await expect(country.evaluate((select: HTMLSelectElement) => [...select.options].map((o) => o.text))).resolves.toEqual(['United States']);
      await expect(country.isDisabled()).resolves.toBe(true);
      // The state is typed as its 2-letter code, in capitals.
      const state = cart.getByTestId('cart-state');
      await expect(state.evaluate((input: HTMLInputElement) => [input.type, input.maxLength, input.autocapitalize])).resolves.toEqual([
        'text',
        2,
        'characters',
      ]);

      // A ZIP code of 4 digits: the field says so once she leaves it, and checkout sends nothing but moves her to it.
      await fillShippingAddress(cart, { zipCode: '7330' });
      await cart.getByTestId('cart-zip').blur();
      const zipError = cart.getByText('Enter a US ZIP code: 5 digits, or 5 digits, a dash and 4 more (12345-6789)');
      await zipError.waitFor();
      const posted: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/checkout') posted.push(r.method());
      });
      await cart.getByTestId('cart-checkout').click();
      await expect(cart.getByTestId('cart-zip').evaluate((input) => input === document.activeElement)).resolves.toBe(true);
      await expect(cart.getByTestId('cart-zip').getAttribute('aria-invalid')).resolves.toBe('true');
      await page.screenshot({ path: `${SHOTS}/cart-shipping-address-error.png` });
      expect(posted).toEqual([]);
      // Nothing spills sideways on the phone.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
      await expect(cart.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).resolves.toBe(true);

      // What the server refuses is shown in its own words.
      await page.route(
        '**/api/checkout',
        (route) =>
          route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'state must match shippingAddress.state', code: 'BAD_REQUEST' }),
          }),
        { times: 1 },
      );
      await cart.getByTestId('cart-zip').fill('73301-0001');
      await expect(zipError.count()).resolves.toBe(0);
      await cart.getByTestId('cart-checkout').click();
      await expect(cart.getByTestId('cart-checkout-error').innerText()).resolves.toBe('state must match shippingAddress.state');
      for (const extra of context.pages().filter((p) => p !== page)) await extra.close();

      // The real checkout: the address goes with it.
      const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout');
      const popup = context.waitForEvent('page');
      await cart.getByTestId('cart-checkout').click();
      const address = { ...TEST_ADDRESS, zipCode: '73301-0001' };
      expect((await sent).postDataJSON()).toMatchObject({ shippingAddress: { ...address, country: 'US' } });
      await (await popup).close();
      await cart.getByTestId('cart-checkout-result').waitFor();
      const orderNumber = (await cart.getByTestId('cart-order-number').innerText()).replace('#', '');

      // Another visit: the form is filled with where her last checkout shipped.
      await page.reload();
      const again = await openCart(page);
      await again.locator('[data-testid="cart-first-name"][value="Rosa"]').waitFor();
      const shown = {
        firstName: await again.getByTestId('cart-first-name').inputValue(),
        lastName: await again.getByTestId('cart-last-name').inputValue(),
        street: await again.getByTestId('cart-street').inputValue(),
        city: await again.getByTestId('cart-city').inputValue(),
        state: await again.getByTestId('cart-state').inputValue(),
        zipCode: await again.getByTestId('cart-zip').inputValue(),
      };
      expect(shown).toEqual(address);
      await page.screenshot({ path: `${SHOTS}/cart-shipping-address-prefilled.png` });
      await again.getByRole('button', { name: 'Close cart' }).click();

      // My orders: the order's detail says where it ships.
      await page.goto(`${shop.url}/orders`);
      await page
        .getByTestId('my-order')
        .filter({ hasText: `Order #${orderNumber}` })
        .click();
      const detail = page.getByTestId('my-order-detail');
      await expect(detail.getByTestId('my-order-shipping-address').innerText()).resolves.toBe(
        'Rosa Painter\n12 Orchard Lane\nAustin, TX 73301-0001\nUnited States',
      );
      await page.screenshot({ path: `${SHOTS}/my-orders-detail-address.png` });
    } finally {
      await context.close();
    }
  });

  it('waits for a city and state, and checks out with only those when no name, street or ZIP code is given', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    const paint = (
      await admin.post('/api/products').field('name', `${PAINT} Two`).field('category', 'Individual Colors').field('price', '6.50').expect(201)
    ).body as { id: string };

    const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    await context.route('https://pay.example.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'payment page' }));
    try {
      const page = await context.newPage();
      await page.goto(shop.url);
      await signInOnLanding(page, shop.url, 'location.only@example.com');
      await page.evaluate(
        ([id, name]) => localStorage.setItem('cart', JSON.stringify([{ id: `${id}-half`, name, price: 6.5, type: 'product', quantity: 1 }])),
        [paint.id, `${PAINT} Two`],
      );
      await page.reload();
      const cart = await openCart(page);
      const posted: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/checkout') posted.push(r.method());
      });

      // Nothing typed, or a city alone: the button says what it waits for and cannot be pressed.
      const waiting = cart.getByRole('button', { name: 'Enter Location to Checkout', exact: true });
      await expect(waiting.isDisabled()).resolves.toBe(true);
      await cart.getByLabel('City', { exact: true }).fill('Austin');
      await expect(waiting.isDisabled()).resolves.toBe(true);
      await page.screenshot({ path: `${SHOTS}/cart-location-needed.png` });

      // The state, typed in lower case, is shown in capitals; now checkout can start.
      await cart.getByLabel('State', { exact: true }).pressSequentially('tx');
      await expect(cart.getByTestId('cart-state').inputValue()).resolves.toBe('TX');
      const proceed = cart.getByRole('button', { name: 'Proceed to Checkout', exact: true });
      await expect(proceed.isEnabled()).resolves.toBe(true);
      await expect(waiting.count()).resolves.toBe(0);

      // A street without the rest of the address: each missing part says so and nothing is sent.
      await cart.getByTestId('cart-street').fill('12 Orchard Lane');
      await proceed.click();
      for (const message of [
        'Enter your first name',
        'Enter your last name',
        'Enter a US ZIP code: 5 digits, or 5 digits, a dash and 4 more (12345-6789)',
      ]) {
        await cart.getByText(message, { exact: true }).waitFor();
      }
      await expect(cart.getByTestId('cart-first-name').evaluate((input) => input === document.activeElement)).resolves.toBe(true);
      expect(posted).toEqual([]);

      // The street taken out again: only the city and state go, and the order has no address.
      await cart.getByTestId('cart-street').fill('');
      await expect(cart.getByText('Enter your first name').count()).resolves.toBe(0);
      const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/checkout');
      const popup = context.waitForEvent('page');
      await proceed.click();
      const response = await answer;
      const sent = response.request().postDataJSON() as Record<string, unknown>;
      expect(sent).toMatchObject({ city: 'Austin', state: 'TX' });
      expect(sent).not.toHaveProperty('shippingAddress');
      expect(response.status()).toBe(201);
      await (await popup).close();
      await cart.getByTestId('cart-checkout-result').waitFor();
      const { orderId } = (await response.json()) as { orderId: string };
      const order = (await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body as Record<string, unknown>;
      expect(order).toMatchObject({ city: 'Austin', state: 'TX', shippingAddress: null });
    } finally {
      await context.close();
    }
  });
});
