import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../apps/web/vite-plugins/precompress';
import { startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (not decoded). */
  body: Buffer;
}

/** A GET that leaves the body as sent: supertest would decode it. */
function rawGet(url: string, headers: Record<string, string> = {}, cookie?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, ...(cookie ? { cookie } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .once('error', reject);
  });
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/** A built web app in miniature: index.html and a 20 kB script, with the .br/.gz the build's precompress plugin writes. */
async function buildWebRoot(): Promise<{ dir: string; script: Buffer }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const script = Buffer.from(`console.log(${JSON.stringify('watercolor '.repeat(2_000))});\n`);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>');
  const plugin = precompress();
  const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
  await writeBundle.call({}, { dir }, { 'assets/app-abc123.js': {}, 'index.html': {} });
  return { dir, script };
}

describe('compressed answers (brotli, gzip) by Accept-Encoding', () => {
  let t: TestShop;
  let web: { dir: string; script: Buffer };
  beforeAll(async () => {
    web = await buildWebRoot();
    t = await startTestShop({}, { webRoot: web.dir });
    const admin = await t.admin();
    // Enough products for a catalogue answer well over the 1 kB threshold.
    for (let i = 1; i <= 12; i++) {
      await admin
        .post('/api/products')
        .field('name', `Compression Test Paint ${i}`)
        .field('category', 'Brushes')
        .field('price', '12.50')
        .field('description', 'A long-wearing brush for washes and fine lines alike.')
        .expect(201);
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(web.dir, { recursive: true, force: true });
  });

  it('builds a .br and a .gz beside each text file of 1 kB or more, and leaves smaller ones alone', async () => {
    expect(brotliDecompressSync(readFileSync(path.join(web.dir, 'assets', 'app-abc123.js.br')))).toEqual(web.script);
    expect(gunzipSync(readFileSync(path.join(web.dir, 'assets', 'app-abc123.js.gz')))).toEqual(web.script);
    expect(existsSync(path.join(web.dir, 'index.html.br'))).toBe(false); // under 1 kB
  });

  it.each(['br', 'gzip'] as const)('serves a built script precompressed as %s when the browser accepts it', async (encoding) => {
    const answer = await rawGet(`${t.url}/assets/app-abc123.js`, { 'accept-encoding': encoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(web.script.length / 10);
    expect(decode[encoding](answer.body)).toEqual(web.script);
  });

  it('serves brotli before gzip when both are accepted, and the plain file without Accept-Encoding', async () => {
    const both = await rawGet(`${t.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await rawGet(`${t.url}/assets/app-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(web.script);
  });

  it.each(['br', 'gzip'] as const)('compresses a catalogue JSON answer as %s, the same JSON once decoded', async (encoding) => {
    const plain = await rawGet(`${t.url}/api/products?limit=50`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const answer = await rawGet(`${t.url}/api/products?limit=50`, { 'accept-encoding': encoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['x-total-count']).toBe('12');
    expect(answer.headers.etag).toBe(plain.headers.etag);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decode[encoding](answer.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    // Asked again (now from the remembered compressed copy): the same bytes.
    const again = await rawGet(`${t.url}/api/products?limit=50`, { 'accept-encoding': encoding });
    expect(again.body).toEqual(answer.body);
  });

  it('compresses an admin JSON answer that is not cached', async () => {
    const login = await t.client().post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const cookie = [login.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const plain = await rawGet(`${t.url}/api/admin/products`, {}, cookie);
    expect(plain.status).toBe(200);
    const answer = await rawGet(`${t.url}/api/admin/products`, { 'accept-encoding': 'gzip' }, cookie);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('keeps the ETag revalidation: 304 without a body, compressed or not', async () => {
    const first = await rawGet(`${t.url}/api/products?limit=50`, { 'accept-encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\//);
    const revalidated = await rawGet(`${t.url}/api/products?limit=50`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    const plainRevalidated = await rawGet(`${t.url}/api/products?limit=50`, { 'if-none-match': etag });
    expect(plainRevalidated.status).toBe(304);
  });

  it('sends answers under 1 kB as they are, and nothing compressed to a browser that refuses both encodings', async () => {
    const small = await rawGet(`${t.url}/api/site-config/hero_image`, { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ key: 'hero_image', value: null });
    const refused = await rawGet(`${t.url}/api/products?limit=50`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8'))).toHaveLength(12);
  });
});
