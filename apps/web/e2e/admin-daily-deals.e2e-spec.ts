import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(120_000);

const TITLE = 'Deal Test Cobalt Trio';
const PRODUCT = 'Deal Test Quinacridone Rose';
const CHEAP_PRODUCT = 'Deal Test Penny Pan';

type PublicDeal = { title: string; salePrice: number; quantity: number; maxPerShopper: number; images: string[] };

/** A moment as the datetime-local inputs take it, in this machine's time zone (the browser's too). */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

describe('the admin’s Daily Deals Management in Chromium', () => {
  const env = useBrowserShop();

  beforeAll(async () => {
    const admin = await env().shop.admin();
    await admin
      .post('/api/products')
      .field('name', PRODUCT)
      .field('category', 'Individual Colors')
      .field('price', '24.00')
      .field('description', 'A glowing pink-violet.\nGranulates softly.')
      .expect(201);
    await admin.post('/api/products').field('name', CHEAP_PRODUCT).field('category', 'Individual Colors').field('price', '0.05').expect(201);
  });

  const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });
  const publicDeals = async (page: Page) => (await (await page.request.get(`${env().shop.url}/api/daily-deals`)).json()) as PublicDeal[];

  it('creates a deal with a picture, refuses a sale price not below the original without sending, edits it, and deletes it only when confirmed', async () => {
    const admin = await env().browser.newPage();
    const writes: string[] = [];
    admin.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/admin/daily-deals')) writes.push(request.url());
    });
    await signInAsAdmin(admin, env().shop.url, 'daily-deals');
    const panel = admin.getByTestId('daily-deals-management');
    await expect(panel.getByRole('tab', { name: 'Current Deals' }).getAttribute('aria-selected')).resolves.toBe('true');
    await panel.getByText('No daily deals created yet', { exact: true }).waitFor();

    const form = panel.getByTestId('deal-form');
    await form.getByRole('button', { name: 'Create Deal' }).click();
    await form.getByRole('alert').getByText('Please fill in all required fields', { exact: true }).waitFor();

    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Description').fill('Three half pans of cobalt blue, for today only.');
    await form.getByLabel('Original price ($)').fill('40');
    await form.getByLabel('Sale price ($)').fill('40');
    await form.getByLabel('Quantity').fill('0');
    await form.getByLabel('Quantity').blur();
    await expect(form.getByLabel('Quantity').inputValue()).resolves.toBe('1');
    await form.getByLabel('Quantity').fill('5');
    await expect(form.getByLabel('Most per shopper').inputValue()).resolves.toBe('2');
    await form.getByLabel('Most per shopper').fill('3');
    const picture = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 40, g: 80, b: 170 } } })
      .png()
      .toBuffer();
    await form.getByLabel('Pictures').setInputFiles({ name: 'cobalt.png', mimeType: 'image/png', buffer: picture });

    // The server's rule, checked before sending: the sale price below the original.
    await form.getByRole('button', { name: 'Create Deal' }).click();
    await form.getByText('salePrice must be less than originalPrice', { exact: true }).waitFor();
    expect(writes).toHaveLength(0);

    await form.getByLabel('Sale price ($)').fill('30');
    await form.getByTestId('deal-discount-preview').getByText('25% off', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Create Deal' }).click();
    await toast(admin, 'Deal created').waitFor();
    const row = panel.getByTestId('deal-row').filter({ hasText: TITLE });
    await row.getByText('0/5 sold', { exact: true }).waitFor();
    await expect(row.getByTestId('deal-status').innerText()).resolves.toBe('Active');
    await expect(row.getByTestId('deal-prices').innerText()).resolves.toMatch(/\$30\.00\s+\$40\.00 · 25% off/);
    await row.getByRole('img', { name: `${TITLE}, picture 1` }).waitFor();
    const [listed] = (await publicDeals(admin)).filter((deal) => deal.title === TITLE);
    expect(listed).toMatchObject({ salePrice: 30, quantity: 5, maxPerShopper: 3 });
    expect(listed.images).toHaveLength(1);

    // Edit: the form fills with the deal; a lower price and one more unit.
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const editForm = panel.getByRole('form', { name: `Edit ${TITLE}` });
    await expect(editForm.getByLabel('Sale price ($)').inputValue()).resolves.toBe('30.00');
    await editForm.getByLabel('Sale price ($)').fill('28');
    await editForm.getByLabel('Quantity').fill('6');
    await expect(editForm.getByLabel('Most per shopper').inputValue()).resolves.toBe('3');
    await editForm.getByLabel('Most per shopper').fill('4');
    await editForm.getByRole('button', { name: 'Update Deal' }).click();
    await toast(admin, 'Deal updated').waitFor();
    await row.getByText('0/6 sold', { exact: true }).waitFor();
    await expect(row.getByTestId('deal-prices').innerText()).resolves.toContain('30% off');
    const [edited] = (await publicDeals(admin)).filter((deal) => deal.title === TITLE);
    expect(edited).toMatchObject({ salePrice: 28, quantity: 6, maxPerShopper: 4 });
    expect(edited.images).toHaveLength(1); // the picture stayed
    await panel.getByRole('form', { name: 'New daily deal' }).waitFor();

    // Delete asks first: Cancel keeps the deal, 'Yes, delete' removes it from the list and from the shop.
    const question = row.getByRole('dialog', { name: `Delete “${TITLE}”? This cannot be undone.` });
    await row.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: `Delete ${TITLE}` }).waitFor();
    expect(writes).toHaveLength(2); // the create and the edit: asking sent nothing
    await row.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await question.getByRole('button', { name: 'Yes, delete' }).click();
    await toast(admin, 'Deal deleted').waitFor();
    await panel.getByText('No daily deals created yet', { exact: true }).waitFor();
    expect((await publicDeals(admin)).filter((deal) => deal.title === TITLE)).toEqual([]);
    await admin.close();
  });

  it('activates a deal that waits for its start', async () => {
    const admin = await env().browser.newPage();
    await signInAsAdmin(admin, env().shop.url, 'daily-deals');
    const panel = admin.getByTestId('daily-deals-management');
    const form = panel.getByTestId('deal-form');
    const title = 'Deal Test Tomorrow Set';
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Original price ($)').fill('20');
    await form.getByLabel('Sale price ($)').fill('15');
    await form.getByLabel('Start').fill(localInput(tomorrow));
    await form.getByRole('button', { name: 'Create Deal' }).click();
    await toast(admin, 'Deal created').waitFor();
    const row = panel.getByTestId('deal-row').filter({ hasText: title });
    await expect(row.getByTestId('deal-status').innerText()).resolves.toBe('Scheduled');
    expect((await publicDeals(admin)).map((deal) => deal.title)).not.toContain(title);

    await row.getByRole('button', { name: `Activate ${title}` }).click();
    await toast(admin, 'Deal activated').waitFor();
    await row.getByTestId('deal-status').getByText('Active', { exact: true }).waitFor();
    await expect(row.getByRole('button', { name: `Activate ${title}` }).count()).resolves.toBe(0);
    expect((await publicDeals(admin)).map((deal) => deal.title)).toContain(title);
    await admin.close();
  });

  it('schedules a deal from a product, processes it into the shop, and shows the server’s refusal as Scheduling Failed', async () => {
    const admin = await env().browser.newPage();
    const schedules: string[] = [];
    admin.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/schedule-from-product')) schedules.push(request.url());
    });
    await signInAsAdmin(admin, env().shop.url, 'daily-deals');
    const panel = admin.getByTestId('daily-deals-management');
    await panel.getByRole('tab', { name: 'Deal Scheduler' }).click();
    const scheduler = panel.getByTestId('deal-scheduler');
    const form = scheduler.getByTestId('schedule-deal-form');
    await scheduler.getByText('No deals scheduled', { exact: true }).waitFor();

    // The default: 20 % off, from tomorrow 09:00 to the day after at 21:00.
    await expect(form.getByLabel(/^Discount/).inputValue()).resolves.toBe('20');
    await expect(form.getByLabel('Start').inputValue()).resolves.toMatch(/T09:00$/);
    await expect(form.getByLabel('End').inputValue()).resolves.toMatch(/T21:00$/);

    await form.getByRole('button', { name: 'Schedule Deal' }).click();
    await form.getByRole('alert').getByText('Please select a product and set start/end dates.', { exact: true }).waitFor();
    expect(schedules).toHaveLength(0);

    // A product too cheap for any saving: the server refuses it, shown with its message.
    await form.getByLabel('Search products').fill('Penny');
    await form.getByLabel('Product', { exact: true }).locator('option', { hasText: CHEAP_PRODUCT }).waitFor({ state: 'attached' });
    await form.getByLabel('Product', { exact: true }).selectOption({ label: `${CHEAP_PRODUCT} — $0.05` });
    await form.getByLabel(/^Discount/).fill('5');
    await form.getByRole('button', { name: 'Schedule Deal' }).click();
    await toast(admin, 'Scheduling Failed').getByText('This product costs too little for a deal: the discount would save nothing').waitFor();
    expect(schedules).toHaveLength(1);

    // A start a minute ago: processing activates it at once.
    await form.getByLabel('Search products').fill('Quinacridone');
    await form.getByLabel('Product', { exact: true }).selectOption({ label: `${PRODUCT} — $24.00` });
    await form.getByLabel(/^Discount/).fill('25');
    await form.getByTestId('schedule-price-preview').getByText('$18.00').waitFor();
    await form.getByLabel('Units on offer').fill('6');
    await form.getByLabel('Start').fill(localInput(new Date(Date.now() - 60_000)));
    await form.getByRole('button', { name: 'Schedule Deal' }).click();
    await toast(admin, 'Deal scheduled').waitFor();
    const row = scheduler.getByTestId('scheduled-deal-row').filter({ hasText: PRODUCT });
    await row.getByText('25% off', { exact: true }).waitFor();
    expect((await publicDeals(admin)).map((deal) => deal.title)).not.toContain(PRODUCT);
    // The form starts afresh.
    await expect(form.getByLabel(/^Discount/).inputValue()).resolves.toBe('20');

    await scheduler.getByRole('button', { name: 'Process scheduled now' }).click();
    await scheduler.getByTestId('process-scheduled-result').getByText('Activated 1, expired 0.', { exact: true }).waitFor();
    await scheduler.getByText('No deals scheduled', { exact: true }).waitFor();
    const [live] = (await publicDeals(admin)).filter((deal) => deal.title === PRODUCT);
    expect(live).toMatchObject({ salePrice: 18, quantity: 6 });

    // Current Deals lists it as active, its description written from the product's text.
    await panel.getByRole('tab', { name: 'Current Deals' }).click();
    const current = panel.getByTestId('deal-row').filter({ hasText: PRODUCT });
    await current.getByTestId('deal-status').getByText('Active', { exact: true }).waitFor();
    await admin.close();
  });

  it('serves the scheduler on its own page, with a way back to the Daily Deals tab', async () => {
    const admin = await env().browser.newPage();
    await signInAsAdmin(admin, env().shop.url);
    await admin.goto(`${env().shop.url}/admin/daily-deals/scheduler`);
    await admin.getByRole('heading', { level: 1, name: 'Daily Deals Scheduler' }).waitFor();
    await admin.getByTestId('schedule-deal-form').getByLabel('Product', { exact: true }).waitFor();
    await admin.getByTestId('deal-scheduler').getByRole('button', { name: 'Process scheduled now' }).waitFor();

    await admin.getByRole('link', { name: '← Back to Daily Deals Management' }).click();
    await admin.waitForURL(`${env().shop.url}/admin#daily-deals`);
    await expect(admin.getByTestId('admin-tab-daily-deals').getAttribute('aria-selected')).resolves.toBe('true');
    await admin.getByTestId('daily-deals-management').getByRole('tab', { name: 'Current Deals' }).waitFor();

    // And the dashboard's link leads there.
    await admin.getByRole('link', { name: 'Daily Deals Scheduler →' }).click();
    await admin.waitForURL(`${env().shop.url}/admin/daily-deals/scheduler`);
    await admin.getByRole('heading', { level: 1, name: 'Daily Deals Scheduler' }).waitFor();
    await admin.close();
  });
});
