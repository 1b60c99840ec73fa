import { signInOnLanding, useBrowserShop } from '../../../test/support/browser';
import { lastCodeMailedTo } from '../../../test/support/test-shop';

jest.setTimeout(90_000);

describe('the saved cart in Chromium: server prices, unavailable lines, and the cart after verifying (docs/rules.md §4)', () => {
  const env = useBrowserShop();

  it('shows a line that left the catalogue as unavailable (removable, not priced) and loads the merged cart once the session verifies', async () => {
    const { shop, browser } = env();
    const email = 'sync.cart@example.com';
    const admin = await shop.admin();
    const create = async (name: string, price: string) =>
      (await admin.post('/api/products').field('name', name).field('category', 'Brushes').field('price', price).expect(201)).body as { id: string };
    const kept = await create('Sync Mop', '29');
    const retired = await create('Sync Retired Palette', '12');
    const earlier = await create('Sync Earlier Rigger', '15');
    // Her account already has a saved cart, from a verified session elsewhere.
    const elsewhere = await shop.verifiedShopper(email);
    await elsewhere
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${earlier.id}-half`, quantity: 1 }] })
      .expect(200);

    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(shop.url);
    // Signing in loads the session's (empty) saved cart; the cart below is set only after that load, or the load's
    // answer would save it from this page before the reload is watched.
    const loaded = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/cart/'));
    await signInOnLanding(page, shop.url, email);
    await loaded;

    // A cart filled in this browser (its prices are the browser's own, and wrong); it is saved to this session's cart.
    await page.evaluate(
      ([a, b]) =>
        localStorage.setItem(
          'cart',
          JSON.stringify([
            { id: `${a}-half`, name: 'Sync Mop', price: 0.01, type: 'product', quantity: 1 },
            { id: `${b}-half`, name: 'Sync Retired Palette', price: 0.01, type: 'product', quantity: 2 },
          ]),
        ),
      [kept.id, retired.id],
    );
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/cart/save'));
    await page.reload();
    await expect((await saved).json()).resolves.toMatchObject({ saved: true });
    await admin.delete(`/api/products/${retired.id}`).expect(200);

    // Loaded again: the server's cart, priced by the server; the retired palette is no longer available. Her earlier cart is not shown.
    await page.reload();
    await page.locator('[data-testid="cart-button"][aria-label="Open cart, 3 items"]').waitFor();
    await page.getByTestId('cart-button').click();
    const cart = page.getByTestId('cart-modal');
    const unavailable = cart.getByTestId('cart-line-unavailable');
    await unavailable.waitFor();
    await expect(unavailable.innerText()).resolves.toMatch(/No longer available[\s\S]*Quantity 2/);
    await expect(unavailable.innerText()).resolves.not.toContain('$');
    await expect(cart.getByText('Sync Earlier Rigger').count()).resolves.toBe(0);
    const summary = cart.locator('section[aria-label="Order summary"]:not([aria-busy])');
    await expect(summary.locator('dd').first().innerText()).resolves.toBe('$29.00');
    await unavailable.getByRole('button').click();
    await unavailable.waitFor({ state: 'detached' });
    await page.locator('[data-testid="cart-button"][aria-label="Open cart, 1 item"]').waitFor();

    // Verified right where the earlier cart would be (the cart's own line): the cart is loaded again, the account's merged with this session's.
    const hint = cart.getByTestId('cart-verify');
    await expect(hint.innerText()).resolves.toContain('A cart you saved on an earlier visit appears after you verify your e-mail');
    await hint.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
    await dialog.getByTestId('verify-send-code').click();
    await dialog.getByTestId('verify-email-notice').waitFor();
    const code = lastCodeMailedTo(shop.config.mailDir, email);
    const reloaded = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/cart/'));
    await dialog.getByTestId('verify-code-input').fill(code);
    await dialog.getByTestId('verify-submit').click();
    await reloaded;
    await hint.waitFor({ state: 'detached' });
    await cart.getByText('Sync Earlier Rigger').waitFor();
    await cart.getByRole('button', { name: 'Close cart' }).click();
    await cart.waitFor({ state: 'hidden' });
    await page.locator('[data-testid="cart-button"][aria-label="Open cart, 2 items"]').waitFor();
    const lines = (await elsewhere.get(`/api/cart/${email}`).expect(200)).body as { name: string; quantity: number }[];
    expect(lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Sync Earlier Rigger', 1],
      ['Sync Mop', 1],
    ]);
    await page.context().close();
  });
});
