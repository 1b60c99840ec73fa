// @shop/contracts loads its DTOs too, whose decorators need this.
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import type { GiveawayEntryView, GiveawayView, RedFlagView, ShareEntryView } from '@shop/contracts';
import { RED_FLAG_REASONS } from '@shop/contracts';
import { signInAsAdmin, useBrowserShop, seriousViolations } from '../../../test/support/browser';

jest.setTimeout(180_000);

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const SHOTS = '/tmp/shots';
const TITLE = 'Giveaway Test Rose Palette';
const ANA = 'ana.giveaway@example.com';
const BEA = 'bea.giveaway@example.com';
const CLEO = 'cleo.shares@example.com';

/** A 375-px picture to look at: the whole page, or just the part named. */
async function shot(page: Page, name: string, part?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `admin-giveaways-${name}.png`);
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
}

describe('the admin’s Giveaways, Shares and Red Flags tabs in Chromium at phone size', () => {
  const env = useBrowserShop();
  let context: BrowserContext;

  beforeEach(async () => {
    context = await env().browser.newContext(PHONE);
  });
  afterEach(async () => {
    await context.close();
  });

  const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });
  /** One admin API session for the file: admin sign-ins are rate limited. */
  let adminSession: Promise<TestAgent> | undefined;
  const adminApi = () => (adminSession ??= env().shop.admin());
  const adminGiveaways = async () => (await (await adminApi()).get('/api/giveaways').expect(200)).body as GiveawayView[];
  const giveawayNamed = async (title: string) => (await adminGiveaways()).find((g) => g.title === title)!;

  async function enter(email: string, giveawayId: string, answer: string) {
    const shopper = await env().shop.shopper(email);
    await shopper.post(`/api/giveaways/${giveawayId}/enter`).send({ userEmail: email, answer }).expect(201);
  }

  it('creates a giveaway (a blank title refused), edits an entry, picks and clears a winner, draws one, publishes share content, and lists it as not entered', async () => {
    const page = await context.newPage();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/giveaways')) writes.push(request.url());
    });
    await signInAsAdmin(page, env().shop.url, 'giveaways');
    const panel = page.getByTestId('giveaways-panel');
    await panel.getByText('No giveaways created yet', { exact: true }).waitFor();
    await expect(page.getByTestId('unentered-giveaways').count()).resolves.toBe(0);

    const form = panel.getByRole('form', { name: 'New giveaway' });
    await form.getByRole('button', { name: 'Create Giveaway' }).click();
    await toast(page, 'Title is required').waitFor();
    // The documented words once, in the toast; the field says it in its own.
    await expect(page.getByText('Title is required', { exact: true }).count()).resolves.toBe(1);
    await form.getByText('Give the giveaway a title', { exact: true }).waitFor();
    expect(writes).toHaveLength(0);

    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Description').fill('Twelve handmade half pans of rose and madder. Shipped worldwide.');
    await form.getByLabel('Question').fill('Which rose would you paint first?');
    const picture = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 170, g: 60, b: 90 } } })
      .png()
      .toBuffer();
    await form.getByLabel('Image').setInputFiles({ name: 'roses.png', mimeType: 'image/png', buffer: picture });
    await form.getByText('Share settings (optional)').click();
    await form.getByLabel('Hashtags').fill('#roses #giveaway');
    await form.getByRole('button', { name: 'Create Giveaway' }).click();
    await toast(page, 'Giveaway created successfully').waitFor();

    const row = panel.getByTestId('giveaway-row').filter({ hasText: TITLE });
    await expect(row.getByTestId('giveaway-status').innerText()).resolves.toBe('Active');
    const created = await giveawayNamed(TITLE);
    expect(created).toMatchObject({
      question: 'Which rose would you paint first?',
      shareHashtags: '#roses #giveaway',
      startDate: null,
      endDate: null,
    });
    expect(created.imageUrl).toMatch(/^\/uploads\/giveaways\//);

    // Shoppers enter through the API; this browser has entered nothing, so the giveaway shows under the tabs.
    await enter(ANA, created.id, 'Opera rose, wet in wet');
    await enter(BEA, created.id, 'Quinacridone magenta');
    const unentered = page.getByTestId('unentered-giveaways');
    await page.reload();
    await page.getByTestId('admin-dashboard').waitFor();
    const card = unentered.getByTestId('unentered-giveaway').filter({ hasText: TITLE });
    await expect(card.getByRole('link', { name: `Enter Giveaway: ${TITLE}` }).getAttribute('href')).resolves.toBe(`/?giveaway=${created.id}`);
    await row.getByText('2 entries').waitFor();
    await shot(page, 'list');

    await row.getByRole('button', { name: `Show entries & winner of ${TITLE}` }).click();
    const details = row.getByTestId('giveaway-details');
    const anaEntry = details.getByTestId('giveaway-entry').filter({ hasText: ANA });
    await anaEntry.getByText('1 ticket').waitFor();

    // Edit an answer in place.
    await anaEntry.getByRole('button', { name: `Edit answer of ${ANA}` }).click();
    await anaEntry.getByRole('textbox', { name: 'Answer' }).fill('Opera rose, glazed in three layers');
    await anaEntry.getByRole('button', { name: 'Save answer' }).click();
    await toast(page, 'Entry updated successfully').waitFor();
    await anaEntry.getByTestId('giveaway-entry-answer').getByText('Opera rose, glazed in three layers').waitFor();
    const entries = (await (await adminApi()).get(`/api/giveaways/${created.id}/entries`).expect(200)).body as GiveawayEntryView[];
    expect(entries.find((e) => e.userEmail === ANA)!.answer).toBe('Opera rose, glazed in three layers');
    await shot(page, 'entries', row);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // Pick a winner: the selection goes, Clear Winner shows, the giveaway ends (and leaves the not-entered list).
    const selection = details.getByTestId('winner-selection');
    await selection.getByRole('radio', { name: new RegExp(ANA) }).check();
    await selection.getByRole('button', { name: 'Select Winner' }).click();
    await toast(page, 'Winner selected successfully!').waitFor();
    await details.getByTestId('giveaway-winner').getByText(ANA).waitFor();
    await expect(selection.count()).resolves.toBe(0);
    await expect(row.getByTestId('giveaway-status').innerText()).resolves.toBe(`Winner: ${ANA}`);
    await unentered.waitFor({ state: 'detached' });
    await shot(page, 'winner', row);

    await details.getByRole('button', { name: `Clear Winner of ${TITLE}` }).click();
    await toast(page, 'Winner selection cleared! Giveaway is now active again.').waitFor();
    await selection.waitFor();
    await expect(row.getByTestId('giveaway-status').innerText()).resolves.toBe('Active');
    await unentered.waitFor();

    // A draw at random picks one of the two entrants.
    await selection.getByRole('button', { name: 'Draw at random' }).click();
    await toast(page, 'Winner selected successfully!').waitFor();
    const drawn = (await giveawayNamed(TITLE)).winnerEmail;
    expect([ANA, BEA]).toContain(drawn);
    await details.getByTestId('giveaway-winner').getByText(drawn!).waitFor();
    await details.getByRole('button', { name: `Clear Winner of ${TITLE}` }).click();
    await toast(page, 'Winner selection cleared! Giveaway is now active again.').waitFor();
    await selection.waitFor();

    // Share content: generate, edit, approve and publish; then reset after confirming.
    const share = details.getByTestId('share-content');
    await expect(share.getByTestId('share-content-status').innerText()).resolves.toBe('Not Generated');
    await share.getByRole('button', { name: 'Generate' }).click();
    await share.getByTestId('share-content-status').getByText('Pending Review').waitFor();
    const instagram = share.getByLabel('Instagram text');
    await expect(instagram.inputValue()).resolves.toContain(TITLE);
    await instagram.fill(`Roses for you 🌹 ${TITLE}`);
    await shot(page, 'share-review', share);
    await share.getByRole('button', { name: 'Approve & Publish' }).click();
    await share.getByTestId('share-content-status').getByText('Approved').waitFor();
    await share.getByTestId('live-share-content').getByText(`Roses for you 🌹 ${TITLE}`).waitFor();
    const approved = await giveawayNamed(TITLE);
    expect(approved).toMatchObject({ shareContentStatus: 'approved', instagramShareText: `Roses for you 🌹 ${TITLE}`, pendingShareContent: null });
    expect(approved.facebookShareText).toContain(TITLE);

    await share.getByRole('button', { name: `Reset Sharing of ${TITLE}` }).click();
    await share
      .getByRole('dialog', { name: 'Reset sharing? Every share text and approval is wiped.' })
      .getByRole('button', { name: 'Yes, reset' })
      .click();
    await share.getByTestId('share-content-status').getByText('Not Generated').waitFor();
    expect(await giveawayNamed(TITLE)).toMatchObject({ shareContentStatus: 'not-generated', instagramShareText: '', sharingGuide: '' });

    // Delete an entry, asked first.
    const beaEntry = details.getByTestId('giveaway-entry').filter({ hasText: BEA });
    await beaEntry.getByRole('button', { name: `Delete the entry of ${BEA}` }).click();
    await beaEntry.getByRole('button', { name: 'Yes, delete' }).click();
    await toast(page, 'Entry deleted successfully').waitFor();
    await beaEntry.waitFor({ state: 'detached' });
    await row.getByText('1 entry').waitFor();

    // Edit the giveaway itself: only the changed field is sent; an end before the start never leaves the browser.
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const editForm = panel.getByRole('form', { name: `Edit ${TITLE}` });
    await editForm.getByLabel('Start (optional)').fill('2031-05-02T10:00');
    await editForm.getByLabel('End (optional)').fill('2031-05-01T10:00');
    const writesBefore = writes.length;
    await editForm.getByRole('button', { name: 'Update Giveaway' }).click();
    await editForm.getByText('endDate must be after startDate', { exact: true }).waitFor();
    expect(writes).toHaveLength(writesBefore);
    await editForm.getByLabel('Start (optional)').fill('');
    await editForm.getByLabel('End (optional)').fill('');
    await editForm.getByLabel('Title').fill(`${TITLE} II`);
    await editForm.getByRole('button', { name: 'Update Giveaway' }).click();
    await toast(page, 'Giveaway updated successfully').waitFor();
    await panel.getByRole('form', { name: 'New giveaway' }).waitFor();
    expect(await giveawayNamed(`${TITLE} II`)).toMatchObject({ id: created.id, startDate: null, endDate: null, entryCount: 1 });
  });

  it('approves a pending share into the recent decisions, and clears a red flag after confirming', async () => {
    const admin = await adminApi();
    const { body: giveaway } = await admin.post('/api/giveaways').send({ title: 'Giveaway Test Share Set' }).expect(201);
    const cleo = await env().shop.shopper(CLEO);
    await cleo.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: CLEO, answer: 'Granulating blues' }).expect(201);
    // Four shares on one platform in one day: more than the daily limit, so Cleo is flagged.
    for (let i = 1; i <= 4; i++) {
      await cleo
        .post('/api/giveaway-shares')
        .send({
          giveawayId: giveaway.id,
          userEmail: CLEO,
          platform: 'instagram',
          shareText: `My share number ${i}`,
          shareUrl: `https://www.instagram.com/p/share${i}`,
          verificationData: { platformOpened: true },
        })
        .expect(201);
    }

    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url, 'shares');
    const panel = page.getByTestId('shares-panel');
    await expect(panel.getByTestId('share-stat-pending').innerText()).resolves.toBe('4');
    // The figures and the list are two requests: wait for the list's own rows before counting them.
    const pending = panel.getByTestId('pending-share');
    const first = pending.filter({ hasText: 'My share number 1' });
    await first.getByRole('link', { name: 'Shared post' }).waitFor();
    await expect(pending.count()).resolves.toBe(4);
    await panel.getByText('No decisions yet.').waitFor();
    await shot(page, 'shares', panel);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await first.getByRole('button', { name: `Approve the share of ${CLEO} on Instagram` }).click();
    await toast(page, 'Share approved').waitFor();
    await first.waitFor({ state: 'detached' });
    await expect(pending.count()).resolves.toBe(3);
    const decided = panel.getByTestId('decided-share').filter({ hasText: CLEO });
    await decided.getByText('Approved', { exact: true }).waitFor();
    await expect(panel.getByTestId('share-stat-totalVerified').innerText()).resolves.toBe('1');
    const shares = (await admin.get('/api/admin/share-entries?status=decided').expect(200)).body as ShareEntryView[];
    expect(shares.map((s) => [s.userEmail, s.status, s.shareText])).toEqual([[CLEO, 'approved', 'My share number 1']]);
    const tickets = (await admin.get(`/api/giveaways/${giveaway.id}/tickets`).expect(200)).body;
    expect(tickets).toEqual([{ userEmail: CLEO, tickets: 2 }]);

    const rejected = pending.filter({ hasText: 'My share number 2' });
    await rejected.getByRole('button', { name: `Reject the share of ${CLEO} on Instagram` }).click();
    await toast(page, 'Share rejected').waitFor();
    await panel.getByTestId('decided-share').filter({ hasText: 'Rejected' }).waitFor();
    await shot(page, 'shares-decided', panel);

    // Red Flags: Cleo is listed with the daily-limit reason; clearing asks first.
    await page.getByTestId('admin-tab-red-flags').click();
    const flags = page.getByTestId('red-flags-panel');
    const flag = flags.getByTestId('red-flag').filter({ hasText: CLEO });
    await flag.getByText(RED_FLAG_REASONS.dailyPlatformLimit, { exact: true }).waitFor();
    await expect(flags.getByTestId('red-flag-count').innerText()).resolves.toBe('1');
    await flags.getByText('What raises a flag').click();
    await flags.getByTestId('red-flag-triggers').getByText(RED_FLAG_REASONS.rotation, { exact: true }).waitFor();
    await shot(page, 'red-flags', flags);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await flag.getByRole('button', { name: `Clear Flag of ${CLEO}` }).click();
    const question = flag.getByRole('dialog', { name: `Clear the red flag of ${CLEO}?` });
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(((await admin.get('/api/red-flags').expect(200)).body as RedFlagView[]).map((f) => f.email)).toEqual([CLEO]);
    await flag.getByRole('button', { name: `Clear Flag of ${CLEO}` }).click();
    await question.getByRole('button', { name: 'Yes, clear' }).click();
    await toast(page, 'Red Flag Cleared').waitFor();
    await flags.getByTestId('red-flags-empty').getByText('No accounts currently flagged for suspicious activity.').waitFor();
    await flags.getByText('All Clear! No accounts currently flagged for suspicious activity.', { exact: true }).waitFor();
    expect((await admin.get('/api/red-flags').expect(200)).body).toEqual([]);
    await shot(page, 'red-flags-clear', flags);

    // Deleting a giveaway asks first.
    await page.getByTestId('admin-tab-giveaways').click();
    const row = page.getByTestId('giveaway-row').filter({ hasText: 'Giveaway Test Share Set' });
    await row.getByRole('button', { name: 'Delete Giveaway Test Share Set' }).click();
    await row.getByRole('button', { name: 'Yes, delete' }).click();
    await toast(page, 'Giveaway deleted').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await adminGiveaways()).map((g) => g.title)).not.toContain('Giveaway Test Share Set');
  });

  it('shows the server’s refusal when the page is out of date: a winner picked meanwhile, a giveaway deleted meanwhile', async () => {
    const admin = await adminApi();
    const title = 'Giveaway Test Stale Page';
    const { body: giveaway } = await admin.post('/api/giveaways').send({ title }).expect(201);
    await enter(ANA, giveaway.id, 'Burnt sienna');

    const page = await context.newPage();
    await signInAsAdmin(page, env().shop.url, 'giveaways');
    const row = page.getByTestId('giveaway-row').filter({ hasText: title });
    await row.getByRole('button', { name: `Show entries & winner of ${title}` }).click();
    const selection = row.getByTestId('winner-selection');
    await selection.getByRole('radio', { name: new RegExp(ANA) }).check();

    // Another admin picks the winner first: this pick is refused (409), nothing changes.
    await admin.patch(`/api/giveaways/${giveaway.id}/winner`).send({ winnerId: ANA }).expect(200);
    await selection.getByRole('button', { name: 'Select Winner' }).click();
    await toast(page, 'Failed to set winner').getByText('This giveaway already has a winner: clear it first').waitFor();

    // The giveaway is deleted meanwhile: editing it and deleting its entry fail with the server's words.
    await admin.delete(`/api/giveaways/${giveaway.id}`).expect(200);
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const editForm = page.getByRole('form', { name: `Edit ${title}` });
    await editForm.getByLabel('Title').fill(`${title} again`);
    await editForm.getByRole('button', { name: 'Update Giveaway' }).click();
    await toast(page, 'Failed to update giveaway').getByText('No giveaway with that id').waitFor();
    const entry = row.getByTestId('giveaway-entry').filter({ hasText: ANA });
    await entry.getByRole('button', { name: `Delete the entry of ${ANA}` }).click();
    await entry.getByRole('button', { name: 'Yes, delete' }).click();
    await toast(page, 'Failed to delete entry').waitFor();
  });
});
