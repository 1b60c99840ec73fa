import { startTestShop, TestShop } from '../support/test-shop';

const KEY = '/api/site-config/parachute_excluded_emails';
const list = (...emails: string[]) => JSON.stringify(emails);

describe('site-config writes and the private exclusion list (docs/rules.md §4 "Private settings")', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  const stored = async () => (await (await t.admin()).get(KEY).expect(200)).body;

  it('lets an admin set the exclusion list, stored trimmed, lower-cased and without repeats, and read it back', async () => {
    const admin = await t.admin();
    const res = await admin
      .put(KEY)
      .send({ value: list(' Listed.Admin@Example.com', 'second@example.com', 'LISTED.ADMIN@example.com') })
      .expect(200);
    expect(res.body).toEqual({ key: 'parachute_excluded_emails', value: list('listed.admin@example.com', 'second@example.com') });
    await admin.get(KEY).expect(200, res.body);
  });

  it('keeps the list from anyone but an admin: 401 without a session, 403 for a shopper', async () => {
    const visitor = await t.client().get(KEY).expect(401);
    expect(visitor.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Admin sign-in required', code: 'ADMIN_SIGN_IN_REQUIRED' });
    const shopper = await t.shopper('curious@example.com');
    const refused = await shopper.get(KEY).expect(403);
    expect(refused.body.message).toBe('Only administrators can do this');
    expect(JSON.stringify(refused.body)).not.toContain('listed.admin');
    // Public keys stay public.
    await t.client().get('/api/site-config/gallery_enabled').expect(200);
  });

  it('answers the eligibility without the list: false for a listed shopper and a visitor, true for another shopper', async () => {
    const listed = await t.shopper('Listed.Admin@example.com');
    const listedAnswer = await listed.get('/api/parachutes/eligibility').expect(200);
    expect(listedAnswer.body).toEqual({ dailyDeals: false, giveaways: false });
    const other = await t.shopper('other.shopper@example.com');
    await other.get('/api/parachutes/eligibility').expect(200, { dailyDeals: true, giveaways: true });
    await t.client().get('/api/parachutes/eligibility').expect(200, { dailyDeals: false, giveaways: false });
  });

  it('refuses a bad value with 400 naming it, and changes nothing', async () => {
    const admin = await t.admin();
    const before = await stored();
    const refusals: [unknown, string][] = [
      [list('ok@example.com', 'not-an-email'), 'value: "not-an-email" is not a valid e-mail address'],
      [list(...Array.from({ length: 21 }, (_, i) => `a${i}@example.com`)), 'value must hold at most 20 e-mails'],
      [list(`${'a'.repeat(250)}@example.com`), 'value: each e-mail must be at most 254 characters'],
      ['owner@example.com', 'value must be a JSON list of e-mails, e.g. ["owner@example.com"]'],
      [['owner@example.com'], 'value must be text'],
      [undefined, 'value is required'],
    ];
    for (const [value, message] of refusals) {
      const res = await admin
        .put(KEY)
        .send(value === undefined ? {} : { value })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message, code: 'BAD_REQUEST' });
    }
    await admin.put(KEY).send({ value: '[]', extra: 1 }).expect(400);
    expect(await stored()).toEqual(before);
  });

  it('sets gallery_enabled to "true" or "false" only', async () => {
    const admin = await t.admin();
    await admin.put('/api/site-config/gallery_enabled').send({ value: 'true' }).expect(200, { key: 'gallery_enabled', value: 'true' });
    await t.client().get('/api/site-config/gallery_enabled').expect(200, { key: 'gallery_enabled', value: 'true' });
    const res = await admin.put('/api/site-config/gallery_enabled').send({ value: 'yes' }).expect(400);
    expect(res.body.message).toBe('value must be the text "true" or "false"');
    await admin.put('/api/site-config/gallery_enabled').send({ value: 'false' }).expect(200, { key: 'gallery_enabled', value: 'false' });
  });

  it('sends the hero image to its upload (400) and answers an unknown key 404 as GET does', async () => {
    const admin = await t.admin();
    const hero = await admin.put('/api/site-config/hero_image').send({ value: '/uploads/hero/elsewhere.webp' }).expect(400);
    expect(hero.body.message).toBe('Upload the hero image with POST /api/site-config/hero-image');
    await t.client().get('/api/site-config/hero_image').expect(200, { key: 'hero_image', value: null });
    const unknown = await admin.put('/api/site-config/favourite_colour').send({ value: 'blue' }).expect(404);
    const read = await admin.get('/api/site-config/favourite_colour').expect(404);
    expect(unknown.body).toEqual(read.body);
  });

  it('lets no shopper or visitor write, and changes nothing', async () => {
    const before = await stored();
    await t.client().put(KEY).send({ value: '[]' }).expect(401);
    const shopper = await t.shopper('sneaky@example.com');
    await shopper.put(KEY).send({ value: '[]' }).expect(403);
    await shopper.put('/api/site-config/gallery_enabled').send({ value: 'true' }).expect(403);
    expect(await stored()).toEqual(before);
    await t.client().get('/api/site-config/gallery_enabled').expect(200, { key: 'gallery_enabled', value: 'false' });
  });

  it('records each write, refused ones too, in the audit log', async () => {
    const admin = await t.admin();
    const { body } = await admin.get('/api/admin/audit-log?action=/api/site-config/parachute_excluded_emails&method=PUT&limit=200').expect(200);
    const statuses = body.items.map((e: { statusCode: number }) => e.statusCode);
    expect(statuses).toContain(200);
    expect(statuses).toContain(400);
    expect(body.items[0]).toMatchObject({ adminEmail: 'owner@watercolor.test', method: 'PUT', path: KEY, target: 'parachute_excluded_emails' });
  });
});
