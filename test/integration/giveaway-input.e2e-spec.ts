import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
/** Nothing a reader can see: zero-width space, joiners, word joiner, byte-order mark, a direction mark, spaces. */
const INVISIBLE_ANSWERS = ['\u200B', '\u200C\u200D', ' \u2060 ', '\uFEFF', '\u200E\u200B\t', '\u00A0\u200B\u3000'];

/** What a giveaway takes from people: a visible answer, a website link a browser opens as a page (docs/rules.md §9). */
describe('giveaway answers and website links', () => {
  let t: TestShop;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const count = async (table: string) => (await t.db('engagement').query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const open = async (fields: object = {}) =>
    (
      await admin
        .post('/api/giveaways')
        .send({ title: 'Visible Answers', question: 'Your favourite pigment?', startDate: at(-HOUR), endDate: at(24 * HOUR), ...fields })
        .expect(201)
    ).body;

  it('an answer of only invisible characters is blank: 400 "answer is required", as a blank one, on every route, storing nothing', async () => {
    const giveaway = await open();
    const email = 'invisible@example.com';
    const shopper = await t.shopper(email);
    const blank = await shopper.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: email, answer: '   ' }).expect(400);
    expect(blank.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'answer is required', code: 'BAD_REQUEST' });
    const before = { entries: await count('giveaway_entries'), tickets: await count('giveaway_tickets') };

    for (const answer of INVISIBLE_ANSWERS) {
      const byPath = await shopper.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: email, answer }).expect(400);
      expect(byPath.body).toEqual(blank.body);
      const byBody = await shopper.post('/api/giveaway-entries').send({ giveawayId: giveaway.id, userEmail: email, answer }).expect(400);
      expect(byBody.body).toEqual(blank.body);
    }
    expect({ entries: await count('giveaway_entries'), tickets: await count('giveaway_tickets') }).toEqual(before);

    // A visible answer with an invisible character in it is an answer; an admin's edit to an invisible one is refused.
    const entry = (await shopper.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: email, answer: 'Cobalt\u200B teal' }).expect(201))
      .body;
    for (const answer of INVISIBLE_ANSWERS) {
      expect((await admin.patch(`/api/giveaway-entries/${entry.id}`).send({ answer }).expect(400)).body).toEqual(blank.body);
    }
    const [stored] = await t.db('engagement').query('SELECT answer FROM giveaway_entries WHERE id = $1', [entry.id]);
    expect(stored.answer).toBe('Cobalt\u200B teal');
  });

  it('a giveaway title of only invisible characters is blank, as a blank one: 400, nothing created', async () => {
    const blank = await admin.post('/api/giveaways').send({ title: '  ' }).expect(400);
    const before = await count('giveaways');
    for (const title of INVISIBLE_ANSWERS) {
      expect((await admin.post('/api/giveaways').send({ title }).expect(400)).body).toEqual(blank.body);
    }
    expect(await count('giveaways')).toBe(before);
  });

  it('a websiteUrl that is not http(s) (javascript:, data:, ftp:, no scheme) answers 400 naming websiteUrl, creating or changing nothing', async () => {
    const message = 'websiteUrl must be an http:// or https:// address';
    const bad = [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example.com/x',
      'watercolor.shop',
      'https://',
      'http:// spaced.example',
    ];
    const before = await count('giveaways');
    for (const websiteUrl of bad) {
      const json = await admin.post('/api/giveaways').send({ title: 'Bad Link', websiteUrl }).expect(400);
      expect(json.body).toEqual({ statusCode: 400, error: 'Bad Request', message, code: 'BAD_REQUEST' });
      const form = await admin.post('/api/giveaways').field('title', 'Bad Link').field('websiteUrl', websiteUrl).expect(400);
      expect(form.body.message).toBe(message);
    }
    expect(await count('giveaways')).toBe(before);

    const giveaway = await open({ websiteUrl: 'https://watercolor.shop/giveaway?ref=spring' });
    expect(giveaway.websiteUrl).toBe('https://watercolor.shop/giveaway?ref=spring');
    for (const websiteUrl of bad) {
      expect((await admin.patch(`/api/giveaways/${giveaway.id}`).send({ websiteUrl }).expect(400)).body.message).toBe(message);
    }
    const [stored] = await t.db('engagement').query('SELECT website_url FROM giveaways WHERE id = $1', [giveaway.id]);
    expect(stored.website_url).toBe('https://watercolor.shop/giveaway?ref=spring');

    // http is a web page too, and a blank link means none.
    expect((await admin.patch(`/api/giveaways/${giveaway.id}`).send({ websiteUrl: 'http://paint.example' }).expect(200)).body.websiteUrl).toBe(
      'http://paint.example',
    );
    expect((await admin.patch(`/api/giveaways/${giveaway.id}`).send({ websiteUrl: '' }).expect(200)).body.websiteUrl).toBe('');
  });
});
