import axe from 'axe-core';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(90_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** axe-core's serious and critical violations on the page as it is now: rule, nodes and axe's own summary. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the shop's CSP (script-src 'self') refuses inline <script> tags.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}

describe('accessibility at phone size (axe-core) in Chromium', () => {
  const env = useBrowserShop();

  beforeAll(async () => {
    const admin = await env().shop.admin();
    const picture = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#6f8fb0' } }).png().toBuffer();
    for (const [name, category] of [['Axe Test Cobalt', 'Individual Colors'], ['Axe Test Pastels', 'Soft Pastels'], ['Axe Test Mop', 'Brushes']]) {
      await admin.post('/api/products').field('name', name).field('category', category).field('price', '9.50')
        .attach('images', picture, 'picture.png').expect(201);
    }
  });

  it('finds nothing serious or critical on the landing page', async () => {
    const context = await env().browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(env().shop.url);
      await page.getByTestId('landing-email-input').waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('finds nothing serious or critical on the products page, nor in the open cart', async () => {
    const context = await env().browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(env().shop.url);
      await page.getByTestId('landing-email-input').fill('axe.shopper@example.com');
      await page.getByTestId('landing-submit').click();
      await page.waitForURL(`${env().shop.url}/products`);
      await page.getByTestId('product-card').nth(2).waitFor();
      await page.getByTestId('chat-tab').waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);

      await page.getByTestId('product-card').filter({ hasText: 'Axe Test Cobalt' }).click();
      await page.getByTestId('product-dialog').getByTestId('add-to-cart').click();
      await page.getByTestId('cart-button').click();
      await page.getByTestId('cart-modal').getByTestId('cart-subscriber-banner').waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });
});
