import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';

/** The giveaway tables' own guarantees (docs/rules.md §9), held by the database whatever the caller does. */
describe('giveaway storage (docs/rules.md §9)', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  const engagement = () => t.db('engagement');

  async function newGiveaway(title: string): Promise<string> {
    const [row] = await engagement().query(
      `INSERT INTO giveaways (title, question, start_date, end_date) VALUES ($1, 'Your favourite pigment?', now() - interval '1 day', now() + interval '1 day') RETURNING id`,
      [title],
    );
    return row.id;
  }

  it('50 concurrent entries by one person, under any spelling of her e-mail, into one giveaway store exactly one entry', async () => {
    const giveawayId = await newGiveaway('Concurrent entries');
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) =>
        engagement().query('INSERT INTO giveaway_entries (giveaway_id, user_email, canonical_email, answer) VALUES ($1, $2, $3, $4)', [
          giveawayId,
          n % 2 ? `eager+${n}@example.com` : 'eager@example.com',
          'eager@example.com',
          'Quinacridone rose',
        ]),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const rows = await engagement().query('SELECT count(*)::int AS n FROM giveaway_entries WHERE giveaway_id = $1', [giveawayId]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses a blank answer, an answer over 2,000 characters and an end before the start', async () => {
    const giveawayId = await newGiveaway('Answer limits');
    const insert = (answer: string) =>
      engagement().query(`INSERT INTO giveaway_entries (giveaway_id, user_email, canonical_email, answer) VALUES ($1, $2, $2, $3)`, [
        giveawayId,
        'limits@example.com',
        answer,
      ]);
    await expect(insert('')).rejects.toThrow();
    await expect(insert('x'.repeat(2001))).rejects.toThrow();
    await expect(
      engagement().query(`INSERT INTO giveaways (title, start_date, end_date) VALUES ('Backwards', now(), now() - interval '1 hour')`),
    ).rejects.toThrow();
    await insert('x'.repeat(2000));
  });

  it('gives each answer, share or credit spend at most one ticket, and only a known source', async () => {
    const giveawayId = await newGiveaway('Tickets');
    const [entry] = await engagement().query(
      `INSERT INTO giveaway_entries (giveaway_id, user_email, canonical_email, answer) VALUES ($1, 'ticket@example.com', 'ticket@example.com', 'Cobalt') RETURNING id`,
      [giveawayId],
    );
    const ticket = (source: string) =>
      engagement().query('INSERT INTO giveaway_tickets (giveaway_id, user_email, source, source_id) VALUES ($1, $2, $3, $4)', [
        giveawayId,
        'ticket@example.com',
        source,
        entry.id,
      ]);
    await ticket('answer');
    await expect(ticket('answer')).rejects.toThrow();
    await expect(ticket('lottery')).rejects.toThrow();
  });
});

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const png = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#3060c0' } })
    .png()
    .toBuffer();

