import sharp from 'sharp';
import { signInAsAdmin, signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(90_000);

const PRODUCT = 'Browser Test Brush';

/** A small PNG made in memory: the product's one image. */
function brushImage(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

describe('the catalogue in Chromium', () => {
  const env = useBrowserShop();

  it('an admin adds a product through the form, and a shopper on a phone finds it and adds it to the cart', async () => {
    const { shop, browser } = env();

    // The admin signs in through the form and adds the product.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin, shop.url, 'products');
    await admin.getByTestId('admin-products-panel').waitFor();

    await admin.getByRole('button', { name: '+ Add Product' }).click();
    const form = admin.getByTestId('admin-product-form');
    await form.waitFor();
    await form.getByLabel('Name').fill(PRODUCT);
    await form.getByLabel('Category').selectOption('Brushes');
    await form.getByLabel('Price (half pan)').fill('12.50');
    await form.getByLabel('Images').setInputFiles({ name: 'brush.png', mimeType: 'image/png', buffer: await brushImage() });
    await form.getByRole('img', { name: 'Preview of brush.png' }).waitFor();
    await form.getByRole('button', { name: 'Create Product' }).click();
    await form.waitFor({ state: 'detached' }); // the form closes once the product is created

    const row = admin.getByTestId('admin-product-row').filter({ has: admin.getByRole('heading', { name: PRODUCT, exact: true }) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Brushes');
    await expect(row.getByRole('button', { name: 'Images (1)' }).count()).resolves.toBe(1);
    await adminContext.close();

    // The API has it, at 12.50.
    const found = (await shop.client().get('/api/products?search=browser%20test').expect(200)).body as {
      name: string;
      price: number;
      category: string;
    }[];
    expect(found).toEqual([expect.objectContaining({ name: PRODUCT, price: 12.5, category: 'Brushes' })]);

    // A shopper on a phone signs in, filters to Brushes, opens the product and adds it to the cart.
    const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await shopperContext.newPage();
    await page.goto(shop.url);
    await signInOnLanding(page, shop.url, 'catalogue.shopper@example.com');

    await page.getByRole('group', { name: 'Category', exact: true }).getByRole('button', { name: 'Brushes', exact: true }).click();
    await page.getByRole('group', { name: 'Category', exact: true }).locator('[aria-pressed="true"]', { hasText: 'Brushes' }).waitFor();
    const card = page.getByTestId('product-card').filter({ hasText: PRODUCT });
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('12.50');
    await card.click();

    const dialog = page.getByTestId('product-dialog');
    await dialog.getByRole('heading', { name: PRODUCT }).waitFor();
    await dialog.getByTestId('add-to-cart').click();

    const cart = page.getByTestId('cart-button');
    await cart.waitFor();
    await expect(cart.getAttribute('aria-label')).resolves.toBe('Open cart, 1 item');
    await expect(cart.innerText()).resolves.toBe('1');
    await shopperContext.close();
  });
});
