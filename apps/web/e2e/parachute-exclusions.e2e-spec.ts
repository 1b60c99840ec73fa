import type { Page } from 'playwright-core';
import { signInAsAdmin, signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(90_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('the parachute exclusions in Settings, in Chromium', () => {
  const env = useBrowserShop();
  const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });

  /** A phone signed in with this e-mail, its clock held, on the shop page once it has asked whether teasers may drop. */
  async function shopperPhone(email: string) {
    const context = await env().browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    const eligibility = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/parachutes/eligibility');
    await page.goto(env().shop.url);
    await signInOnLanding(page, env().shop.url, email);
    return { context, page, eligibility: await (await eligibility).json() };
  }

  it('an admin saves an e-mail in Settings; that shopper gets no deals parachute while another does', async () => {
    const admin = await env().shop.admin();
    await admin
      .post('/api/admin/daily-deals')
      .send({ title: 'Exclusion Test Palette', originalPrice: 50, salePrice: 30, quantity: 5, startDate: at(-HOUR), endDate: at(HOUR) })
      .expect(201);

    const adminPage = await env().browser.newPage();
    await signInAsAdmin(adminPage, env().shop.url, 'settings');
    const panel = adminPage.getByTestId('parachute-exclusions-panel');
    const input = panel.getByTestId('parachute-exclusions-input');
    await input.waitFor();
    await expect(input.inputValue()).resolves.toBe('');

    // The contracts' rule refuses a wrong e-mail in the form, before any request.
    await input.fill('not-an-email');
    await panel.getByTestId('parachute-exclusions-save').click();
    await panel.getByText('"not-an-email" is not a valid e-mail address').waitFor();
    await admin.get('/api/site-config/parachute_excluded_emails').expect(200, { key: 'parachute_excluded_emails', value: '[]' });

    await input.fill('  Excluded.Shopper@Example.com\nexcluded.shopper@example.com\n');
    await panel.getByTestId('parachute-exclusions-save').click();
    await toast(adminPage, 'Parachute exclusions saved').waitFor();
    await expect(input.inputValue()).resolves.toBe('excluded.shopper@example.com');
    await admin
      .get('/api/site-config/parachute_excluded_emails')
      .expect(200, { key: 'parachute_excluded_emails', value: '["excluded.shopper@example.com"]' });
    await adminPage.close();

    const excluded = await shopperPhone('excluded.shopper@example.com');
    expect(excluded.eligibility).toEqual({ dailyDeals: false, giveaways: false });
    const welcome = await shopperPhone('welcome.shopper@example.com');
    expect(welcome.eligibility).toEqual({ dailyDeals: true, giveaways: true });

    for (const { page } of [excluded, welcome]) await page.clock.fastForward(3_500);
    await welcome.page.getByTestId('parachute-daily-deals').waitFor();
    await expect(excluded.page.getByTestId('parachute-daily-deals').count()).resolves.toBe(0);
    await excluded.context.close();
    await welcome.context.close();
  });
});
