import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(60_000);

const TITLE = 'Autumn Pigment Box';

describe('the Subscriptions tab in Chromium', () => {
  const env = useBrowserShop();

  async function signIn(page: Page) {
    await signInAsAdmin(page, env().shop.url, 'subscriptions');
  }

  /** The success toast: titled 'Success', what happened below it. */
  const success = (page: Page, description: string) =>
    page
      .locator('.toast')
      .filter({ has: page.getByText('Success', { exact: true }) })
      .getByText(description, { exact: true })
      .waitFor();

  it('creates a plan, deletes its picture and then the plan, each in one click, with "Success" toasts', async () => {
    const page = await env().browser.newPage();
    await signIn(page);
    const panel = page.getByTestId('subscriptions-panel');

    const form = panel.getByTestId('create-subscription-form');
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Base price ($ per month)').fill('30');
    await form.getByRole('button', { name: 'Create subscription' }).click();
    await success(page, `Subscription created: ${TITLE}`);

    const item = panel.getByTestId('admin-subscription').filter({ hasText: TITLE });
    await item.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3f5f9e' } })
      .png()
      .toBuffer();
    await item.getByLabel('Add an image').setInputFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: png });
    await item.getByRole('button', { name: 'Upload', exact: true }).click();
    await success(page, 'Image uploaded');
    await item.getByRole('img', { name: `${TITLE}, picture 1` }).waitFor();

    // Deleting a picture: one click, no confirmation (docs/product/back-office.md §5 lists none for it).
    await item.getByRole('button', { name: 'Delete picture 1' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await success(page, 'Image deleted');
    await item.getByText('No images yet.', { exact: true }).waitFor();

    // Deleting the plan: one click, no confirmation.
    await item.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await success(page, `Subscription deleted: ${TITLE}`);
    await item.waitFor({ state: 'detached' });
    const plans = (await (await page.request.get(`${env().shop.url}/api/admin/subscriptions`)).json()) as Array<{ title: string }>;
    expect(plans.map((plan) => plan.title)).not.toContain(TITLE);
    await page.close();
  });
});
