import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';

const ENTRY = path.resolve(__dirname, '../../apps/gateway/dist/embedded.main.js');

interface Started {
  child: ChildProcess;
  output: string;
}

/** Runs the real `npm start` entry point and waits for it to say where it is open. */
function startEmbedded(dataDir: string, port: number, pgPort: number): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ENTRY], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started: Started = { child, output: '' };
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${started.output}`)), 60_000);
    const collect = (chunk: Buffer) => {
      started.output += chunk.toString();
      if (started.output.includes('The watercolor shop is open at')) {
        clearTimeout(timer);
        resolve(started);
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${started.output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const describeBuilt = existsSync(ENTRY) ? describe : () => {
  throw new Error(`${ENTRY} is missing: run "npm run build:server" first (npm test does).`);
};

describeBuilt('the embedded mode (npm start)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-embedded-'));
  const port = 40000 + Math.floor(Math.random() * 5000);
  const pgPort = 50000 + Math.floor(Math.random() * 4000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on a real PostgreSQL under the data folder, prints the address and the first admin once, and keeps data across a restart', async () => {
    const first = await startEmbedded(dataDir, port, pgPort);
    try {
      expect(first.output).toContain(`http://localhost:${port}`);
      const credentials = /First admin created: (\S+) \/ password (\S+)/.exec(first.output);
      expect(credentials).not.toBeNull();
      expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);

      const http = request.agent(`http://localhost:${port}`);
      await http.get('/api/health').expect(200);
      // The first start seeds the demo catalogue: over 150 products in all seven categories.
      expect(first.output).toMatch(/demo catalogue of \d+ products/);
      const products = await http.get('/api/products?limit=1').expect(200);
      expect(Number(products.headers['x-total-count'])).toBeGreaterThanOrEqual(150);
      const categories = await http.get('/api/products?category=Extenders&limit=1').expect(200);
      expect(Number(categories.headers['x-total-count'])).toBeGreaterThan(0);
      await http.post('/api/users').send({ email: 'kept@example.com' }).expect(200);
      await http.post('/api/admin/login').send({ email: credentials![1], password: credentials![2] }).expect(200);
    } finally {
      await stop(first.child);
    }

    const second = await startEmbedded(dataDir, port, pgPort);
    try {
      expect(second.output).not.toContain('First admin created');
      expect(second.output).not.toContain('demo catalogue');
      const http = request(`http://localhost:${port}`);
      await http.post('/api/users').send({ email: 'kept@example.com' }).expect(200).expect((r) => expect(r.body.email).toBe('kept@example.com'));
    } finally {
      await stop(second.child);
    }
  }, 120_000);
});
