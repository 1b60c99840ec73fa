import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { ReceivedMail, startSmtpSink } from '../support/smtp-sink';
import { startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { createGatewayApp, fileStoreFor } = builtModule<typeof import('@shop/gateway')>('@shop/gateway');

const LOCK_SUBJECT = 'Your watercolor shop admin account is locked for now';
const locked = (minutes: number) => ({
  statusCode: 429,
  error: 'Too Many Requests',
  message: `Too many failed sign-ins for this account. Try again in ${minutes} minutes.`,
  code: 'ACCOUNT_LOCKED',
});

/** The text of a received message, its quoted-printable soft line breaks and escapes undone. */
const textOf = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');

/**
 * Admin password guessing is limited per account, not only per address: wrong
 * passwords from any number of addresses, through any gateway, lock the
 * account, and its owner is e-mailed once per lock (docs/rules.md §4).
 */
describe('admin sign-in: the per-account lock', () => {
  let t: TestShop;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let second: NestFastifyApplication;
  let gateways: string[];
  let db: DataSource;
  let addressCount = 0;
  /** A client address not used before in this file, so the per-address limit never takes part. */
  const newAddress = () => {
    addressCount++;
    return `10.20.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
  };
  const signIn = (gateway: string, address: string, password: string, email = TEST_ADMIN.email) =>
    request(gateway).post('/api/admin/login').set('x-forwarded-for', address).send({ email, password });
  const lockMails = () => smtp.mails.filter((m) => textOf(m).includes(`Subject: ${LOCK_SUBJECT}`));
  const waitForLockMails = async (count: number) => {
    const deadline = Date.now() + 15_000;
    while (lockMails().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return lockMails();
  };
  const failureRow = async (email: string) => {
    const rows: { failures: number; locks: number }[] = await db.query('SELECT failures, locks FROM admin_login_failures WHERE email_hash = $1', [
      createHash('sha256').update(email).digest('hex'),
    ]);
    return rows[0] ?? null;
  };
  /** Moves the clock past every lock instead of waiting for it. */
  const endLocks = () => db.query("UPDATE admin_login_failures SET locked_until = now() - interval '1 second' WHERE locked_until > now()");

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // Behind a proxy: each request's address is the one X-Forwarded-For names.
    t = await startTestShop({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    second = await createGatewayApp({ bus: t.shop.bus, fileStore: await fileStoreFor(t.config), sessionSecret: t.sessionSecret, trustProxy: true });
    await second.listen(0, '127.0.0.1');
    gateways = [t.url, `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}`];
    db = t.db('admin-reporting');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await smtp.close();
  });

  it('ten wrong passwords from ten addresses through two gateways lock the account: the right one is then refused with 429, and the owner gets one e-mail', async () => {
    const addresses = Array.from({ length: 10 }, newAddress);
    for (const [i, address] of addresses.entries()) {
      // Alternating gateways: neither sees more than five of the ten.
      await signIn(gateways[i % 2], address, `guess ${i}`).expect(401);
    }

    for (const gateway of gateways) {
      const refused = await signIn(gateway, newAddress(), TEST_ADMIN.password).expect(429);
      expect(refused.body).toEqual(locked(15));
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    // Guesses during the lock are refused alike and not counted.
    await signIn(gateways[1], newAddress(), 'another guess').expect(429);
    expect(await failureRow(TEST_ADMIN.email)).toEqual({ failures: 10, locks: 1 });

    const [mail] = await waitForLockMails(1);
    expect(mail.to).toEqual([TEST_ADMIN.email]);
    const text = textOf(mail);
    expect(text).toContain(`There were 10 wrong passwords in a row for the admin account ${TEST_ADMIN.email}, from these addresses:`);
    for (const address of addresses) expect(text).toContain(`  ${address}\n`);
    expect(text).toMatch(/locked until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC \(15 minutes\)/);
    expect(lockMails()).toHaveLength(1);
  }, 60_000); // each attempt checks an argon2id hash

  it('after a lock the next one lasts twice as long; once a lock is over the right password works, and the count and the history start again', async () => {
    await endLocks();
    const addresses = Array.from({ length: 10 }, newAddress);
    for (const [i, address] of addresses.entries()) await signIn(gateways[i % 2], address, `second run ${i}`).expect(401);
    expect((await signIn(gateways[0], newAddress(), TEST_ADMIN.password).expect(429)).body).toEqual(locked(30));
    const mails = await waitForLockMails(2);
    expect(mails).toHaveLength(2);
    const text = textOf(mails[1]);
    expect(text).toContain(
      'There were 10 wrong passwords in a row for the admin account owner@watercolor.test (20 since the last successful sign-in)',
    );
    for (const address of addresses) expect(text).toContain(`  ${address}\n`);
    expect(text).toContain('(30 minutes)');

    await endLocks();
    const agent = request.agent(gateways[1]);
    await agent.post('/api/admin/login').set('x-forwarded-for', newAddress()).send(TEST_ADMIN).expect(200);
    await agent.get('/api/admin/me').expect(200);
    expect(await failureRow(TEST_ADMIN.email)).toBeNull();

    // A fresh count: nine wrong passwords leave the right one working; ten lock for the first lock's 15 minutes again.
    for (let i = 0; i < 9; i++) await signIn(gateways[i % 2], newAddress(), `third run ${i}`).expect(401);
    await signIn(gateways[0], newAddress(), TEST_ADMIN.password).expect(200);
    for (let i = 0; i < 10; i++) await signIn(gateways[i % 2], newAddress(), `fourth run ${i}`).expect(401);
    expect((await signIn(gateways[1], newAddress(), TEST_ADMIN.password).expect(429)).body).toEqual(locked(15));
    expect(await waitForLockMails(3)).toHaveLength(3);
    await endLocks();
    await signIn(gateways[1], newAddress(), TEST_ADMIN.password).expect(200);
  }, 120_000);

  it("counts guesses arriving at once on both gateways exactly, and treats an unknown e-mail like an admin's without e-mailing anyone", async () => {
    const unknown = 'nobody-here@example.com';
    const mailsBefore = smtp.mails.length;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(gateways[i % 2], newAddress(), `guess ${i}`, unknown)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    for (const refused of answers.filter((r) => r.status === 429)) expect(refused.body).toEqual(locked(15));
    for (const wrong of answers.filter((r) => r.status === 401)) expect(wrong.body.message).toBe('Invalid email or password');
    expect(await failureRow(unknown)).toEqual({ failures: 10, locks: 1 });
    await signIn(gateways[0], newAddress(), TEST_ADMIN.password, unknown).expect(429);

    // Another account is not held up by this one's lock, and no e-mail went anywhere for it.
    await signIn(gateways[1], newAddress(), TEST_ADMIN.password).expect(200);
    expect(smtp.mails.slice(mailsBefore).filter((m) => m.to.includes(unknown))).toEqual([]);
  }, 60_000);
});
