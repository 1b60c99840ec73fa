import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { requireBuiltShop, startShopProcess, stopShopProcess } from '../support/shop-process';

requireBuiltShop();

describe('the embedded mode (npm start)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-embedded-'));
  const port = 40000 + Math.floor(Math.random() * 5000);
  const pgPort = 50000 + Math.floor(Math.random() * 4000);
  const settings = { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on a real PostgreSQL under the data folder, prints the address and the first admin once, and keeps data across a restart', async () => {
    const first = await startShopProcess(settings);
    try {
      expect(first.output()).toContain(`http://localhost:${port}`);
      const credentials = /First admin created: (\S+) \/ password (\S+)/.exec(first.output());
      expect(credentials).not.toBeNull();
      expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);

      const http = request.agent(`http://localhost:${port}`);
      await http.get('/api/health').expect(200);
      // The first start seeds the demo catalogue: over 150 products in all seven categories.
      expect(first.output()).toMatch(/demo catalogue of \d+ products/);
      const products = await http.get('/api/products?limit=1').expect(200);
      expect(Number(products.headers['x-total-count'])).toBeGreaterThanOrEqual(150);
      const categories = await http.get('/api/products?category=Extenders&limit=1').expect(200);
      expect(Number(categories.headers['x-total-count'])).toBeGreaterThan(0);
      await http.post('/api/users').send({ email: 'kept@example.com' }).expect(200);
      await http.post('/api/admin/login').send({ email: credentials![1], password: credentials![2] }).expect(200);
    } finally {
      await stopShopProcess(first);
    }

    const second = await startShopProcess(settings);
    try {
      expect(second.output()).not.toContain('First admin created');
      expect(second.output()).not.toContain('demo catalogue');
      const http = request(`http://localhost:${port}`);
      await http.post('/api/users').send({ email: 'kept@example.com' }).expect(200).expect((r) => expect(r.body.email).toBe('kept@example.com'));
    } finally {
      await stopShopProcess(second);
    }
  }, 120_000);
});
