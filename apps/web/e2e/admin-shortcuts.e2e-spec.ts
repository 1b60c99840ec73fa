import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(90_000);

describe("the Admin Panel's links in Chromium", () => {
  const env = useBrowserShop();

  it("'Back to the shop' opens the main app (its subscriptions page) for an admin who is not a shopper, with a way back to the panel", async () => {
    const context = await env().browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await signInAsAdmin(page, env().shop.url);
      await page.getByRole('navigation', { name: 'Admin shortcuts' }).getByRole('link', { name: '← Back to the shop' }).click();
      await page.waitForURL(`${env().shop.url}/subscriptions`);
      await page.getByRole('heading', { name: 'Choose Your Subscription' }).waitFor();
      await expect(page.getByTestId('landing-email-input').count()).resolves.toBe(0);

      await page.getByRole('link', { name: 'Admin Panel' }).click();
      await page.waitForURL(`${env().shop.url}/admin`);
      await page.getByTestId('admin-dashboard').waitFor();
    } finally {
      await context.close();
    }
  });

  it("'Referrals' opens the shoppers' screen, which points her to the oversight tabs", async () => {
    const context = await env().browser.newContext();
    try {
      const page = await context.newPage();
      await signInAsAdmin(page, env().shop.url);
      await page.getByRole('navigation', { name: 'Admin shortcuts' }).getByRole('link', { name: 'Referrals' }).click();
      await page.waitForURL(`${env().shop.url}/referrals`);
      const notice = page.getByRole('region', { name: 'Each shopper sees her own referrals here' });
      await notice.waitFor();
      await expect(notice.innerText()).resolves.toContain('Referral Oversight');
      await expect(page.getByRole('heading', { name: 'Credits and Referrals', level: 1 }).count()).resolves.toBe(1);
      // The screen's card and tabs are there; Earn explains, for anyone.
      await page.getByText('1 credit per color, credits = set size for sets').waitFor();
      for (const name of ['Spend', 'Refer', 'History']) await page.getByRole('tab', { name }).waitFor();
      await page.getByRole('tab', { name: 'Earn' }).click();
      await page.getByRole('heading', { name: 'Examples' }).waitFor();
      await expect(notice.count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('still sends a visitor with neither session from a shop page to the landing form', async () => {
    const context = await env().browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${env().shop.url}/products`);
      await page.waitForURL(`${env().shop.url}/`);
      await page.getByTestId('landing-email-input').waitFor();
    } finally {
      await context.close();
    }
  });
});
