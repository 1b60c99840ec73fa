import { startTestShop, TestShop, TEST_ADMIN } from '../support/test-shop';

describe('identity and access (docs/rules.md §4)', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  it('signing in with an e-mail upserts the shopper and sets a 30-day httpOnly SameSite=Lax session cookie', async () => {
    const agent = t.client();
    const first = await agent
      .post('/api/users')
      .send({
        email: '  Painter@Example.COM ',
        deviceType: 'mobile',
        browserInfo: 'UA',
        screenResolution: '390x844',
        timezone: 'Europe/Paris',
        referralSource: 'direct',
        deviceId: 'dev-1',
        referralCode: 'FRIEND10',
      })
      .expect(200);
    expect(first.body).toEqual({ id: expect.any(String), email: 'painter@example.com', verified: false });
    const cookie = first.headers['set-cookie'][0];
    expect(cookie).toMatch(/^shop_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);

    // A known e-mail gets the very same answer (docs/rules.md §4: answers never reveal whether an e-mail is known).
    const again = await t.client().post('/api/users').send({ email: 'painter@example.com' }).expect(200);
    expect(again.body).toEqual(first.body);
    await agent
      .get('/api/session')
      .expect(200)
      .expect((res) => expect(res.body.email).toBe('painter@example.com'));
  });

  it('answers 400 naming the field for a bad, missing or 300-character e-mail, and for unknown fields', async () => {
    const c = t.client();
    const bad = await c.post('/api/users').send({ email: 'not-an-email' }).expect(400);
    expect(bad.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('email'), code: 'BAD_REQUEST' });
    await c
      .post('/api/users')
      .send({})
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('email'));
    const long = `${'a'.repeat(290)}@example.com`;
    await c
      .post('/api/users')
      .send({ email: long })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('email'));
    await c
      .post('/api/users')
      .send({ email: 'ok@example.com', isAdmin: true })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('isAdmin'));
    await c
      .post('/api/users')
      .send({ email: 'ok@example.com', deviceType: 42 })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('deviceType'));
    await c.get('/api/session').expect(401);
  });

  it('lets a shopper read only her own subscription status: 401 without a session, 403 for another e-mail', async () => {
    const ann = await t.shopper('ann@example.com');
    await ann.get('/api/users/ann@example.com/subscription-status').expect(200, { hasActiveSubscription: false });
    await ann.get('/api/users/ANN@example.com/subscription-status').expect(200);
    const other = await ann.get('/api/users/bob@example.com/subscription-status').expect(403);
    expect(other.body.message).toMatch(/own account/);
    await t.client().get('/api/users/ann@example.com/subscription-status').expect(401);
    await ann.get('/api/users/not-an-email/subscription-status').expect(403);
  });

  it('accepts x-user-email only when it equals the session e-mail', async () => {
    const ann = await t.shopper('ann2@example.com');
    await ann.get('/api/users/ann2@example.com/subscription-status').set('x-user-email', 'ann2@example.com').expect(200);
    await ann.get('/api/users/ann2@example.com/subscription-status').set('x-user-email', 'mallory@example.com').expect(403);
  });

  it('records activity only for the session e-mail', async () => {
    const ann = await t.shopper('ann3@example.com');
    const activity = {
      email: 'ann3@example.com',
      activityType: 'page_view',
      pagePath: '/products',
      timeSpent: 4,
      metadata: {},
      deviceUsed: 'mobile',
    };
    await ann.post('/api/users/activity').send(activity).expect(200);
    await ann
      .post('/api/users/activity')
      .send({ ...activity, email: 'bob@example.com' })
      .expect(403);
    await t.client().post('/api/users/activity').send(activity).expect(401);
    await ann
      .post('/api/users/activity')
      .send({ ...activity, activityType: 'hack' })
      .expect(400);
    await ann
      .post('/api/users/activity')
      .send({ ...activity, timeSpent: 'long' })
      .expect(400);
  });

  it('signs an admin in with a password, answers me, and signs out', async () => {
    const agent = t.client();
    const login = await agent.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    expect(login.body).toMatchObject({ email: TEST_ADMIN.email });
    expect(login.body).not.toHaveProperty('token');
    const cookie = login.headers['set-cookie'][0];
    expect(cookie).toMatch(/^shop_admin=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    await agent
      .get('/api/admin/me')
      .expect(200)
      .expect((r) => expect(r.body.email).toBe(TEST_ADMIN.email));
    await agent.post('/api/admin/logout').expect(200);
    await agent.get('/api/admin/me').expect(401);
  });

  it('refuses a wrong password or unknown admin with the same 401', async () => {
    const wrong = await t
      .client()
      .post('/api/admin/login')
      .send({ ...TEST_ADMIN, password: 'nope' })
      .expect(401);
    const unknown = await t.client().post('/api/admin/login').send({ email: 'nobody@example.com', password: 'nope' }).expect(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    await t.client().post('/api/admin/login').send({ email: TEST_ADMIN.email }).expect(400);
  });

  it('answers admin routes 401 without a session and 403 to a shopper, and lets admins name any shopper', async () => {
    await t.client().get('/api/admin/audit-log').expect(401);
    await t.client().get('/api/users').expect(401);
    const shopper = await t.shopper('curious@example.com');
    await shopper.get('/api/admin/audit-log').expect(403);
    await shopper.get('/api/users').expect(403);
    const admin = await t.admin();
    await admin.get('/api/users/anyone@example.com/subscription-status').expect(200);
  });

  it('rate-limits shopper sign-in per e-mail with a 429, leaving other e-mails free', async () => {
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await c.post('/api/users').send({ email: 'hammer@example.com' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    await c.post('/api/users').send({ email: 'calm@example.com' }).expect(200);
  });

  it('rate-limits admin sign-in with a 429 and a clear message', async () => {
    const c = t.client();
    const attempts = [];
    for (let i = 0; i < 12; i++) attempts.push(await c.post('/api/admin/login').send({ email: 'brute@example.com', password: `guess${i}` }));
    const limited = attempts.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0].body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringContaining('Too many'),
      code: 'RATE_LIMITED',
    });
  }, 30_000); // ten attempts each check an argon2id hash

  it('does not let a forged X-Forwarded-For escape the sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t
        .client()
        .post('/api/admin/login')
        .set('x-forwarded-for', `10.0.0.${i}`)
        .send({ email: 'forger@example.com', password: `guess${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  }, 30_000);
});
