import sharp from 'sharp';
import { startTestShop, TestShop } from '../support/test-shop';

const png = (width = 60, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c0587a' } })
    .png()
    .toBuffer();

describe('site config and the hero image', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  it('answers the known keys to anyone, with their defaults', async () => {
    await t.client().get('/api/site-config/hero_image').expect(200, { key: 'hero_image', value: null });
    await t.client().get('/api/site-config/gallery_enabled').expect(200, { key: 'gallery_enabled', value: 'false' });
  });

  it('lets an admin upload a hero image, re-encoded without its metadata, served from /uploads', async () => {
    const admin = await t.admin();
    const withExif = await sharp(await png(80, 40))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    const res = await admin.post('/api/site-config/hero-image').attach('image', withExif, 'hero.jpg').expect(200);
    expect(res.body).toEqual({ key: 'hero_image', value: expect.stringMatching(/^\/uploads\/hero\/[0-9a-f-]+\.webp$/) });

    await t.client().get('/api/site-config/hero_image').expect(200, res.body);
    const image = await t
      .client()
      .get(res.body.value)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 80, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect((image.body as Buffer).includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('judges an upload by its content: text named .png answers 415, and nothing changes', async () => {
    const admin = await t.admin();
    const before = (await t.client().get('/api/site-config/hero_image')).body;
    await admin
      .post('/api/site-config/hero-image')
      .attach('image', Buffer.from('not really a picture'), { filename: 'hero.png', contentType: 'image/png' })
      .expect(415);
    await admin.post('/api/site-config/hero-image').send({ image: 'x' }).expect(415);
    await admin.post('/api/site-config/hero-image').field('note', 'no file').expect(400);
    await admin
      .post('/api/site-config/hero-image')
      .attach('picture', await png(), 'hero.png')
      .expect(400);
    await t.client().get('/api/site-config/hero_image').expect(200, before);
  });

  it('refuses an image over 10 MB with 413', async () => {
    const admin = await t.admin();
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await admin.post('/api/site-config/hero-image').attach('image', big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, message: expect.stringContaining('10 MB') });
  });

  it('keeps the hero image for admins only: 401 without a session, 403 for a shopper', async () => {
    await t
      .client()
      .post('/api/site-config/hero-image')
      .attach('image', await png(), 'hero.png')
      .expect(401);
    const shopper = await t.shopper('sneaky@example.com');
    await shopper
      .post('/api/site-config/hero-image')
      .attach('image', await png(), 'hero.png')
      .expect(403);
  });

  it('records every admin write in the audit log, filterable', async () => {
    const admin = await t.admin();
    await admin
      .post('/api/site-config/hero-image')
      .attach('image', await png(), 'hero.png')
      .expect(200);
    const all = await admin.get('/api/admin/audit-log').expect(200);
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    expect(all.body.items[0]).toMatchObject({
      adminEmail: 'owner@watercolor.test',
      method: 'POST',
      path: '/api/site-config/hero-image',
      statusCode: 200,
      ip: expect.any(String),
    });
    const failed = all.body.items.filter((e: { statusCode: number }) => e.statusCode === 415);
    expect(failed.length).toBeGreaterThan(0);
    const filtered = await admin.get('/api/admin/audit-log?action=POST%20/api/site-config&method=POST&limit=1').expect(200);
    expect(filtered.body.items).toHaveLength(1);
    const none = await admin.get('/api/admin/audit-log?adminEmail=someone-else@example.com').expect(200);
    expect(none.body).toEqual({ items: [], total: 0 });
    await admin.get('/api/admin/audit-log?limit=0').expect(400);
    await admin.get('/api/admin/audit-log?from=yesterday').expect(400);
    await admin.get('/api/admin/audit-log?surprise=1').expect(400);
  });
});
