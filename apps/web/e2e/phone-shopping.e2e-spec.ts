import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(120_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const BRUSHES = Array.from({ length: 12 }, (_, i) => `Phone Test Brush ${String(i + 1).padStart(2, '0')}`);
const PAINT = 'Phone Test Cobalt Half Pan';
const PAINT_DESCRIPTION =
  'A deep, granulating cobalt blue, hand-ground in small batches with gum arabic and a little honey. ' +
  'It rewets beautifully from the pan, lifts cleanly when wet and settles into soft textures in washes. ' +
  'Lovely for skies, shadows and glazes over warm earth tones.';
const PLAN = 'Phone Test Paint Box';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not visible`);
  return box;
}

/** True when a click at the element's centre reaches the element itself (nothing lies over it). */
const reachable = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

/**
 * What the right-edge 'Chat' tab lies over at this scroll position: the visible part (inside every clipping
 * ancestor) of each control, each line of text in the page's main area, and the floating cart button.
 */
function coveredByChatTab(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tabButton = document.querySelector('[data-testid="chat-tab"]')!;
    const tab = tabButton.getBoundingClientRect();
    type Rect = { left: number; top: number; right: number; bottom: number };
    const clip = (rect: Rect, from: Element | null): Rect => {
      let r = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (let el = from; el && el !== document.documentElement; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = el.getBoundingClientRect();
        r = { left: Math.max(r.left, c.left), top: Math.max(r.top, c.top), right: Math.min(r.right, c.right), bottom: Math.min(r.bottom, c.bottom) };
      }
      return r;
    };
    const hits = (r: Rect) =>
      r.right > r.left && r.bottom > r.top && r.left < tab.right && tab.left < r.right && r.top < tab.bottom && tab.top < r.bottom;
    const found: string[] = [];
    const controls = document.querySelectorAll(
      'main button, main a, main input, main select, main textarea, main label, [data-testid="cart-button"]',
    );
    for (const control of controls) {
      if (tabButton.contains(control)) continue;
      if (hits(clip(control.getBoundingClientRect(), control.parentElement))) found.push(`control: ${control.outerHTML.slice(0, 100)}`);
    }
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || tabButton.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (hits(clip(rect, node.parentElement))) found.push(`text: "${node.textContent.trim().slice(0, 60)}"`);
      }
    }
    return found;
  });
}

describe('the shop on a phone in Chromium', () => {
  const env = useBrowserShop();

  beforeAll(async () => {
    const admin = await env().shop.admin();
    const picture = (hue: number) =>
      sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 40 + hue * 15, g: 90, b: 160 } } })
        .png()
        .toBuffer();
    for (const [i, name] of BRUSHES.entries()) {
      await admin
        .post('/api/products')
        .field('name', name)
        .field('category', 'Brushes')
        .field('price', '14.00')
        .field('description', 'A springy brush that holds a good load of paint.')
        .attach('images', await picture(i), `brush-${i}.png`)
        .expect(201);
    }
    await admin
      .post('/api/products')
      .field('name', PAINT)
      .field('category', 'Individual Colors')
      .field('price', '6.50')
      .field('description', PAINT_DESCRIPTION)
      .attach('images', await picture(7), 'cobalt.png')
      .attach('images', await picture(9), 'cobalt-2.png')
      .expect(201);
    await admin
      .post('/api/subscriptions')
      .send({ title: PLAN, basePrice: 35, characteristics: ['Six half pans', 'A brush'] })
      .expect(201);
  });

  /** A phone that signed in with this e-mail on the landing form, on /products with the grid shown. */
  async function signedInPhone(email: string) {
    const context = await env().browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(env().shop.url);
    await signInOnLanding(page, env().shop.url, email);
    await page.getByTestId('product-grid').waitFor();
    return { context, page };
  }

  async function addToCart(page: Page, name: string) {
    await page.getByTestId('product-card').filter({ hasText: name }).click();
    const dialog = page.getByTestId('product-dialog');
    await dialog.getByTestId('add-to-cart').click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('shows toasts in the cart under its header, never over its title or close button, and clears them on navigation', async () => {
    const { context, page } = await signedInPhone('toasts.phone@example.com');
    try {
      await addToCart(page, BRUSHES[11]);
      const added = page.locator('.toast').filter({ hasText: 'Added to Cart' });
      await added.waitFor();

      // The cart opens while the toast is up: the toast moves into the cart, below its header.
      await page.getByTestId('cart-button').click();
      const cart = page.getByTestId('cart-modal');
      const title = cart.getByRole('heading', { name: /Shopping Cart/ });
      const close = cart.getByRole('button', { name: 'Close cart' });
      await title.waitFor();
      const inCart = cart.locator('.toast').filter({ hasText: 'Added to Cart' });
      await inCart.waitFor();
      expect(overlaps(await boxOf(inCart), await boxOf(title))).toBe(false);
      expect(overlaps(await boxOf(inCart), await boxOf(close))).toBe(false);
      await expect(reachable(close)).resolves.toBe(true);

      // A toast raised inside the cart (an empty coupon) is placed the same way.
      await cart.getByTestId('cart-coupon-apply').click();
      const invalid = cart.locator('.toast').filter({ hasText: 'Invalid Input' });
      await invalid.waitFor();
      expect(overlaps(await boxOf(invalid), await boxOf(title))).toBe(false);
      expect(overlaps(await boxOf(invalid), await boxOf(close))).toBe(false);
      await expect(reachable(close)).resolves.toBe(true);
      await close.click();
      await cart.waitFor({ state: 'detached' });

      // A toast belongs to its page: going to another page clears it at once (long before its 5 s are up).
      await addToCart(page, BRUSHES[10]);
      await added.waitFor();
      const raisedAt = Date.now();
      await page.getByTestId('bottom-nav').getByRole('link', { name: 'Learning' }).click();
      await page.waitForURL(`${env().shop.url}/learning`);
      await page.locator('.toast').first().waitFor({ state: 'detached', timeout: 2_000 });
      expect(Date.now() - raisedAt).toBeLessThan(4_000);
    } finally {
      await context.close();
    }
  });

  it('starts every page it navigates to at the top', async () => {
    const { context, page } = await signedInPhone('scroll.phone@example.com');
    try {
      const nav = page.getByTestId('bottom-nav');
      await page.getByTestId('product-card').nth(11).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(500);
      await nav.getByRole('link', { name: 'Subscriptions' }).click();
      await page.waitForURL(`${env().shop.url}/subscriptions`);
      await page.getByTestId('subscription').waitFor();
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(200);
      await nav.getByRole('link', { name: 'Products' }).click();
      await page.waitForURL(`${env().shop.url}/products`);
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps the Chat tab clear of every button, link, field and line of text, top to bottom', async () => {
    const { context, page } = await signedInPhone('chat-tab.phone@example.com');
    try {
      await addToCart(page, BRUSHES[9]); // the floating cart button shows
      await page.locator('.toast').first().waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByTestId('product-card').nth(11).waitFor();
      const pages = [
        { path: '/products', ready: page.getByTestId('product-card').nth(11) },
        { path: '/subscriptions', ready: page.getByTestId('add-subscription-to-cart') },
      ];
      for (const { path, ready } of pages) {
        await page.goto(env().shop.url + path);
        await ready.waitFor();
        await page.getByTestId('chat-tab').waitFor();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 250) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await expect(coveredByChatTab(page)).resolves.toEqual([]);
        }
      }
      // At a desktop width the centred column leaves the edge free as well.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${env().shop.url}/products`);
      await page.getByTestId('product-card').nth(11).waitFor();
      await expect(coveredByChatTab(page)).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('names the chosen size in the product dialog title, with every size in view without scrolling', async () => {
    const { context, page } = await signedInPhone('dialog.phone@example.com');
    try {
      await page.getByTestId('product-card').filter({ hasText: PAINT }).click();
      const dialog = page.getByTestId('product-dialog');
      const title = dialog.getByTestId('product-dialog-title');
      await expect(title.innerText()).resolves.toBe('Phone Test Cobalt - Half Pan');
      const sizes = dialog.getByTestId('pan-size-options');
      const footerTop = (await boxOf(dialog.getByTestId('add-to-cart'))).y;
      for (const size of ['Half Pan', 'Full Pan', 'Grande']) {
        const option = await boxOf(sizes.locator('label').filter({ hasText: size }));
        expect(option.y).toBeGreaterThan(0);
        expect(option.y + option.height).toBeLessThan(footerTop);
      }
      await sizes.locator('label').filter({ hasText: 'Full Pan' }).click();
      await expect(title.innerText()).resolves.toBe('Phone Test Cobalt - Full Pan');
      await sizes.locator('label').filter({ hasText: 'Grande' }).click();
      await expect(title.innerText()).resolves.toBe('Phone Test Cobalt - Grande');
      // The dialog is still named by its title, and nothing in it was scrolled to get here.
      await dialog.getByRole('heading', { name: 'Phone Test Cobalt - Grande', exact: true }).waitFor();
      await expect(page.getByRole('dialog', { name: 'Phone Test Cobalt - Grande' }).count()).resolves.toBe(1);
      await expect(
        dialog
          .locator('.overflow-y-auto')
          .first()
          .evaluate((el) => el.scrollTop),
      ).resolves.toBe(0);
      await dialog.getByTestId('add-to-cart').click();
      await page.locator('.toast').filter({ hasText: 'Phone Test Cobalt - Grande added to the cart' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('loads the first four pictures of the grid at once (the first with high priority, preloaded on a direct visit) and the rest lazily, each with its size', async () => {
    const { context, page } = await signedInPhone('pictures.phone@example.com');
    try {
      const pictures = page.getByTestId('product-card').locator('img');
      await pictures.nth(11).waitFor({ state: 'attached' });
      const attributes = await pictures.evaluateAll((images) =>
        images.map((img) => ({
          loading: img.getAttribute('loading'),
          priority: img.getAttribute('fetchpriority'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        })),
      );
      expect(attributes.length).toBe(12); // the first page of the grid
      attributes.forEach((image, i) => {
        expect(image.loading).toBe(i < 4 ? 'eager' : 'lazy');
        expect(image.priority).toBe(i === 0 ? 'high' : null);
        expect([image.width, image.height]).toEqual(['400', '400']);
      });

      // Opened directly (a reload), the page fetches the first picture before it renders the grid, and its
      // first paint already holds the products (no loading state in between).
      await page.addInitScript(() => {
        const seen = window as unknown as { sawLoadingState?: boolean };
        new MutationObserver(() => {
          if (document.body?.textContent?.includes('Loading products...')) seen.sawLoadingState = true;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.reload();
      await pictures.first().waitFor({ state: 'attached' });
      await expect(page.evaluate(() => (window as unknown as { sawLoadingState?: boolean }).sawLoadingState ?? false)).resolves.toBe(false);
      const preloaded = await page
        .locator('link[rel="preload"][as="image"]')
        .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), priority: link.getAttribute('fetchpriority') })));
      expect(preloaded).toEqual([{ href: await pictures.first().getAttribute('src'), priority: 'high' }]);
    } finally {
      await context.close();
    }
  });

  it('signs out from the header, back to the landing form, where another e-mail signs in', async () => {
    const { context, page } = await signedInPhone('leaving.phone@example.com');
    try {
      const signOut = page.getByRole('button', { name: /^Sign out/ });
      await expect(signOut.innerText()).resolves.toBe('Sign out');
      const logout = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/users/logout'));
      await signOut.click();
      expect((await logout).status()).toBe(200);
      await page.waitForURL(`${env().shop.url}/`);
      await page.getByTestId('landing-email-input').waitFor();
      expect((await page.request.get(`${env().shop.url}/api/session`)).status()).toBe(401);
      await expect(page.evaluate(() => localStorage.getItem('userEmail'))).resolves.toBeNull();

      await signInOnLanding(page, env().shop.url, 'arriving.phone@example.com');
      const session = await page.request.get(`${env().shop.url}/api/session`);
      await expect(session.json()).resolves.toMatchObject({ email: 'arriving.phone@example.com' });
    } finally {
      await context.close();
    }
  });
});
