import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { seriousViolations, signInAsAdmin, signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(120_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** With A11Y_SCREENSHOTS=<folder>, each checked state is also saved there as a phone-size picture, to look at. */
async function snapshot(page: Page, name: string): Promise<void> {
  const folder = process.env.A11Y_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

describe('accessibility at phone size (axe-core) in Chromium', () => {
  const env = useBrowserShop();

  beforeAll(async () => {
    const admin = await env().shop.admin();
    const picture = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#6f8fb0' } })
      .png()
      .toBuffer();
    for (const [name, category] of [
      ['Axe Test Cobalt', 'Individual Colors'],
      ['Axe Test Pastels', 'Soft Pastels'],
      ['Axe Test Mop', 'Brushes'],
    ]) {
      await admin
        .post('/api/products')
        .field('name', name)
        .field('category', category)
        .field('price', '9.50')
        .attach('images', picture, 'picture.png')
        .expect(201);
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
      await signInOnLanding(page, env().shop.url, 'axe.shopper@example.com');
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

  describe('with daily deals and gravity auctions running', () => {
    beforeAll(async () => {
      const admin = await env().shop.admin();
      const picture = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#34539a' } })
        .png()
        .toBuffer();
      await admin
        .post('/api/admin/daily-deals')
        .field('title', 'Axe Deal Cobalt Tin')
        .field('description', 'Twelve half pans of cobalt in a tin.')
        .field('originalPrice', '40')
        .field('salePrice', '24')
        .field('quantity', '3')
        .field('startDate', at(-HOUR))
        .field('endDate', at(3 * HOUR))
        .attach('images[]', picture, 'a.png')
        .attach('images[]', picture, 'b.png')
        .expect(201);
      const gone = (
        await admin
          .post('/api/admin/daily-deals')
          .send({ title: 'Axe Deal Last Brush', originalPrice: 20, salePrice: 15, quantity: 1, startDate: at(-HOUR), endDate: at(HOUR / 2) })
          .expect(201)
      ).body as { id: string };
      await admin
        .post('/api/admin/daily-deals')
        .send({ title: 'Axe Deal Tomorrow Palette', originalPrice: 60, salePrice: 45, quantity: 5, startDate: at(20 * HOUR), endDate: at(40 * HOUR) })
        .expect(201);
      const buyer = await env().shop.shopper('axe.deal-buyer@example.com');
      await buyer
        .post('/api/checkout')
        .send({ city: 'Austin', state: 'TX', items: [{ id: `deal-${gone.id}`, quantity: 1 }] })
        .expect(201);

      await admin
        .post('/api/admin/dutch-auctions')
        .field('title', 'Axe Gravity Cobalt Set')
        .field('description', 'Twelve half pans, falling by a dollar an hour.')
        .field('startPrice', '200')
        .field('endPrice', '50')
        .field('originalRetailPrice', '240')
        .field('priceDropAmount', '1')
        .field('priceDropInterval', '3600')
        .field('quantity', '2')
        .attach('images[]', picture, 'a.png')
        .attach('images[]', picture, 'b.png')
        .expect(201);
      // One drop of the whole way, a second after it starts: at its floor by the time a page shows it.
      await admin
        .post('/api/admin/dutch-auctions')
        .send({
          title: 'Axe Gravity Floor Brush',
          startPrice: 30,
          endPrice: 10,
          originalRetailPrice: 35,
          priceDropAmount: 20,
          priceDropInterval: 1,
          quantity: 4,
        })
        .expect(201);
    });

    /** A phone signed in on the landing form, on the shop page with both sections filled. */
    async function shopperPhone(email: string, options: { fakeClock?: boolean } = {}) {
      // Reduced motion: the parachute hangs still instead of falling, so axe and the picture see it in place.
      const context = await env().browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
      const page = await context.newPage();
      if (options.fakeClock) await page.clock.install();
      await page.goto(env().shop.url);
      await signInOnLanding(page, env().shop.url, email);
      await page.getByTestId('daily-deal-card').nth(1).waitFor();
      await page.getByTestId('gravity-sale-card').nth(1).waitFor();
      await page.getByTestId('chat-tab').waitFor();
      return { context, page };
    }

    it('finds nothing serious or critical in both shop sections, the deal dialog, nor the cart with a deal line', async () => {
      const { context, page } = await shopperPhone('axe.deals@example.com');
      try {
        await page.getByTestId('gravity-sale-floor').waitFor();
        await snapshot(page, 'shop-top');
        await expect(seriousViolations(page)).resolves.toEqual([]);
        await page.getByTestId('daily-deal-card').filter({ hasText: 'Axe Deal Last Brush' }).scrollIntoViewIfNeeded();
        await snapshot(page, 'shop-daily-deals');
        await page.getByTestId('gravity-sales-section').scrollIntoViewIfNeeded();
        await snapshot(page, 'shop-gravity-sales');
        await page.getByTestId('gravity-sale-card').filter({ hasText: 'Axe Gravity Floor Brush' }).scrollIntoViewIfNeeded();
        await snapshot(page, 'shop-gravity-floor');

        await page.getByTestId('daily-deal-card').filter({ hasText: 'Axe Deal Cobalt Tin' }).getByTestId('daily-deal-open').click();
        const dialog = page.getByTestId('daily-deal-dialog');
        await dialog.getByRole('button', { name: 'Picture 2 of 2' }).waitFor();
        await snapshot(page, 'deal-dialog');
        await expect(seriousViolations(page)).resolves.toEqual([]);
        await dialog.getByTestId('daily-deal-add-to-cart').click();
        await dialog.waitFor({ state: 'detached' });

        await page.getByTestId('cart-button').click();
        await page.getByTestId('cart-modal').getByTestId('cart-line').filter({ hasText: 'Axe Deal Cobalt Tin' }).waitFor();
        await snapshot(page, 'cart-deal-line');
        await expect(seriousViolations(page)).resolves.toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('finds nothing serious or critical with the deals parachute dropped', async () => {
      const { context, page } = await shopperPhone('axe.parachute@example.com', { fakeClock: true });
      try {
        await page.goto(`${env().shop.url}/learning`);
        await page.clock.fastForward(3_500);
        await page.getByTestId('parachute-daily-deals').waitFor();
        await snapshot(page, 'parachute');
        await expect(seriousViolations(page)).resolves.toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('finds nothing serious or critical on the admin Daily Deals tab, its two sub-tabs with a form open, nor the scheduler page', async () => {
      const context = await env().browser.newContext(PHONE);
      try {
        const page = await context.newPage();
        await signInAsAdmin(page, env().shop.url, 'daily-deals');
        const panel = page.getByTestId('daily-deals-management');
        await panel.getByTestId('deal-row').nth(2).waitFor();
        await page.getByTestId('auctions-panel').getByTestId('auction-row').nth(1).waitFor();
        await snapshot(page, 'admin-current-deals');
        await expect(seriousViolations(page)).resolves.toEqual([]);

        await panel.getByRole('button', { name: 'Edit Axe Deal Cobalt Tin' }).click();
        const editForm = panel.getByRole('form', { name: 'Edit Axe Deal Cobalt Tin' });
        await editForm.waitFor();
        await editForm.scrollIntoViewIfNeeded();
        await snapshot(page, 'admin-deal-edit-form');
        await expect(seriousViolations(page)).resolves.toEqual([]);

        const auctions = page.getByTestId('auctions-panel');
        await auctions.getByRole('button', { name: 'Edit Axe Gravity Cobalt Set' }).click();
        const auctionForm = auctions.getByRole('form', { name: 'Edit Axe Gravity Cobalt Set' });
        await auctionForm.waitFor();
        await auctionForm.scrollIntoViewIfNeeded();
        await snapshot(page, 'admin-auction-edit-form');
        await auctions.getByTestId('auction-list').scrollIntoViewIfNeeded();
        await snapshot(page, 'admin-auction-list');
        await expect(seriousViolations(page)).resolves.toEqual([]);

        await panel.getByRole('tab', { name: 'Deal Scheduler' }).click();
        const scheduler = panel.getByTestId('deal-scheduler');
        await scheduler.getByTestId('scheduled-deal-row').first().waitFor();
        await scheduler.getByTestId('schedule-deal-form').getByRole('button', { name: 'Schedule Deal' }).click();
        await scheduler.getByTestId('schedule-deal-form').getByRole('alert').waitFor();
        await panel.scrollIntoViewIfNeeded();
        await snapshot(page, 'admin-deal-scheduler');
        await expect(seriousViolations(page)).resolves.toEqual([]);

        await page.goto(`${env().shop.url}/admin/daily-deals/scheduler`);
        await page.getByTestId('scheduled-deal-row').first().waitFor();
        await snapshot(page, 'admin-scheduler-page');
        await expect(seriousViolations(page)).resolves.toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
