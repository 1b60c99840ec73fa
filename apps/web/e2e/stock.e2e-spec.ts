import type { Page } from 'playwright-core';
import { signInAsAdmin, signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(120_000);

const PALETTE = 'Sunset Travel Palette';

/**
 * Stock in Chromium (docs/rules.md §7): the owner counts a product's units in its Stock section and restocks it;
 * a shopper sees "Only N left", then "Sold out" with add to cart disabled once the last unit is taken.
 */
describe('stock in Chromium', () => {
  const env = useBrowserShop();

  const productRow = (page: Page, name: string) =>
    page.getByTestId('admin-product-row').filter({ has: page.getByRole('heading', { name, exact: true }) });

  it('the owner counts and restocks a product; a shopper sees what is left, then sold out', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    const palette = (await admin.post('/api/products').field('name', PALETTE).field('category', 'Watercolor Sets').field('price', '36').expect(201))
      .body as { id: string };

    const adminPage = await browser.newPage();
    await signInAsAdmin(adminPage, shop.url, 'products');
    const row = productRow(adminPage, PALETTE);
    await row.waitFor();
    await row.getByRole('button', { name: 'Stock', exact: true }).click();
    const form = row.getByTestId('stock-form');
    await form.getByTestId('stock-track-toggle').check();
    await form.getByTestId('stock-level-product').fill('2');
    await form.getByTestId('stock-save').click();
    await row.getByTestId('stock-current-product').filter({ hasText: '2' }).waitFor();

    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await shopper.newPage();
    await page.goto(shop.url);
    await signInOnLanding(page, shop.url, 'stock.shopper@example.com');
    const card = page.getByTestId('product-card').filter({ hasText: PALETTE });
    await card.getByTestId('product-stock-label').filter({ hasText: 'Only 2 left' }).waitFor();

    // Both units are bought elsewhere: the shop says sold out and will not add it.
    const buyer = await shop.shopper('stock.buyer@example.com');
    await buyer
      .post('/api/checkout')
      .send({ city: 'Austin', state: 'TX', items: [{ id: palette.id, quantity: 2 }] })
      .expect(201);
    await page.reload();
    await card.getByTestId('product-stock-label').filter({ hasText: 'Sold out' }).waitFor();
    await card.click();
    const dialog = page.getByTestId('product-dialog');
    await dialog.getByTestId('product-dialog-stock-label').filter({ hasText: 'Sold out' }).waitFor();
    await expect(dialog.getByTestId('add-to-cart').isDisabled()).resolves.toBe(true);
    await shopper.close();

    // The owner restocks in one click; the ledger lists the reservation and the restock.
    await row.getByTestId('stock-restock-quantity-product').fill('5');
    await row.getByTestId('stock-restock-product').click();
    await row.getByTestId('stock-current-product').filter({ hasText: '5' }).waitFor();
    await row.getByTestId('stock-movements').click();
    const kinds = row.getByTestId('stock-movement-row');
    await kinds.first().waitFor();
    const text = (await kinds.allInnerTexts()).join('\n');
    expect(text).toMatch(/Restock/i);
    expect(text).toMatch(/Reserv/i);
    await adminPage.close();
  });
});