describe('giveaways over HTTP (docs/product/engagement.md "Giveaways"; docs/rules.md §9)', () => {
  let t: TestShop;
  let admin: TestAgent;
  // Dozens of entries, 50 at once, from the one test address: the per-address entry limit (one-person-limits.e2e-spec)
  // is raised here.
  beforeAll(async () => {
    t = await startTestShop({ ENTRY_LIMIT_PER_ADDRESS_HOUR: '1000' });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const db = () => t.db('engagement');
  const count = async (table: string) => (await db().query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const open = async (fields: object = {}) =>
    (
      await admin
        .post('/api/giveaways')
        .send({ title: 'Spring Palette', question: 'Your favourite pigment?', startDate: at(-HOUR), endDate: at(24 * HOUR), ...fields })
        .expect(201)
    ).body;

  it('an admin creates a giveaway from a form with an image; the public list shows only active ones, an admin sees all', async () => {
    const res = await admin
      .post('/api/giveaways')
      .field('title', 'Form Giveaway')
      .field('isActive', 'true')
      .field('startDate', at(-HOUR))
      .field('endDate', at(HOUR))
      .attach('image', await png(), 'g.png')
      .expect(201);
    expect(res.body).toMatchObject({ title: 'Form Giveaway', isActive: true, entryCount: 0, winnerEmail: null });
    expect(res.body.imageUrl).toMatch(/giveaways\//);
    const hidden = await open({ title: 'Hidden', isActive: false });
    const publicIds = (await t.client().get('/api/giveaways').expect(200)).body.map((g: { id: string }) => g.id);
    expect(publicIds).toContain(res.body.id);
    expect(publicIds).not.toContain(hidden.id);
    const adminIds = (await admin.get('/api/giveaways').expect(200)).body.map((g: { id: string }) => g.id);
    expect(adminIds).toContain(hidden.id);
  });

  it('refuses a shopper creating a giveaway, an end before the start and a file that is not an image, storing nothing', async () => {
    const before = await count('giveaways');
    const shopper = await t.shopper('not-admin@example.com');
    await shopper
      .post('/api/giveaways')
      .send({ title: 'Mine' })
      .expect((r) => expect([401, 403]).toContain(r.status));
    const backwards = await admin
      .post('/api/giveaways')
      .send({ title: 'Backwards', startDate: at(HOUR), endDate: at(-HOUR) })
      .expect(400);
    expect(backwards.body.message).toContain('endDate');
    await admin
      .post('/api/giveaways')
      .field('title', 'Text file')
      .attach('image', Buffer.from('not an image'), 'x.png')
      .expect((r) => {
        expect(r.status).toBe(415);
        expect(r.body.message).toContain('image');
      });
    await admin
      .post('/api/giveaways')
      .send({ title: '   ' })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('Title is required'));
    await admin
      .post('/api/giveaways')
      .send({ question: 'No title?' })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('Title is required'));
    await admin
      .post('/api/giveaways')
      .field('description', 'A form without a title')
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('Title is required'));
    for (const imageUrl of ['javascript:alert(1)', 'ftp://example.com/a.png', '/etc/passwd', 42]) {
      await admin
        .post('/api/giveaways')
        .send({ title: 'Bad image', imageUrl })
        .expect(400)
        .expect((r) => expect(r.body.message).toContain('imageUrl'));
    }
    await admin
      .post('/api/giveaways')
      .send({ title: 'Bad day', endDate: '2030-02-30' })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('endDate'));
    expect(await count('giveaways')).toBe(before);
  });

  it('takes the image as an address (imageUrl or image; an uploaded file wins) and plain days as 00:00 UTC', async () => {
    const byUrl = await open({ imageUrl: 'https://cdn.example.com/spring.jpg', startDate: '2020-01-01', endDate: '2099-12-31' });
    expect(byUrl).toMatchObject({
      imageUrl: 'https://cdn.example.com/spring.jpg',
      startDate: '2020-01-01T00:00:00.000Z',
      endDate: '2099-12-31T00:00:00.000Z',
    });
    expect((await open({ image: '/uploads/giveaways/earlier.webp' })).imageUrl).toBe('/uploads/giveaways/earlier.webp');
    const form = await admin
      .post('/api/giveaways')
      .field('title', 'Form with both')
      .field('imageUrl', 'https://cdn.example.com/x.jpg')
      .field('endDate', '2099-01-02')
      .attach('image', await png(), 'g.png')
      .expect(201);
    expect(form.body.imageUrl).toMatch(/giveaways\//);
    expect(form.body.endDate).toBe('2099-01-02T00:00:00.000Z');
    const blank = await admin.post('/api/giveaways').field('title', 'Form, blank address').field('imageUrl', '').expect(201);
    expect(blank.body.imageUrl).toBeNull();
    // Sent back as fetched (imageUrl null changes nothing), or pointed at a new address.
    await admin
      .patch(`/api/giveaways/${byUrl.id}`)
      .send({ title: 'Renamed', imageUrl: null })
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ title: 'Renamed', imageUrl: 'https://cdn.example.com/spring.jpg' }));
    await admin
      .patch(`/api/giveaways/${byUrl.id}`)
      .send({ imageUrl: 'https://cdn.example.com/summer.jpg', endDate: '2098-06-30' })
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ imageUrl: 'https://cdn.example.com/summer.jpg', endDate: '2098-06-30T00:00:00.000Z' }));
    await admin.patch(`/api/giveaways/${byUrl.id}`).send({ image: 'not an address' }).expect(400);
    await admin
      .patch(`/api/giveaways/${byUrl.id}`)
      .send({ title: '' })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('Title is required'));
    expect((await db().query('SELECT title, image_url FROM giveaways WHERE id = $1', [byUrl.id]))[0]).toEqual({
      title: 'Renamed',
      image_url: 'https://cdn.example.com/summer.jpg',
    });
  });

  it('picks the winner by an entry id (or a ticket id) of that giveaway as well as by e-mail', async () => {
    const giveaway = await open();
    const other = await open({ title: 'Other giveaway' });
    const shopper = await t.shopper('cleo@example.com');
    const entry = (await shopper.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: 'cleo@example.com', answer: 'Teal' }).expect(201))
      .body;
    const otherEntry = (await shopper.post(`/api/giveaways/${other.id}/enter`).send({ userEmail: 'cleo@example.com', answer: 'Teal' }).expect(201))
      .body;
    await admin.patch(`/api/giveaways/${giveaway.id}/winner`).send({ winnerId: otherEntry.id }).expect(400);
    await admin.patch(`/api/giveaways/${giveaway.id}/winner`).send({ winnerId: '00000000-0000-4000-8000-000000000000' }).expect(400);
    expect((await db().query('SELECT winner_email FROM giveaways WHERE id = $1', [giveaway.id]))[0].winner_email).toBeNull();
    await admin
      .patch(`/api/giveaways/${giveaway.id}/winner`)
      .send({ winnerId: entry.id.toUpperCase() })
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ winnerEmail: 'cleo@example.com', isActive: false }));
    await admin.patch(`/api/giveaways/${giveaway.id}/winner`).send({ winnerId: null }).expect(200);
    const [ticket] = await db().query('SELECT id FROM giveaway_tickets WHERE giveaway_id = $1', [giveaway.id]);
    await admin
      .patch(`/api/giveaways/${giveaway.id}/winner`)
      .send({ winnerId: ticket.id })
      .expect(200)
      .expect((r) => expect(r.body.winnerEmail).toBe('cleo@example.com'));
  });

  it('enters once through either route; the second entry answers 409 Already Entered', async () => {
    const giveaway = await open();
    const countListed = async () =>
      (await t.client().get('/api/giveaways').expect(200)).body.find((g: { id: string }) => g.id === giveaway.id).entryCount;
    expect(await countListed()).toBe(0); // the public list is now held in the gateway's memory…
    const shopper = await t.shopper('entrant@example.com');
    const entry = await shopper
      .post(`/api/giveaways/${giveaway.id}/enter`)
      .send({ userEmail: 'entrant@example.com', answer: ' Cobalt teal ' })
      .expect(201);
    expect(entry.body).toMatchObject({ giveawayId: giveaway.id, userEmail: 'entrant@example.com', answer: 'Cobalt teal' });
    const again = await shopper
      .post('/api/giveaway-entries')
      .send({ giveawayId: giveaway.id, userEmail: 'entrant@example.com', answer: 'Again' })
      .expect(409);
    expect(again.body).toMatchObject({ statusCode: 409, message: 'Already Entered' });
    const other = await t.shopper('second@example.com');
    await other.post('/api/giveaway-entries').send({ giveawayId: giveaway.id, userEmail: 'second@example.com', answer: 'Burnt sienna' }).expect(201);
    expect(await countListed()).toBe(2); // …and an entry through this gateway clears it at once
  });

  it('50 concurrent entries by one shopper through HTTP: exactly one entry and one ticket', async () => {
    const giveaway = await open();
    const shopper = await t.shopper('burst@example.com');
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        shopper
          .post(`/api/giveaways/${giveaway.id}/enter`)
          .send({ userEmail: 'burst@example.com', answer: 'Ultramarine' })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect((await db().query('SELECT count(*)::int AS n FROM giveaway_tickets WHERE giveaway_id = $1', [giveaway.id]))[0].n).toBe(1);
  });

  it('refuses an entry without a session, for someone else, blank or over 2,000 characters, or into a closed giveaway, storing nothing', async () => {
    const giveaway = await open();
    const soon = await open({ isComingSoon: true });
    const ended = await open({ startDate: at(-2 * HOUR), endDate: at(-HOUR) });
    const future = await open({ startDate: at(HOUR), endDate: at(2 * HOUR) });
    const shopper = await t.shopper('careful@example.com');
    const before = await count('giveaway_entries');
    const enter = (agent: TestAgent, id: string, body: object) =>
      agent.post(`/api/giveaways/${id}/enter`).send({ userEmail: 'careful@example.com', answer: 'Rose', ...body });
    await enter(t.client(), giveaway.id, {}).expect(401);
    await enter(shopper, giveaway.id, { userEmail: 'someone-else@example.com' }).expect(403);
    expect((await enter(shopper, giveaway.id, { answer: '   ' }).expect(400)).body.message).toContain('answer');
    expect((await enter(shopper, giveaway.id, { answer: 'x'.repeat(2001) }).expect(400)).body.message).toContain('answer');
    for (const closed of [soon, ended, future]) await enter(shopper, closed.id, {}).expect(409);
    await shopper.post('/api/giveaway-entries').send({ giveawayId: 'nope', userEmail: 'careful@example.com', answer: 'Rose' }).expect(400);
    expect(await count('giveaway_entries')).toBe(before);
    await enter(shopper, giveaway.id, { answer: 'x'.repeat(2000) }).expect(201);
  });

  it('picks, refuses a second pick (409), clears and draws a winner; a decided giveaway takes no entries', async () => {
    const giveaway = await open();
    for (const email of ['ann@example.com', 'bea@example.com']) {
      await (await t.shopper(email)).post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: email, answer: 'Gold' }).expect(201);
    }
    await db().query(
      `INSERT INTO giveaway_tickets (giveaway_id, user_email, source, source_id) VALUES ($1, 'bea@example.com', 'credit', gen_random_uuid())`,
      [giveaway.id],
    );
    expect((await admin.get(`/api/giveaways/${giveaway.id}/tickets`).expect(200)).body).toEqual([
      { userEmail: 'bea@example.com', tickets: 2 },
      { userEmail: 'ann@example.com', tickets: 1 },
    ]);
    await t.client().get(`/api/giveaways/${giveaway.id}/tickets`).expect(401);
    const picked = await admin.patch(`/api/giveaways/${giveaway.id}/winner`).send({ winnerId: 'ann@example.com' }).expect(200);
    expect(picked.body).toMatchObject({ winnerEmail: 'ann@example.com', winnerId: 'ann@example.com', isActive: false, ticketCount: 3 });
    await admin.patch(`/api/giveaways/${giveaway.id}/winner`).send({ winnerId: 'bea@example.com' }).expect(409);
    await admin.post(`/api/giveaways/${giveaway.id}/draw`).expect(409);
    const late = await t.shopper('late@example.com');
    await late.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: 'late@example.com', answer: 'Gold' }).expect(409);
    await admin
      .patch(`/api/giveaways/${giveaway.id}/winner`)
      .send({ winnerId: null })
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ winnerEmail: null, isActive: true }))
      .expect((r) => expect(r.body.reopenedAt).toEqual(expect.any(String)));
    await admin.patch(`/api/giveaways/${giveaway.id}/winner`).send({ winnerId: 'stranger@example.com' }).expect(400);
    const drawn = await admin.post(`/api/giveaways/${giveaway.id}/draw`).expect(200);
    expect(['ann@example.com', 'bea@example.com']).toContain(drawn.body.winnerEmail);
    const draws = await db().query(
      'SELECT kind, admin_email, ticket_count, winner_email FROM giveaway_draws WHERE giveaway_id = $1 ORDER BY created_at',
      [giveaway.id],
    );
    expect(draws).toEqual([
      { kind: 'pick', admin_email: TEST_ADMIN.email, ticket_count: 3, winner_email: 'ann@example.com' },
      { kind: 'clear', admin_email: TEST_ADMIN.email, ticket_count: 3, winner_email: null },
      { kind: 'draw', admin_email: TEST_ADMIN.email, ticket_count: 3, winner_email: drawn.body.winnerEmail },
    ]);
    await (
      await t.shopper('bea@example.com')
    )
      .patch(`/api/giveaways/${giveaway.id}/winner`)
      .send({ winnerId: null })
      .expect((r) => expect([401, 403]).toContain(r.status));
  });

  it('lists entries; a shopper deletes only her own entry, an admin edits and deletes any', async () => {
    const giveaway = await open();
    const cleo = await t.shopper('cleo@example.com');
    const dora = await t.shopper('dora@example.com');
    await cleo.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: 'cleo@example.com', answer: 'Glazing' }).expect(201);
    const doraEntry = (
      await dora.post(`/api/giveaways/${giveaway.id}/enter`).send({ userEmail: 'dora@example.com', answer: 'Wet on wet' }).expect(201)
    ).body;
    const listed = (await t.client().get(`/api/giveaways/${giveaway.id}/entries`).expect(200)).body;
    expect(listed.map((e: { userEmail: string }) => e.userEmail)).toEqual(['cleo@example.com', 'dora@example.com']);

    await cleo.delete(`/api/giveaways/${giveaway.id}/entries/user/dora@example.com`).expect(403);
    expect(
      await t
        .client()
        .get(`/api/giveaways/${giveaway.id}/entries`)
        .then((r) => r.body.length),
    ).toBe(2);
    const removed = await cleo.delete(`/api/giveaways/${giveaway.id}/entries/user/cleo@example.com`).expect(200);
    expect(removed.body).toEqual({ message: 'Entry removed', clearStorage: true, giveawayId: giveaway.id });
    expect((await db().query('SELECT count(*)::int AS n FROM giveaway_tickets WHERE giveaway_id = $1', [giveaway.id]))[0].n).toBe(1);

    await dora
      .patch(`/api/giveaway-entries/${doraEntry.id}`)
      .send({ answer: 'Mine' })
      .expect((r) => expect([401, 403]).toContain(r.status));
    await admin.patch(`/api/giveaway-entries/${doraEntry.id}`).send({ answer: '  ' }).expect(400);
    await admin
      .patch(`/api/giveaway-entries/${doraEntry.id}`)
      .send({ answer: 'Edited' })
      .expect(200)
      .expect((r) => expect(r.body.answer).toBe('Edited'));
    await admin.delete(`/api/giveaway-entries/${doraEntry.id}`).expect(200);
    await admin.delete(`/api/giveaway-entries/${doraEntry.id}`).expect(404);
    expect(
      await t
        .client()
        .get(`/api/giveaways/${giveaway.id}/entries`)
        .then((r) => r.body),
    ).toEqual([]);
  });

  it('an admin edits (fields, a new image replacing the old) and deletes a giveaway with its entries; a bad edit changes nothing', async () => {
    const created = (
      await admin
        .post('/api/giveaways')
        .field('title', 'Editable')
        .field('businessHandle', '@shop')
        .attach('image', await png(), 'first.png')
        .expect(201)
    ).body;
    expect(created).toMatchObject({ businessHandle: '@shop', shareHashtags: '', bulletinMessage: '' });
    const edited = (
      await admin
        .patch(`/api/giveaways/${created.id}`)
        .field('shareHashtags', '#watercolor')
        .field('isComingSoon', 'true')
        .attach('image', await png(), 'second.png')
        .expect(200)
    ).body;
    expect(edited).toMatchObject({ title: 'Editable', businessHandle: '@shop', shareHashtags: '#watercolor', isComingSoon: true });
    expect(edited.imageUrl).not.toBe(created.imageUrl);
    await t.client().get(new URL(edited.imageUrl, t.url).pathname).expect(200);
    await t.client().get(new URL(created.imageUrl, t.url).pathname).expect(404);

    await admin.patch(`/api/giveaways/${created.id}`).send({ title: '  ' }).expect(400);
    await admin
      .patch(`/api/giveaways/${created.id}`)
      .send({ startDate: at(2 * HOUR), endDate: at(HOUR) })
      .expect(400);
    expect((await admin.get('/api/giveaways').expect(200)).body.find((g: { id: string }) => g.id === created.id)).toMatchObject({
      title: 'Editable',
      startDate: null,
    });

    await admin
      .patch(`/api/giveaways/${created.id}`)
      .send({ endDate: at(HOUR) })
      .expect(200)
      .expect((r) => expect(r.body.endDate).not.toBeNull());
    await admin
      .patch(`/api/giveaways/${created.id}`)
      .send({ endDate: null })
      .expect(200)
      .expect((r) => expect(r.body.endDate).toBeNull());
    await admin
      .patch(`/api/giveaways/${created.id}`)
      .send({ endDate: at(HOUR) })
      .expect(200);
    await admin
      .patch(`/api/giveaways/${created.id}`)
      .field('endDate', '')
      .expect(200)
      .expect((r) => expect(r.body.endDate).toBeNull()); // a form's blank date
    await admin.patch(`/api/giveaways/${created.id}`).send({ isComingSoon: false }).expect(200);
    await (
      await t.shopper('gone@example.com')
    )
      .post(`/api/giveaways/${created.id}/enter`)
      .send({ userEmail: 'gone@example.com', answer: 'Sepia' })
      .expect(201);
    await admin
      .delete(`/api/giveaways/${created.id}`)
      .expect(200)
      .expect((r) => expect(r.body).toEqual({ id: created.id, deleted: true }));
    await admin.delete(`/api/giveaways/${created.id}`).expect(404);
    expect((await db().query('SELECT count(*)::int AS n FROM giveaway_entries WHERE giveaway_id = $1', [created.id]))[0].n).toBe(0);
  });
});
