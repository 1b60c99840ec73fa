import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(90_000);

const BRUSH = 'Kolinsky Round No. 6';
const PALETTE = 'Bare Porcelain Palette';

describe('the Products tab in Chromium', () => {
  const env = useBrowserShop();

  /** The toast with this title, and this text below it. */
  const toastSaying = (page: Page, title: string, description: string | RegExp) =>
    page
      .locator('.toast')
      .filter({ has: page.getByText(title, { exact: true }) })
      .getByText(description, { exact: true })
      .waitFor();

  const productRow = (page: Page, name: string) =>
    page.getByTestId('admin-product-row').filter({ has: page.getByRole('heading', { name, exact: true }) });

  it('runs a product sale timer with Start Now and Stop, deletes an image on one click and a product once confirmed, and runs maintenance on one click', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#8a4b2f' } })
      .png()
      .toBuffer();
    const brush = (
      await admin
        .post('/api/products')
        .field('name', BRUSH)
        .field('category', 'Brushes')
        .field('price', '18')
        .attach('images', png, 'brush.png')
        .expect(201)
    ).body as { id: string };
    await admin.post('/api/products').field('name', PALETTE).field('category', 'Other').field('price', '9').expect(201);

    const page = await browser.newPage();
    await signInAsAdmin(page, shop.url, 'products');
    await page.getByTestId('admin-products-panel').waitFor();
    const row = productRow(page, BRUSH);
    await row.waitFor();

    // docs/product/back-office.md §4: the product's sale timer is started with 'start now' and cleared with 'stop'.
    await row.getByRole('button', { name: 'Sale timer', exact: true }).click();
    const start = row.getByRole('button', { name: 'Start Now', exact: true });
    await expect(start.innerText()).resolves.toBe('Start Now');
    await row.getByLabel('Discount %').fill('20');
    await start.click();
    await toastSaying(page, 'Success', `Sale timer started for "${BRUSH}".`);
    const stop = row.getByRole('button', { name: 'Stop', exact: true });
    await stop.waitFor();
    await expect(stop.innerText()).resolves.toBe('Stop');
    await stop.click();
    await toastSaying(page, 'Success', 'Sale timer stopped.');
    await start.waitFor();

    // One click deletes an image: no confirmation (docs/product/back-office.md §5 lists none for it).
    await row.getByRole('button', { name: 'Images (1)' }).click();
    await row.getByRole('button', { name: 'Delete image 1' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await toastSaying(page, 'Success', 'Image deleted.');
    await row.getByText('This product has no images.', { exact: true }).waitFor();

    // Deleting a product asks first, in place: Cancel keeps it, 'Yes, delete' deletes it.
    const paletteRow = productRow(page, PALETTE);
    await paletteRow.getByRole('button', { name: `Delete ${PALETTE}` }).click();
    const question = paletteRow.getByRole('dialog', { name: `Delete "${PALETTE}" for good?` });
    await question.waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    const kept = (await admin.get('/api/admin/products').expect(200)).body as Array<{ name: string }> | { items: Array<{ name: string }> };
    expect((Array.isArray(kept) ? kept : kept.items).map((product) => product.name)).toContain(PALETTE);
    await paletteRow.getByRole('button', { name: `Delete ${PALETTE}` }).click();
    await question.getByRole('button', { name: 'Yes, delete' }).click();
    await toastSaying(page, 'Success', `"${PALETTE}" was deleted.`);
    await productRow(page, PALETTE).waitFor({ state: 'detached' });
    const listed = (await admin.get('/api/admin/products').expect(200)).body as Array<{ name: string }> | { items: Array<{ name: string }> };
    const names = (Array.isArray(listed) ? listed : listed.items).map((product) => product.name);
    expect(names).not.toContain(PALETTE);

    // A failed maintenance run: docs/product/back-office.md §8's fixed text is the title, the server's words below it.
    await page.route('**/api/admin/deactivate-individual-colors-bad-images', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Image check unavailable' }) }),
    );
    await page.getByRole('button', { name: 'Fix Individual Colors', exact: true }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await toastSaying(page, 'Failed to deactivate individual colors with bad images', 'Image check unavailable');
    await page.unroute('**/api/admin/deactivate-individual-colors-bad-images');

    await page.route('**/api/admin/deactivate-missing-images', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Try later' }) }),
    );
    await page.getByRole('button', { name: 'Fix Missing Images', exact: true }).click();
    await toastSaying(page, 'Failed to deactivate products with missing images', 'Try later');
    await page.unroute('**/api/admin/deactivate-missing-images');

    // On the first click, the run happens and its answer's message is shown.
    await page.getByRole('button', { name: 'Fix Missing Images', exact: true }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await toastSaying(page, 'Success', /^Deactivated \d+ products? without images\.$/);
    const deactivated = (await admin.get('/api/admin/deactivated-products').expect(200)).body as Array<{ id: string }>;
    expect(deactivated.map((product) => product.id)).toContain(brush.id);

    // Reactivating: a failure shows docs/product/back-office.md §8's 'Failed to reactivate product.', then it works.
    await page.goto(`${shop.url}/admin/deactivated`);
    const reactivate = page.getByRole('button', { name: `Reactivate ${BRUSH}` });
    await page.route('**/api/admin/products/*/reactivate', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Database busy' }) }),
    );
    await reactivate.click();
    await toastSaying(page, 'Failed to reactivate product.', 'Database busy');
    await page.unroute('**/api/admin/products/*/reactivate');
    await reactivate.click();
    await toastSaying(page, 'Product Reactivated', `"${BRUSH}" is back in the catalog.`);
    await page.close();
  });

  it('manages variants: a blank name is refused with its message once, a variant is created, and deleted once confirmed', async () => {
    const { shop, browser } = env();
    const admin = await shop.admin();
    const name = 'Variant Test Travel Palette';
    await admin.post('/api/products').field('name', name).field('category', 'Watercolor Sets').field('price', '40').expect(201);

    const page = await browser.newPage();
    await signInAsAdmin(page, shop.url, 'products');
    const row = productRow(page, name);
    await row.getByRole('button', { name: 'Variants', exact: true }).click();
    const form = row.getByRole('form', { name: 'Add variant' });
    await form.getByRole('button', { name: 'Create variant' }).click();
    // docs/product/back-office.md §5: the documented words once, in the toast; the field says it in its own.
    await toastSaying(page, 'Error', 'Variant name is required');
    await expect(page.getByText('Variant name is required', { exact: true }).count()).resolves.toBe(1);
    await form.getByText("Enter the variant's name", { exact: true }).waitFor();

    await form.getByLabel('Variant name').fill('Tin of 12');
    await form.getByLabel('Price', { exact: true }).fill('42');
    await form.getByRole('button', { name: 'Create variant' }).click();
    await toastSaying(page, 'Success', 'Variant "Tin of 12" created.');
    const variant = row.getByTestId('admin-variant-row').filter({ hasText: 'Tin of 12' });
    await variant.waitFor();

    await variant.getByRole('button', { name: 'Delete variant Tin of 12' }).click();
    await variant.getByRole('dialog', { name: 'Delete "Tin of 12" for good?' }).getByRole('button', { name: 'Yes, delete' }).click();
    await toastSaying(page, 'Success', 'Variant "Tin of 12" deleted.');
    await variant.waitFor({ state: 'detached' });
    await page.close();
  });
});
