import { startTestShop, TestShop } from '../support/test-shop';

const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0];

describe('server-side shopper sessions (docs/rules.md §4)', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  const engagement = () => t.db('engagement');

  it('keeps only a hash of the cookie token, and the cookie holds no e-mail', async () => {
    const res = await t.client().post('/api/users').send({ email: 'hash-only@example.com' }).expect(200);
    const cookie = cookieOf(res);
    expect(decodeURIComponent(cookie)).not.toContain('hash-only');
    const token = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
    const rows = await engagement().query('SELECT token_hash FROM shopper_sessions WHERE email = $1', ['hash-only@example.com']);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('signing out ends the session on the server: the same cookie sent again answers 401', async () => {
    const signIn = await t.client().post('/api/users').send({ email: 'leaving@example.com' }).expect(200);
    const cookie = cookieOf(signIn);
    await t.client().get('/api/session').set('cookie', cookie).expect(200);
    await t.client().post('/api/users/logout').set('cookie', cookie).expect(200);

    await t.client().get('/api/session').set('cookie', cookie).expect(401);
    await t.client().get('/api/cart/leaving@example.com').set('cookie', cookie).expect(401);
    await t.client().post('/api/cart/save').set('cookie', cookie).send({ userEmail: 'leaving@example.com', cartItems: [] }).expect(401);
  });

  it("signing in as someone else ends the browser's previous session", async () => {
    const agent = t.client();
    const first = await agent.post('/api/users').send({ email: 'first@example.com' }).expect(200);
    await agent.post('/api/users').send({ email: 'second@example.com' }).expect(200);
    await t.client().get('/api/session').set('cookie', cookieOf(first)).expect(401);
    await agent
      .get('/api/session')
      .expect(200)
      .expect((r) => expect(r.body.email).toBe('second@example.com'));
  });

  it('signing in again with the same e-mail keeps the session and its verification', async () => {
    const agent = await t.verifiedShopper('returning@example.com');
    await agent
      .post('/api/users')
      .send({ email: 'Returning@Example.com' })
      .expect(200)
      .expect((r) => expect(r.body.verified).toBe(true));
    await agent
      .get('/api/session')
      .expect(200)
      .expect((r) => expect(r.body.verified).toBe(true));
  });

  it('verifies only the session the code was entered in; another browser with the same e-mail starts unverified', async () => {
    const owner = await t.verifiedShopper('two-browsers@example.com');
    const stranger = await t.shopper('two-browsers@example.com');
    await stranger
      .get('/api/session')
      .expect(200)
      .expect((r) => expect(r.body.verified).toBe(false));
    await owner
      .get('/api/session')
      .expect(200)
      .expect((r) => expect(r.body.verified).toBe(true));
  });

  it('an expired session is no session', async () => {
    const agent = await t.shopper('expired@example.com');
    await engagement().query("UPDATE shopper_sessions SET expires_at = now() - interval '1 second' WHERE email = 'expired@example.com'");
    // Not looked up since signing in, so the gateway has nothing cached to trust.
    await agent.get('/api/session').expect(401);
  });

  it('a made-up or tampered cookie answers 401 on shopper routes', async () => {
    await t.client().get('/api/session').set('cookie', 'shop_session=made-up-token.invalidsignature').expect(401);
    await t.client().get('/api/cart/anyone@example.com').set('cookie', 'shop_session=made-up-token.invalidsignature').expect(401);
  });

  it('sets Secure on the cookie when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await startTestShop({ TRUST_PROXY: 'true' });
    try {
      const overHttps = await proxied.client().post('/api/users').set('x-forwarded-proto', 'https').send({ email: 'tls@example.com' }).expect(200);
      expect(String(overHttps.headers['set-cookie'])).toMatch(/;\s*Secure/i);
      const plain = await proxied.client().post('/api/users').send({ email: 'tls@example.com' }).expect(200);
      expect(String(plain.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('without a trusted proxy, X-Forwarded-Proto does not make the cookie Secure (the shop cannot know)', async () => {
    const res = await t.client().post('/api/users').set('x-forwarded-proto', 'https').send({ email: 'no-proxy@example.com' }).expect(200);
    expect(String(res.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });
});
