import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { GALLERY_ALREADY_LIKED, GalleryEvents, MAX_UPLOAD_BYTES } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';

const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#4080c0' } })
    .png()
    .toBuffer();

/** The Community Gallery (docs/product/engagement.md "Community Gallery", §3, §5, §8; docs/rules.md §4, §5, §10). */
describe('community gallery', () => {
  let t: TestShop;
  let admin: TestAgent;
  // Each artist sends from an address of her own, as people do: artworks are limited per person and address too.
  beforeAll(async () => {
    t = await startTestShop({}, { ownAddresses: true });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const db = () => t.db('engagement');
  const count = async (table: string) => (await db().query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const galleryFiles = (): string[] => {
    const folder = path.join(t.config.uploadsDir, 'gallery');
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };
  /** What a refused request must leave as it was: the artworks, the likes, the stored files. */
  const snapshot = async () => ({ submissions: await count('gallery_submissions'), likes: await count('gallery_likes'), files: galleryFiles() });

  const submit = async (shopper: TestAgent, title: string) =>
    (
      await shopper
        .post('/api/gallery')
        .field('title', title)
        .field('description', 'Wet on wet, three pigments')
        .field('lessonReference', 'Lesson 4: Skies')
        .attach('image', await png(), 'art.png')
        .expect(201)
    ).body;
  const approved = async (title: string) => {
    const artwork = await submit(await t.shopper(`artist-${title.replace(/\W+/g, '-').toLowerCase()}@example.com`), title);
    await admin.post(`/api/admin/gallery/${artwork.id}/approve`).expect(200);
    return artwork;
  };
  const publicIds = async () => (await t.client().get('/api/gallery?limit=100').expect(200)).body.map((a: { id: string }) => a.id);

  it("a submission waits for review, unlisted; approved it is listed newest first, without the artist's e-mail", async () => {
    const painter = await t.shopper('painter@example.com');
    const artwork = await submit(painter, 'Evening Harbour');
    expect(artwork).toMatchObject({
      title: 'Evening Harbour',
      description: 'Wet on wet, three pigments',
      lessonReference: 'Lesson 4: Skies',
      status: 'pending',
      likesCount: 0,
    });
    expect(artwork.imageUrl).toMatch(/\/uploads\/gallery\/.+\.webp$/);
    expect(await publicIds()).not.toContain(artwork.id);

    const queue = (await admin.get('/api/admin/gallery?status=pending').expect(200)).body;
    expect(queue.find((a: { id: string }) => a.id === artwork.id)).toMatchObject({ userEmail: 'painter@example.com', status: 'pending' });

    const decided = (await admin.post(`/api/admin/gallery/${artwork.id}/approve`).expect(200)).body;
    expect(decided.status).toBe('approved');
    const later = await approved('Morning Fog');
    const list = await t.client().get('/api/gallery').expect(200);
    expect(list.body.map((a: { id: string }) => a.id).slice(0, 2)).toEqual([later.id, artwork.id]);
    expect(list.body[0]).not.toHaveProperty('userEmail');
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect((await t.client().get('/api/gallery?limit=1&offset=1').expect(200)).body.map((a: { id: string }) => a.id)).toEqual([artwork.id]);

    await admin.post(`/api/admin/gallery/${later.id}/reject`).expect(200);
    expect(await publicIds()).not.toContain(later.id);
    expect((await admin.get('/api/admin/gallery?status=rejected').expect(200)).body.map((a: { id: string }) => a.id)).toContain(later.id);
  });

  it("publishes gallery.submitted through engagement's outbox", async () => {
    const artwork = await submit(await t.shopper('outbox-artist@example.com'), 'Outbox Lilies');
    const [row] = await db().query(`SELECT payload FROM outbox WHERE name = $1 AND payload->>'submissionId' = $2`, [
      GalleryEvents.submitted,
      artwork.id,
    ]);
    expect(row.payload).toMatchObject({
      submissionId: artwork.id,
      userEmail: 'outbox-artist@example.com',
      title: 'Outbox Lilies',
      imageUrl: artwork.imageUrl,
    });
  });

  it('likes toggle: like, listed in her likes, a second like 409, unlike, a second unlike 404', async () => {
    const artwork = await approved('Toggle Poppies');
    const fan = await t.shopper('fan@example.com');
    expect((await fan.post(`/api/gallery/${artwork.id}/like`).send({ userEmail: 'fan@example.com' }).expect(201)).body).toEqual({
      id: artwork.id,
      likesCount: 1,
      liked: true,
    });
    expect((await fan.get('/api/gallery/likes/fan@example.com').expect(200)).body).toEqual([artwork.id]);
    expect((await t.client().get('/api/gallery?limit=100').expect(200)).body.find((a: { id: string }) => a.id === artwork.id).likesCount).toBe(1);
    // X-Total-Likes: every approved artwork's likes, whatever the page (here an older artwork's), and the ETag changes with it.
    const likesAll = async () =>
      Number((await db().query("SELECT coalesce(sum(likes_count), 0)::int AS n FROM gallery_submissions WHERE status = 'approved'"))[0].n);
    const onePage = await t.client().get('/api/gallery?limit=1&offset=1').expect(200);
    expect(Number(onePage.headers['x-total-likes'])).toBe(await likesAll());
    expect(await likesAll()).toBeGreaterThanOrEqual(1);
    const again = await fan.post(`/api/gallery/${artwork.id}/like`).send({ userEmail: 'fan@example.com' }).expect(409);
    expect(again.body).toEqual({ statusCode: 409, error: 'Conflict', message: GALLERY_ALREADY_LIKED, code: 'ALREADY_LIKED' });
    expect((await fan.delete(`/api/gallery/${artwork.id}/like`).send({ userEmail: 'fan@example.com' }).expect(200)).body).toEqual({
      id: artwork.id,
      likesCount: 0,
      liked: false,
    });
    await fan.delete(`/api/gallery/${artwork.id}/like`).send({ userEmail: 'fan@example.com' }).expect(404);
    const afterUnlike = await t.client().get('/api/gallery?limit=1&offset=1').expect(200);
    expect(Number(afterUnlike.headers['x-total-likes'])).toBe(Number(onePage.headers['x-total-likes']) - 1);
    expect(afterUnlike.headers.etag).not.toBe(onePage.headers.etag);
    expect((await fan.get('/api/gallery/likes/fan@example.com').expect(200)).body).toEqual([]);
    expect((await t.client().get('/api/gallery?limit=100').expect(200)).body.find((a: { id: string }) => a.id === artwork.id).likesCount).toBe(0);
  });

  it('100 shoppers liking one artwork at once: likesCount is exactly 100', async () => {
    const artwork = await approved('Crowd Favourite');
    const shoppers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const email = `crowd-${i}@example.com`;
        return { email, agent: await t.shopper(email) };
      }),
    );
    const answers = await Promise.all(shoppers.map(({ email, agent }) => agent.post(`/api/gallery/${artwork.id}/like`).send({ userEmail: email })));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201));
    const [row] = await db().query(
      'SELECT likes_count, (SELECT count(*)::int FROM gallery_likes WHERE submission_id = $1) AS likes FROM gallery_submissions WHERE id = $1',
      [artwork.id],
    );
    expect(row).toEqual({ likes_count: 100, likes: 100 });
  }, 60_000);

  it('one shopper liking 20 times at once: exactly one like (19 × 409)', async () => {
    const artwork = await approved('Eager Liker');
    const eager = await t.shopper('eager-fan@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => eager.post(`/api/gallery/${artwork.id}/like`).send({ userEmail: 'eager-fan@example.com' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const [row] = await db().query('SELECT likes_count FROM gallery_submissions WHERE id = $1', [artwork.id]);
    expect(row.likes_count).toBe(1);
    expect(await count(`gallery_likes WHERE submission_id = '${artwork.id}'`)).toBe(1);
  });

  it('an admin deletes an artwork with its likes and its image file', async () => {
    const artwork = await approved('Short-lived');
    const fan = await t.shopper('short-fan@example.com');
    await fan.post(`/api/gallery/${artwork.id}/like`).send({ userEmail: 'short-fan@example.com' }).expect(201);
    const file = new URL(artwork.imageUrl, t.url).pathname;
    await t.client().get(file).expect(200);
    expect((await admin.delete(`/api/admin/gallery/${artwork.id}`).expect(200)).body).toEqual({ id: artwork.id, deleted: true });
    await t.client().get(file).expect(404);
    expect(await publicIds()).not.toContain(artwork.id);
    expect(await count(`gallery_likes WHERE submission_id = '${artwork.id}'`)).toBe(0);
    await admin.delete(`/api/admin/gallery/${artwork.id}`).expect(404);
  });

  it('an artist sends at most 10 artworks a minute: the 11th answers 429 and stores nothing', async () => {
    const prolific = await t.shopper('prolific@example.com');
    for (let i = 0; i < 10; i++) await submit(prolific, `Study ${i + 1}`);
    const before = await snapshot();
    const refused = await prolific
      .post('/api/gallery')
      .field('title', 'Study 11')
      .attach('image', await png(), 'art.png');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/Too many artworks/) });
    expect(await snapshot()).toEqual(before);
  });

  describe('bad input: a clear 4xx that changes nothing', () => {
    let pendingId: string;
    let approvedId: string;
    let shopper: TestAgent;
    beforeAll(async () => {
      shopper = await t.shopper('careful@example.com');
      pendingId = (await submit(shopper, 'Still Pending')).id;
      approvedId = (await approved('Likeable')).id;
    });

    const refused = async (
      send: () => Promise<{ status: number; body: { statusCode: number; error: string; message: string } }>,
      status: number,
      message?: RegExp,
    ) => {
      const before = await snapshot();
      const answer = await send();
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
      if (message) expect(answer.body.message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    };

    it('a submission without a title: 400 naming title', async () => {
      await refused(
        async () =>
          shopper
            .post('/api/gallery')
            .field('description', 'No title')
            .attach('image', await png(), 'a.png'),
        400,
        /title/,
      );
      await refused(
        async () =>
          shopper
            .post('/api/gallery')
            .field('title', '   ')
            .attach('image', await png(), 'a.png'),
        400,
        /title/,
      );
    });

    it('a submission without an image: 400 naming image', async () => {
      await refused(() => shopper.post('/api/gallery').field('title', 'No image'), 400, /image/);
    });

    it('a file that is not an image: 415; over 10 MB: 413', async () => {
      await refused(() => shopper.post('/api/gallery').field('title', 'Text').attach('image', Buffer.from('just some text'), 'a.png'), 415);
      await refused(
        () =>
          shopper
            .post('/api/gallery')
            .field('title', 'Huge')
            .attach('image', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 'big.png'),
        413,
      );
    });

    it('a submission without a session: 401; naming another e-mail: 403', async () => {
      await refused(
        async () =>
          t
            .client()
            .post('/api/gallery')
            .field('title', 'Anon')
            .attach('image', await png(), 'a.png'),
        401,
      );
      await refused(
        async () =>
          shopper
            .post('/api/gallery')
            .field('title', 'Forged')
            .field('userEmail', 'someone-else@example.com')
            .attach('image', await png(), 'a.png'),
        403,
      );
    });

    it('a like without a session: 401; for another e-mail: 403; of a pending, unknown or malformed artwork: 404', async () => {
      await refused(() => t.client().post(`/api/gallery/${approvedId}/like`).send({ userEmail: 'careful@example.com' }), 401);
      await refused(() => shopper.post(`/api/gallery/${approvedId}/like`).send({ userEmail: 'other@example.com' }), 403);
      await refused(() => shopper.delete(`/api/gallery/${approvedId}/like`).send({ userEmail: 'other@example.com' }), 403);
      await refused(() => shopper.get('/api/gallery/likes/other@example.com'), 403);
      await refused(() => shopper.post(`/api/gallery/${pendingId}/like`).send({ userEmail: 'careful@example.com' }), 404);
      await refused(() => shopper.post('/api/gallery/00000000-0000-4000-8000-000000000000/like').send({ userEmail: 'careful@example.com' }), 404);
      await refused(() => shopper.post('/api/gallery/not-an-id/like').send({ userEmail: 'careful@example.com' }), 404);
      await refused(() => shopper.post(`/api/gallery/${approvedId}/like`).send({}), 400, /userEmail/);
    });

    it('a page or a status out of the lists: 400; moderation by a shopper: 403, by nobody: 401', async () => {
      await refused(() => t.client().get('/api/gallery?limit=0'), 400, /limit/);
      await refused(() => t.client().get('/api/gallery?limit=101'), 400, /limit/);
      await refused(() => t.client().get('/api/gallery?offset=-1'), 400, /offset/);
      await refused(() => admin.get('/api/admin/gallery?status=archived'), 400, /status/);
      await refused(() => shopper.post(`/api/admin/gallery/${pendingId}/approve`), 403);
      await refused(() => t.client().delete(`/api/admin/gallery/${pendingId}`), 401);
      await refused(() => admin.post('/api/admin/gallery/00000000-0000-4000-8000-000000000000/approve'), 404);
    });
  });
});
