import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';

/** docs/rules.md §6: where an order ships, taxed from its state, remembered for a verified session's next checkout. */
describe('the shipping address at checkout', () => {
  let t: TestShop;
  let admin: TestAgent;
  let brushLine: { id: string; quantity: number };

  const ADA = { firstName: 'Ada', lastName: 'Lovelace', street: '12 Orchard Lane', city: 'San Jose', state: 'CA', zipCode: '95112' };
  const commerce = () => t.db('commerce');
  const ordersOf = async (email: string): Promise<number> =>
    (await commerce().query('SELECT count(*)::int AS n FROM orders WHERE customer_email = $1', [email]))[0].n;

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    const brush = (
      await admin
        .post('/api/products')
        .field('name', 'Address Test Rigger')
        .field('category', 'Brushes')
        .field('price', '20')
        .field('shipping', '5')
        .expect(201)
    ).body as { id: string };
    brushLine = { id: `${brush.id}-half`, quantity: 1 };
  });
  afterAll(() => t.close());

  it('stores the address on the order (country US), shown to her under My orders and to the admin; orders.city/state come from it', async () => {
    const ann = await t.verifiedShopper('ann.address@example.com');
    const { body } = await ann
      .post('/api/checkout')
      .send({ items: [brushLine], shippingAddress: { ...ADA, firstName: '  Ada ', state: 'ca', country: 'United States' } })
      .expect(201);
    const stored = { ...ADA, country: 'US' };
    const mine = (await ann.get(`/api/orders/mine/${body.orderId}`).expect(200)).body;
    expect(mine).toMatchObject({ shippingAddress: stored, city: 'San Jose', state: 'CA' });
    const seen = (await admin.get(`/api/admin/orders/${body.orderId}`).expect(200)).body;
    expect(seen).toMatchObject({ shippingAddress: stored, city: 'San Jose', state: 'CA' });
  });

  it("taxes the address's state: the order's tax is the quote's for that state, not another's", async () => {
    const quote = (state: string) =>
      t
        .client()
        .post('/api/cart/quote')
        .send({ items: [brushLine], city: 'Anywhere', state })
        .expect(200);
    const [ny, tx] = [(await quote('NY')).body, (await quote('TX')).body];
    // (20.00 + 5.00) × 8 % = 2.00 in New York; × 6.25 % = 1.5625 → 1.56 in Texas.
    expect([ny.tax, tx.tax]).toEqual([2, 1.56]);
    const bea = await t.verifiedShopper('bea.address@example.com');
    const { body } = await bea
      .post('/api/checkout')
      .send({ items: [brushLine], shippingAddress: { ...ADA, city: 'Albany', state: 'NY', zipCode: '12207-1234' } })
      .expect(201);
    const order = (await admin.get(`/api/admin/orders/${body.orderId}`).expect(200)).body;
    expect(order).toMatchObject({ tax: 2, total: ny.total, state: 'NY', city: 'Albany' });
    // A top-level city and state naming the same place (any case, any spaces) are accepted.
    await bea
      .post('/api/checkout')
      .send({ items: [brushLine], city: ' albany ', state: 'ny', shippingAddress: { ...ADA, city: 'Albany', state: 'NY' } })
      .expect(201);
  });

  it("remembers a verified session's address (GET /api/shipping-address); an unverified session's checkout does not overwrite it", async () => {
    const email = 'cleo.address@example.com';
    const verified = await t.verifiedShopper(email);
    expect((await verified.get('/api/shipping-address').expect(200)).body).toEqual({ shippingAddress: null });
    await verified
      .post('/api/checkout')
      .send({ items: [brushLine], shippingAddress: ADA })
      .expect(201);
    const remembered = { shippingAddress: { ...ADA, country: 'US' } };
    expect((await verified.get('/api/shipping-address').expect(200)).body).toEqual(remembered);

    // Someone who only knows her e-mail checks out to another address: the order has it, the account keeps hers.
    const stranger = await t.shopper(email);
    const elsewhere = { ...ADA, firstName: 'Mallory', street: '1 Other Road', city: 'Austin', state: 'TX', zipCode: '73301' };
    const { body } = await stranger
      .post('/api/checkout')
      .send({ items: [brushLine], shippingAddress: elsewhere })
      .expect(201);
    expect((await admin.get(`/api/admin/orders/${body.orderId}`).expect(200)).body.shippingAddress).toEqual({ ...elsewhere, country: 'US' });
    expect((await verified.get('/api/shipping-address').expect(200)).body).toEqual(remembered);

    // Her own next checkout replaces it.
    const moved = { ...ADA, street: '7 New Street', zipCode: '95113' };
    await verified
      .post('/api/checkout')
      .send({ items: [brushLine], shippingAddress: moved })
      .expect(201);
    expect((await verified.get('/api/shipping-address').expect(200)).body).toEqual({ shippingAddress: { ...moved, country: 'US' } });
  });

  it('answers GET /api/shipping-address 403 to an unverified session and 401 without one', async () => {
    const unverified = await t.shopper('cleo.address@example.com');
    const refused = await unverified.get('/api/shipping-address').expect(403);
    expect(refused.body).toMatchObject({ statusCode: 403, message: expect.stringMatching(/verify/i) });
    const anonymous = await t.client().get('/api/shipping-address').expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401 });
  });

  it('keeps the old contract without an address: top-level city and state, no address on the order', async () => {
    const dee = await t.shopper('dee.address@example.com');
    const missing = await dee
      .post('/api/checkout')
      .send({ items: [brushLine], city: 'Austin' })
      .expect(400);
    expect(missing.body.message).toBe('Enter your city and state to check out');
    const { body } = await dee
      .post('/api/checkout')
      .send({ items: [brushLine], city: 'Austin', state: 'TX' })
      .expect(201);
    expect((await admin.get(`/api/admin/orders/${body.orderId}`).expect(200)).body).toMatchObject({ shippingAddress: null, state: 'TX' });
  });

  it('carries the address into the subscription order the admin sees', async () => {
    const plan = (await admin.post('/api/subscriptions').send({ title: 'Address Paint Box', basePrice: 30 }).expect(201)).body as { id: string };
    const eve = await t.verifiedShopper('eve.address@example.com');
    const { body } = await eve
      .post('/api/checkout')
      .send({
        items: [{ id: `subscription-${plan.id}-3`, type: 'subscription', duration: 3, quantity: 1 }],
        shippingAddress: { ...ADA, firstName: 'Eve', city: 'Seattle', state: 'WA', zipCode: '98101' },
      })
      .expect(201);
    await admin.post(`/api/admin/orders/${body.orderId}/mark-paid`).send({}).expect(200);
    const subscriptionOrders = (await admin.get('/api/admin/subscription-orders').expect(200)).body as Record<string, unknown>[];
    expect(subscriptionOrders).toContainEqual(
      expect.objectContaining({
        orderId: body.orderId,
        shippingAddress: 'Eve Lovelace, 12 Orchard Lane, Seattle, WA 98101, US',
        shippingCity: 'Seattle',
        shippingState: 'WA',
      }),
    );
  });

  it('refuses bad addresses with a 400 naming the field, creating no order and leaving the saved cart as it was', async () => {
    const email = 'fay.address@example.com';
    const fay = await t.shopper(email);
    const saved = [{ ...brushLine, quantity: 2 }];
    await fay.post('/api/cart/save').send({ userEmail: email, cartItems: saved }).expect(200);
    const cartBefore = (await fay.get(`/api/cart/${email}`).expect(200)).body;
    const { street: _street, ...withoutStreet } = ADA;
    const cases: [string, unknown, Record<string, unknown>, RegExp][] = [
      ['no street', withoutStreet, {}, /street/],
      ['a ZIP code of 4 digits', { ...ADA, zipCode: '9511' }, {}, /^shippingAddress\.zipCode must be a US ZIP code/],
      ['the state XX', { ...ADA, state: 'XX' }, {}, /shippingAddress\.state must be a US state code/],
      ['a first name of 500 characters', { ...ADA, firstName: 'A'.repeat(500) }, {}, /shippingAddress\.firstName must be at most 100 characters/],
      ['a street over two lines', { ...ADA, street: '12 Orchard Lane\nApt 3' }, {}, /^shippingAddress\.street must be a single line of text$/],
      ['the country Canada', { ...ADA, country: 'Canada' }, {}, /shippingAddress\.country: we ship within the United States only/],
      ['an address that is a string', '12 Orchard Lane, San Jose, CA', {}, /shippingAddress must be an object/],
      ["a top-level state that is not the address's", ADA, { state: 'TX' }, /^state must match shippingAddress\.state$/],
      ["a top-level city that is not the address's", ADA, { city: 'Austin' }, /^city must match shippingAddress\.city$/],
    ];
    for (const [label, shippingAddress, extra, message] of cases) {
      const res = await fay.post('/api/checkout').send({ items: [{ ...brushLine, quantity: 5 }], shippingAddress, ...extra });
      expect({ label, status: res.status }).toEqual({ label, status: 400 });
      expect({ label, message: res.body.message }).toEqual({ label, message: expect.stringMatching(message) });
    }
    expect(await ordersOf(email)).toBe(0);
    expect((await fay.get(`/api/cart/${email}`).expect(200)).body).toEqual(cartBefore);
  });
});
