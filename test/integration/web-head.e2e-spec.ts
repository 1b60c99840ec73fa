import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestShop, TestShop } from '../support/test-shop';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawRequest(method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .once('error', reject)
      .end();
  });
}

/** A built web app in miniature: index.html, a hashed script and a top-level file. */
function buildWebRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-web-head-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("watercolor");\n');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>');
  return dir;
}

const SAME_HEADERS = ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options'];

describe('HEAD answers like GET without a body', () => {
  let t: TestShop;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = buildWebRoot();
    t = await startTestShop({}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/products', '/admin', '/admin/orders', '/success', '/learning-hub?tab=1', '/assets/app-abc123.js', '/favicon.svg'])(
    'HEAD %s: the status and headers of GET, no body',
    async (page) => {
      const get = await rawRequest('GET', t.url + page);
      const head = await rawRequest('HEAD', t.url + page);
      expect(get.status).toBe(200);
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of SAME_HEADERS) expect(head.headers[name]).toBe(get.headers[name]);
      expect(Number(head.headers['content-length'])).toBe(get.body.length);
    },
  );

  it('HEAD of a public API read answers like its GET; an unknown API route or upload stays a 404', async () => {
    const get = await rawRequest('GET', `${t.url}/api/site-config/hero_image`);
    const head = await rawRequest('HEAD', `${t.url}/api/site-config/hero_image`);
    expect(head.status).toBe(get.status);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body.length).toBe(0);
    expect((await rawRequest('HEAD', `${t.url}/api/no-such-thing`)).status).toBe(404);
    expect((await rawRequest('HEAD', `${t.url}/uploads/products/none.webp`)).status).toBe(404);
  });

  it('POST to a web-app page is still no route (only GET and HEAD get the web app)', async () => {
    const res = await new Promise<number>((resolve, reject) => {
      http
        .request(`${t.url}/products`, { method: 'POST' }, (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        })
        .once('error', reject)
        .end();
    });
    expect(res).toBe(404);
  });
});
