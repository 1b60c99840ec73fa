import TestAgent from 'supertest/lib/agent';
import { SHARE_PROFILE_LINK_REQUIRED, shareContentFor } from '@shop/contracts';
import { startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const isNotAdmin = (r: { status: number }) => expect([401, 403]).toContain(r.status);

describe('giveaway shares and share content over HTTP (docs/product/engagement.md "Share flow (giveaway)"; docs/rules.md §9)', () => {
  let t: TestShop;
  let admin: TestAgent;
  // Each shopper shares from an address of her own, as people do: shares are limited per person and address too.
  beforeAll(async () => {
    t = await startTestShop({}, { ownAddresses: true });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const db = () => t.db('engagement');
  const sharesOf = async (email: string) =>
    (await db().query('SELECT count(*)::int AS n FROM giveaway_shares WHERE user_email = $1', [email]))[0].n as number;
  const open = async (fields: object = {}) =>
    (
      await admin
        .post('/api/giveaways')
        .send({ title: 'Spring Palette', question: 'Your favourite pigment?', startDate: at(-HOUR), endDate: at(24 * HOUR), ...fields })
        .expect(201)
    ).body;
  const ticketsOf = async (giveawayId: string, email: string) =>
    ((await admin.get(`/api/giveaways/${giveawayId}/tickets`).expect(200)).body as { userEmail: string; tickets: number }[]).find(
      (row) => row.userEmail === email,
    )?.tickets ?? 0;
  const share = (agent: TestAgent, body: object) => agent.post('/api/giveaway-shares').send(body);

  it("records a share by both routes with {success, message}; the count and credits are her own to read (or an admin's)", async () => {
    const giveaway = await open();
    const ann = await t.shopper('ann@example.com');
    const full = await share(ann, {
      giveawayId: giveaway.id,
      userEmail: 'ann@example.com',
      platform: 'Instagram',
      shareText: 'Look at this giveaway!',
      shareUrl: 'https://instagram.com/p/abc',
      verificationData: { platformOpened: true, userAgent: 'test', timestamp: at(0) },
    }).expect(201);
    expect(full.body).toMatchObject({ success: true, message: 'Share recorded! It earns a bonus entry once verified.', shareCount: 1 });
    const short = await ann
      .post(`/api/giveaways/${giveaway.id}/share`)
      .send({ userEmail: 'ann@example.com', platform: 'facebook', shareText: 'Enter!' })
      .expect(201);
    expect(short.body).toMatchObject({ success: true, message: expect.any(String), shareCount: 2 });

    const [stored] = await db().query('SELECT * FROM giveaway_shares WHERE id = $1', [full.body.shareId]);
    expect(stored).toMatchObject({
      platform: 'instagram',
      status: 'pending',
      share_url: 'https://instagram.com/p/abc',
      platform_opened: true,
      save_for_later: false,
      verification_data: { platformOpened: true, userAgent: 'test', timestamp: expect.any(String) },
    });

    expect((await ann.get('/api/users/ann@example.com/share-count').expect(200)).body).toEqual({ shareCount: 2 });
    expect((await ann.get('/api/users/ann@example.com/share-credits').expect(200)).body).toEqual({ credits: 0 });
    expect((await admin.get('/api/users/ann@example.com/share-count').expect(200)).body).toEqual({ shareCount: 2 });
    const other = await t.shopper('nosy@example.com');
    await other.get('/api/users/ann@example.com/share-count').expect(403);
    await other.get('/api/users/ann@example.com/share-credits').expect(403);
    await t.client().get('/api/users/ann@example.com/share-count').expect(401);
  });

  it("takes a form's untouched fields as not sent: a blank or null link, a null choice, a timestamp in milliseconds", async () => {
    const giveaway = await open();
    const cai = await t.shopper('cai@example.com');
    const answer = await share(cai, {
      giveawayId: giveaway.id,
      userEmail: 'cai@example.com',
      platform: 'tiktok',
      shareText: 'Enter!',
      shareUrl: null,
      saveForLater: null,
      verificationData: { profileUrl: '', timestamp: 1_795_000_000_000, platformOpened: true, verificationRequired: false },
    }).expect(201);
    const [stored] = await db().query('SELECT share_url, save_for_later, verification_data FROM giveaway_shares WHERE id = $1', [
      answer.body.shareId,
    ]);
    expect(stored).toMatchObject({ share_url: null, save_for_later: false, verification_data: { timestamp: '1795000000000', platformOpened: true } });
    expect(stored.verification_data.profileUrl).toBeUndefined();
  });

  it("refuses an unknown platform, a bad link, another shopper's e-mail, no session and an unknown giveaway, storing nothing", async () => {
    const giveaway = await open();
    const bea = await t.shopper('bea@example.com');
    const body = { giveawayId: giveaway.id, userEmail: 'bea@example.com', platform: 'instagram', shareText: 'Hi' };
    const refusals: [Promise<{ status: number; body: { statusCode: number; message: string } }>, number, string][] = [
      [share(bea, { ...body, platform: 'myspace' }), 400, 'platform'],
      [share(bea, { ...body, verificationData: { profileUrl: 'not a link' } }), 400, 'verificationData.profileUrl'],
      [share(bea, { ...body, shareUrl: 'javascript:alert(1)' }), 400, 'shareUrl'],
      [share(bea, { ...body, userEmail: 'ann@example.com' }), 403, ''],
      [share(t.client(), body), 401, ''],
      [share(bea, { ...body, giveawayId: '00000000-0000-4000-8000-000000000000' }), 404, 'giveaway'],
      [
        bea.post('/api/giveaways/00000000-0000-4000-8000-000000000000/share').send({ userEmail: 'bea@example.com', platform: 'tiktok' }),
        404,
        'giveaway',
      ],
    ];
    for (const [request, status, named] of refusals) {
      const res = await request;
      expect({ status: res.status, statusCode: res.body.statusCode }).toEqual({ status, statusCode: status });
      expect(res.body.message).toContain(named);
    }
    expect(await sharesOf('bea@example.com')).toBe(0);
  });

  it('from her sixth share on, a shopper must give her profile link (400 naming verificationData.profileUrl without it)', async () => {
    const giveaway = await open();
    const cara = await t.shopper('cara@example.com');
    const body = { giveawayId: giveaway.id, userEmail: 'cara@example.com', platform: 'pinterest' };
    for (let n = 1; n <= 5; n += 1) expect((await share(cara, body).expect(201)).body.shareCount).toBe(n);
    const refused = await share(cara, body).expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(refused.body.message).toContain('verificationData.profileUrl');
    await cara.post(`/api/giveaways/${giveaway.id}/share`).send({ userEmail: 'cara@example.com', platform: 'threads' }).expect(400);
    expect(await sharesOf('cara@example.com')).toBe(5);
    const verified = await share(cara, { ...body, verificationData: { profileUrl: 'https://pinterest.com/cara' } }).expect(201);
    expect(verified.body.shareCount).toBe(6);
    expect((await db().query('SELECT profile_url FROM giveaway_shares WHERE id = $1', [verified.body.shareId]))[0].profile_url).toBe(
      'https://pinterest.com/cara',
    );
  });

  it('an unverified session sees only its own shares and credits, and spends only its own credit, yet the profile-link rule counts the e-mail', async () => {
    const first = await open({ title: 'Gina first' });
    const later = await open({ title: 'Gina later' });
    const email = 'gina@example.com';
    const earlier = await t.shopper(email);
    for (let n = 1; n <= 5; n += 1)
      await share(earlier, { giveawayId: first.id, userEmail: email, platform: 'instagram', saveForLater: n === 1 }).expect(201);
    const [banked] = (await admin.get('/api/admin/share-entries?status=pending').expect(200)).body.filter(
      (entry: { userEmail: string; saveForLater: boolean }) => entry.userEmail === email && entry.saveForLater,
    );
    await admin.post(`/api/admin/share-entries/${banked.id}/approve`).expect(200);

    const another = await t.shopper(email);
    expect((await another.get(`/api/users/${email}/share-count`).expect(200)).body).toEqual({ shareCount: 0 });
    expect((await another.get(`/api/users/${email}/share-credits`).expect(200)).body).toEqual({ credits: 0 });
    const refused = await share(another, { giveawayId: later.id, userEmail: email, platform: 'facebook' }).expect(400);
    expect(refused.body.message).toBe(SHARE_PROFILE_LINK_REQUIRED);
    const withLink = await share(another, {
      giveawayId: later.id,
      userEmail: email,
      platform: 'facebook',
      verificationData: { profileUrl: 'https://facebook.com/gina' },
    }).expect(201);
    expect(withLink.body.shareCount).toBe(1);
    // Its entry leaves her banked credit alone: one ticket, the answer's.
    await another.post(`/api/giveaways/${later.id}/enter`).send({ userEmail: email, answer: 'Wet on wet' }).expect(201);
    expect(await ticketsOf(later.id, email)).toBe(1);
    expect((await admin.get(`/api/users/${email}/share-credits`).expect(200)).body).toEqual({ credits: 1 });
    expect((await admin.get(`/api/users/${email}/share-count`).expect(200)).body).toEqual({ shareCount: 6 });
    expect((await earlier.get(`/api/users/${email}/share-credits`).expect(200)).body).toEqual({ credits: 1 });
  });

  it('an admin approves a share into one bonus ticket (twice: still one), rejects another into none; switching answers 409', async () => {
    const giveaway = await open();
    const dina = await t.shopper('dina@example.com');
    await dina.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: 'dina@example.com', answer: 'Glazing' }).expect(201);
    const body = { giveawayId: giveaway.id, userEmail: 'dina@example.com', platform: 'tiktok' };
    const first = (await share(dina, body).expect(201)).body.shareId;
    const second = (await share(dina, body).expect(201)).body.shareId;

    const pending = (await admin.get('/api/admin/share-entries?status=pending').expect(200)).body as { id: string }[];
    const ids = pending.map((entry) => entry.id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second)).toBeGreaterThan(ids.indexOf(first));
    expect(pending.find((entry) => entry.id === first)).toMatchObject({
      userEmail: 'dina@example.com',
      platform: 'tiktok',
      giveawayId: giveaway.id,
      giveawayTitle: 'Spring Palette',
      status: 'pending',
      decidedBy: null,
    });

    expect(await ticketsOf(giveaway.id, 'dina@example.com')).toBe(1);
    const approved = await admin.post(`/api/admin/share-entries/${first}/approve`).expect(200);
    expect(approved.body).toMatchObject({ id: first, status: 'approved', decidedBy: TEST_ADMIN.email });
    expect(await ticketsOf(giveaway.id, 'dina@example.com')).toBe(2);
    await admin
      .post(`/api/admin/share-entries/${first}/approve`)
      .expect(200)
      .expect((r) => expect(r.body.status).toBe('approved'));
    expect(await ticketsOf(giveaway.id, 'dina@example.com')).toBe(2);

    await admin
      .post(`/api/admin/share-entries/${second}/reject`)
      .expect(200)
      .expect((r) => expect(r.body.status).toBe('rejected'));
    await admin.post(`/api/admin/share-entries/${second}/reject`).expect(200);
    expect(await ticketsOf(giveaway.id, 'dina@example.com')).toBe(2);
    expect((await admin.post(`/api/admin/share-entries/${second}/approve`).expect(409)).body.message).toBe('This share was already rejected');
    expect((await admin.post(`/api/admin/share-entries/${first}/reject`).expect(409)).body.message).toBe('This share was already approved');
    expect(await ticketsOf(giveaway.id, 'dina@example.com')).toBe(2);

    await admin.post('/api/admin/share-entries/00000000-0000-4000-8000-000000000000/approve').expect(404);
    await admin.post('/api/admin/share-entries/not-an-id/approve').expect(404);
    await admin.get('/api/admin/share-entries?status=maybe').expect(400);
    const decided = (await admin.get('/api/admin/share-entries?status=decided').expect(200)).body as { id: string }[];
    expect(decided.map((entry) => entry.id).slice(0, 2)).toEqual([second, first]);
    expect((await admin.get('/api/admin/share-entries').expect(200)).body.length).toBeGreaterThanOrEqual(2);

    for (const agent of [dina, t.client()]) {
      await agent.get('/api/admin/share-entries').expect(isNotAdmin);
      await agent.post(`/api/admin/share-entries/${first}/reject`).expect(isNotAdmin);
      await agent.get('/api/shares/stats').expect(isNotAdmin);
      await agent.post(`/api/giveaways/${giveaway.id}/generate-share-content`).expect(isNotAdmin);
      await agent.post(`/api/giveaways/${giveaway.id}/approve-share-content`).send({}).expect(isNotAdmin);
      await agent.post(`/api/giveaways/${giveaway.id}/reset-sharing`).expect(isNotAdmin);
    }
    expect((await db().query('SELECT status FROM giveaway_shares WHERE id = $1', [first]))[0].status).toBe('approved');
  });

  it('counts shares for the stats: approved as verified, the daily average over the last 30 days', async () => {
    const giveaway = await open();
    const before = (await admin.get('/api/shares/stats').expect(200)).body;
    const eli = await t.shopper('eli@example.com');
    const body = { giveawayId: giveaway.id, userEmail: 'eli@example.com', platform: 'twitter' };
    const ids = [];
    for (let n = 0; n < 3; n += 1) ids.push((await share(eli, body).expect(201)).body.shareId);
    await admin.post(`/api/admin/share-entries/${ids[0]}/approve`).expect(200);
    await admin.post(`/api/admin/share-entries/${ids[1]}/reject`).expect(200);
    await db().query(
      `INSERT INTO giveaway_shares (giveaway_id, user_email, platform, created_at) VALUES ($1, 'old@example.com', 'instagram', now() - interval '40 days')`,
      [giveaway.id],
    );
    const after = (await admin.get('/api/shares/stats').expect(200)).body;
    expect(after).toEqual({
      totalShares: before.totalShares + 4,
      totalVerified: before.totalVerified + 1,
      rejected: before.rejected + 1,
      pending: before.pending + 2,
      sharesToday: before.sharesToday + 3,
      dailySharesAverage: Math.round(((after.totalShares - 1) / 30) * 10) / 10,
    });
  });

  it('a Save-for-Future share, once approved, is one share credit; her next entry elsewhere spends it as a second ticket there', async () => {
    const first = await open({ title: 'First' });
    const later = await open({ title: 'Later' });
    const fay = await t.shopper('fay@example.com');
    const saved = await share(fay, { giveawayId: first.id, userEmail: 'fay@example.com', platform: 'instagram', saveForLater: true }).expect(201);
    expect(saved.body.message).toBe('Share recorded! It will be saved for a future giveaway once verified.');
    expect((await fay.get('/api/users/fay@example.com/share-credits').expect(200)).body).toEqual({ credits: 0 });
    await admin.post(`/api/admin/share-entries/${saved.body.shareId}/approve`).expect(200);
    expect(await ticketsOf(first.id, 'fay@example.com')).toBe(0);
    expect((await fay.get('/api/users/fay@example.com/share-credits').expect(200)).body).toEqual({ credits: 1 });

    await fay.post(`/api/giveaways/${later.id}/enter`).send({ userEmail: 'fay@example.com', answer: 'Salt texture' }).expect(201);
    expect((await fay.get('/api/users/fay@example.com/share-credits').expect(200)).body).toEqual({ credits: 0 });
    expect(await ticketsOf(later.id, 'fay@example.com')).toBe(2);
    // The credit stays spent when she takes that entry back.
    await fay.delete(`/api/giveaways/${later.id}/entries/user/fay@example.com`).expect(200);
    expect((await fay.get('/api/users/fay@example.com/share-credits').expect(200)).body).toEqual({ credits: 0 });
  });

  it("generates share content for review, publishes it with the admin's edit (POST or PATCH), refuses approval before generation, resets it", async () => {
    const giveaway = await open({
      title: 'Cerulean Dreams',
      description: 'Win a full palette of granulating blues. Ends soon.',
      businessHandle: '@paintbox',
      websiteUrl: 'https://paint.example',
    });
    expect(giveaway.shareContentStatus).toBe('not-generated');
    const early = await admin.post(`/api/giveaways/${giveaway.id}/approve-share-content`).send({}).expect(409);
    expect(early.body.message).toBe('Generate share content first');

    const generated = (await admin.post(`/api/giveaways/${giveaway.id}/generate-share-content`).expect(200)).body;
    expect(generated).toMatchObject({ shareContentStatus: 'pending-review', shareContentApproved: false, instagramShareText: '' });
    const expected = shareContentFor({
      title: 'Cerulean Dreams',
      description: 'Win a full palette of granulating blues. Ends soon.',
      shareHashtags: '',
      businessHandle: '@paintbox',
      websiteUrl: 'https://paint.example',
    });
    expect(generated.pendingShareContent).toEqual(expected);
    for (const text of [expected.instagramShareText, expected.facebookShareText, expected.tiktokShareText, expected.shareText])
      expect(text).toContain('Cerulean Dreams');

    const approved = (
      await admin
        .post(`/api/giveaways/${giveaway.id}/approve-share-content`)
        .send({ approvedContent: { instagramShareText: 'My own caption ✨' } })
        .expect(200)
    ).body;
    expect(approved).toMatchObject({
      shareContentStatus: 'approved',
      shareContentApproved: true,
      pendingShareContent: null,
      instagramShareText: 'My own caption ✨',
      facebookShareText: expected.facebookShareText,
      tiktokShareText: expected.tiktokShareText,
      shareText: expected.shareText,
      sharingGuide: expected.sharingGuide,
    });

    await admin.post(`/api/giveaways/${giveaway.id}/generate-share-content`).expect(200);
    const patched = (await admin.patch(`/api/giveaways/${giveaway.id}/approve-share-content`).send({}).expect(200)).body;
    expect(patched).toMatchObject({ shareContentStatus: 'approved', instagramShareText: expected.instagramShareText });
    await admin
      .patch(`/api/giveaways/${giveaway.id}/approve-share-content`)
      .send({ approvedContent: { shareText: 42 } })
      .expect(400);
    await admin.post('/api/giveaways/00000000-0000-4000-8000-000000000000/generate-share-content').expect(404);

    const reset = (await admin.post(`/api/giveaways/${giveaway.id}/reset-sharing`).expect(200)).body;
    expect(reset).toMatchObject({
      shareContentStatus: 'not-generated',
      shareContentApproved: false,
      pendingShareContent: null,
      instagramShareText: '',
      facebookShareText: '',
      tiktokShareText: '',
      shareText: '',
      sharingGuide: '',
    });
  });

  it('holds under concurrency: one share past the threshold without a link, one ticket for ten approvals, one credit for two entries', async () => {
    const giveaway = await open();
    const hana = await t.shopper('hana@example.com');
    const body = { giveawayId: giveaway.id, userEmail: 'hana@example.com', platform: 'facebook' };
    for (let n = 0; n < 4; n += 1) await share(hana, body).expect(201);
    const statuses = await Promise.all(Array.from({ length: 5 }, () => share(hana, body).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 400, 400, 400, 400]);
    expect(await sharesOf('hana@example.com')).toBe(5);

    const ivy = await t.shopper('ivy@example.com');
    const useNow = (await share(ivy, { giveawayId: giveaway.id, userEmail: 'ivy@example.com', platform: 'instagram' }).expect(201)).body.shareId;
    const approvals = await Promise.all(
      Array.from({ length: 10 }, () => admin.post(`/api/admin/share-entries/${useNow}/approve`).then((r) => r.status)),
    );
    expect(approvals).toEqual(Array(10).fill(200));
    expect(await ticketsOf(giveaway.id, 'ivy@example.com')).toBe(1);

    const saved = (await share(ivy, { ...body, userEmail: 'ivy@example.com', saveForLater: true }).expect(201)).body.shareId;
    await admin.post(`/api/admin/share-entries/${saved}/approve`).expect(200);
    const [one, two] = [await open({ title: 'One' }), await open({ title: 'Two' })];
    await Promise.all(
      [one, two].map((g) => ivy.post(`/api/giveaways/${g.id}/enter`).send({ userEmail: 'ivy@example.com', answer: 'Lifting' }).expect(201)),
    );
    expect((await ticketsOf(one.id, 'ivy@example.com')) + (await ticketsOf(two.id, 'ivy@example.com'))).toBe(3);
    expect((await ivy.get('/api/users/ivy@example.com/share-credits').expect(200)).body).toEqual({ credits: 0 });
  });

  it("limits shares to 20 an hour and entries to 60 a minute per session, 429 with the limit's message", async () => {
    const giveaway = await open();
    const gia = await t.shopper('gia@example.com');
    for (let n = 0; n < 20; n += 1)
      await gia.post(`/api/giveaways/${giveaway.id}/share`).send({ userEmail: 'gia@example.com', platform: 'nowhere' }).expect(400);
    const limited = await gia.post(`/api/giveaways/${giveaway.id}/share`).send({ userEmail: 'gia@example.com', platform: 'instagram' }).expect(429);
    expect(limited.body.message).toBe('Share Limit Reached: you can record at most 20 shares an hour. Please try again later.');
    for (let n = 0; n < 60; n += 1)
      await gia.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: 'gia@example.com', answer: ' ' }).expect(400);
    const entries = await gia.post('/api/giveaway-entries').send({ giveawayId: giveaway.id, userEmail: 'gia@example.com', answer: 'Rose' });
    // Each entry route counts on its own.
    expect(entries.status).toBe(201);
    const tooMany = await gia.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: 'gia@example.com', answer: 'Rose' }).expect(429);
    expect(tooMany.body.message).toBe('Too many entries. Please wait a minute and try again.');
  });
});
