import { seriousViolations, signInAsAdmin, signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(120_000);

const SET = 'Indigo Dusk Travel Set';
const SHOPPER = 'low-stock.shopper@example.com';

/**
 * Low stock in Chromium (docs/rules.md §7): the owner sees a low item in the dashboard's Low stock panel and restocks
 * it in one click; a shopper asks to be told by e-mail when a sold-out set is back.
 */
describe('low stock in Chromium', () => {
  const env = useBrowserShop();
  let set: { id: string };

  const setLevel = async (level: number) =>
    (await env().shop.admin())
      .put(`/api/admin/products/${set.id}/stock`)
      .send({ tracked: true, items: [{ item: 'product', level }] })
      .expect(200);

  beforeAll(async () => {
    const admin = await env().shop.admin();
    set = (await admin.post('/api/products').field('name', SET).field('category', 'Watercolor Sets').field('price', '42').expect(201)).body as {
      id: string;
    };
    await admin.put('/api/site-config/low_stock_threshold').send({ value: '2' }).expect(200);
  });

  it('the owner restocks a low item from the dashboard, and it leaves the Low stock panel', async () => {
    const { shop, browser } = env();
    await setLevel(1);

    const page = await browser.newPage();
    await signInAsAdmin(page, shop.url); // the dashboard's first tab
    const panel = page.getByTestId('low-stock-panel');
    await expect(panel.getByTestId('low-stock-threshold-input').inputValue()).resolves.toBe('2');
    const row = panel.getByTestId('low-stock-row').filter({ hasText: SET });
    await row.filter({ hasText: '1 left' }).filter({ hasText: 'threshold 2' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await row.getByRole('textbox', { name: `Units to add to ${SET}` }).fill('5');
    await row.getByTestId('low-stock-restock').click();
    await page.locator('.toast').filter({ hasText: 'Success' }).getByText(`Added 5 units to ${SET}: 6 in stock.`, { exact: true }).waitFor();
    // 6 is above the threshold of 2: nothing is low any more.
    await panel.getByTestId('low-stock-empty').waitFor();
    await expect(row.count()).resolves.toBe(0);
    await page.close();
  });

  it('a shopper asks to be told by e-mail when the sold-out set is back', async () => {
    const { shop, browser } = env();
    await setLevel(0);

    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await shopper.newPage();
    await page.goto(shop.url);
    await signInOnLanding(page, shop.url, SHOPPER);
    const card = page.getByTestId('product-card').filter({ hasText: SET });
    await card.getByTestId('product-stock-label').filter({ hasText: 'Sold out' }).waitFor();
    await card.click();
    const dialog = page.getByTestId('product-dialog');
    await dialog.getByTestId('product-dialog-stock-label').filter({ hasText: 'Sold out' }).waitFor();

    await dialog.getByTestId('notify-when-back').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByTestId('notify-when-back').click();
    await dialog
      .getByTestId('notify-when-back-done')
      .filter({ hasText: `We'll email ${SHOPPER} when it's back.` })
      .waitFor();
    await expect(dialog.getByTestId('notify-when-back').count()).resolves.toBe(0);
    await shopper.close();
  });
});
