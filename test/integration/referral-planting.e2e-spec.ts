import TestAgent from 'supertest/lib/agent';
import { lastCodeMailedTo, startTestShop, TestShop } from '../support/test-shop';
import { until } from '../support/until';

jest.setTimeout(60_000);

/**
 * A referral touch belongs to the session that made it (docs/rules.md §4, §8): signing in unverified with a shopper's
 * e-mail and one's own code plants nothing on her account, and one's own link under another spelling of one's e-mail
 * is still one's own.
 */
describe('referral attribution cannot be planted', () => {
  let t: TestShop;
  let admin: TestAgent;
  let brushId: string;

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    const brush = await admin.post('/api/products').field('name', 'Planting Mop Brush').field('category', 'Brushes').field('price', '29').expect(201);
    brushId = brush.body.id;
  });
  afterAll(() => t.close());

  const engagement = () => t.db('engagement');
  const count = async (sql: string, params: unknown[] = []) =>
    (await engagement().query(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n as number;

  async function newLink(email: string): Promise<{ id: string; code: string }> {
    const owner = await t.verifiedShopper(email);
    return (await owner.post('/api/referrals/create').send({ userEmail: email, name: 'My link' }).expect(201)).body;
  }

  /** A browser of its own signing in with the e-mail (and code) typed: an unverified session. */
  async function signIn(email: string, referralCode?: string): Promise<TestAgent> {
    const agent = t.client();
    await agent
      .post('/api/users')
      .send({ email, ...(referralCode ? { referralCode } : {}) })
      .expect(200);
    return agent;
  }

  async function checkout(agent: TestAgent, email: string): Promise<string> {
    await agent
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${brushId}-half`, quantity: 1 }] })
      .expect(200);
    return (await agent.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201)).body.orderId;
  }

  /** Paid by the shop, and heard by engagement's attribution. */
  async function pay(orderId: string): Promise<void> {
    await admin.post(`/api/admin/orders/${orderId}/mark-paid`).send({}).expect(200);
    const [event] = await t.db('commerce').query("SELECT id FROM outbox WHERE name = 'order.paid' AND payload->>'orderId' = $1", [orderId]);
    await until(
      async () => (await count("processed_events WHERE event_id = $1 AND consumer = 'engagement:referral-attribution'", [event.id])) > 0,
      `engagement to attribute ${orderId}`,
    );
  }

  const transactionOf = async (orderId: string) =>
    (await engagement().query('SELECT referrer_email, link_id FROM referral_transactions WHERE order_id = $1', [orderId]))[0];
  /** The referral code the back office's Users list shows for her. */
  const listedCode = async (email: string) =>
    ((await admin.get(`/api/users?search=${encodeURIComponent(email)}`).expect(200)).body as { email: string; referralCode: string | null }[]).find(
      (u) => u.email === email,
    );

  it("an unverified sign-in with her e-mail and the attacker's code earns nothing on the order she pays from her verified session, and changes none of her referral data", async () => {
    const attacker = 'planter@example.com';
    const victim = 'planted-on@example.com';
    const link = await newLink(attacker);
    const her = await t.verifiedShopper(victim);
    const dashboardBefore = (await her.get('/api/referrals/dashboard').expect(200)).body;
    const listedBefore = (await until(() => listedCode(victim), "the back office's copy of her account")).referralCode;
    const [accountBefore] = await engagement().query('SELECT referral_code, referral_code_at FROM users WHERE email = $1', [victim]);

    const planted = await signIn(victim, link.code);
    // The planting session is refused her referral data, in the error shape, and reading it changes nothing.
    const refused = await planted.get('/api/referrals/dashboard').expect(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: expect.stringMatching(/verify/i), code: 'NOT_VERIFIED' });

    const orderId = await checkout(her, victim);
    await pay(orderId);
    expect(await transactionOf(orderId)).toBeUndefined();
    const attackerView = await admin.get(`/api/referrals/dashboard?userEmail=${attacker}`).expect(200);
    expect(attackerView.body.userStats).toEqual({ totalReferrals: 0, totalReferralSales: 0 });
    expect(attackerView.body.tierSystem.totalStoreCredits).toBe(0);

    expect((await her.get('/api/referrals/dashboard').expect(200)).body).toEqual(dashboardBefore);
    expect((await listedCode(victim))?.referralCode).toBe(listedBefore);
    expect((await engagement().query('SELECT referral_code, referral_code_at FROM users WHERE email = $1', [victim]))[0]).toEqual(accountBefore);
    // The touch is the planting session's only.
    expect(await count('referral_touches WHERE email = $1 AND of_account', [victim])).toBe(0);
  });

  it('a click in an unverified session with her e-mail plants nothing either', async () => {
    const link = await newLink('click-planter@example.com');
    const victim = 'click-planted@example.com';
    const her = await t.verifiedShopper(victim);
    const planted = await signIn(victim);
    expect((await planted.post('/api/referrals/click').send({ code: link.code }).expect(200)).body.touched).toBe(true);
    const orderId = await checkout(her, victim);
    await pay(orderId);
    expect(await transactionOf(orderId)).toBeUndefined();
  });

  it('a shopper who arrives with a code and checks out in that session is attributed to it', async () => {
    const link = await newLink('honest-referrer@example.com');
    const buyer = await signIn('honest-buyer@example.com', link.code);
    const orderId = await checkout(buyer, 'honest-buyer@example.com');
    await pay(orderId);
    expect(await transactionOf(orderId)).toEqual({ referrer_email: 'honest-referrer@example.com', link_id: link.id });
  });

  it("once the session that arrived with the code is verified, its touch is the account's: her next verified session's order is attributed", async () => {
    const link = await newLink('promoted-referrer@example.com');
    const email = 'promoted-buyer@example.com';
    const arrived = await signIn(email, link.code);
    expect((await engagement().query('SELECT referral_code FROM users WHERE email = $1', [email]))[0].referral_code).toBeNull();
    await arrived.post('/api/users/verification-code').send({}).expect(202);
    await arrived
      .post('/api/users/verify')
      .send({ code: lastCodeMailedTo(t.config.mailDir, email) })
      .expect(200);
    expect((await engagement().query('SELECT referral_code FROM users WHERE email = $1', [email]))[0].referral_code).toBe(link.code);

    const laterBrowser = await t.verifiedShopper(email);
    const orderId = await checkout(laterBrowser, email);
    await pay(orderId);
    expect(await transactionOf(orderId)).toEqual({ referrer_email: 'promoted-referrer@example.com', link_id: link.id });
  });

  it('a link of alice+x@ is self-referral for alice@ (canonical e-mails): no touch, no commission', async () => {
    const link = await newLink('alice+x@example.com');
    const buyer = await signIn('alice@example.com', link.code);
    expect(await count('referral_touches WHERE email = $1', ['alice@example.com'])).toBe(0);
    expect((await buyer.post('/api/referrals/click').send({ code: link.code }).expect(200)).body.touched).toBe(false);
    const orderId = await checkout(buyer, 'alice@example.com');
    await pay(orderId);
    expect(await transactionOf(orderId)).toBeUndefined();

    // Gmail's dots too; and a touch that predates the rule is passed over at attribution for the next referrer.
    const gmailLink = await newLink('a.lice.painter@gmail.com');
    const friend = await newLink('alice-friend@example.com');
    const gmailBuyer = await t.verifiedShopper('alicepainter@gmail.com');
    await gmailBuyer.post('/api/referrals/click').send({ code: friend.code }).expect(200);
    await engagement().query(`INSERT INTO referral_touches (email, link_id, code, session_id, of_account) VALUES ($1, $2, $3, NULL, true)`, [
      'alicepainter@gmail.com',
      gmailLink.id,
      gmailLink.code,
    ]);
    const second = await checkout(gmailBuyer, 'alicepainter@gmail.com');
    await pay(second);
    expect(await transactionOf(second)).toEqual({ referrer_email: 'alice-friend@example.com', link_id: friend.id });
  });
});
