// The test's jest maps @shop/contracts to its full entry (with the DTO classes).
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { GIVEAWAY_DEFAULT_QUESTION, type GiveawayView, type ShareEntryView } from '@shop/contracts';
import { seriousViolations, signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(180_000);

/** The smallest phone the shop is designed for. */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const SHOTS = '/tmp/shots';

describe('giveaways on the shop page, at 375 px in Chromium', () => {
  // Trusting X-Forwarded-For lets a phone stand for a shopper on a network of her own: shares are limited per address.
  const env = useBrowserShop({ TRUST_PROXY: 'true' });
  let open: GiveawayView;
  let soon: GiveawayView;
  const description = 'Twelve handmade half pans of cobalt, ultramarine and cerulean, with a hand-painted swatch card and a tin.';

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = await env().shop.admin();
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#34539a' } })
      .png()
      .toBuffer();
    open = (
      await admin
        .post('/api/giveaways')
        .field('title', 'Giveaway Test Blues Part 1')
        .field('description', description)
        .field('startDate', at(-HOUR))
        .field('endDate', at(48 * HOUR))
        .field('bulletinMessage', 'Win twelve handmade blues: enter the giveaway today!')
        .field('shareHashtags', '#bluesgiveaway #watercolor')
        .field('instagramShareText', 'I entered the handmade blues giveaway!')
        .attach('image', picture, 'blues.png')
        .expect(201)
    ).body;
    soon = (
      await admin
        .post('/api/giveaways')
        .send({ title: 'Giveaway Test Autumn Earths', description: 'Siennas and umbers.', isComingSoon: true, endDate: at(30 * 24 * HOUR) })
        .expect(201)
    ).body;
    const other = await env().shop.shopper('giveaways.other@example.com');
    await other.post(`/api/giveaways/${open.id}/enter`).send({ userEmail: 'giveaways.other@example.com', answer: 'Wet on wet.' }).expect(201);
  });

  /** A phone signed in with this e-mail on the landing form, on the shop page. */
  async function shopperPhone(email: string, options: { fakeClock?: boolean; address?: string } = {}) {
    // Reduced motion: the parachute hangs still instead of falling, so a click can land on it.
    const extraHTTPHeaders = options.address ? { 'x-forwarded-for': options.address } : undefined;
    const context = await env().browser.newContext({ ...PHONE, reducedMotion: 'reduce', extraHTTPHeaders });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().shop.url });
    const page = await context.newPage();
    if (options.fakeClock) await page.clock.install();
    await page.goto(env().shop.url);
    await signInOnLanding(page, env().shop.url, email);
    return { context, page };
  }

  const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });

  it('opens ?giveaway={id}, enters with an answer, lists every entrant, deletes her own entry with a confirmation, and shares it', async () => {
    const email = 'giveaways.shopper@example.com';
    const { context, page } = await shopperPhone(email);

    // The link opens the active giveaway's dialog, then the parameter leaves the address (the others stay).
    await page.goto(`${env().shop.url}/products?giveaway=${open.id}&from=newsletter`);
    const dialog = page.getByTestId('giveaway-dialog');
    await dialog.waitFor();
    await page.waitForURL(`${env().shop.url}/products?from=newsletter`);
    await expect(dialog.getByTestId('giveaway-dialog-title').innerText()).resolves.toBe('Pink Violets Set');
    await dialog.getByText(GIVEAWAY_DEFAULT_QUESTION).waitFor();
    const entries = dialog.getByTestId('giveaway-entry');
    await entries.filter({ hasText: 'giveaways.other@example.com' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Submit stays disabled while the answer is blank; the answer is sent trimmed.
    const answer = dialog.getByTestId('giveaway-answer');
    const submit = dialog.getByTestId('giveaway-submit');
    await expect(submit.isDisabled()).resolves.toBe(true);
    await answer.fill('   ');
    await expect(submit.isDisabled()).resolves.toBe(true);
    await answer.fill('  Glazing cobalt over sienna.  ');
    const entered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/giveaways/${open.id}/enter`);
    await submit.click();
    expect((await entered).status()).toBe(201);
    expect((await entered).request().postDataJSON()).toEqual({ userEmail: email, answer: 'Glazing cobalt over sienna.' });
    await toast(page, 'Entry Submitted Successfully!').waitFor();
    await dialog.getByTestId('giveaway-entered-badge').waitFor();
    await dialog.getByTestId('giveaway-entered-note').waitFor();

    // Every entrant's e-mail is listed; only her own entry offers Delete.
    const own = entries.filter({ hasText: email });
    await own.getByText('Glazing cobalt over sienna.').waitFor();
    await own.getByRole('button', { name: 'Delete your entry' }).waitFor();
    await expect(entries.filter({ hasText: 'giveaways.other@example.com' }).getByRole('button').count()).resolves.toBe(0);
    await page.screenshot({ path: `${SHOTS}/giveaways-dialog-entered.png` });

    // The card: display title, an 80-character preview, 'Entered' and 'View Entry'; the header's button to the section.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    const section = page.getByTestId('giveaways-section');
    const card = section.getByTestId('giveaway-card').filter({ hasText: 'Pink Violets Set' });
    await expect(card.getByTestId('giveaway-card-description').innerText()).resolves.toBe(`${description.slice(0, 80).trimEnd()}…`);
    await card.getByTestId('giveaway-entered-badge').waitFor();
    await expect(card.getByTestId('giveaway-open').innerText()).resolves.toBe('View Entry');
    await expect(card.getByTestId('giveaway-card-entries').innerText()).resolves.toBe('2');
    const later = section.getByTestId('giveaway-card').filter({ hasText: 'Giveaway Test Autumn Earths' });
    await expect(later.getAttribute('data-phase')).resolves.toBe('coming-soon');
    await expect(later.getByTestId('giveaway-open').isDisabled()).resolves.toBe(true);
    await page.getByTestId('jump-giveaways').click();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/giveaways-cards.png` });
    await page.screenshot({ path: `${SHOTS}/giveaways-section-full.png`, fullPage: true });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('enteredGiveaways') ?? '[]'))).toEqual([open.id]);

    // Delete asks first. With no answer at all (the connection dropped) she is told there was an issue, and nothing changed.
    await card.getByTestId('giveaway-open').click();
    await dialog.waitFor();
    await page.route('**/api/giveaways/*/entries/user/*', (route) => route.abort('connectionreset'), { times: 1 });
    await own.getByRole('button', { name: 'Delete your entry' }).click();
    await own.getByRole('dialog', { name: /Delete your entry\?/ }).waitFor();
    await own.getByRole('button', { name: 'Yes, delete' }).click();
    await toast(page, 'There was an issue deleting your entry. Please try again.').waitFor();
    // Then the entry is gone, the browser forgets it, and she may enter again.
    await own.getByRole('button', { name: 'Delete your entry' }).click();
    await own.getByRole('dialog', { name: /Delete your entry\?/ }).waitFor();
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await own.getByRole('button', { name: 'Yes, delete' }).click();
    expect((await deleted).status()).toBe(200);
    await toast(page, 'Entry Deleted').waitFor();
    await own.waitFor({ state: 'detached' });
    await dialog.getByTestId('giveaway-entry-form').waitFor();
    await expect(dialog.getByTestId('giveaway-entered-badge').count()).resolves.toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('enteredGiveaways') ?? '[]'))).toEqual([]);

    // Share: Instagram's text with the hashtags, Use Now, 'Yes, I Shared It!' → a pending share for the admin.
    await dialog.getByTestId('giveaway-share').click();
    const share = page.getByTestId('giveaway-share-dialog');
    await share.getByTestId('share-platform-instagram').click();
    await expect(share.getByTestId('share-text').inputValue()).resolves.toBe('I entered the handmade blues giveaway!\n\n#bluesgiveaway #watercolor');
    await share.getByTestId('share-copy').click();
    await toast(page, 'Text Copied!').waitFor();
    await share.getByTestId('share-use-now').click();
    await page.screenshot({ path: `${SHOTS}/giveaways-share-confirm.png` });
    expect(await seriousViolations(page)).toEqual([]);
    const shared = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/giveaway-shares');
    await share.getByTestId('share-confirm').click();
    expect((await shared).status()).toBe(201);
    expect((await shared).request().postDataJSON()).toMatchObject({
      giveawayId: open.id,
      userEmail: email,
      platform: 'instagram',
      saveForLater: false,
      verificationData: { platformOpened: false, verificationRequired: false, timestamp: expect.any(String), userAgent: expect.any(String) },
    });
    await toast(page, 'Share Recorded!').waitFor();
    await share.waitFor({ state: 'detached' });

    const admin = await env().shop.admin();
    const pending = (await admin.get('/api/admin/share-entries?status=pending').expect(200)).body as ShareEntryView[];
    expect(pending.filter((entry) => entry.userEmail === email)).toEqual([
      expect.objectContaining({ giveawayId: open.id, platform: 'instagram', status: 'pending', saveForLater: false }),
    ]);
    await context.close();
  });

  it('asks for her profile link once she has 5 shares, even made in another session: Skip stores nothing, Verify & Complete sends the link', async () => {
    const email = 'giveaways.sharer@example.com';
    // Another (unverified) session of hers makes the five: this browser is not shown them, the rule still counts them.
    const api = await env().shop.shopper(email);
    const admin = await env().shop.admin();
    for (let i = 0; i < 5; i++) {
      await api
        .post('/api/giveaway-shares')
        .send({ giveawayId: open.id, userEmail: email, platform: 'tiktok', shareText: `Share ${i}` })
        .expect(201);
    }
    const { context, page } = await shopperPhone(email);
    await page.goto(`${env().shop.url}/products?giveaway=${open.id}`);
    const dialog = page.getByTestId('giveaway-dialog');
    const share = page.getByTestId('giveaway-share-dialog');
    const startShare = async () => {
      await dialog.getByTestId('giveaway-share').click();
      await share.getByTestId('share-platform-facebook').click();
      await share.getByTestId('share-save-for-future').click();
      await share.getByTestId('share-confirm').click();
      await share.getByTestId('share-profile-url').waitFor();
    };

    await startShare();
    await expect(share.getByTestId('share-verify').isDisabled()).resolves.toBe(true);
    await share.getByTestId('share-skip').click();
    await share.waitFor({ state: 'detached' });
    await expect(admin.get(`/api/users/${email}/share-count`).then((r) => r.body.shareCount)).resolves.toBe(5);

    await startShare();
    await share.getByTestId('share-profile-url').fill('https://www.facebook.com/giveaways.sharer');
    await expect(share.getByTestId('share-verify').isDisabled()).resolves.toBe(false);
    await page.screenshot({ path: `${SHOTS}/giveaways-share-verify.png` });
    const shared = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/giveaway-shares');
    await share.getByTestId('share-verify').click();
    expect((await shared).status()).toBe(201);
    expect((await shared).request().postDataJSON()).toMatchObject({
      platform: 'facebook',
      saveForLater: true,
      verificationData: { profileUrl: 'https://www.facebook.com/giveaways.sharer', verificationRequired: true },
    });
    await toast(page, 'Share Recorded!').waitFor();
    await expect(admin.get(`/api/users/${email}/share-count`).then((r) => r.body.shareCount)).resolves.toBe(6);
    await expect(api.get(`/api/users/${email}/share-count`).then((r) => r.body.shareCount)).resolves.toBe(5);
    await context.close();
  });

  it("copies the text when the server refuses the share ('Share Limit Reached'), or shows it to copy by hand", async () => {
    const email = 'giveaways.limit@example.com';
    const { context, page } = await shopperPhone(email, { address: '10.0.0.20' });
    // Twenty shares from this browser's own session reach the hourly limit.
    for (let i = 0; i < 20; i++) {
      const answer = await page.request.post(`${env().shop.url}/api/giveaway-shares`, {
        data: {
          giveawayId: open.id,
          userEmail: email,
          platform: 'tiktok',
          shareText: `Share ${i}`,
          verificationData: { profileUrl: 'https://www.tiktok.com/@limit' },
        },
      });
      expect(answer.status()).toBe(201);
    }
    await page.goto(`${env().shop.url}/products?giveaway=${open.id}`);
    const dialog = page.getByTestId('giveaway-dialog');
    const share = page.getByTestId('giveaway-share-dialog');
    const shareOnInstagram = async () => {
      await dialog.getByTestId('giveaway-share').click();
      await share.getByTestId('share-platform-instagram').click();
      await share.getByTestId('share-use-now').click();
      await share.getByTestId('share-confirm').click();
      await share.getByTestId('share-profile-url').fill('https://www.instagram.com/limit');
      const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/giveaway-shares');
      await share.getByTestId('share-verify').click();
      expect((await refused).status()).toBe(429);
    };
    const text = 'I entered the handmade blues giveaway!\n\n#bluesgiveaway #watercolor';

    await shareOnInstagram();
    const failed = share.getByTestId('share-failed');
    await expect(failed.innerText()).resolves.toMatch(/^Share Limit Reached\s+You can record at most 20 shares an hour/i);
    await toast(page, 'Text Copied!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(text);
    await share.getByRole('button', { name: 'Close', exact: true }).first().click();
    await share.waitFor({ state: 'detached' });

    // The browser refuses the clipboard: the text is shown, selectable, to copy by hand.
    await page.evaluate(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new Error('Not allowed')), configurable: true });
    });
    await shareOnInstagram();
    await toast(page, 'Copy Failed').filter({ hasText: 'Please manually copy the text below' }).waitFor();
    await share.getByText('Copy Failed: Please manually copy the text below').waitFor();
    await expect(share.getByTestId('share-text').inputValue()).resolves.toBe(text);
    await page.screenshot({ path: `${SHOTS}/giveaways-share-copy-failed.png` });
    await context.close();
  });

  it("says why the server refused an entry ('Entry Failed: Error: …'), then shows the giveaway as it now is", async () => {
    const admin = await env().shop.admin();
    const closing = (
      await admin
        .post('/api/giveaways')
        .send({ title: 'Giveaway Test Closing Soon', startDate: at(-HOUR), endDate: at(HOUR) })
        .expect(201)
    ).body as GiveawayView;
    const { context, page } = await shopperPhone('giveaways.late@example.com');
    await page.goto(`${env().shop.url}/products?giveaway=${closing.id}`);
    const dialog = page.getByTestId('giveaway-dialog');
    await dialog.getByTestId('giveaway-answer').fill('Granulating blues.');
    // Meanwhile the owner puts it back to "coming soon".
    await admin.patch(`/api/giveaways/${closing.id}`).send({ isComingSoon: true }).expect(200);
    await dialog.getByTestId('giveaway-submit').click();
    await toast(page, 'Entry Failed').filter({ hasText: 'Error: This giveaway has not started yet. Please try again or contact support.' }).waitFor();
    await dialog.getByText('This giveaway opens soon. Come back to enter!').waitFor();
    await expect(dialog.getByTestId('giveaway-entry-form').count()).resolves.toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('enteredGiveaways') ?? '[]'))).toEqual([]);
    await admin.delete(`/api/giveaways/${closing.id}`).expect(200);
    await context.close();
  });

  it('drops a parachute for the open giveaway 2 s after a page loads; a click records a parachute_click and opens it', async () => {
    const { context, page } = await shopperPhone('giveaways.parachute@example.com', { fakeClock: true });
    await page.goto(`${env().shop.url}/learning`);
    const parachute = page.getByTestId('parachute-giveaway');
    await page.clock.fastForward(1_500);
    await expect(parachute.count()).resolves.toBe(0);
    await page.clock.fastForward(1_000);
    await parachute.waitFor();
    // The bulletin message is the text; the coming-soon giveaway has no teaser.
    await expect(parachute.getByTestId('parachute-giveaway-open').innerText()).resolves.toBe('Win twelve handmade blues: enter the giveaway today!');

    const activity = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/users/activity' && r.postDataJSON()?.activityType === 'parachute_click',
    );
    await parachute.getByTestId('parachute-giveaway-open').click();
    expect((await activity).postDataJSON()).toMatchObject({
      email: 'giveaways.parachute@example.com',
      activityType: 'parachute_click',
      pagePath: '/learning',
      metadata: { giveawayId: open.id, teaser: `giveaway-${open.id}-` },
    });
    await page.getByTestId('giveaway-dialog').waitFor();
    await expect(page.getByTestId('giveaway-dialog-title').innerText()).resolves.toBe('Pink Violets Set');
    await page.waitForURL(`${env().shop.url}/products`);
    expect(soon.isComingSoon).toBe(true);
    await context.close();
  });
});
