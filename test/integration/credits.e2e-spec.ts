import { randomUUID } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { CreditEvents, CreditPatterns, OrderEvents } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Credits: earning, the ledger, an admin's grant and the spend saga (docs/rules.md §8; docs/product/engagement.md "Your Credits"). */
describe('credits (docs/rules.md §8)', () => {
  let t: TestShop;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const commerce = () => t.db('commerce');
  const engagement = () => t.db('engagement');

  const balanceOf = async (email: string): Promise<number> =>
    (await commerce().query('SELECT credits FROM credit_balances WHERE email = $1', [email]))[0]?.credits ?? 0;
  const ledgerRows = async (email: string): Promise<number> =>
    (await commerce().query('SELECT count(*)::int AS n FROM credit_transactions WHERE email = $1', [email]))[0].n;
  const creditTickets = async (giveawayId: string): Promise<number> =>
    (await engagement().query(`SELECT count(*)::int AS n FROM giveaway_tickets WHERE giveaway_id = $1 AND source = 'credit'`, [giveawayId]))[0].n;
  const giveaway = async (fields: object = {}) =>
    (
      await admin
        .post('/api/giveaways')
        .send({
          title: `Credits Giveaway ${randomUUID().slice(0, 8)}`,
          question: 'Your favourite pigment?',
          startDate: at(-HOUR),
          endDate: at(24 * HOUR),
          ...fields,
        })
        .expect(201)
    ).body as { id: string; title: string };
  const grant = (email: string, credits: number) => admin.post('/api/admin/credits/add').send({ userEmail: email, credits }).expect(201);
  /** Credits buy tickets only in a giveaway she has entered with an answer (docs/rules.md §8). */
  const enter = (shopper: TestAgent, email: string, giveawayId: string) =>
    shopper.post(`/api/giveaways/${giveawayId}/enter`).send({ userEmail: email, answer: 'Quinacridone gold' }).expect(201);

  /** order.paid as commerce stored it, published again: by its own id, and under fresh ids (a redelivery). */
  async function replayOrderPaid(orderId: string, times: number) {
    const [row] = await commerce().query(`SELECT id, name, payload, occurred_at FROM outbox WHERE name = $1 AND payload->>'orderId' = $2`, [
      OrderEvents.paid,
      orderId,
    ]);
    for (let i = 0; i < times; i++) {
      await t.shop.bus.publishEvent({
        id: i === 0 ? row.id : randomUUID(),
        name: row.name,
        occurredAt: new Date(row.occurred_at).toISOString(),
        source: 'commerce',
        payload: row.payload,
      });
    }
  }

  it('a paid checkout earns its documented credits, once however often order.paid arrives', async () => {
    const product = async (name: string, category: string, price: string) => {
      let req = admin.post('/api/products');
      for (const [k, v] of Object.entries({ name, category, price })) req = req.field(k, v);
      return (await req.expect(201)).body as { id: string };
    };
    const color = await product('Earning Cobalt Half Pan', 'Individual Colors', '6.50');
    const set = await product('Earning 12 Color Set', 'Watercolor Sets', '40');
    const extender = await product('Earning Extender Pack', 'Extenders', '9');
    const email = 'earner@example.com';
    const shopper = await t.verifiedShopper(email);
    await shopper
      .post('/api/cart/save')
      .send({
        userEmail: email,
        cartItems: [
          { id: `${color.id}-half`, quantity: 3 },
          { id: `${set.id}-half`, quantity: 1 },
          { id: `${extender.id}-half`, quantity: 2 },
        ],
      })
      .expect(200);
    const checkout = (await shopper.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201)).body;
    expect(await balanceOf(email)).toBe(0);
    const paid = (await admin.post(`/api/admin/orders/${checkout.orderId}/mark-paid`).send({}).expect(200)).body;
    // 3 colours × 1 + one 12-colour set × 12 + 2 extender packs × 6 = 27.
    const expected = 3 + 12 + 12;
    const read = async () => (await shopper.get(`/api/credits/${email}`).expect(200)).body;
    expect(await eventually(read, (b) => b.credits === expected)).toEqual({ email, credits: expected });

    await replayOrderPaid(checkout.orderId, 5);
    expect((await read()).credits).toBe(expected);
    const history = (await shopper.get(`/api/credits/${email}/transactions`).expect(200)).body;
    expect(history).toEqual([
      expect.objectContaining({
        transactionType: 'earned',
        type: 'earned',
        amount: expected,
        source: 'order',
        orderAmount: paid.total,
        sourceDetails: `Order #${paid.orderNumber}`,
        description: `Order #${paid.orderNumber}`,
      }),
    ]);
    expect((await shopper.get(`/api/credit-transactions?userEmail=${email}`).expect(200)).body).toEqual(history);
    const stats = (await shopper.get(`/api/user-stats?userEmail=${email}`).expect(200)).body;
    expect(stats).toEqual({ totalCredits: expected, totalPurchases: paid.total, giveawayEntries: 0 });
  });

  it('earns from the credits each stored line carries, a subscription line by its months; 5 deliveries earn once', async () => {
    const email = 'stored-lines@example.com';
    const orderId = randomUUID();
    const payload = {
      orderId,
      orderNumber: 9001,
      email,
      source: 'checkout',
      totalCents: 12_345,
      subtotalCents: 12_000,
      items: [
        {
          id: 'a-half',
          name: 'Stored Colour',
          type: 'product',
          duration: null,
          quantity: 4,
          price: 6.5,
          originalPrice: 6.5,
          image: null,
          credits: 4,
        },
        { id: 'b-half', name: 'Stored 24 Set', type: 'product', duration: null, quantity: 1, price: 80, originalPrice: 80, image: null, credits: 24 },
        { id: 'sub-3', name: 'Paint Club (3 months)', type: 'subscription', duration: 3, quantity: 1, price: 75, originalPrice: 75, image: null },
        { id: 'brush-half', name: 'A brush', type: 'product', duration: null, quantity: 2, price: 9, originalPrice: 9, image: null, credits: 0 },
      ],
    };
    const eventId = randomUUID();
    for (const id of [eventId, eventId, randomUUID(), randomUUID(), randomUUID()]) {
      await t.shop.bus.publishEvent({ id, name: OrderEvents.paid, occurredAt: new Date().toISOString(), source: 'commerce', payload });
    }
    expect(await balanceOf(email)).toBe(4 + 24 + 30);
    expect(await ledgerRows(email)).toBe(1);
    const [row] = await commerce().query('SELECT amount, order_amount_cents FROM credit_transactions WHERE email = $1', [email]);
    expect(row).toEqual({ amount: 58, order_amount_cents: 12_345 });
    // An order that earns nothing leaves no row.
    await t.shop.bus.publishEvent({
      id: randomUUID(),
      name: OrderEvents.paid,
      occurredAt: new Date().toISOString(),
      source: 'commerce',
      payload: { ...payload, orderId: randomUUID(), email: 'nothing@example.com', items: [payload.items[3]] },
    });
    expect(await ledgerRows('nothing@example.com')).toBe(0);
  });

  it('an admin adds credits (audited); a shopper may not; bad amounts are refused naming credits', async () => {
    const email = 'granted@example.com';
    const first = await admin
      .post('/api/admin/credits/add')
      .send({ userEmail: ' Granted@Example.com ', credits: 5, reason: 'Workshop prize' })
      .expect(201);
    expect(first.body).toEqual({ message: 'Added 5 credits to granted@example.com', balance: 5 });
    expect((await grant(email, 2)).body.balance).toBe(7);
    const log = await admin.get('/api/admin/audit-log?action=/api/admin/credits/add&limit=2').expect(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/admin/credits/add', statusCode: 201 }),
      expect.objectContaining({ method: 'POST', path: '/api/admin/credits/add', statusCode: 201 }),
    ]);
    const shopper = await t.verifiedShopper(email);
    await shopper.post('/api/admin/credits/add').send({ userEmail: email, credits: 100 }).expect(403);
    await t.client().post('/api/admin/credits/add').send({ userEmail: email, credits: 100 }).expect(401);
    for (const credits of [0, -1, 1.5, 'x', 10_001, null]) {
      const res = await admin.post('/api/admin/credits/add').send({ userEmail: email, credits }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toContain('credits');
    }
    await admin.post('/api/admin/credits/add').send({ userEmail: 'not-an-email', credits: 1 }).expect(400);
    expect(await balanceOf(email)).toBe(7);
    const history = (await shopper.get(`/api/credits/${email}/transactions`).expect(200)).body;
    expect(history.map((r: { source: string; amount: number; description: string }) => [r.source, r.amount, r.description])).toEqual([
      ['admin', 2, 'Added by admin'],
      ['admin', 5, 'Added by admin: Workshop prize'],
    ]);
  });

  it('spending credits adds that many credit tickets: counted in the tickets, never listed with the entries', async () => {
    const email = 'spender@example.com';
    const g = await giveaway();
    await grant(email, 5);
    const shopper = await t.verifiedShopper(email);
    await enter(shopper, email, g.id);
    const res = await shopper.post('/api/credits/spend').send({ userEmail: email, credits: 3, giveawayId: g.id }).expect(201);
    expect(res.body).toMatchObject({ message: 'Successfully spent 3 credits on 3 giveaway entries', credits: 3, balance: 2 });
    expect(res.body.spendId).toEqual(expect.any(String));
    const tickets = await eventually(
      async () => (await admin.get(`/api/giveaways/${g.id}/tickets`).expect(200)).body,
      (b) => b[0]?.tickets === 4,
    );
    expect(tickets).toEqual([{ userEmail: email, tickets: 4 }]); // the answer and 3 credits
    expect(await creditTickets(g.id)).toBe(3);
    const entries = (await t.client().get(`/api/giveaways/${g.id}/entries`).expect(200)).body;
    expect(entries).toHaveLength(1);
    expect((await shopper.get(`/api/credits/${email}`).expect(200)).body.credits).toBe(2);
    const [spent] = (await shopper.get(`/api/credit-transactions?userEmail=${email}`).expect(200)).body;
    expect(spent).toMatchObject({
      transactionType: 'spent',
      type: 'spent',
      amount: -3,
      source: 'giveaway',
      orderAmount: null,
      description: `3 giveaway entries in ${g.title}`,
    });
    expect((await shopper.get(`/api/user-stats?userEmail=${email}`).expect(200)).body).toEqual({
      totalCredits: 2,
      totalPurchases: 0,
      giveawayEntries: 1,
    });

    // Deleting her entry takes back the answer and its ticket only: the tickets she paid for stay in the draw (docs/rules.md §9).
    await shopper.delete(`/api/giveaways/${g.id}/entries/user/${email}`).expect(200);
    expect((await t.client().get(`/api/giveaways/${g.id}/entries`).expect(200)).body).toEqual([]);
    expect((await admin.get(`/api/giveaways/${g.id}/tickets`).expect(200)).body).toEqual([{ userEmail: email, tickets: 3 }]);
  });

  it('50 concurrent spends of 1 against a balance of 10: exactly 10 succeed, the balance ends at 0, 10 credit tickets', async () => {
    const email = 'racer@example.com';
    const g = await giveaway();
    await grant(email, 10);
    const shopper = await t.verifiedShopper(email);
    await enter(shopper, email, g.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => shopper.post('/api/credits/spend').send({ userEmail: email, credits: 1, giveawayId: g.id })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('Insufficient Credits: You only have 0 credits available.');
    }
    expect(await balanceOf(email)).toBe(0);
    expect(
      await eventually(
        () => creditTickets(g.id),
        (n) => n >= 10,
      ),
    ).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await creditTickets(g.id)).toBe(10);
    const [sum] = await commerce().query(`SELECT sum(amount)::int AS total, count(*)::int AS n FROM credit_transactions WHERE email = $1`, [email]);
    expect(sum).toEqual({ total: 0, n: 11 });
  });

  it('refuses a bad spend with a clear 4xx and changes nothing', async () => {
    const email = 'careful@example.com';
    const open = await giveaway();
    const ended = await giveaway({ startDate: at(-2 * HOUR), endDate: at(-HOUR) });
    const inactive = await giveaway({ isActive: false });
    await grant(email, 4);
    const shopper = await t.verifiedShopper(email);
    await enter(shopper, email, open.id);
    const before = { balance: await balanceOf(email), rows: await ledgerRows(email), tickets: await creditTickets(open.id) };
    const spend = (agent: TestAgent, body: object) => agent.post('/api/credits/spend').send({ userEmail: email, giveawayId: open.id, ...body });

    for (const credits of [0, -1, 1.5, 'x', '2', 10_001]) {
      const res = await spend(shopper, { credits }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'credits must be a whole number from 1 to 10000',
        code: 'BAD_REQUEST',
      });
    }
    await spend(shopper, {}).expect(400);
    expect((await spend(shopper, { credits: 1, giveawayId: 'nope' }).expect(400)).body.message).toContain('giveawayId');
    const over = await spend(shopper, { credits: 5 }).expect(422);
    expect(over.body).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Insufficient Credits: You only have 4 credits available.',
      code: 'NOT_ENOUGH_CREDITS',
    });
    expect((await spend(shopper, { credits: 1, giveawayId: ended.id }).expect(409)).body.message).toBe('This giveaway has ended');
    expect((await spend(shopper, { credits: 1, giveawayId: inactive.id }).expect(409)).body.message).toBe('This giveaway is not active');
    expect((await spend(shopper, { credits: 1, giveawayId: randomUUID() }).expect(404)).body.message).toBe('No giveaway with that id');

    const unverified = await t.shopper(email);
    const notVerified = await spend(unverified, { credits: 1 }).expect(403);
    expect(notVerified.body.message).toBe('Please verify your e-mail with the code we send you first');
    await unverified.get(`/api/credits/${email}`).expect(403);
    await unverified.get(`/api/user-stats?userEmail=${email}`).expect(403);
    const someoneElse = await t.verifiedShopper('someone-else@example.com');
    expect((await spend(someoneElse, { credits: 1 }).expect(403)).body.message).toBe('You can only access your own account');
    await someoneElse.get(`/api/credits/${email}/transactions`).expect(403);
    await someoneElse.get(`/api/credit-transactions?userEmail=${email}`).expect(403);
    expect((await spend(t.client(), { credits: 1 }).expect(401)).body.statusCode).toBe(401);
    // An admin reads anyone's credits but never spends them for her.
    expect((await spend(admin, { credits: 1 }).expect(403)).body.message).toBe('Only the shopper herself can spend her credits');
    await t.client().get(`/api/credits/${email}`).expect(401);
    await shopper.get('/api/credit-transactions').expect(400);
    await admin.get('/api/user-stats?userEmail=nope').expect(400);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ balance: await balanceOf(email), rows: await ledgerRows(email), tickets: await creditTickets(open.id) }).toEqual(before);
    // An admin reads anyone's balance.
    expect((await admin.get(`/api/credits/${email}`).expect(200)).body).toEqual({ email, credits: 4 });
  });

  it('spending credits on a giveaway she has not entered answers 409 "Enter this giveaway before spending credits on it" and changes nothing', async () => {
    const email = 'not-entered@example.com';
    const g = await giveaway();
    await grant(email, 3);
    const shopper = await t.verifiedShopper(email);
    const spend = () => shopper.post('/api/credits/spend').send({ userEmail: email, credits: 1, giveawayId: g.id });
    const before = { balance: await balanceOf(email), rows: await ledgerRows(email) };

    const refused = await spend().expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Enter this giveaway before spending credits on it',
      code: 'ENTRY_REQUIRED',
    });
    // Another shopper's entry in the same giveaway is not hers.
    const other = 'entered-other@example.com';
    await enter(await t.verifiedShopper(other), other, g.id);
    await spend().expect(409);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ balance: await balanceOf(email), rows: await ledgerRows(email) }).toEqual(before);
    expect(await creditTickets(g.id)).toBe(0);

    // Entered, she spends; with her entry deleted, she must enter again first (the tickets she bought stay hers).
    await enter(shopper, email, g.id);
    await spend().expect(201);
    expect(
      await eventually(
        () => creditTickets(g.id),
        (n) => n === 1,
      ),
    ).toBe(1);
    await shopper.delete(`/api/giveaways/${g.id}/entries/user/${email}`).expect(200);
    expect((await spend().expect(409)).body.message).toBe('Enter this giveaway before spending credits on it');
    expect(await balanceOf(email)).toBe(2);
    expect(await creditTickets(g.id)).toBe(1);
  });

  it('gives the credits back, once, when her entry was deleted between the check and the tickets', async () => {
    const email = 'entry-gone@example.com';
    const g = await giveaway();
    await grant(email, 5);
    // Commerce debits (the gateway's check passed, then her entry went): engagement finds no entry and refuses.
    const spent = await t.shop.bus.request<{ spendId: string; balance: number }>(CreditPatterns.spend, { email, credits: 2, giveawayId: g.id });
    expect(spent.balance).toBe(3);
    expect(
      await eventually(
        () => balanceOf(email),
        (n) => n === 5,
      ),
    ).toBe(5);
    expect(await creditTickets(g.id)).toBe(0);
    const refund = await commerce().query(`SELECT amount, details FROM credit_transactions WHERE source = 'refund' AND source_id = $1`, [
      spent.spendId,
    ]);
    expect(refund).toEqual([{ amount: 2, details: 'Refund: Enter this giveaway before spending credits on it' }]);
  });

  it('limits spends to 60 a minute per session (429), the 61st refused before it reaches the ledger', async () => {
    const email = 'hasty@example.com';
    const g = await giveaway();
    const shopper = await t.verifiedShopper(email);
    await enter(shopper, email, g.id);
    const spend = () => shopper.post('/api/credits/spend').send({ userEmail: email, credits: 1, giveawayId: g.id });
    for (let i = 0; i < 60; i++) await spend().expect(422); // no credits: refused by the ledger, counted by the limit
    await grant(email, 1);
    const limited = await spend().expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many credit spends. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
    expect(await balanceOf(email)).toBe(1);
  });

  it('gives the credits back, once, when the giveaway closed between the check and the tickets', async () => {
    const email = 'refunded@example.com';
    const g = await giveaway();
    await grant(email, 6);
    // The giveaway ends after the gateway's check: commerce debits, engagement finds it closed and refuses.
    await engagement().query(`UPDATE giveaways SET end_date = now() - interval '1 second', start_date = now() - interval '1 hour' WHERE id = $1`, [
      g.id,
    ]);
    const spent = await t.shop.bus.request<{ spendId: string; balance: number }>(CreditPatterns.spend, { email, credits: 4, giveawayId: g.id });
    expect(spent.balance).toBe(2);
    expect(
      await eventually(
        () => balanceOf(email),
        (n) => n === 6,
      ),
    ).toBe(6);
    expect(await creditTickets(g.id)).toBe(0);
    const refund = await commerce().query(`SELECT amount, kind, details FROM credit_transactions WHERE source = 'refund' AND source_id = $1`, [
      spent.spendId,
    ]);
    expect(refund).toEqual([{ amount: 4, kind: 'earned', details: 'Refund: This giveaway has ended' }]);

    // Every message of the saga again, by its own id and under new ones: nothing doubles.
    for (const [service, name] of [
      ['commerce', CreditEvents.spent],
      ['engagement', CreditEvents.spendRefused],
    ] as const) {
      const [row] = await t.db(service).query(`SELECT id, payload FROM outbox WHERE name = $1 AND payload->>'spendId' = $2`, [name, spent.spendId]);
      for (const id of [row.id, randomUUID(), randomUUID()]) {
        await t.shop.bus.publishEvent({ id, name, occurredAt: new Date().toISOString(), source: service, payload: row.payload });
      }
    }
    // Reopened later, the giveaway still gets no tickets for a spend it refused (and commerce refunded).
    await engagement().query(`UPDATE giveaways SET end_date = now() + interval '1 day' WHERE id = $1`, [g.id]);
    const [spentRow] = await commerce().query(`SELECT payload FROM outbox WHERE name = $1 AND payload->>'spendId' = $2`, [
      CreditEvents.spent,
      spent.spendId,
    ]);
    await t.shop.bus.publishEvent({
      id: randomUUID(),
      name: CreditEvents.spent,
      occurredAt: new Date().toISOString(),
      source: 'commerce',
      payload: spentRow.payload,
    });
    expect(await balanceOf(email)).toBe(6);
    expect(await creditTickets(g.id)).toBe(0);
    expect(await ledgerRows(email)).toBe(3); // the grant, the spend, one refund
    const refusals = await engagement().query(`SELECT count(*)::int AS n FROM outbox WHERE name = $1 AND payload->>'spendId' = $2`, [
      CreditEvents.spendRefused,
      spent.spendId,
    ]);
    expect(refusals[0].n).toBe(1);
  });
});
