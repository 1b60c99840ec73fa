import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { GIVEAWAY_ADDRESS_ENTRY_LIMIT, GIVEAWAY_ALREADY_ENTERED, GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { GiveawayEntriesCanonicalEmail1765210000000 } = builtModule<
  typeof import('../../apps/engagement/src/migrations/1765210000000-giveaway-entries-canonical-email')
>('apps/engagement/src/migrations/1765210000000-giveaway-entries-canonical-email');

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const png = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#c04080' } })
    .png()
    .toBuffer();

/**
 * One person, one identity where it matters (docs/rules.md §4, §9): giveaway entries count the canonical e-mail; entries
 * are limited per client address; shares and shopper uploads count per session, canonical e-mail and address, so
 * signing in again does not reset them. The shop trusts X-Forwarded-For here, so each shopper can have an address.
 */
describe('one person, one identity: entries, and the limits that signing in again does not reset', () => {
  let t: TestShop;
  let admin: TestAgent;
  // Started without ENTRY_LIMIT_PER_ADDRESS_HOUR: the default limit holds.
  beforeAll(async () => {
    t = await startTestShop({ TRUST_PROXY: 'true' });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const db = () => t.db('engagement');
  let lastAddress = 0;
  const newAddress = () => `198.51.100.${(lastAddress += 1)}`;
  /** A shopper signed in, her requests then coming from `address` (her own unless given). */
  const shopperAt = async (email: string, address = newAddress()) => (await t.shopper(email)).set('x-forwarded-for', address);
  const open = async () =>
    (
      await admin
        .post('/api/giveaways')
        .send({ title: 'Spring Palette', question: 'Your favourite pigment?', startDate: at(-HOUR), endDate: at(24 * HOUR) })
        .expect(201)
    ).body as { id: string };
  const enter = (agent: TestAgent, giveawayId: string, userEmail: string) =>
    agent.post(`/api/giveaways/${giveawayId}/enter`).send({ userEmail, answer: 'Quinacridone rose' });
  const entriesOf = async (giveawayId: string) =>
    (await t.client().get(`/api/giveaways/${giveawayId}/entries`).expect(200)).body as { userEmail: string }[];
  const ticketsOf = async (giveawayId: string) =>
    (await admin.get(`/api/giveaways/${giveawayId}/tickets`).expect(200)).body as { userEmail: string; tickets: number }[];

  it('alice+1@…, a.l.i.c.e@gmail.com and "alice"@… are one entrant: the second entry answers 409 Already Entered and changes nothing', async () => {
    const giveaway = await open();
    const first = await enter(await shopperAt('a.l.i.c.e+spring@gmail.com'), giveaway.id, 'a.l.i.c.e+spring@gmail.com').expect(201);
    // The entry keeps the e-mail as the account has it.
    expect(first.body.userEmail).toBe('a.l.i.c.e+spring@gmail.com');
    for (const email of ['alice@gmail.com', 'Alice@GoogleMail.com', 'alice+1@gmail.com', '"alice"@gmail.com', 'al.ice+x@googlemail.com']) {
      const shopper = await shopperAt(email);
      const refused = await enter(shopper, giveaway.id, email.toLowerCase()).expect(409);
      expect(refused.body).toEqual({ statusCode: 409, error: 'Conflict', message: GIVEAWAY_ALREADY_ENTERED, code: 'ALREADY_ENTERED' });
      // Also by the other entry route.
      await shopper.post('/api/giveaway-entries').send({ giveawayId: giveaway.id, userEmail: email.toLowerCase(), answer: 'Rose' }).expect(409);
    }
    expect((await entriesOf(giveaway.id)).map((entry) => entry.userEmail)).toEqual(['a.l.i.c.e+spring@gmail.com']);
    expect(await ticketsOf(giveaway.id)).toEqual([{ userEmail: 'a.l.i.c.e+spring@gmail.com', tickets: 1 }]);

    // Elsewhere than Gmail the dots are the address's own: a.lice@ is someone else; alice+1@ and "alice"@ are alice@.
    const other = await open();
    await enter(await shopperAt('alice@example.com'), other.id, 'alice@example.com').expect(201);
    for (const email of ['alice+1@example.com', '"alice"@example.com']) {
      expect((await enter(await shopperAt(email), other.id, email).expect(409)).body.message).toBe(GIVEAWAY_ALREADY_ENTERED);
    }
    await enter(await shopperAt('a.lice@example.com'), other.id, 'a.lice@example.com').expect(201);
    expect((await entriesOf(other.id)).map((entry) => entry.userEmail)).toEqual(['alice@example.com', 'a.lice@example.com']);
    // Deleting her entry frees the person's place: another spelling of hers may then enter.
    const alice = await t.verifiedShopper('alice@example.com');
    await alice.delete(`/api/giveaways/${other.id}/entries/user/alice@example.com`).expect(200);
    await enter(await shopperAt('alice+2@example.com'), other.id, 'alice+2@example.com').expect(201);
  });

  it(`at most ${GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR} entries an hour from one address, across sessions, e-mails and both entry routes: then 429, nothing stored`, async () => {
    const giveaway = await open();
    const address = newAddress();
    const neighbours = await Promise.all(Array.from({ length: 15 }, (_, i) => shopperAt(`neighbour-${i + 1}@example.com`, address)));
    const byBody = (agent: TestAgent, userEmail: string, answer = 'Rose') =>
      agent.post('/api/giveaway-entries').send({ giveawayId: giveaway.id, userEmail, answer });
    // Refused entries (a blank answer, a second entry) are not entries: they use none of the address's.
    await byBody(neighbours[0], 'neighbour-1@example.com', ' ').expect(400);
    await enter(neighbours[0], giveaway.id, 'neighbour-1@example.com').expect(201);
    await byBody(neighbours[0], 'neighbour-1@example.com').expect(409);
    // Fourteen at once, by both routes: the entries in flight count, so exactly nine more get in.
    const statuses = await Promise.all(
      neighbours.slice(1).map((agent, i) => {
        const email = `neighbour-${i + 2}@example.com`;
        return (i % 2 ? enter(agent, giveaway.id, email) : byBody(agent, email)).then((answer) => answer.status);
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR);

    const limited = await enter(await shopperAt('neighbour-16@example.com', address), giveaway.id, 'neighbour-16@example.com').expect(429);
    expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: GIVEAWAY_ADDRESS_ENTRY_LIMIT, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(await entriesOf(giveaway.id)).toHaveLength(GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR);
    // Another address still enters.
    await enter(await shopperAt('across-town@example.com'), giveaway.id, 'across-town@example.com').expect(201);
  });

  it('20 shares an hour per person: signing in again, another spelling of her e-mail, or another e-mail from her address still answers 429', async () => {
    const SHARE_LIMIT = 'Share Limit Reached: you can record at most 20 shares an hour. Please try again later.';
    const giveaway = await open();
    const home = newAddress();
    const share = (agent: TestAgent, userEmail: string) =>
      agent.post('/api/giveaway-shares').send({
        giveawayId: giveaway.id,
        userEmail,
        platform: 'instagram',
        verificationData: { profileUrl: 'https://instagram.com/sam' },
      });
    const sam = await shopperAt('sam@example.com', home);
    for (let n = 0; n < 20; n += 1) await share(sam, 'sam@example.com').expect(201);
    expect((await share(sam, 'sam@example.com').expect(429)).body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: SHARE_LIMIT,
      code: 'SHARE_LIMIT_REACHED',
    });
    // A new session of hers, from elsewhere, by either route.
    const again = await shopperAt('sam@example.com');
    expect((await share(again, 'sam@example.com').expect(429)).body.message).toBe(SHARE_LIMIT);
    await again.post(`/api/giveaways/${giveaway.id}/share`).send({ userEmail: 'sam@example.com', platform: 'facebook' }).expect(429);
    expect((await share(await shopperAt('sam+giveaways@example.com'), 'sam+giveaways@example.com').expect(429)).body.message).toBe(SHARE_LIMIT);
    // Her address too.
    expect((await share(await shopperAt('tom@example.com', home), 'tom@example.com').expect(429)).body.message).toBe(SHARE_LIMIT);
    const [{ n }] = await db().query(
      `SELECT count(*)::int AS n FROM giveaway_shares WHERE user_email IN ('sam@example.com', 'sam+giveaways@example.com', 'tom@example.com')`,
    );
    expect(n).toBe(20);
    // Someone else, elsewhere, shares.
    await share(await shopperAt('uma@example.com'), 'uma@example.com').expect(201);
  });

  it('artworks (10 a minute) and chat files (30 a minute) count per person: signing in again does not reset them', async () => {
    const TOO_MANY_ARTWORKS = 'Too many artworks sent. Please wait a minute and try again.';
    const TOO_MANY_FILES = 'Too many files sent. Please wait a minute and try again.';
    const image = await png();
    const submit = async (agent: TestAgent) => agent.post('/api/gallery').field('title', 'Harbour').attach('image', image, 'art.png');
    const artworks = async () => (await db().query('SELECT count(*)::int AS n FROM gallery_submissions'))[0].n as number;

    const home = newAddress();
    const ray = await shopperAt('ray@example.com', home);
    for (let n = 0; n < 10; n += 1) expect((await submit(ray)).status).toBe(201);
    const stored = await artworks();
    for (const agent of [await shopperAt('ray@example.com'), await shopperAt('ray+art@example.com'), await shopperAt('zoe@example.com', home)]) {
      const refused = await submit(agent);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_ARTWORKS, code: 'RATE_LIMITED' });
    }
    expect(await artworks()).toBe(stored);
    expect((await submit(await shopperAt('zoe@example.com'))).status).toBe(201);

    const openChat = async (agent: TestAgent) => {
      const { body } = await agent.post('/api/chat/sessions').send({ message: 'A photo of my palette' }).expect(201);
      return () => agent.post(`/api/chat/session/${body.session.id}/media`).attach('file', image, 'palette.png');
    };
    const sendFile = await openChat(await shopperAt('kim@example.com'));
    for (let n = 0; n < 30; n += 1) expect((await sendFile()).status).toBe(201);
    const refused = await (await openChat(await shopperAt('kim@example.com')))();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_FILES, code: 'RATE_LIMITED' });
  });

  it("the migration keeps each person's earliest entry of a giveaway and removes the later ones with their answer tickets", async () => {
    const giveaway = await open();
    const migration = new GiveawayEntriesCanonicalEmail1765210000000();
    const runner = db().createQueryRunner();
    try {
      await migration.down(runner);
      const insert = async (email: string, minutesAgo: number) => {
        const [entry] = await runner.query(
          `INSERT INTO giveaway_entries (giveaway_id, user_email, answer, created_at) VALUES ($1, $2, 'Rose', now() - make_interval(mins => $3)) RETURNING id`,
          [giveaway.id, email, minutesAgo],
        );
        await runner.query(`INSERT INTO giveaway_tickets (giveaway_id, user_email, source, source_id) VALUES ($1, $2, 'answer', $3)`, [
          giveaway.id,
          email,
          entry.id,
        ]);
        await runner.query(`INSERT INTO giveaway_tickets (giveaway_id, user_email, source, source_id) VALUES ($1, $2, 'credit', gen_random_uuid())`, [
          giveaway.id,
          email,
        ]);
        return entry.id as string;
      };
      const earliest = await insert('bo.b+1@gmail.com', 30);
      const later = [await insert('bob@gmail.com', 20), await insert('bob+2@googlemail.com', 10)];
      const someoneElse = await insert('bob@example.com', 5);
      await migration.up(runner);

      const rows = await runner.query('SELECT id, user_email, canonical_email FROM giveaway_entries WHERE giveaway_id = $1 ORDER BY created_at', [
        giveaway.id,
      ]);
      expect(rows).toEqual([
        { id: earliest, user_email: 'bo.b+1@gmail.com', canonical_email: 'bob@gmail.com' },
        { id: someoneElse, user_email: 'bob@example.com', canonical_email: 'bob@example.com' },
      ]);
      const tickets = await runner.query('SELECT source, source_id FROM giveaway_tickets WHERE giveaway_id = $1', [giveaway.id]);
      // Their answer tickets went with them; the tickets bought with credits stay.
      expect(
        tickets
          .filter((ticket: { source: string }) => ticket.source === 'answer')
          .map((ticket: { source_id: string }) => ticket.source_id)
          .sort(),
      ).toEqual([earliest, someoneElse].sort());
      expect(tickets.filter((ticket: { source: string }) => ticket.source === 'credit')).toHaveLength(4);
      const removed = await runner.query(`SELECT payload FROM outbox WHERE name = 'giveaway.entry-removed' AND payload->>'giveawayId' = $1`, [
        giveaway.id,
      ]);
      expect(removed.map((row: { payload: { entryId: string } }) => row.payload.entryId).sort()).toEqual([...later].sort());
    } finally {
      await runner.release();
    }
    // The shop enters on the new constraint: bob's person has entered.
    expect((await enter(await shopperAt('bob@gmail.com'), giveaway.id, 'bob@gmail.com').expect(409)).body.message).toBe(GIVEAWAY_ALREADY_ENTERED);
  });
});
