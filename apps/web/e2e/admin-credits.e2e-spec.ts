// @shop/contracts loads its DTOs too, whose decorators need this.
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { signInAsAdmin, useBrowserShop, seriousViolations } from '../../../test/support/browser';

jest.setTimeout(180_000);

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const SHOTS = '/tmp/shots';
const MIA = 'mia.credits@example.com';
const ROSA = 'rosa.referrer@example.com';
const BEN = 'ben.referred@example.com';

/** A 375-px picture to look at: the whole page, or just the part named. */
async function shot(page: Page, name: string, part?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `admin-credits-${name}.png`);
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
}

/** The writes the page sends to paths starting with `prefix`. */
function recordWrites(page: Page, prefix: string): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith(prefix)) writes.push(request.url());
  });
  return writes;
}

describe('the admin’s credits, paint credits, commission and referral screens in Chromium at phone size', () => {
  const env = useBrowserShop();
  /** Each test signs in afresh, in a phone-sized browser of its own. */
  let context: BrowserContext;

  beforeEach(async () => {
    context = await env().browser.newContext(PHONE);
  });
  afterEach(async () => {
    await context.close();
  });

  const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });

  it('adds credits by hand, refusing a bad e-mail or a missing amount without sending, clamping the amount to at least 1', async () => {
    const page = await context.newPage();
    const writes = recordWrites(page, '/api/admin/credits/add');
    await signInAsAdmin(page, env().shop.url, 'credits');
    const panel = page.getByTestId('credits-panel');
    await panel.getByTestId('credit-rules').getByText('6 credits each', { exact: true }).waitFor();
    const form = panel.getByTestId('add-credits-form');

    await form.getByLabel('Customer email').fill('not-an-email');
    await form.getByLabel('Credits').fill('5');
    await form.getByRole('button', { name: 'Add Credits' }).click();
    await toast(page, 'Invalid Input').getByText('Please enter a valid email and credit amount.', { exact: true }).waitFor();

    await form.getByLabel('Customer email').fill(MIA);
    await form.getByLabel('Credits').fill('');
    await form.getByRole('button', { name: 'Add Credits' }).click();
    await toast(page, 'Invalid Input').waitFor();
    expect(writes).toHaveLength(0);

    await form.getByLabel('Credits').fill('0');
    await form.getByLabel('Credits').blur();
    await expect(form.getByLabel('Credits').inputValue()).resolves.toBe('1');

    await form.getByLabel('Credits').fill('7');
    await form.getByLabel('Reason (optional)').fill('Festival make-up');
    await form.getByRole('button', { name: 'Add Credits' }).click();
    await toast(page, 'Credits Added Successfully').getByText(`Added 7 credits to ${MIA}. New balance: 7 credits.`).waitFor();
    await expect(form.getByLabel('Customer email').inputValue()).resolves.toBe('');

    await form.getByLabel('Customer email').fill(MIA.toUpperCase());
    await form.getByLabel('Credits').fill('3');
    await form.getByRole('button', { name: 'Add Credits' }).click();
    await toast(page, 'Credits Added Successfully').getByText('New balance: 10 credits.', { exact: false }).waitFor();
    expect(writes).toHaveLength(2);

    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'credits-tab', panel);
    await page.close();
  });

  it('previews a paint-credit import in the browser, names a bad line, imports once and the overview follows', async () => {
    const page = await context.newPage();
    const writes = recordWrites(page, '/api/admin/paint-credits/import');
    await signInAsAdmin(page, env().shop.url);
    await page.goto(`${env().shop.url}/admin/paint-credits`);
    const screen = page.getByTestId('paint-credits-import');
    await screen.getByTestId('paint-credit-facts').getByText('$0.40 per pan', { exact: true }).waitFor();
    await screen.getByText('Credits expire after 30 days', { exact: true }).waitFor();
    await screen.getByText('Customers pay shipping when they use them', { exact: true }).waitFor();
    await expect(screen.getByTestId('paint-stat-customers').innerText()).resolves.toBe('0');
    await expect(screen.getByTestId('paint-stat-issued').innerText()).resolves.toBe('$0.00');

    const lines = screen.getByLabel('Customers, one per line');
    await lines.fill('ann.paint@example.com, Ann, 10, 2\nbo.paint@example.com');
    await screen.getByRole('button', { name: 'Preview Import' }).click();
    await toast(page, 'Parse Error').getByText('Line 2: Need at least email, firstName, paintCount', { exact: true }).waitFor();
    await expect(screen.getByTestId('paint-credit-preview').count()).resolves.toBe(0);
    await screen.getByRole('button', { name: 'Import Customers' }).click();
    await toast(page, 'Parse Error').waitFor();
    expect(writes).toHaveLength(0);

    await lines.fill('ann.paint@example.com, Ann, 10, 2\nbo.paint@example.com, Bo, 5\ncy.paint@example.com, , lots');
    await screen.getByRole('button', { name: 'Preview Import' }).click();
    const preview = screen.getByTestId('paint-credit-preview');
    await preview.getByTestId('paint-preview-row').first().waitFor();
    await expect(preview.getByTestId('paint-preview-row').count()).resolves.toBe(3);
    await preview.getByTestId('paint-preview-row').filter({ hasText: 'ann.paint@example.com' }).getByText('$4.00', { exact: true }).waitFor();
    // No first name: 'Customer'; a pan count that is not a number: 0 pans, $0.00.
    await preview.getByTestId('paint-preview-row').filter({ hasText: 'cy.paint@example.com' }).getByText('Customer · 0 pans · 1 order').waitFor();
    await expect(preview.getByTestId('paint-preview-total').innerText()).resolves.toMatch(/Total: 15 pans\s+\$6\.00/);
    expect(writes).toHaveLength(0); // the preview ran in the browser
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'paint-preview');

    const twoCustomers = 'ann.paint@example.com, Ann, 10, 2\nbo.paint@example.com, Bo, 5';
    await lines.fill(twoCustomers);
    await screen.getByRole('button', { name: 'Import Customers' }).click();
    await toast(page, 'Import Complete').getByText('2 customers imported, 0 skipped.', { exact: true }).waitFor();
    await expect(lines.inputValue()).resolves.toBe('');
    await screen.getByTestId('paint-stat-customers').getByText('2', { exact: true }).waitFor();
    await expect(screen.getByTestId('paint-stat-issued').innerText()).resolves.toBe('$6.00');
    await expect(screen.getByTestId('paint-stat-active').innerText()).resolves.toBe('$6.00');
    await expect(screen.getByTestId('paint-stat-with-credits').innerText()).resolves.toBe('2');

    // The same list again grants nothing more.
    await lines.fill(twoCustomers);
    await screen.getByRole('button', { name: 'Import Customers' }).click();
    await toast(page, 'Import Complete').getByText('0 customers imported, 2 skipped.', { exact: true }).waitFor();
    await expect(screen.getByTestId('paint-stat-issued').innerText()).resolves.toBe('$6.00');
    expect(writes).toHaveLength(2);
    await shot(page, 'paint-imported');
    await page.close();
  });

  it('creates a commission rate that takes effect, and deactivates it only when confirmed', async () => {
    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url);
    await page.goto(`${env().shop.url}/commission-settings`);
    const screen = page.getByTestId('commission-settings');
    await screen.getByText('No commission settings found. Create your first rate setting to get started.', { exact: true }).waitFor();
    await expect(screen.getByTestId('current-commission-rate-value').innerText()).resolves.toBe('10%');
    await screen
      .getByTestId('commission-note')
      .getByText(/each referral transaction keeps the rate/i)
      .waitFor();

    await screen.getByRole('button', { name: 'New Rate' }).click();
    const form = screen.getByTestId('commission-form');
    const create = form.getByRole('button', { name: 'Create Setting' });
    await expect(create.isDisabled()).resolves.toBe(true);
    await expect(form.getByLabel('Valid From').inputValue()).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await form.getByLabel('Name').fill('Autumn rate');
    await expect(create.isDisabled()).resolves.toBe(true);
    await form.getByLabel('Rate (%)').fill('8.125');
    await create.click();
    await form.getByText('Rate must be a percentage with at most 2 decimals', { exact: true }).waitFor();
    await form.getByLabel('Rate (%)').fill('12.5');
    await form.getByLabel('Description (optional)').fill('For the autumn market season.');
    await shot(page, 'commission-form');
    await create.click();
    await toast(page, 'Success').waitFor();
    await screen.getByTestId('commission-form').waitFor({ state: 'detached' });

    const row = screen.getByTestId('commission-setting').filter({ hasText: 'Autumn rate' });
    await expect(row.getByTestId('commission-setting-status').innerText()).resolves.toBe('Active');
    await row.getByText('12.5%', { exact: true }).waitFor();
    await row.getByText('No end', { exact: true }).waitFor();
    await row.getByText('For the autumn market season.', { exact: true }).waitFor();
    await screen.getByTestId('current-commission-rate-value').getByText('12.5%', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'commission-active');

    await row.getByRole('button', { name: 'Deactivate Autumn rate' }).click();
    await row.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByTestId('commission-setting-status').innerText()).resolves.toBe('Active');
    await row.getByRole('button', { name: 'Deactivate Autumn rate' }).click();
    await row.getByRole('button', { name: 'Yes, deactivate' }).click();
    await row.getByTestId('commission-setting-status').getByText('Inactive', { exact: true }).waitFor();
    await expect(row.getByRole('button', { name: 'Deactivate Autumn rate' }).count()).resolves.toBe(0);
    await screen.getByTestId('current-commission-rate-value').getByText('10%', { exact: true }).waitFor();
    await page.close();
  });

  /** A referred order, paid: Rosa's link brought Ben, who bought two $29 brushes. Answers once oversight lists it. */
  async function payReferredOrder(): Promise<void> {
    const shop = env().shop;
    const admin = await shop.admin();
    const brush = await admin
      .post('/api/products')
      .field('name', 'Oversight Mop Brush')
      .field('category', 'Brushes')
      .field('price', '29')
      .expect(201);
    const rosa = await shop.verifiedShopper(ROSA);
    const link = (await rosa.post('/api/referrals/create').send({ userEmail: ROSA, name: 'Spring market' }).expect(201)).body as { code: string };
    const ben = shop.client();
    await ben.post('/api/users').send({ email: BEN, referralCode: link.code }).expect(200);
    await ben
      .post('/api/cart/save')
      .send({ userEmail: BEN, cartItems: [{ id: `${brush.body.id}-half`, quantity: 2 }] })
      .expect(200);
    const { orderId } = (await ben.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201)).body as { orderId: string };
    await admin.post(`/api/admin/orders/${orderId}/mark-paid`).send({}).expect(200);
    const end = Date.now() + 15_000;
    while ((await admin.get('/api/admin/referrals/all-transactions').expect(200)).body.length === 0) {
      if (Date.now() > end) throw new Error('the paid referred order never reached the referral transactions');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('shows the referral oversight: the overview figures, every link, every transaction and the tiers', async () => {
    await payReferredOrder();
    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url, 'referral-oversight');
    const panel = page.getByTestId('referral-oversight-panel');
    const overview = panel.getByTestId('referral-overview');
    await overview.waitFor();
    await expect(overview.getByTestId('referral-stat-conversions').innerText()).resolves.toBe('1');
    await expect(overview.getByTestId('referral-stat-revenue').innerText()).resolves.toBe('$58.00');
    await expect(overview.getByTestId('referral-stat-commission').innerText()).resolves.toBe('$5.80');
    await panel.getByTestId('attribution-note').getByText('How attribution is verified', { exact: true }).waitFor();
    await shot(page, 'oversight-overview', panel);

    await panel.getByRole('tab', { name: 'All Links' }).click();
    const link = panel.getByTestId('referral-link').filter({ hasText: 'Spring market' });
    await link.getByText(ROSA).waitFor();
    await link.getByText('$58.00', { exact: true }).waitFor();
    await link.getByText('$5.80', { exact: true }).waitFor();
    await shot(page, 'oversight-links', panel);

    await panel.getByRole('tab', { name: 'Transactions' }).click();
    const transaction = panel.getByTestId('referral-transaction');
    await transaction.first().waitFor();
    await expect(transaction.count()).resolves.toBe(1);
    await expect(transaction.getByTestId('referral-transaction-status').innerText()).resolves.toMatch(/^approved$/i);
    await expect(transaction.getByTestId('referral-transaction-status').getAttribute('class')).resolves.toContain('bg-green-100');
    await transaction.getByText(BEN, { exact: false }).waitFor();
    await expect(transaction.innerText()).resolves.toContain('$5.80 at 10%');
    await shot(page, 'oversight-transactions', panel);

    const tiers = panel.getByTestId('referral-tiers');
    await tiers.locator('summary').click();
    await tiers.getByTestId('referral-tier').first().waitFor();
    await expect(tiers.getByTestId('referral-tier').count()).resolves.toBe(4);
    const artist = tiers.getByTestId('referral-tier').filter({ hasText: 'Artist' });
    await artist.getByRole('button', { name: 'Edit Artist' }).click();
    const form = artist.getByRole('form', { name: 'Edit tier Artist' });
    await form.getByLabel('Store credit (%)').fill('101');
    await form.getByRole('button', { name: 'Save Tier' }).click();
    await form.getByText('Store credit must be a percent from 0 to 100, at most 2 decimals', { exact: true }).waitFor();
    await form.getByLabel('Store credit (%)').fill('13');
    await form.getByRole('button', { name: 'Save Tier' }).click();
    await toast(page, 'Success').waitFor();
    await artist.getByText('Artist · 13%', { exact: false }).waitFor();
    const saved = (await (await page.request.get(`${env().shop.url}/api/referrals/tiers`)).json()) as {
      tierName: string;
      storeCreditPercentage: number;
    }[];
    expect(saved.find((tier) => tier.tierName === 'Artist')?.storeCreditPercentage).toBe(13);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'oversight-tiers', panel);
    await page.close();
  });
});
