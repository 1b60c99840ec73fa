import type { Page } from 'playwright-core';
import { signInAsAdmin, signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(120_000);

const PALETTE = 'Sunset Travel Palette';
const MOP = 'Squirrel Mop No. 4';

/**
 * Stock in Chromium (docs/rules.md §7): the owner counts a product's units in its Stock section and restocks it;
 * a shopper sees "Only N left", then "Sold out" with add to cart disabled once the last unit is taken. The products CSV
 * sets prices and stock from a file: checked first (the changes, or every problem by line), imported once confirmed.
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

  it('the owner checks an edited products CSV, imports it once confirmed, and sees a bad price refused by line and column', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    const mop = (await admin.post('/api/products').field('name', MOP).field('category', 'Brushes').field('price', '12').expect(201)).body as {
      id: string;
    };
    await admin
      .put(`/api/admin/products/${mop.id}/stock`)
      .send({ tracked: true, items: [{ item: 'product', level: 4, threshold: 2 }] })
      .expect(200);

    // The file the panel's Export CSV downloads, and the mop's row edited as in a spreadsheet (the header is line 1).
    const lines = (await admin.get('/api/admin/products/export.csv').buffer(true).expect(200)).text.trimEnd().split('\n');
    const header = lines[0].split(',');
    const index = lines.findIndex((text) => text.startsWith(`${mop.id},product,`));
    expect(index).toBeGreaterThan(0);
    const line = index + 1;
    const fileWith = (values: Record<string, string>) => {
      const cells = lines[index].split(',');
      for (const [column, value] of Object.entries(values)) cells[header.indexOf(column)] = value;
      const text = [...lines.slice(0, index), cells.join(','), ...lines.slice(index + 1)].join('\n') + '\n';
      return { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) };
    };

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signInAsAdmin(page, shop.url, 'products');
    const panel = page.getByTestId('products-csv-panel');
    await panel.getByTestId('products-csv-toggle').click();
    await expect(panel.getByTestId('products-csv-export').getAttribute('href')).resolves.toBe('/api/admin/products/export.csv');

    // Check file: a dry run lists the two changes and writes nothing.
    const file = panel.getByLabel('CSV file');
    await file.setInputFiles(fileWith({ price: '13.50', stock: '9' }));
    await panel.getByTestId('products-csv-check').click();
    await panel
      .getByTestId('products-csv-summary')
      .filter({ hasText: `${lines.length - 1} rows read, 2 changes` })
      .waitFor();
    const changes = panel.getByTestId('products-csv-changes').getByTestId('products-csv-change');
    const texts = (await changes.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(texts).toEqual([`${line} ${MOP} Price $12.00 → to $13.50`, `${line} ${MOP} Stock 4 units → to 9 units`]);
    expect(((await admin.get(`/api/products/${mop.id}`).expect(200)).body as { price: number }).price).toBe(12);

    // Import 2 changes, once confirmed: the shop has the new price and level, and the list shows the price.
    await panel.getByTestId('products-csv-import').click();
    await panel
      .getByRole('dialog', { name: /^Import 2 changes into the shop\?/ })
      .getByRole('button', { name: 'Yes, import' })
      .click();
    await panel.getByTestId('products-csv-done').filter({ hasText: 'Imported: 2 changes' }).waitFor();
    expect(((await admin.get(`/api/products/${mop.id}`).expect(200)).body as { price: number }).price).toBe(13.5);
    const stock = (await admin.get(`/api/admin/products/${mop.id}/stock`).expect(200)).body as { items: { item: string; level: number }[] };
    expect(stock.items.find((item) => item.item === 'product')?.level).toBe(9);
    await productRow(page, MOP).getByText('$13.50', { exact: true }).waitFor();

    // Another file clears the result; a price that is no amount is refused with its line and column, and no Import is offered.
    await file.setInputFiles(fileWith({ price: 'abc' }));
    await expect(panel.getByTestId('products-csv-done').count()).resolves.toBe(0);
    await expect(panel.getByTestId('products-csv-changes').count()).resolves.toBe(0);
    await panel.getByTestId('products-csv-check').click();
    const errors = panel.getByTestId('products-csv-errors');
    await errors.waitFor();
    await expect(errors.getByRole('alert').innerText()).resolves.toMatch(/^The file was not imported: /);
    const problems = await errors.getByTestId('products-csv-error').allInnerTexts();
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^line ${line}, price: `))]);
    await expect(panel.getByTestId('products-csv-import').count()).resolves.toBe(0);
    expect(((await admin.get(`/api/products/${mop.id}`).expect(200)).body as { price: number }).price).toBe(13.5);
    await context.close();
  });
});
