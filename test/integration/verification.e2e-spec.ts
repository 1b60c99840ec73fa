import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../support/smtp-sink';
import { startTestShop, TestShop } from '../support/test-shop';

const codeIn = (raw: string) => /verification code is (\d{6})/.exec(raw)?.[1];

describe('session verification by an e-mailed one-time code (docs/rules.md §4)', () => {
  let t: TestShop;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestShop({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const lastCodeFor = (email: string) => codeIn([...smtp.mails].reverse().find((m) => m.to.includes(email))!.raw);

  it('sends a 6-digit code over SMTP to the session e-mail and marks the session verified when it is entered', async () => {
    const agent = await t.shopper('verify-me@example.com');
    const res = await agent.post('/api/users/verification-code').send({}).expect(202);
    expect(res.body.sent).toBe(true);
    const code = lastCodeFor('verify-me@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const ok = await agent.post('/api/users/verify').send({ code }).expect(200);
    expect(ok.body).toEqual({ verified: true, email: 'verify-me@example.com' });
    await agent
      .get('/api/session')
      .expect(200)
      .expect((r) => expect(r.body.verified).toBe(true));
    // A code works once.
    await agent.post('/api/users/verify').send({ code }).expect(400);
  });

  it('allows 5 attempts, then asks for a new code', async () => {
    const agent = await t.shopper('clumsy@example.com');
    await agent.post('/api/users/verification-code').send({}).expect(202);
    const code = lastCodeFor('clumsy@example.com')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 4; i >= 1; i--) {
      const res = await agent.post('/api/users/verify').send({ code: wrong }).expect(400);
      expect(res.body.message).toContain(`${i} attempt`);
    }
    await agent.post('/api/users/verify').send({ code: wrong }).expect(429);
    await agent.post('/api/users/verify').send({ code }).expect(429);
    await agent.get('/api/session').expect((r) => expect(r.body.verified).toBe(false));

    await agent.post('/api/users/verification-code').send({}).expect(202);
    await agent
      .post('/api/users/verify')
      .send({ code: lastCodeFor('clumsy@example.com') })
      .expect(200);
  });

  it('refuses an expired code', async () => {
    const agent = await t.shopper('late@example.com');
    await agent.post('/api/users/verification-code').send({}).expect(202);
    const dataSource = t.db('engagement');
    await dataSource.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE email = 'late@example.com'");
    const res = await agent
      .post('/api/users/verify')
      .send({ code: lastCodeFor('late@example.com') })
      .expect(400);
    expect(res.body.message).toMatch(/expired/);
  });

  it('validates the code and needs a session', async () => {
    const agent = await t.shopper('typo@example.com');
    await agent.post('/api/users/verify').send({ code: '12ab56' }).expect(400);
    await agent.post('/api/users/verify').send({ code: 123456 }).expect(400);
    await agent.post('/api/users/verify').send({}).expect(400);
    await t.client().post('/api/users/verify').send({ code: '123456' }).expect(401);
    await t.client().post('/api/users/verification-code').send({}).expect(401);
  });
});

describe('without SMTP_URL, mail is written under the data folder', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  it('writes the code e-mail as a .eml file', async () => {
    const agent = await t.shopper('offline@example.com');
    await agent.post('/api/users/verification-code').send({}).expect(202);
    const files = readdirSync(t.config.mailDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(t.config.mailDir, files[0]), 'utf8');
    expect(raw).toContain('To: offline@example.com');
    expect(codeIn(raw)).toMatch(/^\d{6}$/);
  });
});
