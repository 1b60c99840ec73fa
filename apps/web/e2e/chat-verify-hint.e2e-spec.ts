import { signInOnLanding, useBrowserShop } from '../../../test/support/browser';
import { lastCodeMailedTo } from '../../../test/support/test-shop';

jest.setTimeout(90_000);

describe('live chat in Chromium: an unverified session and earlier conversations (docs/rules.md §4)', () => {
  const env = useBrowserShop();

  it('hides her earlier conversation until this session verifies, offering the verification card under the chat', async () => {
    const { shop, browser } = env();
    const email = 'earlier.chat@example.com';
    // Her account already has an open conversation, from a verified session elsewhere.
    const elsewhere = await shop.verifiedShopper(email);
    await elsewhere.post('/api/chat/sessions').send({ message: 'My earlier question about the Opera Pink' }).expect(201);

    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(shop.url);
    await signInOnLanding(page, shop.url, email);
    await page.getByTestId('chat-tab').click();
    const panel = page.getByTestId('chat-panel');
    const hint = panel.getByTestId('chat-verify');
    await hint.getByText('Earlier conversations appear after you verify your e-mail').waitFor();
    await panel.getByText('Questions? Send us a message and our support team will reply here.').waitFor();
    await expect(panel.getByText('My earlier question about the Opera Pink').count()).resolves.toBe(0);

    await hint.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
    await dialog.waitFor();
    await dialog.getByTestId('verify-send-code').click();
    await dialog.getByTestId('verify-email-notice').waitFor();
    const code = lastCodeMailedTo(shop.config.mailDir, email);
    await dialog.getByTestId('verify-code-input').fill(code);
    await dialog.getByTestId('verify-submit').click();

    // Verified: the line and the dialog go, and her earlier conversation is the one the panel continues.
    await hint.waitFor({ state: 'detached' });
    await expect(page.getByTestId('chat-verify-dialog').count()).resolves.toBe(0);
    await panel.getByText('My earlier question about the Opera Pink').waitFor();
    await page.context().close();
  });
});
