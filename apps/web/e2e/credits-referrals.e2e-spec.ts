// The test's jest maps @shop/contracts to its full entry (with the DTO classes).
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { GiveawayView, ReferralDashboard } from '@shop/contracts';
import { seriousViolations, signInOnLanding, useBrowserShop, verifyWithMailedCode } from '../../../test/support/browser';
import { fillShippingAddress } from '../../../test/support/shipping-address-form';

jest.setTimeout(180_000);

/** The smallest phone the shop is designed for. */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const SHOTS = '/tmp/shots';

describe('credits and referrals, at 375 px in Chromium (docs/product/engagement.md "Your Credits", "Referrals screen")', () => {
  const env = useBrowserShop();
  let brush: GiveawayView;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = await env().shop.admin();
    brush = (
      await admin
        .post('/api/giveaways')
        .send({
          title: 'Credits Test Handmade Brush',
          description: `A squirrel-hair handmade brush, ${'shaped and tied by hand, '.repeat(6)}in a tube.`,
          startDate: at(-HOUR),
          endDate: at(48 * HOUR),
        })
        .expect(201)
    ).body;
  });

  const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });
  /** Credits buy entries only in a giveaway she has entered with an answer (docs/rules.md §8). */
  const enterBrush = async (email: string) =>
    (await env().shop.shopper(email)).post(`/api/giveaways/${brush.id}/enter`).send({ userEmail: email, answer: 'A round squirrel mop' }).expect(201);
  /** Waits until the element's whole text is `text` (figures arrive after the screen shows). */
  const showsText = (locator: Locator, text: string) => locator.filter({ hasText: new RegExp(`^${text.replace(/[$.]/g, '\\$&')}$`) }).waitFor();

  /** A phone signed in with this e-mail on the landing form, on the shop page. */
  async function shopperPhone(email: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await env().browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().shop.url });
    const page = await context.newPage();
    await page.goto(env().shop.url);
    await signInOnLanding(page, env().shop.url, email);
    return { context, page };
  }

  /** Verifies this page's session through the card the screen shows, with the code from the mail folder. */
  async function verifyOnPage(page: Page, email: string) {
    const card = page.getByTestId('verify-email-card');
    await verifyWithMailedCode(card, env().shop.config.mailDir, email);
    await card.waitFor({ state: 'detached' });
  }

  it('/credits shows the verify step to an unverified session, then the balance; one credit buys one entry', async () => {
    const email = 'credits.spender@example.com';
    const admin = await env().shop.admin();
    await admin.post('/api/admin/credits/add').send({ userEmail: email, credits: 5, reason: 'Welcome gift' }).expect(201);

    const { context, page } = await shopperPhone(email);
    await page.goto(`${env().shop.url}/credits`);
    await page.getByTestId('credits-cart-progress').waitFor();
    // Credits are value: an unverified session sees the verification step instead of them (docs/rules.md §4), while
    // the tabs and how credits are earned are for everyone.
    await page.getByTestId('verify-email-card').waitFor();
    await expect(page.getByTestId('credits-available').count()).resolves.toBe(0);
    for (const name of ['Overview', 'Enter Giveaways', 'Transaction History']) await page.getByRole('tab', { name }).waitFor();
    await page.getByRole('heading', { name: 'How you earn credits' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/credits-verify.png` });
    await verifyOnPage(page, email);

    await showsText(page.getByTestId('credits-available'), '5');
    await showsText(page.getByTestId('credits-total-purchases'), '$0.00');
    await page.screenshot({ path: `${SHOTS}/credits-overview.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Enter Giveaways' }).click();
    const row = page.getByTestId('credits-giveaway').filter({ hasText: 'Credits Test Handmade Brush' });
    await row.waitFor();
    // The description cut at 100 characters; the handmade brush promo opens the lessons in a new tab.
    await row.getByText(/…$/).waitFor();
    const promo = row.getByTestId('credits-brush-promo').getByRole('link');
    await expect(promo.getAttribute('href')).resolves.toBe('/lessons');
    await expect(promo.getAttribute('target')).resolves.toBe('_blank');

    // Not entered yet: the spend is refused with the server's words and nothing is spent.
    await row.getByTestId('credits-enter-giveaway').click();
    const dialog = page.getByTestId('credits-spend-dialog');
    await dialog.getByText('One credit buys one entry').waitFor();
    await dialog.getByTestId('credits-spend-dialog-confirm').click();
    await toast(page, 'Error').getByText('Enter this giveaway before spending credits on it').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await showsText(page.getByTestId('credits-enter-balance'), '5');

    await enterBrush(email);
    await row.getByTestId('credits-enter-giveaway').click();
    await dialog.getByText('One credit buys one entry').waitFor();
    const spent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/credits/spend');
    await dialog.getByTestId('credits-spend-dialog-confirm').click();
    expect((await spent).status()).toBe(201);
    expect((await spent).request().postDataJSON()).toEqual({ userEmail: email, credits: 1, giveawayId: brush.id });
    await toast(page, 'Credits Spent!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await showsText(page.getByTestId('credits-enter-balance'), '4');
    await page.screenshot({ path: `${SHOTS}/credits-enter-giveaways.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Transaction History' }).click();
    const rows = page.getByTestId('credits-transaction-row');
    await rows.nth(1).waitFor();
    await expect(page.getByTestId('credits-transaction-amount').allInnerTexts()).resolves.toEqual(expect.arrayContaining(['+5', '-1']));
    await page.screenshot({ path: `${SHOTS}/credits-history.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Overview' }).click();
    await showsText(page.getByTestId('credits-available'), '4');
    await context.close();
  });

  it('/credits without credits: the button is disabled and says why; no transactions yet', async () => {
    const email = 'credits.empty@example.com';
    const { context, page } = await shopperPhone(email);
    await page.goto(`${env().shop.url}/credits`);
    await verifyOnPage(page, email);
    await page.getByRole('tab', { name: 'Enter Giveaways' }).click();
    await page.getByTestId('credits-none').getByText('You need to purchase products to earn credits first.').waitFor();
    const row = page.getByTestId('credits-giveaway').filter({ hasText: 'Credits Test Handmade Brush' });
    await expect(row.getByTestId('credits-enter-giveaway').isDisabled()).resolves.toBe(true);
    await page.getByRole('tab', { name: 'Transaction History' }).click();
    await page.getByText('No credit transactions yet.').waitFor();
    await context.close();
  });

  it('/referrals: Spend checks the number, spends; Refer creates, copies, shares and deletes a link; History lists it', async () => {
    const email = 'referrals.shopper@example.com';
    const admin = await env().shop.admin();
    await admin.post('/api/admin/credits/add').send({ userEmail: email, credits: 4 }).expect(201);
    await enterBrush(email);

    const { context, page } = await shopperPhone(email);
    await page.goto(`${env().shop.url}/referrals`);
    // Before the code: the card's hint and the four tabs, with the Earn tab open to all; her balance is not shown.
    await page.getByText('1 credit per color, credits = set size for sets').waitFor();
    await expect(page.getByTestId('referrals-balance').innerText()).resolves.toBe('—');
    for (const name of ['Spend', 'Refer', 'History']) await page.getByRole('tab', { name }).waitFor();
    await page.getByRole('tab', { name: 'Earn' }).click();
    await page.getByRole('heading', { name: 'Examples' }).waitFor();
    await page.getByRole('tab', { name: 'Spend' }).click();
    await verifyOnPage(page, email);
    await showsText(page.getByTestId('referrals-balance'), '4');
    await page.getByText('1 credit per color, credits = set size for sets').waitFor();

    // Spend: a blank number, then more than her balance, are refused with their messages.
    const giveaway = page.getByTestId('referrals-spend-giveaway').filter({ hasText: 'Credits Test Handmade Brush' });
    await giveaway.getByTestId('referrals-spend-open').click();
    const dialog = page.getByTestId('referrals-spend-dialog');
    const amount = dialog.getByTestId('referrals-spend-amount');
    await amount.fill('');
    await dialog.getByTestId('referrals-spend-dialog-confirm').click();
    await toast(page, 'Invalid Selection').getByText('Please select a giveaway and enter a valid number of credits.').waitFor();
    await amount.fill('99');
    await dialog.getByTestId('referrals-spend-dialog-confirm').click();
    await toast(page, 'Insufficient Credits').getByText('You only have 4 credits available.').waitFor();
    await page.screenshot({ path: `${SHOTS}/credits-referrals-spend-dialog.png` });
    await amount.fill('3');
    const spent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/credits/spend');
    await dialog.getByTestId('referrals-spend-dialog-confirm').click();
    expect((await spent).request().postDataJSON()).toEqual({ userEmail: email, credits: 3, giveawayId: brush.id });
    await toast(page, 'Credits Spent Successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await showsText(page.getByTestId('referrals-balance'), '1');

    // Refer: the tier card, the Share button disabled while there is no link, the name required.
    await page.getByRole('tab', { name: 'Refer' }).click();
    await page.getByTestId('referrals-current-tier').waitFor();
    await expect(page.getByTestId('referrals-tier-name').innerText()).resolves.toBe('Seedling');
    await expect(page.getByTestId('referrals-share-open').isDisabled()).resolves.toBe(true);
    await page.getByTestId('referrals-create-submit').click();
    await toast(page, 'Error').getByText('Please enter a name for your referral link').waitFor();

    await page.getByTestId('referrals-create-name').fill('  Instagram bio  ');
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/referrals/create');
    await page.getByTestId('referrals-create-submit').click();
    expect((await created).status()).toBe(201);
    expect((await created).request().postDataJSON()).toEqual({ userEmail: email, name: 'Instagram bio' });
    await toast(page, 'Referral link created!').waitFor();
    const link = page.getByTestId('referrals-link-item').filter({ hasText: 'Instagram bio' });
    await link.waitFor();
    const url = await link.getByTestId('referrals-link-url').innerText();
    expect(url).toMatch(new RegExp(`^${env().shop.url}/\\?ref=\\S+$`));
    await expect(link.getByTestId('referrals-link-clicks').innerText()).resolves.toBe('0');
    await expect(link.getByTestId('referrals-link-revenue').innerText()).resolves.toBe('$0.00');

    await link.getByTestId('referrals-link-copy').click();
    await toast(page, 'Link Copied!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url);
    await page.screenshot({ path: `${SHOTS}/credits-referrals-refer.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('referrals-share-open').click();
    const share = page.getByTestId('referrals-share-dialog');
    await expect(share.getByTestId('referrals-share-caption').inputValue()).resolves.toContain(url);
    await share.getByTestId('referrals-share-caption').fill(`My paints: ${url}`);
    await share.getByTestId('referrals-share-copy-caption').click();
    await toast(page, 'Copied!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`My paints: ${url}`);
    await page.screenshot({ path: `${SHOTS}/credits-referrals-share.png` });
    await share.getByRole('button', { name: 'Close' }).first().click();
    await share.waitFor({ state: 'detached' });

    // Delete asks first, in the documents' words.
    await link.getByRole('button', { name: 'Delete Instagram bio' }).click();
    await link.getByText('Are you sure? This will permanently delete "Instagram bio" and cannot be undone.').waitFor();
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await link.getByRole('button', { name: 'Delete', exact: true }).click();
    expect((await deleted).status()).toBe(200);
    await toast(page, 'Referral link deleted!').waitFor();
    await link.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByTestId('referrals-transaction-row').nth(1).waitFor();
    await expect(page.getByTestId('referrals-transaction-amount').allInnerTexts()).resolves.toEqual(expect.arrayContaining(['+4', '-3']));
    await page.getByRole('tab', { name: 'Earn' }).click();
    await page.getByText('A 6-color set + 2 individual colors').waitFor();
    await context.close();
  });

  it('the Referrals tab opens the referral modal: the name is required, a link is created and listed; a ?ref= visit counts one click', async () => {
    const email = 'referrals.modal@example.com';
    const { context, page } = await shopperPhone(email);
    await page.getByTestId('referrals-tab').click();
    const modal = page.getByTestId('referral-modal');
    await modal.getByTestId('verify-email-card').waitFor();
    await verifyOnPage(page, email);
    await modal.getByTestId('referral-modal-create-submit').click();
    await toast(page, 'Please enter a name for your referral link').waitFor();
    await modal.getByTestId('referral-modal-create-name').fill('Newsletter');
    await modal.getByTestId('referral-modal-create-submit').click();
    await toast(page, 'Referral link created!').waitFor();
    const item = modal.getByTestId('referral-modal-link-item').filter({ hasText: 'Newsletter' });
    await item.waitFor();
    await page.screenshot({ path: `${SHOTS}/credits-referral-modal.png` });
    const url = await item.getByTestId('referral-modal-link-url').innerText();
    await context.close();

    // A visitor opens the shared link: the landing page reports the visit once, a reload in the same tab adds nothing.
    const visitor = await env().browser.newContext({ ...PHONE });
    const visit = await visitor.newPage();
    const clicks: string[] = [];
    visit.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/referrals/click') clicks.push(request.postData() ?? '');
    });
    const reported = visit.waitForResponse((r) => new URL(r.url()).pathname === '/api/referrals/click');
    await visit.goto(url);
    expect((await reported).status()).toBe(200);
    await visit.waitForURL(`${env().shop.url}/`);
    await visit.reload();
    await visit.getByTestId('landing-email-input').waitFor();
    await visit.waitForTimeout(500);
    expect(clicks).toEqual([JSON.stringify({ code: new URL(url).searchParams.get('ref') })]);
    await visitor.close();

    const owner = await env().shop.verifiedShopper(email);
    const dashboard = (await owner.get(`/api/referrals/dashboard?userEmail=${email}`).expect(200)).body as ReferralDashboard;
    expect(dashboard.links.map((l) => [l.name, l.clickCount])).toEqual([['Newsletter', 1]]);
  });

  it('the cart offers store credit to a verified shopper who has some, and the quote and checkout use it', async () => {
    const email = 'store.credit@example.com';
    const admin = await env().shop.admin();
    await admin
      .post('/api/admin/paint-credits/import')
      .send({ text: `${email}, Rosa, 25, 2` })
      .expect(201);
    const mop = (await admin.post('/api/products').field('name', 'Store Credit Mop').field('category', 'Brushes').field('price', '29').expect(201))
      .body as { id: string };

    const { context, page } = await shopperPhone(email);
    await page.evaluate(
      (id) => localStorage.setItem('cart', JSON.stringify([{ id: `${id}-half`, name: 'Store Credit Mop', price: 29, type: 'product', quantity: 1 }])),
      mop.id,
    );
    await page.goto(`${env().shop.url}/credits`);
    // Unverified: the cart says to verify instead of offering store credit it cannot know of.
    await page.getByTestId('cart-button').click();
    const cart = page.getByTestId('cart-modal');
    await cart.getByTestId('cart-store-credit-verify').waitFor();
    await expect(cart.getByTestId('cart-use-store-credit').count()).resolves.toBe(0);
    await cart.getByRole('button', { name: 'Close cart' }).click();
    await verifyOnPage(page, email);

    await page.getByTestId('cart-button').click();
    const box = cart.getByTestId('cart-use-store-credit');
    await expect(cart.getByTestId('cart-store-credit-available').innerText()).resolves.toBe('$10.00');
    const quoted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/cart/quote' && r.request().postDataJSON()?.useStoreCredit === true,
    );
    await box.check();
    expect((await quoted).status()).toBe(200);
    await expect(cart.getByTestId('cart-store-credit').innerText()).resolves.toBe('−$10.00');
    await cart.getByTestId('cart-store-credit').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/credits-cart-store-credit.png` });

    // The checkout sends the choice.
    await fillShippingAddress(cart, { city: 'Austin', state: 'TX' });
    const checkout = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/checkout');
    await cart.getByTestId('cart-checkout').click();
    expect((await checkout).postDataJSON()).toMatchObject({ useStoreCredit: true, shippingAddress: { city: 'Austin', state: 'TX' } });
    await context.close();
  });
});
