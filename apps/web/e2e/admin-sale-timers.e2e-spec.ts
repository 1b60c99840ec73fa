import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(60_000);

describe('the Sale Timers tab in Chromium', () => {
  const env = useBrowserShop();

  it('offers exactly the four categories of docs/product/back-office.md §9, creates a timer, and deletes it on one click', async () => {
    const page = await env().browser.newPage();
    const deletes: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'DELETE' && pathname.startsWith('/api/sale-timers/')) deletes.push(pathname);
    });
    await signInAsAdmin(page, env().shop.url, 'sale-timers');
    const panel = page.getByTestId('sale-timer-panel');
    await panel.getByText('No sale timers created yet', { exact: true }).waitFor();

    const form = panel.getByTestId('sale-timer-form');
    await form.getByLabel('Name').fill('Brush Week');
    await form.getByLabel('Discount (%)').fill('15');
    await form.getByLabel('Sale type').selectOption('category');

    // docs/product/back-office.md §9 "Sale timer categories: Watercolor Sets, Individual Colors, Brushes, Other": these four, in order.
    const categories = form.getByRole('group', { name: 'Target categories' });
    await categories.waitFor();
    const choices = await categories.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    expect(choices).toEqual(['Watercolor Sets', 'Individual Colors', 'Brushes', 'Other']);
    const labels = (await categories.locator('label').allTextContents()).map((text) => text.trim());
    expect(labels).toEqual(['Watercolor Sets', 'Individual Colors', 'Brushes', 'Other']);

    await categories.getByRole('checkbox', { name: 'Brushes', exact: true }).check();
    await form.getByRole('button', { name: 'Create Sale Timer' }).click();
    await page.locator('.toast').filter({ hasText: 'Sale timer created' }).getByText('Brush Week: 15% off', { exact: true }).waitFor();

    const row = panel.getByTestId('sale-timer-row').filter({ hasText: 'Brush Week' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Categories: Brushes');

    // One click deletes: no confirmation (docs/product/back-office.md §5 lists none for sale timers).
    await row.getByRole('button', { name: 'Delete Brush Week' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.locator('.toast').filter({ hasText: 'Sale timer deleted' }).getByText('Brush Week', { exact: true }).waitFor();
    await panel.getByText('No sale timers created yet', { exact: true }).waitFor();
    expect(deletes).toHaveLength(1);
    await expect((await page.request.get(`${env().shop.url}/api/sale-timers`)).json()).resolves.toEqual([]);
    await page.close();
  });
});
