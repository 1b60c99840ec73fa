import { createHmac, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import TestAgent from 'supertest/lib/agent';
import { CatalogPricingPatterns } from '@shop/contracts';
import type { UnitOfWork as UnitOfWorkType } from '@shop/platform';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { UnitOfWork } = builtModule<typeof import('@shop/platform')>('@shop/platform');
const { IdempotentRequestsPruneJob } = builtModule<typeof import('../../apps/commerce/src/idempotency/idempotent-requests-prune.job')>(
  'apps/commerce/src/idempotency/idempotent-requests-prune.job',
);

const WEBHOOK_SECRET = 'test-webhook-secret';
const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

describe('cart, checkout and orders', () => {
  let t: TestShop;
  let admin: TestAgent;
  let halfPan: { id: string };
  let brush: { id: string };
  let pastel: { id: string };

  async function product(fields: Record<string, string>) {
    let req = admin.post('/api/products');
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return (await req.expect(201)).body;
  }

  beforeAll(async () => {
    t = await startTestShop({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_URL_TEMPLATE: 'https://pay.test/transfer/{total}?order={orderId}' });
    admin = await t.admin();
    halfPan = await product({ name: 'Cobalt Blue Half Pan', category: 'Individual Colors', price: '6.50' });
    brush = await product({ name: 'Squirrel Mop', category: 'Brushes', price: '29', shipping: '4.50' });
    pastel = await product({ name: 'Rose Soft Pastel', category: 'Soft Pastels', price: '4' });
  });
  afterAll(() => t.close());

  const commerce = () => t.db('commerce');

  it('quotes a cart from the catalogue, ignoring the prices, shipping and mystery lines the browser sends', async () => {
    const res = await t
      .client()
      .post('/api/cart/quote')
      .send({
        items: [
          { id: `${halfPan.id}-half`, name: 'Cheap!', price: 0.01, type: 'product', quantity: 3, shipping: 0 },
          { id: `${brush.id}-half`, price: 1, type: 'product', quantity: 1 },
          { id: 'mystery-box-default-99', type: 'mystery_box', quantity: 1, isMysteryBoxFreebie: true, mysteryBoxValue: 500 },
        ],
        city: 'Austin',
        state: 'tx',
      })
      .expect(200);
    // subtotal 3 × 6.50 + 29.00 = 48.50; pans 3.75 + 2 × 0.75 = 5.25, brush first other unit 4.50 → 9.75;
    // tax (48.50 + 9.75) × 6.25 % = 3.640625 → 3.64; total 61.89.
    expect(res.body).toMatchObject({ subtotal: 48.5, shipping: 9.75, tax: 3.64, couponDiscount: 0, total: 61.89, taxApplies: true });
    expect(res.body.lines.map((l: { name: string; price: number }) => [l.name, l.price])).toEqual([
      ['Cobalt Blue Half Pan', 6.5],
      ['Squirrel Mop', 29],
    ]);
    expect(res.body.mysteryBox.current).toBeNull();
    expect(res.body.mysteryBox.next).toMatchObject({ threshold: 99, rewardValue: 40, amountLeft: 50.5 });
  });

  it('adds the mystery box the cart earns, and applies Soft Pastels 45 % / 50 %', async () => {
    const big = await t
      .client()
      .post('/api/cart/quote')
      .send({ items: [{ id: `${brush.id}-half`, quantity: 4 }] })
      .expect(200);
    expect(big.body.subtotal).toBe(116);
    expect(big.body.lines.at(-1)).toMatchObject({ type: 'mystery_box', isMysteryBoxFreebie: true, mysteryBoxValue: 40, price: 0 });
    const one = await t
      .client()
      .post('/api/cart/quote')
      .send({ items: [{ id: `${pastel.id}-half`, quantity: 1 }] })
      .expect(200);
    expect(one.body.lines[0]).toMatchObject({ price: 2.2, originalPrice: 4 });
    const two = await t
      .client()
      .post('/api/cart/quote')
      .send({ items: [{ id: `${pastel.id}-half`, quantity: 2 }] })
      .expect(200);
    expect(two.body.lines[0]).toMatchObject({ price: 2, originalPrice: 4 });
  });

  it('prices a variant line at the variant price, and refuses a variant of another product', async () => {
    const variant = (await admin.post(`/api/products/${brush.id}/variants`).field('name', 'Size 12').field('price', '33.50').expect(201)).body;
    const res = await t
      .client()
      .post('/api/cart/quote')
      .send({ items: [{ id: `${brush.id}-${variant.id.toUpperCase()}`, quantity: 1 }] })
      .expect(200);
    expect(res.body.lines[0]).toMatchObject({ name: 'Squirrel Mop - Size 12', price: 33.5 });
    await t
      .client()
      .post('/api/cart/quote')
      .send({ items: [{ id: `${halfPan.id}-${variant.id}`, quantity: 1 }] })
      .expect(404);
    await t
      .client()
      .post('/api/cart/quote')
      .send({ items: [{ id: `${brush.id}-full`, quantity: 1 }] })
      .expect(404);
  });

  it('prices from the catalogue as it is now: an edited price, a sale and a deactivation show in the very next quote', async () => {
    const item = await product({ name: 'Indigo Set', category: 'Watercolor Sets', price: '10', shipping: '5' });
    const quote = () =>
      t
        .client()
        .post('/api/cart/quote')
        .send({ items: [{ id: `${item.id}-half`, quantity: 1 }] });
    expect((await quote().expect(200)).body.lines[0].price).toBe(10);
    await admin.put(`/api/products/${item.id}`).field('name', 'Indigo Set').field('category', 'Watercolor Sets').field('price', '12').expect(200);
    expect((await quote().expect(200)).body.lines[0].price).toBe(12);
    await admin
      .post('/api/products/apply-sale')
      .send({ productIds: [item.id], discountPercentage: 25 })
      .expect(200);
    expect((await quote().expect(200)).body.lines[0].price).toBe(9);
    await admin.patch(`/api/products/${item.id}/toggle-status`).expect(200);
    await quote().expect(404);
  });

  it('refuses bad carts clearly: quantities out of 1–99, a 3-letter state, a 200-character coupon, unknown products', async () => {
    const q = (body: object) => t.client().post('/api/cart/quote').send(body);
    await q({ items: [{ id: `${halfPan.id}-half`, quantity: 0 }] }).expect(400);
    await q({ items: [{ id: `${halfPan.id}-half`, quantity: 100 }] }).expect(400);
    await q({ items: [{ id: `${halfPan.id}-half`, quantity: 1.5 }] }).expect(400);
    await q({ items: [{ id: `${halfPan.id}-half`, quantity: 1 }], city: 'Austin', state: 'TEX' })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('state'));
    await q({ items: [], couponCode: 'X'.repeat(200) })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('couponCode'));
    const unknown = await q({ items: [{ id: `${randomUUID()}-half`, quantity: 1 }] }).expect(404);
    expect(unknown.body.message).toMatch(/not available/);
    await q({ items: [{ id: 'not-a-product', quantity: 1 }] }).expect(404);
  });

  it("keeps each shopper's saved cart her own", async () => {
    const ann = await t.shopper('cart-ann@example.com');
    await ann
      .post('/api/cart/save')
      .send({
        userEmail: 'cart-ann@example.com',
        cartItems: [{ id: `${brush.id}-half`, name: 'Squirrel Mop', price: 29, type: 'product', quantity: 2 }],
      })
      .expect(200);
    await ann
      .get('/api/cart/cart-ann@example.com')
      .expect(200)
      .expect((r) => expect(r.body).toEqual([expect.objectContaining({ id: `${brush.id}-half`, quantity: 2 })]));
    const bob = await t.shopper('cart-bob@example.com');
    await bob.get('/api/cart/cart-ann@example.com').expect(403);
    await bob.post('/api/cart/save').send({ userEmail: 'cart-ann@example.com', cartItems: [] }).expect(403);
    await t.client().get('/api/cart/cart-ann@example.com').expect(401);
    await bob.post('/api/checkout').send({ cartId: 'cart-ann@example.com', city: 'Austin', state: 'TX' }).expect(403);
  });

  it("saves the free mystery line the cart earns (and only the server's): dropped again when the cart falls below the tier", async () => {
    const email = 'cart-mystery@example.com';
    const agent = await t.shopper(email);
    const forged = {
      id: 'mystery-forged',
      name: 'Free!',
      type: 'mystery_box',
      price: 0,
      quantity: 1,
      isMysteryBoxFreebie: true,
      mysteryBoxValue: 999,
    };
    // 4 × 29.00 = 116.00 reaches the 99 tier (reward 40).
    const saved = await agent
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${brush.id}-half`, quantity: 4 }, forged] })
      .expect(200);
    expect(saved.body.items).toEqual([
      expect.objectContaining({ id: `${brush.id}-half`, quantity: 4 }),
      expect.objectContaining({ type: 'mystery_box', isMysteryBoxFreebie: true, mysteryBoxValue: 40, price: 0, quantity: 1 }),
    ]);
    const read = await agent.get(`/api/cart/${email}`).expect(200);
    expect(read.body).toEqual(saved.body.items);
    const smaller = await agent
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: read.body.map((i: { quantity: number }, n: number) => (n === 0 ? { ...i, quantity: 1 } : i)) })
      .expect(200);
    expect(smaller.body.items).toEqual([expect.objectContaining({ id: `${brush.id}-half`, quantity: 1 })]);
  });

  it('prices a subscription line given as its plan id with type and duration, and refuses a duration that disagrees', async () => {
    const plan = (await admin.post('/api/subscriptions').send({ title: 'Plain Id Box', basePrice: 20, price6Month: 18 }).expect(201)).body;
    const quote = await t
      .client()
      .post('/api/cart/quote')
      .send({ items: [{ id: plan.id, type: 'subscription', duration: 6, quantity: 1 }] })
      .expect(200);
    expect(quote.body.lines[0]).toMatchObject({ id: plan.id, type: 'subscription', duration: 6, price: 108 });
    await t
      .client()
      .post('/api/cart/quote')
      .send({ items: [{ id: `subscription-${plan.id}-3`, type: 'subscription', duration: 6, quantity: 1 }] })
      .expect(404);
    await t
      .client()
      .post('/api/cart/quote')
      .send({ items: [{ id: plan.id, type: 'subscription', quantity: 1 }] })
      .expect(404);
  });

  it('refuses a checkout with a coupon that is not valid for the cart with 422 (a business rule), creating no order', async () => {
    await admin.post('/api/coupons').send({ code: 'BIGONLY', discountPercentage: 10, minimumOrderAmount: 500 }).expect(201);
    const agent = await shopperWithCart('coupon-rule@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);
    const before = await commerce().query('SELECT count(*)::int AS n FROM orders');
    for (const couponCode of ['BIGONLY', 'NOSUCHCODE']) {
      const res = await agent.post('/api/checkout').send({ city: 'Austin', state: 'TX', couponCode }).expect(422);
      expect(res.body).toMatchObject({ statusCode: 422, message: expect.any(String) });
    }
    expect(await commerce().query('SELECT count(*)::int AS n FROM orders')).toEqual(before);
  });

  async function shopperWithCart(email: string, items: object[]) {
    const agent = await t.shopper(email);
    await agent.post('/api/cart/save').send({ userEmail: email, cartItems: items }).expect(200);
    return agent;
  }

  it('checks out a tampered cart at the catalogue price into a pending order with the payment address', async () => {
    const agent = await shopperWithCart('buyer@example.com', [{ id: `${halfPan.id}-half`, name: 'x', price: 0.01, type: 'product', quantity: 2 }]);
    await agent.post('/api/checkout').send({ city: 'Austin' }).expect(400);
    const res = await agent.post('/api/checkout').send({ city: 'San Jose', state: 'ca' }).expect(201);
    // 2 × 6.50 = 13.00; pans 3.75 + 0.75 = 4.50; tax (17.50) × 7.25 % = 1.26875 → 1.27; total 18.77.
    expect(res.body).toMatchObject({ status: 'pending', total: 18.77 });
    expect(res.body.paymentUrl).toBe(`https://pay.test/transfer/18.77?order=${res.body.orderId}`);
    const order = await admin.get(`/api/admin/orders/${res.body.orderId}`).expect(200);
    expect(order.body).toMatchObject({
      status: 'pending',
      subtotal: 13,
      shipping: 4.5,
      tax: 1.27,
      total: 18.77,
      customerEmail: 'buyer@example.com',
      state: 'CA',
    });
    expect(order.body.items).toEqual([expect.objectContaining({ name: 'Cobalt Blue Half Pan', price: 6.5, quantity: 2 })]);
    const empty = await t.shopper('nothing@example.com');
    await empty
      .post('/api/checkout')
      .send({ city: 'Austin', state: 'TX' })
      .expect(400)
      .expect((r) => expect(r.body.message).toMatch(/empty/));
    await t.client().post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(401);
  });

  it('checks out in one call: the cart lines sent become her saved cart, and the coupon is held and then counted without POST /api/coupons/apply', async () => {
    await admin.post('/api/coupons').send({ code: 'ONECALL', name: 'One call', discountPercentage: 10 }).expect(201);
    const email = 'one-call@example.com';
    const agent = await t.shopper(email);
    const items = [{ id: `${brush.id}-half`, name: 'Squirrel Mop', price: 0.01, type: 'product', quantity: 4 }];
    const res = await agent
      .post('/api/checkout')
      .send({ cartId: email, items, city: 'Austin', state: 'TX', couponCode: 'onecall', useStoreCredit: false })
      .expect(201);
    // 4 × 29.00 = 116.00, 10 % off = 11.60; shipping, tax and total as the quote of the same cart says (the browser's 0.01 is ignored).
    const quote = await agent.post('/api/cart/quote').send({ items, city: 'Austin', state: 'TX', couponCode: 'ONECALL' }).expect(200);
    const order = await admin.get(`/api/admin/orders/${res.body.orderId}`).expect(200);
    expect(order.body).toMatchObject({
      status: 'pending',
      couponCode: 'ONECALL',
      couponDiscount: 11.6,
      subtotal: 116,
      shipping: quote.body.shipping,
      tax: quote.body.tax,
      total: quote.body.total,
    });
    expect(res.body.total).toBe(quote.body.total);
    // The lines sent are her saved cart now, with the free mystery line 116.00 earns (the 99 tier).
    const saved = await agent.get(`/api/cart/${email}`).expect(200);
    expect(saved.body).toEqual([
      expect.objectContaining({ id: `${brush.id}-half`, quantity: 4 }),
      expect.objectContaining({ type: 'mystery_box', isMysteryBoxFreebie: true, mysteryBoxValue: 40 }),
    ]);
    const holds = await commerce().query("SELECT h.status FROM coupon_holds h JOIN coupons c ON c.id = h.coupon_id WHERE c.code = 'ONECALL'");
    expect(holds).toEqual([{ status: 'held' }]);
    await admin.post(`/api/admin/orders/${res.body.orderId}/mark-paid`).send({}).expect(200);
    const coupons = (await admin.get('/api/admin/coupons').expect(200)).body as { code: string; usageCount: number }[];
    expect(coupons.find((c) => c.code === 'ONECALL')?.usageCount).toBe(1);
  });

  it('changes nothing when it refuses a checkout: the saved cart stays as it was', async () => {
    const email = 'refused-checkout@example.com';
    const agent = await shopperWithCart(email, [{ id: `${halfPan.id}-half`, quantity: 1 }]);
    const before = (await agent.get(`/api/cart/${email}`).expect(200)).body;
    const orders = await commerce().query('SELECT count(*)::int AS n FROM orders');
    const lines = [{ id: `${brush.id}-half`, quantity: 2 }];
    await agent.post('/api/checkout').send({ items: lines, city: 'Austin', state: 'TX', couponCode: 'NOSUCHCODE' }).expect(422);
    await agent
      .post('/api/checkout')
      .send({ items: [...lines, { id: `${randomUUID()}-half`, quantity: 1 }], city: 'Austin', state: 'TX' })
      .expect(404);
    await agent
      .post('/api/checkout')
      .send({ items: [], city: 'Austin', state: 'TX' })
      .expect(400)
      .expect((r) => expect(r.body.message).toMatch(/empty/));
    const invalid = await agent
      .post('/api/checkout')
      .send({ items: [{ id: `${brush.id}-half`, quantity: 0 }], city: 'Austin', state: 'TX' })
      .expect(400);
    expect(invalid.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('quantity') });
    await agent.post('/api/checkout').send({ items: lines, city: 'Austin' }).expect(400);
    expect((await agent.get(`/api/cart/${email}`).expect(200)).body).toEqual(before);
    expect(await commerce().query('SELECT count(*)::int AS n FROM orders')).toEqual(orders);
  });

  it('prices a checkout once, before its transaction opens: no catalogue request waits while a connection is held', async () => {
    const agent = await t.shopper('priced-once@example.com');
    const unitOfWork = t.shop.services.find((s) => s.name === 'commerce')!.app.get(UnitOfWork);
    const { bus } = t.shop;
    const run = unitOfWork.run.bind(unitOfWork);
    const request = bus.request.bind(bus);
    let openTransactions = 0;
    const pricedWhileOpen: number[] = [];
    unitOfWork.run = (async (work: Parameters<UnitOfWorkType['run']>[0]) => {
      openTransactions++;
      try {
        return await run(work);
      } finally {
        openTransactions--;
      }
    }) as UnitOfWorkType['run'];
    bus.request = ((pattern: string, data: unknown, timeoutMs?: number) => {
      if (pattern === CatalogPricingPatterns.priceLines) pricedWhileOpen.push(openTransactions);
      return request(pattern, data, timeoutMs);
    }) as typeof bus.request;
    try {
      await agent
        .post('/api/checkout')
        .send({
          items: [
            { id: `${halfPan.id}-half`, quantity: 2 },
            { id: `${brush.id}-half`, quantity: 1 },
          ],
          city: 'Austin',
          state: 'TX',
        })
        .expect(201);
    } finally {
      unitOfWork.run = run;
      bus.request = request;
    }
    expect(pricedWhileOpen).toEqual([0]);
  });

  it('answers a webhook without a valid signature 401 before looking at its body; a signed invalid body is 400', async () => {
    const invalid = JSON.stringify({ eventId: 42, status: 'refunded', extra: true });
    const webhook = () => t.client().post('/api/payments/webhook').set('content-type', 'application/json');
    const unsigned = await webhook().send(invalid).expect(401);
    expect(unsigned.body).toMatchObject({ statusCode: 401, message: 'Invalid webhook signature' });
    await webhook()
      .set('x-signature', `sha256=${sign('something else')}`)
      .send(invalid)
      .expect(401);
    const refused = await webhook()
      .set('x-signature', `sha256=${sign(invalid)}`)
      .send(invalid)
      .expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });

  it('pays an order once however often the signed webhook arrives: one e-mail, one order.paid', async () => {
    const agent = await shopperWithCart('webhook@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);
    const { body: checkout } = await agent.post('/api/checkout').send({ city: 'Miami', state: 'FL' }).expect(201);
    const body = JSON.stringify({
      eventId: `evt-${randomUUID()}`,
      orderId: checkout.orderId,
      status: 'paid',
      amount: checkout.total,
      paymentId: 'PAY-1',
    });

    await t.client().post('/api/payments/webhook').set('content-type', 'application/json').set('x-signature', 'bad').send(body).expect(401);
    await t.client().post('/api/payments/webhook').set('content-type', 'application/json').send(body).expect(401);
    await admin.get(`/api/admin/orders/${checkout.orderId}`).expect((r) => expect(r.body.status).toBe('pending'));

    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        t
          .client()
          .post('/api/payments/webhook')
          .set('content-type', 'application/json')
          .set('x-signature', `sha256=${sign(body)}`)
          .send(body),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(replies.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    await admin.get(`/api/admin/orders/${checkout.orderId}`).expect((r) => expect(r.body).toMatchObject({ status: 'paid', paymentId: 'PAY-1' }));
    // Once paid, the saved cart it came from is emptied.
    let cart: unknown[] = [1];
    for (let i = 0; i < 50 && cart.length; i++) {
      cart = (await agent.get('/api/cart/webhook@example.com').expect(200)).body;
      if (cart.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(cart).toEqual([]);

    const events = await commerce().query("SELECT count(*)::int AS n FROM outbox WHERE name = 'order.paid' AND payload->>'orderId' = $1", [
      checkout.orderId,
    ]);
    expect(events[0].n).toBe(1);
    let mails: string[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      mails = readdirSync(t.config.mailDir, { withFileTypes: true })
        .filter((f) => f.name.includes('webhook@example.com'))
        .map((f) => f.name);
      if (!mails.length) await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(readdirSync(t.config.mailDir).filter((f) => f.includes('webhook@example.com'))).toHaveLength(1);
  });

  it('lets an admin mark a pending order paid, once; expired orders cannot be paid', async () => {
    const agent = await shopperWithCart('admin-paid@example.com', [{ id: `${halfPan.id}-half`, quantity: 1 }]);
    const { body } = await agent.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201);
    await agent.post(`/api/admin/orders/${body.orderId}/mark-paid`).send({}).expect(403);
    await admin
      .post(`/api/admin/orders/${body.orderId}/mark-paid`)
      .send({ paymentMethod: 'paypal' })
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ status: 'paid', paymentMethod: 'paypal' }));
    await admin.post(`/api/admin/orders/${body.orderId}/mark-paid`).send({}).expect(200);
    await admin.post(`/api/admin/orders/${randomUUID()}/mark-paid`).send({}).expect(404);
    await admin.post('/api/admin/orders/not-an-id/mark-paid').send({}).expect(404);

    const late = await shopperWithCart('late-payer@example.com', [{ id: `${halfPan.id}-half`, quantity: 1 }]);
    const { body: pending } = await late.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201);
    await commerce().query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [pending.orderId]);
    const commerceApp = t.shop.services.find((s) => s.name === 'commerce')!.app;
    const { OrderExpiryJob } = builtModule<typeof import('../../apps/commerce/src/orders/order-expiry.job')>(
      'apps/commerce/src/orders/order-expiry.job',
    );
    expect(await commerceApp.get(OrderExpiryJob).run()).toBeGreaterThanOrEqual(1);
    await admin.get(`/api/admin/orders/${pending.orderId}`).expect((r) => expect(r.body.status).toBe('expired'));
    await admin.post(`/api/admin/orders/${pending.orderId}/mark-paid`).send({}).expect(409);
  });

  it('lets exactly one of 100 concurrent checkouts hold a single-use coupon, and the winner gets its discount', async () => {
    await admin
      .post('/api/coupons')
      .send({ code: 'ONLYONCE', name: 'Just once', discountType: 'percentage', discountPercentage: 10, isSingleUse: true, isActive: true })
      .expect(201);
    const shoppers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => shopperWithCart(`race-${i}@example.com`, [{ id: `${brush.id}-half`, quantity: 1 }])),
    );
    const results = await Promise.all(
      shoppers.map((agent) => agent.post('/api/checkout').send({ city: 'Austin', state: 'TX', couponCode: 'onlyonce' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const winner = results.find((r) => r.status === 201)!;
    const order = await admin.get(`/api/admin/orders/${winner.body.orderId}`).expect(200);
    // 29.00 − 10 % = 2.90 off; shipping 4.50; tax (29.00 + 4.50) × 6.25 % = 2.09375 → 2.09; total 29 + 4.5 + 2.09 − 2.9 = 32.69.
    expect(order.body).toMatchObject({ couponCode: 'ONLYONCE', couponDiscount: 2.9, total: 32.69 });
    const held = await commerce().query("SELECT count(*)::int AS n FROM orders WHERE coupon_code = 'ONLYONCE'");
    expect(held[0].n).toBe(1);
  }, 60_000);

  it('makes a shopper an active subscriber once her subscription order is paid', async () => {
    const plan = await admin.post('/api/subscriptions').send({ title: 'Paint Box', basePrice: 30, price3Month: 28 }).expect(201);
    const email = 'subscriber@example.com';
    const agent = await shopperWithCart(email, [{ id: `subscription-${plan.body.id}-3`, type: 'subscription', duration: 3, quantity: 1 }]);
    await agent.get(`/api/users/${email}/subscription-status`).expect(200, { hasActiveSubscription: false });
    const quote = await agent
      .post('/api/cart/quote')
      .send({
        items: [
          { id: `subscription-${plan.body.id}-3`, type: 'subscription', duration: 3, quantity: 1 },
          { id: `${brush.id}-half`, quantity: 1 },
        ],
      })
      .expect(200);
    // 3 × 28.00 = 84.00 + 29.00; subscription in the cart: it ships for 3.99 and the brush ships free.
    expect(quote.body).toMatchObject({ subtotal: 113, shipping: 3.99 });
    const { body } = await agent.post('/api/checkout').send({ city: 'Seattle', state: 'WA' }).expect(201);
    await admin.post(`/api/admin/orders/${body.orderId}/mark-paid`).send({}).expect(200);
    await agent.get(`/api/users/${email}/subscription-status`).expect(200, { hasActiveSubscription: true });
    const subs = await admin.get('/api/admin/subscription-orders/active').expect(200);
    expect(subs.body).toContainEqual(expect.objectContaining({ orderId: body.orderId, duration: 3, amount: 84, status: 'active', userEmail: email }));
    // As an active subscriber, other items ship free.
    const later = await agent
      .post('/api/cart/quote')
      .send({ items: [{ id: `${brush.id}-half`, quantity: 2 }] })
      .expect(200);
    expect(later.body).toMatchObject({ shipping: 0, isActiveSubscriber: true });
  });

  it('records manual and real orders as paid, validating what the admin typed', async () => {
    const manual = await admin
      .post('/api/admin/orders/manual')
      .send({
        customerEmail: 'Walkin@Example.com',
        customerName: 'Walk In',
        items: [{ name: 'Market Set', price: 25, quantity: 2 }],
        shipping: 5,
        tax: 2.5,
        total: 57.5,
        paymentId: 'PP-9',
        notes: 'Craft fair',
      })
      .expect(201);
    expect(manual.body).toMatchObject({
      status: 'paid',
      source: 'manual',
      customerEmail: 'walkin@example.com',
      subtotal: 50,
      total: 57.5,
      paymentId: 'PP-9',
    });
    await admin.post('/api/admin/orders/manual').send({ customerEmail: 'x@example.com', items: [], total: 'lots' }).expect(400);
    await admin.post('/api/admin/orders/manual').send({ customerEmail: 'nope', items: [], total: 1 }).expect(400);
    // An item is required (docs/product/back-office.md §5), and a manual order is created paid whatever status is sent (docs/product/back-office.md §3).
    const noItem = await admin.post('/api/admin/orders/manual').send({ customerEmail: 'x@example.com', items: [], total: 1 }).expect(400);
    expect(noItem.body.message).toMatch(/items/);
    const sentCompleted = await admin
      .post('/api/admin/orders/manual')
      .send({
        customerEmail: 'x@example.com',
        items: [{ name: 'Brush', price: 5, quantity: 1 }],
        total: 5,
        status: 'completed',
      })
      .expect(201);
    expect(sentCompleted.body.status).toBe('paid');
    const real = await admin
      .post('/api/admin/orders/add-real')
      .send({ customerEmail: 'real@example.com', paymentEmail: 'payer@example.com', total: 42 })
      .expect(201);
    expect(real.body).toMatchObject({
      status: 'paid',
      source: 'real',
      customerName: 'Customer',
      paymentEmail: 'payer@example.com',
      items: [expect.objectContaining({ name: 'Order Items', price: 42, quantity: 1 })],
    });
    const shopper = await t.shopper('sneak@example.com');
    await shopper.post('/api/admin/orders/manual').send({ customerEmail: 'x@example.com', items: [], total: 1 }).expect(403);
    const list = await admin.get('/api/admin/orders').expect(200);
    expect(list.body.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([manual.body.id, real.body.id]));
    const products = await admin.get('/api/admin/product-orders').expect(200);
    expect(products.body.map((o: { id: string }) => o.id)).toContain(manual.body.id);
  });

  describe('a checkout retried under its Idempotency-Key (docs/rules.md §6 "Retried requests")', () => {
    const cart = (quantity = 1) => ({ city: 'Austin', state: 'TX', items: [{ id: `${brush.id}-half`, quantity }] });
    const ordersOf = async (email: string): Promise<number> =>
      (await commerce().query('SELECT count(*)::int AS n FROM orders WHERE customer_email = $1', [email]))[0].n;

    it('answers the first answer again and makes no second order; another body under the key is 422', async () => {
      const email = 'idem-retry@example.com';
      const agent = await t.shopper(email);
      const key = randomUUID();
      const first = await agent.post('/api/checkout').set('Idempotency-Key', key).send(cart()).expect(201);
      const again = await agent.post('/api/checkout').set('Idempotency-Key', key).send(cart()).expect(201);
      expect(again.body).toEqual(first.body);
      expect(await ordersOf(email)).toBe(1);

      const other = await agent.post('/api/checkout').set('Idempotency-Key', key).send(cart(2)).expect(422);
      expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('Idempotency-Key') });
      expect(await ordersOf(email)).toBe(1);
      // A new key is a new checkout; no key at all, too.
      await agent.post('/api/checkout').set('Idempotency-Key', randomUUID()).send(cart()).expect(201);
      expect(await ordersOf(email)).toBe(2);
    });

    it('makes one order of ten requests sent at once under one key: the others answer it, or 409 while it is under way', async () => {
      const email = 'idem-burst@example.com';
      const agent = await t.shopper(email);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => agent.post('/api/checkout').set('Idempotency-Key', key).send(cart())));
      const placed = answers.filter((r) => r.status === 201);
      expect(placed.length).toBeGreaterThan(0);
      expect(new Set(placed.map((r) => r.body.orderId)).size).toBe(1);
      expect(answers.filter((r) => r.status !== 201).map((r) => [r.status, r.body.code])).toEqual(
        answers.filter((r) => r.status !== 201).map(() => [409, 'IDEMPOTENT_REQUEST_IN_PROGRESS']),
      );
      expect(await ordersOf(email)).toBe(1);
    });

    it('forgets a key after 24 hours: the hourly prune drops it, and the key may start a new checkout', async () => {
      const email = 'idem-old@example.com';
      const agent = await t.shopper(email);
      const key = randomUUID();
      const first = await agent.post('/api/checkout').set('Idempotency-Key', key).send(cart()).expect(201);
      await commerce().query("UPDATE idempotent_requests SET created_at = now() - interval '25 hours' WHERE key = $1", [key]);
      const prune = t.shop.services.find((s) => s.name === 'commerce')!.app.get(IdempotentRequestsPruneJob);
      await expect(prune.run()).resolves.toBeGreaterThanOrEqual(1);
      expect(await commerce().query('SELECT 1 FROM idempotent_requests WHERE key = $1', [key])).toEqual([]);
      const later = await agent.post('/api/checkout').set('Idempotency-Key', key).send(cart()).expect(201);
      expect(later.body.orderId).not.toBe(first.body.orderId);
    });

    it("keeps each shopper's keys her own: the same key from another shopper is her own checkout", async () => {
      const key = randomUUID();
      const ann = await (await t.shopper('idem-ann@example.com')).post('/api/checkout').set('Idempotency-Key', key).send(cart()).expect(201);
      const bob = await (await t.shopper('idem-bob@example.com')).post('/api/checkout').set('Idempotency-Key', key).send(cart()).expect(201);
      expect(bob.body.orderId).not.toBe(ann.body.orderId);
    });

    it("makes one manual order of an owner's retried entry under its key; another entry under the key is 422", async () => {
      const key = randomUUID();
      const entry = { customerEmail: 'idem-manual@example.com', items: [{ name: 'Set', price: 20, quantity: 1 }], total: 20 };
      const first = await admin.post('/api/admin/orders/manual').set('Idempotency-Key', key).send(entry).expect(201);
      const again = await admin.post('/api/admin/orders/manual').set('Idempotency-Key', key).send(entry).expect(201);
      expect(again.body.id).toBe(first.body.id);
      await admin
        .post('/api/admin/orders/manual')
        .set('Idempotency-Key', key)
        .send({ ...entry, total: 21 })
        .expect(422);
      expect(await ordersOf('idem-manual@example.com')).toBe(1);
      const real = { customerEmail: 'idem-real@example.com', paymentEmail: 'payer@example.com', total: 30 };
      const realKey = randomUUID();
      const placed = await admin.post('/api/admin/orders/add-real').set('Idempotency-Key', realKey).send(real).expect(201);
      expect((await admin.post('/api/admin/orders/add-real').set('Idempotency-Key', realKey).send(real).expect(201)).body.id).toBe(placed.body.id);
      expect(await ordersOf('idem-real@example.com')).toBe(1);
    });

    it.each([
      ['empty', ''],
      ['300 characters long', 'k'.repeat(300)],
      ['not printable', 'key with\u00e9'],
    ])('refuses a key that is %s with 400 and makes no order', async (_what, key) => {
      const email = `idem-bad-${randomUUID()}@example.com`;
      const agent = await t.shopper(email);
      const res = await agent.post('/api/checkout').set('Idempotency-Key', key).send(cart()).expect(400);
      expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Idempotency-Key') });
      expect(await ordersOf(email)).toBe(0);
    });
  });

  describe('a pending order from My orders: Pay now and Cancel (docs/rules.md §6 "A pending order")', () => {
    const cart = () => ({ city: 'Austin', state: 'TX', items: [{ id: `${brush.id}-half`, quantity: 1 }] });

    it("opens the same order's payment again, and cancels it, giving back what it held; only her own, only while pending", async () => {
      const email = 'pay-now@example.com';
      const ann = await t.verifiedShopper(email);
      const placed = (await ann.post('/api/checkout').send(cart()).expect(201)).body;
      const again = (await ann.post(`/api/orders/mine/${placed.orderId}/pay`).send({}).expect(200)).body;
      expect(again).toMatchObject({ orderId: placed.orderId, status: 'pending', total: placed.total, paymentProvider: 'transfer' });
      expect(again.paymentUrl).toContain(placed.orderId);
      expect((await commerce().query('SELECT count(*)::int AS n FROM orders WHERE customer_email = $1', [email]))[0].n).toBe(1);

      const bob = await t.verifiedShopper('pay-now-bob@example.com');
      await bob.post(`/api/orders/mine/${placed.orderId}/pay`).send({}).expect(404);
      await bob.post(`/api/orders/mine/${placed.orderId}/cancel`).send({}).expect(404);

      const cancelled = (await ann.post(`/api/orders/mine/${placed.orderId}/cancel`).send({}).expect(200)).body;
      expect(cancelled).toMatchObject({ id: placed.orderId, status: 'cancelled', cancellationReason: 'Cancelled by the shopper before paying' });
      for (const action of ['pay', 'cancel']) {
        const refused = await ann.post(`/api/orders/mine/${placed.orderId}/${action}`).send({}).expect(409);
        expect(refused.body.code).toBe('ORDER_STATUS_CONFLICT');
      }
    });

    it('leaves a paid order to the shop (409), and asks a session that is not verified to verify first', async () => {
      const email = 'pay-now-paid@example.com';
      const ann = await t.verifiedShopper(email);
      const placed = (await ann.post('/api/checkout').send(cart()).expect(201)).body;
      await admin.post(`/api/admin/orders/${placed.orderId}/mark-paid`).send({}).expect(200);
      await ann.post(`/api/orders/mine/${placed.orderId}/cancel`).send({}).expect(409);
      expect((await commerce().query('SELECT status FROM orders WHERE id = $1', [placed.orderId]))[0].status).toBe('paid');
      const unverified = await t.shopper('pay-now-unverified@example.com');
      await unverified.post(`/api/orders/mine/${placed.orderId}/cancel`).send({}).expect(403);
    });
  });
});
