// The test's jest maps @shop/contracts to its full entry (with the DTO classes).
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { GALLERY_MESSAGES } from '@shop/contracts';
import { seriousViolations, signInAsAdmin, signInOnLanding, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(240_000);

/** The smallest phone the shop is designed for. */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const SHOTS = '/tmp/shots';
const SHOPPER = 'gallery.painter@example.com';
const TITLE = 'Wet-in-wet Sunset';

describe('the community gallery, at 375 px in Chromium', () => {
  const env = useBrowserShop();
  const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });
  const pathIs = (path: string, method: string) => (r: { url(): string; request(): { method(): string } }) =>
    new URL(r.url()).pathname === path && r.request().method() === method;

  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  /** A phone signed in with this e-mail on the landing form. */
  async function shopperPhone(email: string) {
    const context = await env().browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(env().shop.url);
    await signInOnLanding(page, env().shop.url, email);
    return { context, page };
  }

  /** The admin on a phone, in Settings. */
  async function adminPhone() {
    const context = await env().browser.newContext(PHONE);
    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url, 'settings');
    return { context, page };
  }

  it('the admin turns the gallery on, a shopper submits, the admin approves, and the shopper likes and unlikes it', async () => {
    const admin = await adminPhone();
    const shopper = await shopperPhone(SHOPPER);

    // Off: no Gallery entry, and /gallery is not a page.
    const bottomNav = shopper.page.getByTestId('bottom-nav');
    await bottomNav.getByRole('link', { name: 'Products' }).waitFor();
    await expect(bottomNav.getByRole('link', { name: 'Gallery' }).count()).resolves.toBe(0);
    await shopper.page.goto(`${env().shop.url}/gallery`);
    await shopper.page.getByTestId('page-not-found').waitFor();

    // The admin turns it on in Settings.
    const toggle = admin.page.getByRole('checkbox', { name: 'Community gallery page' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    const saved = admin.page.waitForResponse(pathIs('/api/site-config/gallery_enabled', 'PUT'));
    // The box follows the saved setting, so it ticks once the server has answered.
    await toggle.click();
    expect((await saved).status()).toBe(200);
    await admin.page.waitForFunction(() => (document.querySelector('input[name="gallery_enabled"]') as HTMLInputElement | null)?.checked === true);
    await admin.page.getByText('Shoppers see the Gallery page').waitFor();
    await expect(admin.page.getByText('The gallery page is not built yet.').count()).resolves.toBe(0);
    await admin.page.getByTestId('gallery-moderation-panel').getByText('No artworks waiting for review.').waitFor();

    // On: the entry appears, and the empty gallery invites a first artwork.
    await shopper.page.goto(`${env().shop.url}/products`);
    await bottomNav.getByRole('link', { name: 'Gallery' }).click();
    await shopper.page.waitForURL(`${env().shop.url}/gallery`);
    const empty = shopper.page.getByTestId('gallery-empty');
    await empty.getByText(GALLERY_MESSAGES.emptyTitle).waitFor();
    await expect(shopper.page.getByTestId('gallery-artwork-count').innerText()).resolves.toBe('0');
    await expect(shopper.page.getByTestId('gallery-likes-count').innerText()).resolves.toBe('0');
    expect(await seriousViolations(shopper.page)).toEqual([]);
    await shopper.page.screenshot({ path: `${SHOTS}/gallery-empty.png`, fullPage: true });

    // Share Your Art: title and image required, image files only.
    await empty.getByRole('button', { name: GALLERY_MESSAGES.emptyAction }).click();
    const dialog = shopper.page.getByTestId('gallery-share-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('gallery-submit').click();
    await toast(shopper.page, GALLERY_MESSAGES.missingInformation).waitFor();
    await dialog
      .getByTestId('gallery-submit-image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await dialog.getByText('Please choose an image file').waitFor();
    await dialog.getByTestId('gallery-submit-title').fill(TITLE);
    await dialog.getByTestId('gallery-submit').click();
    await toast(shopper.page, GALLERY_MESSAGES.missingInformation).waitFor();

    // A file that claims to be a PNG but is not: the server refuses it (415) and says so under the documented failure.
    await dialog
      .getByTestId('gallery-submit-image')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png at all') });
    const refused = shopper.page.waitForResponse(pathIs('/api/gallery', 'POST'));
    await dialog.getByTestId('gallery-submit').click();
    expect((await refused).status()).toBe(415);
    await toast(shopper.page, GALLERY_MESSAGES.submitFailed).waitFor();
    await dialog.waitFor();

    // A real picture goes in: pending approval, so the gallery stays empty.
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c98a2e' } })
      .png()
      .toBuffer();
    await dialog.getByTestId('gallery-submit-image').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: picture });
    await dialog.getByTestId('gallery-submit-description').fill('Cadmium orange dropped into a wet sky.');
    await dialog.getByTestId('gallery-submit-lesson').fill('Week 3: Wet-in-wet skies');
    expect(await seriousViolations(shopper.page)).toEqual([]);
    await shopper.page.screenshot({ path: `${SHOTS}/gallery-share-dialog.png` });
    const submitted = shopper.page.waitForResponse(pathIs('/api/gallery', 'POST'));
    await dialog.getByTestId('gallery-submit').click();
    expect((await submitted).status()).toBe(201);
    await toast(shopper.page, GALLERY_MESSAGES.submitted).waitFor();
    await shopper.page.getByTestId('gallery-share-dialog').waitFor({ state: 'detached' });
    await shopper.page.getByTestId('gallery-empty').waitFor();

    // The admin sees it waiting, with its image, title and e-mail, and approves it.
    await admin.page.reload();
    await admin.page.getByTestId('admin-tab-settings').click();
    const pending = admin.page.getByTestId('gallery-pending-item');
    await pending.filter({ hasText: TITLE }).filter({ hasText: SHOPPER }).waitFor();
    await expect(pending.getByRole('img', { name: `${TITLE}, full size` }).count()).resolves.toBe(1);
    await pending.scrollIntoViewIfNeeded();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await admin.page.screenshot({ path: `${SHOTS}/gallery-admin-pending.png` });
    await pending.getByRole('button', { name: `Approve ${TITLE}` }).click();
    await toast(admin.page, 'Artwork approved').waitFor();
    await admin.page.getByTestId('gallery-approved-item').filter({ hasText: TITLE }).waitFor();
    await admin.page.getByText('No artworks waiting for review.').waitFor();

    // The shopper sees it, likes it, and unlikes it in its detail dialog.
    await shopper.page.reload();
    const card = shopper.page.getByTestId('gallery-card').filter({ hasText: TITLE });
    await card.waitFor();
    await expect(shopper.page.getByTestId('gallery-artwork-count').innerText()).resolves.toBe('1');
    const like = card.getByTestId('gallery-like');
    await expect(like.getAttribute('aria-pressed')).resolves.toBe('false');
    const liked = shopper.page.waitForResponse(pathIs(`/api/gallery/${await artworkId(card)}/like`, 'POST'));
    await like.click();
    expect((await liked).status()).toBe(201);
    await shopper.page.waitForFunction(() => document.querySelector('[data-testid="gallery-likes-count"]')?.textContent === '1');
    await expect(like.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(like.getByTestId('gallery-like-count').innerText()).resolves.toBe('1');
    const likedIds = (await (await env().shop.verifiedShopper(SHOPPER)).get(`/api/gallery/likes/${SHOPPER}`).expect(200)).body;
    expect(likedIds).toHaveLength(1);
    expect(await seriousViolations(shopper.page)).toEqual([]);
    await shopper.page.screenshot({ path: `${SHOTS}/gallery-grid.png`, fullPage: true });

    await card.getByRole('button', { name: `View ${TITLE}` }).click();
    const detail = shopper.page.getByTestId('gallery-artwork-dialog');
    await detail.getByText('Cadmium orange dropped into a wet sky.').waitFor();
    await detail.getByText('Week 3: Wet-in-wet skies').waitFor();
    expect(await seriousViolations(shopper.page)).toEqual([]);
    await shopper.page.screenshot({ path: `${SHOTS}/gallery-detail.png` });
    const detailLike = detail.getByTestId('gallery-like');
    await expect(detailLike.getAttribute('aria-pressed')).resolves.toBe('true');
    const unliked = shopper.page.waitForResponse((r) => r.url().endsWith('/like') && r.request().method() === 'DELETE');
    await detailLike.click();
    expect((await unliked).status()).toBe(200);
    await shopper.page.waitForFunction(
      () => document.querySelector('[data-testid="gallery-artwork-dialog"] [data-testid="gallery-like"]')?.getAttribute('aria-pressed') === 'false',
    );
    await expect(detailLike.getByTestId('gallery-like-count').innerText()).resolves.toBe('0');
    await detail.getByRole('button', { name: 'Close' }).click();
    await shopper.page.waitForFunction(() => document.querySelector('[data-testid="gallery-likes-count"]')?.textContent === '0');
    expect((await (await env().shop.verifiedShopper(SHOPPER)).get(`/api/gallery/likes/${SHOPPER}`).expect(200)).body).toEqual([]);

    // The admin browsing the shop has no shopper e-mail: liking and submitting ask for one.
    await admin.page.goto(`${env().shop.url}/gallery`);
    const adminCard = admin.page.getByTestId('gallery-card').filter({ hasText: TITLE });
    await adminCard.getByTestId('gallery-like').click();
    await toast(admin.page, GALLERY_MESSAGES.emailNeededToLike).waitFor();
    await admin.page.getByTestId('gallery-share-open').click();
    await admin.page.getByTestId('gallery-share-dialog').getByTestId('gallery-submit').click();
    await toast(admin.page, GALLERY_MESSAGES.emailNeededToSubmit).waitFor();

    await admin.context.close();
    await shopper.context.close();
  });

  it('the admin rejects one artwork, deletes another after confirming, and turns the gallery off again', async () => {
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#34539a' } })
      .png()
      .toBuffer();
    const artist = await env().shop.shopper('gallery.second@example.com');
    const submit = async (title: string) =>
      (
        await artist
          .post('/api/gallery')
          .field('title', title)
          .field('userEmail', 'gallery.second@example.com')
          .attach('image', picture, 'art.png')
          .expect(201)
      ).body as { id: string };
    const doubtful = await submit('Muddy Greens');
    const keeper = await submit('Ultramarine Harbour');
    await (await env().shop.admin()).post(`/api/admin/gallery/${keeper.id}/approve`).expect(200);

    const admin = await adminPhone();
    const panel = admin.page.getByTestId('gallery-moderation-panel');
    await panel.getByTestId('gallery-pending-item').filter({ hasText: 'Muddy Greens' }).getByRole('button', { name: 'Reject Muddy Greens' }).click();
    await toast(admin.page, 'Artwork rejected').waitFor();
    await panel.getByText('No artworks waiting for review.').waitFor();
    const rejected = (await (await env().shop.admin()).get('/api/admin/gallery?status=rejected').expect(200)).body as { id: string }[];
    expect(rejected.map((artwork) => artwork.id)).toContain(doubtful.id);

    // Delete asks first; Cancel keeps it.
    const approvedRow = panel.getByTestId('gallery-approved-item').filter({ hasText: 'Ultramarine Harbour' });
    await approvedRow.getByRole('button', { name: 'Delete Ultramarine Harbour' }).click();
    await approvedRow.getByText('Delete this artwork and its image? This cannot be undone.').waitFor();
    await approvedRow.getByRole('button', { name: 'Cancel' }).click();
    expect((await env().shop.client().get('/api/gallery').expect(200)).body.map((a: { id: string }) => a.id)).toContain(keeper.id);
    await approvedRow.getByRole('button', { name: 'Delete Ultramarine Harbour' }).click();
    await approvedRow.getByRole('button', { name: 'Yes, delete' }).click();
    await toast(admin.page, 'Artwork deleted').waitFor();
    await approvedRow.waitFor({ state: 'detached' });
    expect((await env().shop.client().get('/api/gallery').expect(200)).body.map((a: { id: string }) => a.id)).not.toContain(keeper.id);

    // Off again: the shopper's menu loses the entry and /gallery is no page.
    const toggle = admin.page.getByRole('checkbox', { name: 'Community gallery page' });
    if (!(await toggle.isChecked())) {
      await toggle.click();
      await admin.page.waitForFunction(() => (document.querySelector('input[name="gallery_enabled"]') as HTMLInputElement | null)?.checked === true);
    }
    await toggle.click();
    await admin.page.getByText('The Gallery page and its menu entry are hidden.').waitFor();
    const shopper = await shopperPhone('gallery.visitor@example.com');
    await shopper.page.getByTestId('bottom-nav').getByRole('link', { name: 'Products' }).waitFor();
    await expect(shopper.page.getByTestId('bottom-nav').getByRole('link', { name: 'Gallery' }).count()).resolves.toBe(0);
    await shopper.page.goto(`${env().shop.url}/gallery`);
    await shopper.page.getByTestId('page-not-found').waitFor();
    await admin.context.close();
    await shopper.context.close();
  });

  /** The artwork's id, read from the public list by its title. */
  async function artworkId(card: ReturnType<Page['getByTestId']>): Promise<string> {
    const title = await card.getByTestId('gallery-card-title').innerText();
    const list = (await env().shop.client().get('/api/gallery').expect(200)).body as { id: string; title: string }[];
    return list.find((artwork) => artwork.title === title)!.id;
  }
});
