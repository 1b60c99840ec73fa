import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { SERVICE_NAMES } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';
import { storedFiles as storedFilesUnder } from '../support/stored-files';

const { describeRoutes } = builtModule<typeof import('../../apps/gateway/src/testing/route-inputs')>('apps/gateway/src/testing/route-inputs');

// Hostile files on every upload route (docs/rules.md §5 "Hostile files", §10): polyglots, SVG, renamed scripts,
// decompression bombs and empty files each answer a 4xx in the error shape, and nothing is stored (no file,
// no row). 16 routes × 18 files, each refused before anything is decoded or re-encoded: about 10 s here.
jest.setTimeout(180_000);

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const png = (width = 24, height = 16) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f9e' } })
    .png()
    .toBuffer();

/** A PNG chunk (length, type, data, CRC), for putting text chunks into a real PNG. */
const pngChunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};
/** A real PNG with a tEXt chunk before its IEND. */
const pngWithText = (image: Buffer, keyword: string, text: string) =>
  Buffer.concat([
    image.subarray(0, image.length - 12),
    pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1')),
    image.subarray(image.length - 12),
  ]);
/** A real GIF with a comment extension right after its header and colour table. */
const gifWithComment = (gif: Buffer, comment: string) => {
  const flags = gif[10];
  const headerEnd = 13 + (flags & 0x80 ? 3 * (1 << ((flags & 0x07) + 1)) : 0);
  const text = Buffer.from(comment, 'latin1');
  return Buffer.concat([gif.subarray(0, headerEnd), Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0]), gif.subarray(headerEnd)]);
};

interface Hostile {
  name: string;
  body: Buffer;
  filename: string;
  contentType: string;
  status: number;
  message: RegExp;
}

const NOT_AN_IMAGE = /^Only JPEG, PNG, WebP or GIF images/;
const POLYGLOT =
  /^This image cannot be uploaded: (it contains markup or script|its metadata contains markup or script|it has data after the end of the image)\. Save it again as a plain image$/;

async function hostileFiles(): Promise<Hostile[]> {
  const image = await png();
  const jpeg = await sharp(image).jpeg().toBuffer();
  const gif = await sharp(image).gif().toBuffer();
  const webp = await sharp(image).webp().toBuffer();
  const script = Buffer.from('<script>alert(document.cookie)</script>');
  const file = (name: string, body: Buffer, filename: string, contentType: string, status: number, message: RegExp): Hostile => ({
    name,
    body,
    filename,
    contentType,
    status,
    message,
  });
  // Encoding it takes a few seconds; its header says 16,000 × 16,000 (256 megapixels) in under 1 MB.
  const bomb = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return [
    // Polyglots: real images that are also something else.
    file('PNG + appended <script>', Buffer.concat([image, script]), 'art.png', 'image/png', 415, POLYGLOT),
    file('PNG + appended PHP', Buffer.concat([image, Buffer.from("<?php system($_GET['c']); ?>")]), 'art.png', 'image/png', 415, POLYGLOT),
    file(
      'PNG + appended bare JavaScript (data after IEND)',
      Buffer.concat([image, Buffer.from(';alert(document.domain)//')]),
      'art.png',
      'image/png',
      415,
      POLYGLOT,
    ),
    file('PNG with <svg onload> in a tEXt chunk', pngWithText(image, 'Comment', '"><svg onload=alert(1)>'), 'art.png', 'image/png', 415, POLYGLOT),
    file('PNG with a PHP short tag in a tEXt chunk', pngWithText(image, 'Comment', '<?= `$_GET[0]` ?>'), 'art.png', 'image/png', 415, POLYGLOT),
    file(
      'JPEG + appended HTML page',
      Buffer.concat([jpeg, Buffer.from('<html><body><img src=x onerror=alert(1)></body></html>')]),
      'art.jpg',
      'image/jpeg',
      415,
      POLYGLOT,
    ),
    file(
      'JPEG with <img> in its EXIF description',
      await sharp(image)
        .jpeg()
        .withExif({ IFD0: { ImageDescription: '<img src=x>' } })
        .toBuffer(),
      'art.jpg',
      'image/jpeg',
      415,
      POLYGLOT,
    ),
    file('GIF with <script> in a comment extension', gifWithComment(gif, '*/=1;<script>alert(1)</script>'), 'art.gif', 'image/gif', 415, POLYGLOT),
    file(
      'GIF + appended JavaScript (data after the trailer)',
      Buffer.concat([gif, Buffer.from('=alert(1);')]),
      'art.gif',
      'image/gif',
      415,
      POLYGLOT,
    ),
    file('WebP + appended HTML', Buffer.concat([webp, Buffer.from('<iframe src=//evil.example>')]), 'art.webp', 'image/webp', 415, POLYGLOT),
    file('GIF89a header + <script>', Buffer.concat([Buffer.from('GIF89a'), script]), 'art.gif', 'image/gif', 415, /./),
    // SVG, even named .png and sent as image/png.
    file(
      'SVG with a script, named .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'art.png',
      'image/png',
      415,
      /./,
    ),
    file(
      'plain SVG, named .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>'),
      'art.png',
      'image/png',
      415,
      NOT_AN_IMAGE,
    ),
    // Renamed scripts.
    file('JavaScript named .jpg', Buffer.from('alert(document.cookie);\n'), 'photo.jpg', 'image/jpeg', 415, NOT_AN_IMAGE),
    file('HTML named .jpg', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'photo.jpg', 'image/jpeg', 415, /./),
    file('PHP named .jpg', Buffer.from("<?php echo shell_exec($_GET['c']); ?>"), 'photo.jpg', 'image/jpeg', 415, /./),
    // A decompression bomb, told by its header.
    file('16,000 × 16,000 PNG (a bomb)', bomb, 'bomb.png', 'image/png', 413, /^This image is too large: at most 40 megapixels/),
    // An empty file with a name (an empty file input sends no name and is no file).
    file('empty file', Buffer.alloc(0), 'empty.png', 'image/png', 400, /is an empty file: attach /),
  ];
}

