import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { freePorts } from '../support/free-ports';
import { requireBuiltShop, startShopProcess, stopShopProcess } from '../support/shop-process';
import { lastCodeMailedTo } from '../support/test-shop';
import { until } from '../support/until';

requireBuiltShop();

describe('the embedded mode (npm start)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-embedded-'));
  let port = 0;
  // At info, as a shop runs by default (the tests' own shops log warnings only).
  const settings: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  beforeAll(async () => {
    const [httpPort, pgPort] = await freePorts(2);
    port = httpPort;
    Object.assign(settings, { PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) });
  });
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
      const http = request.agent(`http://localhost:${port}`);
      await http
        .post('/api/users')
        .send({ email: 'kept@example.com' })
        .expect(200)
        .expect((r) => expect(r.body.email).toBe('kept@example.com'));
      // Without SMTP_URL the sign-in code goes to a file: the log says which file in one JSON line, never the code.
      await http.post('/api/users/verification-code').send({}).expect(202);
      const code = lastCodeMailedTo(path.join(dataDir, 'mail'), 'kept@example.com');
      await until(async () => second.output().includes('"mail written'), 'the mail line logged');
      expect(second.output()).not.toContain(code);
      const mailLine = JSON.parse(
        second
          .output()
          .split('\n')
          .find((line) => line.includes('"mail written'))!,
      );
      expect(mailLine).toMatchObject({ level: 30, to: 'kept@example.com', file: expect.stringMatching(/\.eml$/) });
    } finally {
      await stopShopProcess(second);
    }
  }, 120_000);
});

describe('the embedded PostgreSQL: its password and its socket', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-pg-secret-'));
  let port = 0;
  let pgPort = 0;
  const settings: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
  beforeAll(async () => {
    [port, pgPort] = await freePorts(2);
    Object.assign(settings, { PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) });
  });
  const passwordFile = path.join(dataDir, 'postgres-password');
  const socketDir = path.join(dataDir, 'pg-socket');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Connects as the shop's database user over loopback TCP (or the socket) and runs one statement. */
  const asShop = async (password: string, sql = 'SELECT 1', host = '127.0.0.1') => {
    const client = new Client({ host, port: pgPort, user: 'shop', password, database: 'shop' });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const keptPassword = () => {
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    return readFileSync(passwordFile, 'utf8').trim();
  };

  it('keeps a random password in DATA_DIR, refuses the old default, has its socket in DATA_DIR and TCP on 127.0.0.1 only; a folder still on the old password is moved to a random one', async () => {
    const first = await startShopProcess(settings);
    let password: string;
    let admin: { email: string; password: string };
    try {
      const credentials = /First admin created: (\S+) \/ password (\S+)/.exec(first.output())!;
      admin = { email: credentials[1], password: credentials[2] };
      password = keptPassword();
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);

      // The socket: in the data folder, a folder only the server's user may enter; none in /tmp.
      expect(statSync(socketDir).mode & 0o777).toBe(0o700);
      expect(statSync(socketDir).uid).toBe(statSync(path.join(dataDir, 'pg')).uid);
      expect(existsSync(path.join(socketDir, `.s.PGSQL.${pgPort}`))).toBe(true);
      expect(existsSync(`/tmp/.s.PGSQL.${pgPort}`)).toBe(false);
      // postmaster.pid: line 5 is the socket folder, line 6 the address it listens on.
      const running = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
      expect(running[4]).toBe(socketDir);
      expect(running[5]).toBe('127.0.0.1');

      await asShop(password);
      await asShop(password, 'SELECT 1', socketDir);
      await expect(asShop('shop')).rejects.toMatchObject({ code: '28P01' });
    } finally {
      await stopShopProcess(first);
    }

    // A restart on the same folder uses the kept password.
    const second = await startShopProcess(settings);
    try {
      await request(`http://localhost:${port}`).get('/api/health').expect(200);
      expect(keptPassword()).toBe(password);
      // Back to what a folder made before the password file looks like: the fixed password, no file.
      await asShop(password, "ALTER ROLE shop PASSWORD 'shop'");
    } finally {
      await stopShopProcess(second);
    }
    rmSync(passwordFile);

    const third = await startShopProcess(settings);
    try {
      expect(third.output()).toContain(`the embedded PostgreSQL now has a random password, kept in ${passwordFile}`);
      const newPassword = keptPassword();
      expect(newPassword).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(newPassword).not.toBe(password);
      await asShop(newPassword);
      await expect(asShop('shop')).rejects.toMatchObject({ code: '28P01' });
      expect(existsSync(`${passwordFile}.new`)).toBe(false);
      // Its data is all there.
      await request.agent(`http://localhost:${port}`).post('/api/admin/login').send(admin).expect(200);
    } finally {
      await stopShopProcess(third);
    }
  }, 180_000);
});
