import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';
import { storedFiles as storedFilesUnder } from '../support/stored-files';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const png = (width = 24, height = 16) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f9e' } })
    .png()
    .toBuffer();
const NOT_AN_IMAGE = { body: Buffer.from('plain text pretending to be a picture'), file: { filename: 'fake.png', contentType: 'image/png' } };
const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures', name));

/** The one upload path (docs/rules.md §10): checked by content, stored, kept only if the owning service saved it. */
describe('uploads', () => {
  let t: TestShop;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  /** Every file under DATA_DIR/uploads, as `folder/name`. */
  const storedFiles = () => storedFilesUnder(t.config.uploadsDir);
  const newProduct = async (): Promise<{ id: string; images: string[] }> =>
    (
      await admin
        .post('/api/products')
        .field('category', 'Brushes')
        .field('name', 'Upload Target')
        .field('price', '9')
        .attach('images', await png(), 'p.png')
        .expect(201)
    ).body;
  const newLesson = async (): Promise<{ id: string }> => (await admin.post('/api/lessons').send({ title: 'Upload Lesson' }).expect(201)).body;
  const newPlan = async (): Promise<{ id: string }> =>
    (await admin.post('/api/subscriptions').send({ title: 'Upload Plan', basePrice: 10 }).expect(201)).body;

  it('keeps no stored file when the save an upload belongs to is refused', async () => {
    const product = await newProduct();
    const before = storedFiles();

    const badPrice = await admin
      .post('/api/products')
      .field('category', 'Brushes')
      .field('name', 'Bad Price')
      .field('price', 'twelve')
      .attach('images', await png(), 'a.png')
      .attach('images', await png(30, 20), 'b.png');
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.message).toContain('price');
    await admin
      .put(`/api/products/${UNKNOWN_ID}`)
      .field('name', 'Nobody')
      .field('price', '5')
      .attach('images', await png(), 'p.png')
      .expect(404);
    await admin
      .put(`/api/products/${product.id}`)
      .field('price', '-3')
      .attach('images', await png(), 'p.png')
      .expect(400);
    await admin
      .post(`/api/products/${UNKNOWN_ID}/variants`)
      .field('name', 'Lost')
      .attach('images', await png(), 'v.png')
      .expect(404);
    await admin
      .post(`/api/lessons/${UNKNOWN_ID}/images`)
      .attach('images', await png(), 'l.png')
      .expect(404);
    await admin
      .post(`/api/subscriptions/${UNKNOWN_ID}/images`)
      .attach('image', await png(), 's.png')
      .expect(404);
    await admin
      .post('/api/subscriptions')
      .field('title', 'No Price')
      .attach('images', await png(), 's.png')
      .expect(400);

    expect(storedFiles()).toEqual(before);
    const unchanged = await admin.get(`/api/products/${product.id}`).expect(200);
    expect(unchanged.body.images).toEqual(product.images);
  });

  it('stores an accepted upload and removes it with what owns it', async () => {
    const before = storedFiles();
    const product = await newProduct();
    expect(storedFiles()).toEqual([...before, product.images[0].slice('/uploads/'.length)].sort());
    await admin.delete(`/api/products/${product.id}`).expect(200);
    expect(storedFiles()).toEqual(before);
  });

  it('rotates a stored image into a new file and drops the old one; a refused rotation stores nothing', async () => {
    const product = await newProduct();
    const [original] = product.images;
    const rotated = await admin.post(`/api/products/${product.id}/images/rotate`).send({ imageUrl: original }).expect(200);
    const [turned] = rotated.body.images;
    expect(turned).not.toBe(original);
    await t.client().get(original).expect(404);
    const file = await t
      .client()
      .get(turned)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(await sharp(file.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 16, height: 24 });

    const other = await newProduct();
    const before = storedFiles();
    // Another product's image: turned, then refused by the catalog, so the turned copy goes again.
    await admin.post(`/api/products/${product.id}/images/rotate`).send({ imageUrl: other.images[0] }).expect(404);
    await admin.post(`/api/products/${product.id}/images/rotate`).send({ imageUrl: '/uploads/products/missing.webp' }).expect(404);
    await admin.post(`/api/products/${product.id}/images/rotate`).send({ imageUrl: 'https://example.com/a.webp' }).expect(422);
    expect(storedFiles()).toEqual(before);
    expect((await admin.get(`/api/products/${other.id}`).expect(200)).body.images).toEqual(other.images);
  });

  it('refuses a non-image on every upload route with 415, storing nothing', async () => {
    const product = await newProduct();
    const lesson = await newLesson();
    const plan = await newPlan();
    const shopper = await t.shopper('uploader@example.com');
    const chat = (await shopper.post('/api/chat/sessions').send({ message: 'Hello' }).expect(201)).body;
    const before = storedFiles();

    const routes: Array<{ name: string; send: () => Promise<{ status: number; body: { statusCode: number; message: string } }> }> = [
      {
        name: 'product create',
        send: () =>
          admin
            .post('/api/products')
            .field('category', 'Brushes')
            .field('name', 'X')
            .field('price', '5')
            .attach('images', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file),
      },
      { name: 'product edit', send: () => admin.put(`/api/products/${product.id}`).attach('images', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file) },
      {
        name: 'variant create',
        send: () => admin.post(`/api/products/${product.id}/variants`).field('name', 'V').attach('images', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file),
      },
      { name: 'lesson images', send: () => admin.post(`/api/lessons/${lesson.id}/images`).attach('images', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file) },
      {
        name: 'subscription create',
        send: () =>
          admin.post('/api/subscriptions').field('title', 'S').field('basePrice', '5').attach('images', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file),
      },
      { name: 'subscription edit', send: () => admin.put(`/api/subscriptions/${plan.id}`).attach('images', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file) },
      {
        name: 'subscription image',
        send: () => admin.post(`/api/subscriptions/${plan.id}/images`).attach('image', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file),
      },
      { name: 'hero image', send: () => admin.post('/api/site-config/hero-image').attach('image', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file) },
      {
        name: 'chat media',
        send: () => shopper.post(`/api/chat/session/${chat.session.id}/media`).attach('file', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file),
      },
    ];
    for (const route of routes) {
      const res = await route.send();
      expect({ route: route.name, status: res.status }).toEqual({ route: route.name, status: 415 });
      expect(res.body).toMatchObject({ statusCode: 415, message: expect.stringMatching(/^Only JPEG, PNG, WebP or GIF images/) });
    }
    // One good image beside a bad one: nothing is stored either.
    await admin
      .post('/api/products')
      .field('category', 'Brushes')
      .field('name', 'Half Good')
      .field('price', '5')
      .attach('images', await png(), 'good.png')
      .attach('images', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file)
      .expect(415);

    expect(storedFiles()).toEqual(before);
    expect((await admin.get(`/api/products/${product.id}`).expect(200)).body.images).toEqual(product.images);
  });

  /** Decompression bombs and forged voice notes (docs/rules.md §10): refused before anything is decoded or stored. */
  describe('images by their pixels, voice notes as audio', () => {
    let bomb: Buffer;
    // Encoding it takes a few seconds; decoding it took the gateway 8.9 s and 1.4 GB.
    beforeAll(async () => {
      bomb = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    }, 60_000);
    const download = (url: string) =>
      t
        .client()
        .get(url)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const TOO_LARGE = {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'This image is too large: at most 40 megapixels (e.g. 8000 × 5000); this one is 16000 × 16000',
      code: 'PAYLOAD_TOO_LARGE',
    };

    it('answers 413 to a 16,000 × 16,000 PNG of under 1 MB on the hero image and in chat, storing nothing', async () => {
      const shopper = await t.shopper('bomber@example.com');
      const chat = (await shopper.post('/api/chat/sessions').send({ message: 'Look at this' }).expect(201)).body;
      const hero = (await t.client().get('/api/site-config/hero_image').expect(200)).body;
      const before = storedFiles();

      const heroUpload = await admin.post('/api/site-config/hero-image').attach('image', bomb, 'hero.png');
      expect({ status: heroUpload.status, body: heroUpload.body }).toEqual({ status: 413, body: TOO_LARGE });
      const chatUpload = await shopper.post(`/api/chat/session/${chat.session.id}/media`).attach('file', bomb, 'swatch.png');
      expect({ status: chatUpload.status, body: chatUpload.body }).toEqual({ status: 413, body: TOO_LARGE });

      expect(storedFiles()).toEqual(before);
      expect((await t.client().get('/api/site-config/hero_image').expect(200)).body).toEqual(hero);
      const messages = (await shopper.get(`/api/chat/session/${chat.session.id}/messages`).expect(200)).body;
      expect(messages.map((m: { messageType: string }) => m.messageType)).toEqual(['text']);
    });

    it('stores real voice notes as sent and answers 415 to forged ones, storing nothing for them', async () => {
      const shopper = await t.shopper('speaker@example.com');
      const chat = (await shopper.post('/api/chat/sessions').send({ message: 'Listen' }).expect(201)).body;
      const url = `/api/chat/session/${chat.session.id}/media`;
      const before = storedFiles();

      const forgeries: Array<[string, Buffer]> = [
        ['page.ogg', Buffer.from('OggS<html><body><script>alert(document.cookie)</script></body></html>')],
        ['zeros.ogg', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60)])],
        ['cut.webm', fixture('voice-note.webm').subarray(0, 40)],
        ['tail.webm', Buffer.concat([fixture('voice-note.webm'), Buffer.from('<script>alert(1)</script>')])],
        ['video.webm', fixture('video-note.webm')],
      ];
      for (const [name, body] of forgeries) {
        const res = await shopper.post(url).attach('file', body, name);
        expect({ name, status: res.status, body: res.body }).toEqual({
          name,
          status: 415,
          body: {
            statusCode: 415,
            error: 'Unsupported Media Type',
            message: 'Only JPEG, PNG, WebP or GIF images and WebM, Ogg, MP4 or MPEG voice notes can be sent',
            code: 'UNSUPPORTED_MEDIA_TYPE',
          },
        });
      }
      expect(storedFiles()).toEqual(before);

      const recordings: Array<[string, string]> = [
        ['voice-note.webm', 'audio/webm'],
        ['voice-note.ogg', 'audio/ogg'],
        ['voice-note.mp4', 'audio/mp4'],
        ['voice-note.mp3', 'audio/mpeg'],
      ];
      for (const [name, contentType] of recordings) {
        const sent = await shopper.post(url).field('fileDuration', '0.6').attach('file', fixture(name), name).expect(201);
        expect(sent.body).toMatchObject({ messageType: 'voice', fileName: name, fileSize: fixture(name).length, fileDuration: 0.6 });
        const stored = await download(sent.body.fileUrl).expect(200);
        expect({ type: stored.headers['content-type'], same: (stored.body as Buffer).equals(fixture(name)) }).toEqual({
          type: contentType,
          same: true,
        });
      }
      expect(storedFiles()).toHaveLength(before.length + recordings.length);
    });
  });
});