describe('upload hardening: hostile files on every upload route', () => {
  let t: TestShop;
  let admin: TestAgent;
  let address = 0;
  // Each request from its own address (X-Forwarded-For), so the per-address upload limit never answers first.
  const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  beforeAll(async () => {
    t = await startTestShop({ TRUST_PROXY: 'true' });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  /** Every file under DATA_DIR/uploads, as `folder/name`. */
  const storedFiles = () => storedFilesUnder(t.config.uploadsDir);
  /**
   * Every table in every service's schema, as its row count and a digest of its rows; except the audit log, where
   * every admin write is recorded with its answer, refused ones too (docs/rules.md §4), and checked on its own.
   */
  const tables = async (): Promise<Record<string, string>> => {
    const state: Record<string, string> = {};
    for (const service of SERVICE_NAMES) {
      const db = t.db(service);
      const names: Array<{ schema: string; name: string }> = await db.query(
        "SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2",
      );
      for (const { schema, name } of names) {
        const key = `${schema}.${name}`;
        if (key in state || name === 'audit_log') continue;
        const [row] = await db.query(
          `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${schema}"."${name}" t`,
        );
        state[key] = `${row.n} ${row.digest}`;
      }
    }
    return state;
  };
  const auditStatuses = async (): Promise<number[]> =>
    (await t.db('admin-reporting').query('SELECT status_code FROM audit_log ORDER BY created_at, id')).map(
      (row: { status_code: number }) => row.status_code,
    );

  it('answers every hostile file with a 4xx in the error shape on every upload route, storing nothing', async () => {
    const files = await hostileFiles();

    // What each upload route needs besides its file, so that only the file can be wrong (proved at the end).
    const product = (await admin.post('/api/products').field('category', 'Brushes').field('name', 'Hardening Target').field('price', '9').expect(201))
      .body;
    const lesson = (await admin.post('/api/lessons').send({ title: 'Hardening Lesson' }).expect(201)).body;
    const plan = (await admin.post('/api/subscriptions').send({ title: 'Hardening Plan', basePrice: 10 }).expect(201)).body;
    const giveaway = (
      await admin
        .post('/api/giveaways')
        .send({ title: 'Hardening Giveaway', startDate: at(-HOUR), endDate: at(HOUR) })
        .expect(201)
    ).body;
    const deal = (
      await admin
        .post('/api/admin/daily-deals')
        .send({
          title: 'Hardening Deal',
          originalPrice: 50,
          salePrice: 35,
          quantity: 3,
          startDate: at(-HOUR),
          endDate: at(10 * HOUR),
          productLink: '/products',
        })
        .expect(201)
    ).body;
    const auction = (
      await admin
        .post('/api/admin/dutch-auctions')
        .send({
          title: 'Hardening Auction',
          startPrice: 80,
          endPrice: 30,
          originalRetailPrice: 95,
          priceDropAmount: 5,
          priceDropInterval: 30,
          quantity: 2,
        })
        .expect(201)
    ).body;
    // Shoppers' routes are limited per session: a shopper (and a chat) for each file, made before the snapshot.
    const shoppers: Array<{ agent: TestAgent; chat: string }> = [];
    for (let i = 0; i <= files.length; i++) {
      const agent = await t.shopper(`hardening.${i}@example.com`);
      const chat = (await agent.post('/api/chat/sessions').set('x-forwarded-for', nextAddress()).send({ message: 'Hello' }).expect(201)).body;
      shoppers.push({ agent, chat: chat.session.id });
    }

    type Send = (
      file: Hostile | 'good image',
      shopper: { agent: TestAgent; chat: string },
    ) => Promise<{ status: number; body: Record<string, unknown> }>;
    const attach = (req: ReturnType<TestAgent['post']>, field: string, file: Hostile | 'good image', good: Buffer) => {
      const sent = req.set('x-forwarded-for', nextAddress());
      return file === 'good image'
        ? sent.attach(field, good, 'good.png')
        : sent.attach(field, file.body, { filename: file.filename, contentType: file.contentType });
    };
    const good = await png(30, 20);
    const routes: Record<string, Send> = {
      'POST /api/products': (f) =>
        attach(admin.post('/api/products').field('category', 'Brushes').field('name', 'Hostile').field('price', '5'), 'images', f, good),
      'PUT /api/products/:id': (f) => attach(admin.put(`/api/products/${product.id}`), 'images', f, good),
      'POST /api/products/:id/variants': (f) =>
        attach(admin.post(`/api/products/${product.id}/variants`).field('name', 'Hostile'), 'images', f, good),
      'POST /api/lessons/:id/images': (f) => attach(admin.post(`/api/lessons/${lesson.id}/images`), 'images', f, good),
      'POST /api/subscriptions': (f) => attach(admin.post('/api/subscriptions').field('title', 'Hostile').field('basePrice', '5'), 'images', f, good),
      'PUT /api/subscriptions/:id': (f) => attach(admin.put(`/api/subscriptions/${plan.id}`), 'images', f, good),
      'POST /api/subscriptions/:id/images': (f) => attach(admin.post(`/api/subscriptions/${plan.id}/images`), 'image', f, good),
      'POST /api/site-config/hero-image': (f) => attach(admin.post('/api/site-config/hero-image'), 'image', f, good),
      'POST /api/giveaways': (f) =>
        attach(admin.post('/api/giveaways').field('title', 'Hostile').field('startDate', at(-HOUR)).field('endDate', at(HOUR)), 'image', f, good),
      'PATCH /api/giveaways/:id': (f) => attach(admin.patch(`/api/giveaways/${giveaway.id}`), 'image', f, good),
      'POST /api/admin/daily-deals': (f) =>
        attach(
          admin
            .post('/api/admin/daily-deals')
            .field('title', 'Hostile')
            .field('originalPrice', '50')
            .field('salePrice', '35')
            .field('quantity', '3')
            .field('startDate', at(-HOUR))
            .field('endDate', at(10 * HOUR))
            .field('productLink', '/products'),
          'images[]',
          f,
          good,
        ),
      'PUT /api/admin/daily-deals/:id': (f) => attach(admin.put(`/api/admin/daily-deals/${deal.id}`), 'images[]', f, good),
      'POST /api/admin/dutch-auctions': (f) =>
        attach(
          admin
            .post('/api/admin/dutch-auctions')
            .field('title', 'Hostile')
            .field('startPrice', '80')
            .field('endPrice', '30')
            .field('originalRetailPrice', '95')
            .field('priceDropAmount', '5')
            .field('priceDropInterval', '30')
            .field('quantity', '2'),
          'images[]',
          f,
          good,
        ),
      'PUT /api/admin/dutch-auctions/:id': (f) => attach(admin.put(`/api/admin/dutch-auctions/${auction.id}`), 'images[]', f, good),
      'POST /api/gallery': (f, s) => attach(s.agent.post('/api/gallery').field('title', 'Hostile'), 'image', f, good),
      'POST /api/chat/session/:id/media': (f, s) => attach(s.agent.post(`/api/chat/session/${s.chat}/media`), 'file', f, good),
    };

    // Every write whose handler reads the request itself is an upload route above or one of these, which read it
    // only for its session or address and take no file: a new upload route fails here until it is covered.
    const readsRequestOnly = [
      'POST /api/users/logout',
      'POST /api/admin/logout',
      'POST /api/giveaways/:id/draw',
      'POST /api/admin/share-entries/:id/approve',
      'POST /api/admin/share-entries/:id/reject',
      'DELETE /api/red-flags/:email',
      'POST /api/admin/gallery/:id/approve',
      'POST /api/admin/gallery/:id/reject',
      'POST /api/orders/mine/:id/pay',
    ];
    const formRoutes = describeRoutes(t.shop.app, { email: 'hardening.0@example.com' })
      .filter((r) => r.form)
      .map((r) => `${r.method} ${r.path}`);
    // The products CSV import reads its file as text and stores nothing: its bad files are test/integration/product-csv.e2e-spec.ts's.
    const readsTextFileOnly = ['POST /api/admin/products/import'];
    expect(formRoutes.sort()).toEqual([...Object.keys(routes), ...readsRequestOnly, ...readsTextFileOnly].sort());

    const filesBefore = storedFiles();
    const tablesBefore = await tables();
    const auditBefore = await auditStatuses();
    const wrong: string[] = [];
    for (const [route, send] of Object.entries(routes)) {
      for (const [i, file] of files.entries()) {
        const res = await send(file, shoppers[i]);
        const shaped = res.body.statusCode === res.status && typeof res.body.message === 'string' && typeof res.body.error === 'string';
        if (res.status !== file.status || !shaped || !file.message.test(String(res.body.message))) {
          wrong.push(`${route} ← ${file.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await tables()).toEqual(tablesBefore);
    // The admin's refused uploads are in the audit log as attempts answered 4xx, and nothing else is.
    const audited = (await auditStatuses()).slice(auditBefore.length);
    expect(audited.length).toBeGreaterThan(0);
    expect(audited.filter((status) => status < 400 || status >= 500)).toEqual([]);

    // The same requests with a plain image succeed: the refusals above were the files' doing.
    for (const [route, send] of Object.entries(routes)) {
      const res = await send('good image', shoppers[files.length]);
      expect({ route, status: res.status < 300 ? 'accepted' : `${res.status} ${JSON.stringify(res.body)}` }).toEqual({ route, status: 'accepted' });
    }
    expect(storedFiles().length).toBeGreaterThanOrEqual(filesBefore.length + Object.keys(routes).length);
  });

  it('serves stored files with nosniff and an image or audio type, never markup', async () => {
    const shopper = await t.shopper('served@example.com');
    const chat = (await shopper.post('/api/chat/sessions').send({ message: 'Files' }).expect(201)).body;
    const image = (
      await shopper
        .post(`/api/chat/session/${chat.session.id}/media`)
        .attach('file', await png(), 'a.png')
        .expect(201)
    ).body;
    const gif = (
      await shopper
        .post(`/api/chat/session/${chat.session.id}/media`)
        .attach(
          'file',
          await sharp(await png())
            .gif()
            .toBuffer(),
          'a.gif',
        )
        .expect(201)
    ).body;
    const voice = (
      await shopper
        .post(`/api/chat/session/${chat.session.id}/media`)
        .attach('file', readFileSync(path.join(__dirname, '../fixtures/voice-note.ogg')), 'v.ogg')
        .expect(201)
    ).body;
    const product = (
      await admin
        .post('/api/products')
        .field('category', 'Brushes')
        .field('name', 'Served')
        .field('price', '9')
        .attach('images', await png(), 'p.png')
        .expect(201)
    ).body;

    for (const url of [image.fileUrl, gif.fileUrl, voice.fileUrl, product.images[0]]) {
      const res = await t
        .client()
        .get(url)
        .buffer(true)
        .parse((r, done) => {
          r.on('data', () => undefined);
          r.on('end', () => done(null, null));
        })
        .expect(200);
      expect({ url, nosniff: res.headers['x-content-type-options'], type: res.headers['content-type'] }).toEqual({
        url,
        nosniff: 'nosniff',
        type: expect.stringMatching(/^(image\/(webp|png|jpeg|gif)|audio\/[a-z0-9.+-]+)$/),
      });
    }
    // Images are stored as the shop's own WebP, whatever was sent.
    expect(image.fileUrl).toMatch(/\.webp$/);
    // A file that reached the storage some other way (copied in by hand, a bucket object with another type)
    // is never served as a page or an SVG: a download, nosniff.
    mkdirSync(path.join(t.config.uploadsDir, 'products'), { recursive: true });
    writeFileSync(path.join(t.config.uploadsDir, 'products/planted.html'), '<script>alert(1)</script>');
    writeFileSync(path.join(t.config.uploadsDir, 'products/planted.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const url of ['/uploads/products/planted.html', '/uploads/products/planted.svg']) {
      const res = await t
        .client()
        .get(url)
        .buffer(true)
        .parse((r, done) => {
          r.on('data', () => undefined);
          r.on('end', () => done(null, null));
        })
        .expect(200);
      expect({
        url,
        nosniff: res.headers['x-content-type-options'],
        type: res.headers['content-type'],
        disposition: res.headers['content-disposition'],
      }).toEqual({ url, nosniff: 'nosniff', type: 'application/octet-stream', disposition: 'attachment' });
    }
    // A missing file answers in the error shape, with nosniff too.
    const missing = await t.client().get('/uploads/products/missing.html').expect(404);
    expect({ nosniff: missing.headers['x-content-type-options'], type: missing.headers['content-type'] }).toEqual({
      nosniff: 'nosniff',
      type: expect.stringMatching(/^application\/json/),
    });
  });
});
