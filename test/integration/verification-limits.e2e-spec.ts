import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { canonicalEmail } from '@shop/contracts';
import { lastCodeMailedTo, mailFilesTo, startTestShop, TestShop } from '../support/test-shop';

jest.setTimeout(60_000);

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
const keyOf = (email: string) => createHash('sha256').update(canonicalEmail(email)).digest('hex');

/**
 * Codes cannot be guessed or bombed (docs/rules.md §4): wrong codes and code e-mails are counted per person (canonical
 * e-mail) across her sessions, and a session's token is replaced when it is verified and at every sign-in.
 */
describe('verification codes: per-person limits and token rotation', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  const engagement = () => t.db('engagement');
  const mailsTo = (email: string) => mailFilesTo(t.config.mailDir, email);
  /** The message as written (quoted-printable soft line breaks joined). */
  const mailText = (name: string) => readFileSync(path.join(t.config.mailDir, name), 'utf8').replace(/=\r?\n/g, '');
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  async function askForCode(agent: TestAgent, email: string): Promise<string> {
    await agent.post('/api/users/verification-code').send({}).expect(202);
    return lastCodeMailedTo(t.config.mailDir, email);
  }

  describe('wrong codes, counted per e-mail across sessions', () => {
    const email = 'guessed@example.com';
    let first: TestAgent;
    let variant: TestAgent;
    let last: TestAgent;
    let lastCode: string;

    it('the 10th wrong code in an hour, from whichever session or spelling, locks verification: 429 with the wait', async () => {
      first = await t.shopper(email);
      const code1 = await askForCode(first, email);
      for (let left = 4; left >= 1; left--) {
        expect(
          (
            await first
              .post('/api/users/verify')
              .send({ code: wrongFor(code1) })
              .expect(400)
          ).body.message,
        ).toContain(`${left} attempt`);
      }
      await first
        .post('/api/users/verify')
        .send({ code: wrongFor(code1) })
        .expect(429); // this code is used up: 5 wrong

      variant = await t.shopper('guessed+shop@example.com'); // the same person
      const code2 = await askForCode(variant, 'guessed+shop@example.com');
      for (let i = 0; i < 4; i++)
        await variant
          .post('/api/users/verify')
          .send({ code: wrongFor(code2) })
          .expect(400);

      last = await t.shopper(email);
      lastCode = await askForCode(last, email);
      const locked = await last
        .post('/api/users/verify')
        .send({ code: wrongFor(lastCode) })
        .expect(429);
      expect(locked.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many wrong codes were entered for this e-mail, so verifying it is locked for now. Try again in 60 minutes.',
        code: 'RATE_LIMITED',
      });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    });

    it('while locked every attempt answers 429, the right code included, uncounted, and nothing changes', async () => {
      const [before] = await engagement().query('SELECT failures, locked_until FROM verification_failures WHERE email_hash = $1', [keyOf(email)]);
      expect(before.failures).toBe(10);
      const codesBefore = await engagement().query('SELECT email, attempts, code_hash FROM verification_codes ORDER BY email');

      const right = await last.post('/api/users/verify').send({ code: lastCode }).expect(429);
      expect(right.body.message).toMatch(
        /^Too many wrong codes were entered for this e-mail, so verifying it is locked for now\. Try again in \d+ minutes\.$/,
      );
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      await variant.post('/api/users/verify').send({ code: '123456' }).expect(429);
      await t.shopper('g.u.e.s.s.e.d@example.com'); // another spelling that is another person (not Gmail): not locked
      expect((await engagement().query('SELECT failures, locked_until FROM verification_failures WHERE email_hash = $1', [keyOf(email)]))[0]).toEqual(
        before,
      );
      expect(await engagement().query('SELECT email, attempts, code_hash FROM verification_codes ORDER BY email')).toEqual(codesBefore);
      for (const agent of [first, variant, last])
        await agent
          .get('/api/session')
          .expect(200)
          .expect((r) => expect(r.body.verified).toBe(false));
    });

    it('tells her once by e-mail that verification is locked', async () => {
      const lockMailsTo = (to: string) =>
        mailsTo(to)
          .map(mailText)
          .filter((raw) => /wrong verification codes were entered/.test(raw));
      const [lockMail, ...more] = lockMailsTo(email);
      expect(more).toHaveLength(0);
      expect(lockMail.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
        /^Subject: Too many wrong codes: verifying your watercolor shop e-mail is paused for now$/m,
      );
      expect(lockMail).toContain('10 wrong verification codes were entered for guessed@example.com within an hour');
      expect(lockMail).toContain('(60 minutes)');
      expect(lockMailsTo('guessed+shop@example.com')).toHaveLength(0);
    });

    it('after the hour the right code verifies again', async () => {
      await engagement().query(
        "UPDATE verification_failures SET locked_until = now() - interval '1 second', window_ends_at = now() - interval '1 second' WHERE email_hash = $1",
        [keyOf(email)],
      );
      await last.post('/api/users/verify').send({ code: lastCode }).expect(200);
      await last
        .get('/api/session')
        .expect(200)
        .expect((r) => expect(r.body.verified).toBe(true));
    });
  });

  it('15 wrong codes at once through three spellings: exactly 10 are counted, the one that reaches 10 locks, one e-mail', async () => {
    const spellings = ['racing@example.com', 'racing+1@example.com', 'racing+2@example.com'];
    const agents = await Promise.all(spellings.map((email) => t.shopper(email)));
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push(await askForCode(agents[i], spellings[i]));
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => agents[i % 3].post('/api/users/verify').send({ code: wrongFor(codes[i % 3]) })),
    );
    const locked = answers.filter((r) => r.status === 429 && /locked/.test(r.body.message));
    expect(locked).toHaveLength(6);
    expect(answers.filter((r) => !locked.includes(r)).every((r) => r.status === 400 || r.status === 429)).toBe(true);
    const [row] = await engagement().query('SELECT failures, locked_until > now() AS locked FROM verification_failures WHERE email_hash = $1', [
      keyOf(spellings[0]),
    ]);
    expect(row).toEqual({ failures: 10, locked: true });
    const lockMails = spellings.flatMap((email) => mailsTo(email).map(mailText)).filter((raw) => /wrong verification codes were entered/.test(raw));
    expect(lockMails).toHaveLength(1);
  });

  describe('code e-mails, limited per e-mail', () => {
    it('3 in 10 minutes across sessions and spellings; the 4th answers 429 with the wait and a Retry-After, sends nothing and keeps the last code', async () => {
      const email = 'bombed@example.com';
      const sessions = [await t.shopper(email), await t.shopper('bombed+a@example.com'), await t.shopper(email)];
      await sessions[0].post('/api/users/verification-code').send({}).expect(202);
      await sessions[1].post('/api/users/verification-code').send({}).expect(202);
      const code = await askForCode(sessions[2], email);
      const mailsBefore = mailsTo(email).length + mailsTo('bombed+a@example.com').length;

      for (const agent of [sessions[2], sessions[1], await t.shopper('Bombed@Example.com')]) {
        const refused = await agent.post('/api/users/verification-code').send({}).expect(429);
        expect(refused.body).toEqual({
          statusCode: 429,
          error: 'Too Many Requests',
          message: expect.stringMatching(/^Too many codes requested for this e-mail\. Try again in (\d+ minutes|1 minute)\.$/),
          code: 'RATE_LIMITED',
        });
        expect(Number(refused.body.message.match(/in (\d+) minute/)![1])).toBeLessThanOrEqual(10);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(600);
      }
      expect(mailsTo(email).length + mailsTo('bombed+a@example.com').length).toBe(mailsBefore);
      // The code sent last still works.
      await sessions[2].post('/api/users/verify').send({ code }).expect(200);
    });

    it('6 requests at once from 6 sessions: exactly 3 codes are sent', async () => {
      const email = 'burst-codes@example.com';
      const agents = await Promise.all(Array.from({ length: 6 }, () => t.shopper(email)));
      const statuses = (await Promise.all(agents.map((agent) => agent.post('/api/users/verification-code').send({})))).map((r) => r.status);
      expect(statuses.filter((s) => s === 202)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      expect(mailsTo(email)).toHaveLength(3);
    });

    it("10 a day: once the day's are used, the wait is counted in hours", async () => {
      const email = 'daily@example.com';
      const agent = await t.shopper(email);
      await agent.post('/api/users/verification-code').send({}).expect(202);
      await engagement().query(
        "UPDATE verification_code_mails SET recent_ends_at = now() - interval '1 second', today = 10, today_ends_at = now() + interval '20 hours' WHERE email_hash = $1",
        [keyOf(email)],
      );
      const refused = await agent.post('/api/users/verification-code').send({}).expect(429);
      expect(refused.body.message).toBe('Too many codes requested for this e-mail. Try again in 20 hours.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(19 * 3600);
      expect(mailsTo(email)).toHaveLength(1);
    });
  });

  describe('the session token is replaced', () => {
    it('when the session is verified: the answer sets a new cookie and the old one opens nothing, at once', async () => {
      const email = 'rotated@example.com';
      const http = () => request(t.url);
      const oldCookie = cookieOf(await http().post('/api/users').send({ email }).expect(200));
      await http().get('/api/session').set('cookie', oldCookie).expect(200); // looked up, and remembered by the gateway
      await http().post('/api/users/verification-code').set('cookie', oldCookie).send({}).expect(202);
      const verified = await http()
        .post('/api/users/verify')
        .set('cookie', oldCookie)
        .send({ code: lastCodeMailedTo(t.config.mailDir, email) })
        .expect(200);
      const newCookie = cookieOf(verified);
      expect(newCookie).toMatch(/^shop_session=/);
      expect(newCookie).not.toBe(oldCookie);
      expect(String(verified.headers['set-cookie'])).toMatch(/HttpOnly/i);

      const stale = await http().get('/api/session').set('cookie', oldCookie).expect(401);
      expect(stale.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      await http().get(`/api/cart/${email}`).set('cookie', oldCookie).expect(401);
      await http()
        .get('/api/session')
        .set('cookie', newCookie)
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ email, verified: true }));
    });

    it('at every sign-in, even when the same e-mail keeps its live (verified) session: same session, new token, old one dead', async () => {
      const email = 'signs-in-again@example.com';
      const agent = await t.verifiedShopper(email);
      const [{ id: sessionId }] = await engagement().query('SELECT id FROM shopper_sessions WHERE email = $1 AND verified_at IS NOT NULL', [email]);
      const first = await agent.post('/api/users').send({ email }).expect(200);
      const before = cookieOf(first);
      await request(t.url).get('/api/session').set('cookie', before).expect(200);

      const again = await request(t.url).post('/api/users').set('cookie', before).send({ email }).expect(200);
      expect(again.body.verified).toBe(true);
      const after = cookieOf(again);
      expect(after).not.toBe(before);
      await request(t.url).get('/api/session').set('cookie', before).expect(401);
      await request(t.url)
        .get('/api/session')
        .set('cookie', after)
        .expect(200)
        .expect((r) => expect(r.body.verified).toBe(true));
      expect(await engagement().query('SELECT id FROM shopper_sessions WHERE email = $1 AND ended_at IS NULL', [email])).toEqual([{ id: sessionId }]);
    });
  });
});
