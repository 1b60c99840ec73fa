import type { Page } from 'playwright-core';
import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(60_000);

describe('the Coupons and Mystery Boxes tabs in Chromium', () => {
  const env = useBrowserShop();

  async function signIn(page: Page, tab: string) {
    await signInAsAdmin(page, env().shop.url, tab);
  }

  it('lists coupons from GET /api/coupons, creates one with its code upper-cased as typed, edits it, and deletes it in one click', async () => {
    const page = await env().browser.newPage();
    const couponCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname.includes('coupons')) couponCalls.push(`${request.method()} ${pathname}`);
    });
    await signIn(page, 'coupons');
    await page.getByText('No coupons created yet', { exact: true }).waitFor();
    const form = page.getByTestId('coupon-form');
    await form.getByLabel('Code').pressSequentially('spring-20');
    await expect(form.getByLabel('Code').inputValue()).resolves.toBe('SPRING-20');
    await form.getByLabel('Name').fill('Spring sale');
    await form.getByLabel('Discount (%)').fill('20');
    await form.getByLabel('Minimum order ($, optional)').fill('25');
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    const toast = page.locator('.toast').filter({ hasText: 'Coupon created' });
    await toast.waitFor();
    await expect(toast.getByText('Success', { exact: true }).count()).resolves.toBe(1);
    await toast.getByText('Coupon created: SPRING-20 (20% off)', { exact: true }).waitFor();

    const row = page.getByTestId('coupon-row').filter({ hasText: 'SPRING-20' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/20% off.*Active.*Spring sale.*Minimum \$25\.00.*Never expires.*Used 0 times/);
    const [created] = (await (await page.request.get(`${env().shop.url}/api/coupons`)).json()) as Array<Record<string, unknown>>;
    expect(created).toMatchObject({ code: 'SPRING-20', discountPercentage: 20, minimumOrderAmount: 25, expiryDate: null, isSingleUse: false });

    // A discount out of range is refused before anything is sent.
    await row.getByRole('button', { name: 'Edit SPRING-20' }).click();
    await form.getByLabel('Discount (%)').fill('101');
    await form.getByRole('button', { name: 'Update Coupon' }).click();
    await page.getByText('discountPercentage must be between 1 and 100', { exact: true }).first().waitFor();
    await form.getByLabel('Discount (%)').fill('35');
    await form.getByLabel('Minimum order ($, optional)').fill('');
    await form.getByRole('button', { name: 'Update Coupon' }).click();
    await page.locator('.toast').filter({ hasText: 'Success' }).getByText('Coupon updated: SPRING-20 (35% off)', { exact: true }).waitFor();
    await expect(row.textContent()).resolves.toMatch(/35% off.*No minimum/);

    // One click deletes: no confirmation (docs/product/back-office.md §5 lists none for coupons).
    await row.getByRole('button', { name: 'Delete SPRING-20' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.locator('.toast').filter({ hasText: 'Success' }).getByText('Coupon deleted: SPRING-20', { exact: true }).waitFor();
    await page.getByText('No coupons created yet', { exact: true }).waitFor();
    await expect((await page.request.get(`${env().shop.url}/api/coupons`)).json()).resolves.toEqual([]);

    // Every call the panel made is one of docs/product/back-office.md §7's.
    expect(couponCalls.filter((call) => call.startsWith('GET')).every((call) => call === 'GET /api/coupons')).toBe(true);
    expect(couponCalls).toEqual(
      expect.arrayContaining(['GET /api/coupons', 'POST /api/coupons', `PUT /api/coupons/${created.id}`, `DELETE /api/coupons/${created.id}`]),
    );
    expect(couponCalls.some((call) => call.includes('/api/admin/coupons'))).toBe(false);
    await page.close();
  });

  it('shows the default tiers, toggles the promotion, adds, edits and deletes a box', async () => {
    const page = await env().browser.newPage();
    await signIn(page, 'mystery-boxes');
    const panel = page.getByTestId('mystery-boxes-panel');
    await panel.getByTestId('mystery-box-list').waitFor();
    const thresholds = async () =>
      (await panel.getByTestId('mystery-box-row').allTextContents()).map((text) => /Spend \$([\d,.]+) or more →/.exec(text)?.[1]);
    expect(await thresholds()).toEqual(['99.00', '199.00', '299.00', '399.00', '500.00']);

    const toggle = panel.getByTestId('mystery-box-toggle');
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    await toggle.click();
    await page.getByText('The mystery box promotion is off.', { exact: true }).waitFor();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    await expect((await page.request.get(`${env().shop.url}/api/mystery-box/status`)).json()).resolves.toEqual({ isEnabled: false });
    await toggle.click();
    await page.getByText('The mystery box promotion is on.', { exact: true }).waitFor();

    await panel.getByTestId('open-add-mystery-box').click();
    const add = panel.getByTestId('add-mystery-box-form');
    const create = add.getByRole('button', { name: 'Create Mystery Box' });
    await expect(add.getByLabel('Threshold ($)').getAttribute('placeholder')).resolves.toBe('99.00');
    await expect(add.getByLabel('Reward value ($)').getAttribute('placeholder')).resolves.toBe('40.00');
    await expect(add.getByLabel('Threshold ($)').getAttribute('step')).resolves.toBe('0.01');
    await expect(create.isDisabled()).resolves.toBe(true);
    await add.getByLabel('Title').fill('Starter Box');
    await add.getByLabel('Threshold ($)').fill('49.99');
    await expect(create.isDisabled()).resolves.toBe(true);
    await add.getByLabel('Reward value ($)').fill('15.50');
    await create.click();
    await page.getByText('Mystery box “Starter Box” created', { exact: true }).waitFor();
    await add.waitFor({ state: 'detached' });
    await panel.getByText('Spend $49.99 or more →').waitFor();
    expect(await thresholds()).toEqual(['49.99', '99.00', '199.00', '299.00', '399.00', '500.00']);

    const starter = panel.getByTestId('mystery-box-row').filter({ hasText: 'Starter Box' });
    await starter.getByRole('button', { name: 'Edit Starter Box' }).click();
    const edit = panel.getByRole('form', { name: 'Edit Starter Box' });
    await edit.getByLabel('Threshold ($)').fill('250');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Mystery box “Starter Box” updated', { exact: true }).waitFor();
    await panel.getByText('Spend $250.00 or more →').waitFor();
    expect(await thresholds()).toEqual(['99.00', '199.00', '250.00', '299.00', '399.00', '500.00']);

    // One click deletes: no confirmation (docs/product/back-office.md §5 lists none for mystery boxes).
    await panel.getByTestId('mystery-box-row').filter({ hasText: 'Starter Box' }).getByRole('button', { name: 'Delete Starter Box' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.locator('.toast').filter({ hasText: 'Success' }).getByText('Mystery box “Starter Box” deleted', { exact: true }).waitFor();
    await panel.getByText('Spend $250.00 or more →').waitFor({ state: 'detached' });
    expect(await thresholds()).toEqual(['99.00', '199.00', '299.00', '399.00', '500.00']);
    await page.close();
  });
});
