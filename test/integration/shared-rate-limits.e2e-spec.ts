import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { startSmtpSink } from '../support/smtp-sink';
import { startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { createGatewayApp, fileStoreFor } = builtModule<typeof import('@shop/gateway')>('@shop/gateway');

const codeIn = (raw: string) => /verification code is (\d{6})/.exec(raw)?.[1];

/**
 * The limits that protect accounts are counted by the service that owns the
 * account, in its database: a second gateway instance on the same bus sees
 * the attempts made through the first (docs/rules.md §4).
 */
describe('account-protecting rate limits hold across gateway instances', () => {
  let t: TestShop;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let second: NestFastifyApplication;
  let secondUrl: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestShop({ SMTP_URL: smtp.url });
    second = await createGatewayApp({ bus: t.shop.bus, fileStore: await fileStoreFor(t.config), sessionSecret: t.sessionSecret });
    await second.listen(0, '127.0.0.1');
    secondUrl = `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await smtp.close();
  });

  it('ten admin sign-in attempts through one gateway leave none for that e-mail on another: 429, and no session', async () => {
    const first = t.client();
    for (let i = 0; i < 10; i++) {
      await first
        .post('/api/admin/login')
        .send({ email: TEST_ADMIN.email, password: `guess ${i}` })
        .expect(401);
    }
    const other = request.agent(secondUrl);
    const refused = await other.post('/api/admin/login').send(TEST_ADMIN).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many sign-in attempts. Please wait 5 minutes and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['set-cookie']).toBeUndefined();
    await other.get('/api/admin/me').expect(401);
    // The first gateway refuses too; another e-mail is not held up.
    await first.post('/api/admin/login').send(TEST_ADMIN).expect(429);
    await request(secondUrl).post('/api/admin/login').send({ email: 'someone-else@example.com', password: 'x' }).expect(401);
  }, 60_000); // each attempt checks an argon2id hash

  it('ten code attempts through one gateway leave none for that session on another: 429, even for the right code', async () => {
    const signIn = await t.client().post('/api/users').send({ email: 'code-guesser@example.com' }).expect(200);
    const cookie = (signIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const onFirst = {
      get: (path: string) => request(t.url).get(path).set('cookie', cookie),
      post: (path: string) => request(t.url).post(path).set('cookie', cookie),
    };
    const askForCode = async () => {
      await onFirst.post('/api/users/verification-code').expect(202);
      return codeIn([...smtp.mails].reverse().find((m) => m.to.includes('code-guesser@example.com'))!.raw)!;
    };
    // Two codes, five wrong attempts each (the sixth would be refused by the code's own 5-attempt rule).
    for (let round = 0; round < 2; round++) {
      const code = await askForCode();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await onFirst.post('/api/users/verify').send({ code: wrong });
        expect([400, 429]).toContain(res.status);
        expect(res.body.message).not.toMatch(/Please wait a few minutes/);
      }
    }
    const code = await askForCode();
    const onSecond = request(secondUrl).post('/api/users/verify').set('cookie', cookie).send({ code });
    const refused = await onSecond.expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please wait a few minutes and request a new code.',
      code: 'RATE_LIMITED',
    });
    // Nothing changed: the session is still unverified, on either gateway.
    expect((await request(secondUrl).get('/api/session').set('cookie', cookie).expect(200)).body.verified).toBe(false);
    expect((await onFirst.get('/api/session').expect(200)).body.verified).toBe(false);
  });
});
