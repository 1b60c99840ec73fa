import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { signInAsAdmin, signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(120_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TITLE = 'Gravity Test Cobalt Set';
const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

describe('gravity sales in Chromium: the admin panel and the shop page', () => {
  const env = useBrowserShop();

  /** A phone that signed in with this e-mail on the landing form, on the shop page with the gravity sale shown. */
  async function shopperPhone(email: string) {
    const context = await env().browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(env().shop.url);
    await signInOnLanding(page, env().shop.url, email);
    const card = page.getByTestId('gravity-sales-section').getByTestId('gravity-sale-card').filter({ hasText: TITLE });
    await card.waitFor();
    return { context, page, card };
  }

  const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });

  it('the admin creates an auction with a picture; a phone watches its price fall and buys it; a second buyer finds it sold out', async () => {
    const admin = await env().browser.newPage();
    const posts: string[] = [];
    admin.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/dutch-auctions') posts.push(request.url());
    });
    await signInAsAdmin(admin, env().shop.url, 'daily-deals');
    const panel = admin.getByTestId('auctions-panel');
    await panel.getByRole('heading', { name: 'Gravity Auctions' }).waitFor();
    await panel.getByText('No gravity auctions created yet', { exact: true }).waitFor();

    const form = panel.getByTestId('auction-form');
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Description').fill('Twelve half pans of cobalt, falling by a dollar a second.');
    await form.getByLabel('Start price ($)').fill('200.00');
    await form.getByLabel('End price ($)').fill('250.00');
    await form.getByLabel('Original retail price ($)').fill('240.00');
    await form.getByLabel('Drop amount ($)').fill('1.00');
    await form.getByLabel('Drop interval (seconds)').fill('1');
    await form.getByLabel('Quantity').fill('1');
    const picture = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 40, g: 80, b: 170 } } })
      .png()
      .toBuffer();
    await form.getByLabel('Pictures').setInputFiles({ name: 'cobalt.png', mimeType: 'image/png', buffer: picture });

    // The server's rule, checked before sending: the end price below the start price.
    await form.getByRole('button', { name: 'Create Auction' }).click();
    await form.getByText('endPrice must be less than startPrice', { exact: true }).waitFor();
    expect(posts).toHaveLength(0);

    await form.getByLabel('End price ($)').fill('1.00');
    await form.getByRole('button', { name: 'Create Auction' }).click();
    await toast(admin, 'Auction created').waitFor();
    const row = panel.getByTestId('auction-row').filter({ hasText: TITLE });
    await row.getByText('0/1 sold', { exact: true }).waitFor();
    await expect(row.textContent()).resolves.toContain('Active');
    const [created] = (await (await admin.request.get(`${env().shop.url}/api/dutch-auctions`)).json()) as { images: string[] }[];
    expect(created.images).toHaveLength(1);

    // Two phones on the shop page, both offered the one unit.
    const first = await shopperPhone('gravity.first@example.com');
    const second = await shopperPhone('gravity.second@example.com');
    await expect(first.card.getByTestId('gravity-sale-original').innerText()).resolves.toContain('$240.00');
    await first.card.getByRole('img', { name: TITLE }).waitFor();
    await expect(second.card.getByTestId('gravity-sale-stock').innerText()).resolves.toBe('1 left');

    // The price steps down live, between the 30 s refreshes.
    const price = first.card.getByTestId('gravity-sale-price');
    await first.page.waitForFunction(([el, below]) => Number(el!.textContent!.replace(/[^0-9.]/g, '')) < below, [
      await price.elementHandle(),
      200,
    ] as const);
    const seen = dollars(await price.innerText());
    await first.page.waitForFunction(([el, before]) => Number(el!.textContent!.replace(/[^0-9.]/g, '')) < before, [
      await price.elementHandle(),
      seen,
    ] as const);
    await expect(first.card.getByTestId('gravity-sale-next-drop').innerText()).resolves.toMatch(/^Drops \$1\.00 in 0:0\d$/);

    // She buys: the payment page opens in a new tab and a toast names the price she locked.
    // The payment provider is outside this closed network: its page is answered here.
    await first.context.route('https://pay.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Pay</title>' }));
    const paymentTab = first.context.waitForEvent('page');
    const answer = first.page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/dutch-auctions\/[^/]+\/purchase$/.test(r.url()));
    await first.card.getByTestId('gravity-sale-buy').click();
    const bought = (await (await answer).json()) as { finalPrice: number; order: { paymentUrl: string } };
    const tab = await paymentTab;
    await tab.waitForURL(bought.order.paymentUrl);
    await tab.close();
    expect(bought.finalPrice).toBeLessThan(seen);
    await toast(first.page, `Price locked at $${bought.finalPrice.toFixed(2)}`).waitFor();
    await first.card.getByTestId('gravity-sale-stock').getByText('Sold out', { exact: true }).waitFor();

    // The second phone still shows the unit; buying it answers 409, shown as 'Purchase Failed', and the card turns sold out.
    await second.card.getByTestId('gravity-sale-buy').click();
    const failed = toast(second.page, 'Purchase Failed');
    await failed.getByText('This item is sold out', { exact: true }).waitFor();
    await second.card.getByTestId('gravity-sale-stock').getByText('Sold out', { exact: true }).waitFor();
    await expect(second.card.getByTestId('gravity-sale-buy').isDisabled()).resolves.toBe(true);
    expect(second.context.pages()).toHaveLength(1); // the waiting tab was closed again

    // The admin sees it sold, and deletes it only after confirming.
    await admin.reload();
    await admin.getByTestId('admin-tab-daily-deals').click();
    await row.getByText('1/1 sold', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await row
      .getByRole('dialog', { name: `Delete “${TITLE}”? This cannot be undone.` })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
    await toast(admin, 'Auction deleted').waitFor();
    await panel.getByText('No gravity auctions created yet', { exact: true }).waitFor();

    await first.context.close();
    await second.context.close();
    await admin.close();
  });
});
