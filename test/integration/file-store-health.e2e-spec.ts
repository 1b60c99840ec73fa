import { rmSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { FILE_STORE_UNAVAILABLE } = builtModule<typeof import('@shop/platform')>('@shop/platform');

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#3d9fc2' } })
    .png()
    .toBuffer();

describe('the file store in /api/health and uploads', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  it('reports the uploads folder as up while it can be written', async () => {
    const res = await t.client().get('/api/health').expect(200);
    expect(res.body.fileStore).toEqual({ status: 'up', latencyMs: expect.any(Number) });
  });

  it('when the uploads folder cannot be written, health answers 503 naming it and an upload answers 503, changing nothing', async () => {
    const admin = await t.admin();
    const before = (await t.client().get('/api/site-config/hero_image').expect(200)).body;
    // A file where the folder should be: unwritable even for root, who ignores permission bits.
    rmSync(t.config.uploadsDir, { recursive: true, force: true });
    writeFileSync(t.config.uploadsDir, 'not a folder');
    try {
      const health = await t.client().get('/api/health').expect(503);
      expect(health.body.status).toBe('degraded');
      expect(health.body.fileStore.status).toBe('down');
      expect(health.body.fileStore.error).toContain(`the uploads folder ${t.config.uploadsDir} cannot be written`);

      const upload = await admin
        .post('/api/site-config/hero-image')
        .attach('image', await png(), 'hero.png')
        .expect(503);
      expect(upload.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: FILE_STORE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' });
      await t.client().get('/api/site-config/hero_image').expect(200, before);
    } finally {
      rmSync(t.config.uploadsDir, { force: true });
    }

    await t.client().get('/api/health').expect(200);
    await admin
      .post('/api/site-config/hero-image')
      .attach('image', await png(), 'hero.png')
      .expect(200);
  });
});
