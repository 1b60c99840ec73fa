import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import TestAgent from 'supertest/lib/agent';
import { startSmtpSink } from '../support/smtp-sink';
import { startTestShop, TestShop } from '../support/test-shop';

interface CartRecord {
  cartId: string;
  email: string;
  sessionCart: boolean;
  firstName: string | null;
  lastName: string | null;
  cartUpdatedAt: string;
  totalValue: number;
  cartItems: {
    id: string;
    name: string;
    image: string | null;
    type: string;
    quantity: number;
    price: number;
    duration: number | null;
    unavailable?: true;
  }[];
  priceNote: string | null;
}

/** An .eml as the Mailer writes it: the decoded subject and text body. */
function readMail(raw: string): { to: string; subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\s+/, '');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const words = header('Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to: header('To'), subject: words, text };
}

describe('abandoned carts and the recovery offer', () => {
  let t: TestShop;
  let admin: TestAgent;
  let halfPan: { id: string };
  let brush: { id: string };

  const commerce = () => t.db('commerce');

  async function product(fields: { [key: string]: string }) {
    let req = admin.post('/api/products');
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return (await req.expect(201)).body;
  }

  async function shopperWithCart(email: string, items: object[]) {
    const agent = await t.shopper(email);
    await agent.post('/api/cart/save').send({ userEmail: email, cartItems: items }).expect(200);
    return agent;
  }

  /** Moves a cart's last change back in time. */
  const age = (email: string, interval: string) =>
    commerce().query('UPDATE carts SET updated_at = now() - $2::interval WHERE email = $1', [email, interval]);

  async function list(hours?: number | string): Promise<CartRecord[]> {
    const res = await admin
      .get('/api/admin/abandoned-carts')
      .query(hours === undefined ? {} : { hours })
      .expect(200);
    return res.body;
  }
  const emailsIn = (records: CartRecord[], prefix: string) => records.map((r) => r.email).filter((e) => e.startsWith(prefix));

  function mailsTo(email: string) {
    return readdirSync(t.config.mailDir)
      .filter((f) => f.endsWith('.eml') && f.includes(email))
      .sort()
      .map((f) => readMail(readFileSync(path.join(t.config.mailDir, f), 'utf8')));
  }

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    halfPan = await product({ name: 'Cobalt Blue Half Pan', category: 'Individual Colors', price: '6.50' });
    brush = await product({ name: 'Squirrel Mop', category: 'Brushes', price: '29', shipping: '4.50' });
  });
  afterAll(() => t.close());

  it('calls a cart abandoned only after an hour: 59 minutes is not, 2 hours is in the 6-hour window but not the 1-hour one', async () => {
    await shopperWithCart('edge-59m@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);
    await shopperWithCart('edge-2h@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);
    await shopperWithCart('edge-fresh@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);
    await age('edge-59m@example.com', '59 minutes');
    await age('edge-2h@example.com', '2 hours');

    expect(emailsIn(await list(1), 'edge-')).toEqual([]);
    expect(emailsIn(await list(6), 'edge-')).toEqual(['edge-2h@example.com']);
    expect(emailsIn(await list(), 'edge-')).toEqual(['edge-2h@example.com']);
  });

  it('keeps each window to its hours (1, 6, 24, 48, 72, 168), most recent first', async () => {
    const ages: [string, string][] = [
      ['win-5h', '5 hours'],
      ['win-7h', '7 hours'],
      ['win-25h', '25 hours'],
      ['win-49h', '49 hours'],
      ['win-73h', '73 hours'],
      ['win-8d', '8 days'],
    ];
    for (const [name, interval] of ages) {
      await shopperWithCart(`${name}@example.com`, [{ id: `${halfPan.id}-half`, quantity: 1 }]);
      await age(`${name}@example.com`, interval);
    }
    const inWindow = async (hours: number) => emailsIn(await list(hours), 'win-').map((e) => e.replace('@example.com', ''));
    expect(await inWindow(6)).toEqual(['win-5h']);
    expect(await inWindow(24)).toEqual(['win-5h', 'win-7h']);
    expect(await inWindow(48)).toEqual(['win-5h', 'win-7h', 'win-25h']);
    expect(await inWindow(72)).toEqual(['win-5h', 'win-7h', 'win-25h', 'win-49h']);
    expect(await inWindow(168)).toEqual(['win-5h', 'win-7h', 'win-25h', 'win-49h', 'win-73h']);
    const records = await list(168);
    const times = records.map((r) => Date.parse(r.cartUpdatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('leaves out empty carts and shoppers who ordered (in any status) since their last change, but not those who ordered before it', async () => {
    await shopperWithCart('order-empty@example.com', []);
    await age('order-empty@example.com', '3 hours');

    const after = await shopperWithCart('order-after@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);
    const { body: checkout } = await after.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201);
    await age('order-after@example.com', '3 hours');
    await commerce().query("UPDATE orders SET created_at = now() - interval '2 hours', status = 'expired' WHERE id = $1", [checkout.orderId]);

    const before = await shopperWithCart('order-before@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);
    const { body: earlier } = await before.post('/api/checkout').send({ city: 'Austin', state: 'TX' }).expect(201);
    await commerce().query("UPDATE orders SET created_at = now() - interval '5 hours' WHERE id = $1", [earlier.orderId]);
    await age('order-before@example.com', '3 hours');

    expect(emailsIn(await list(24), 'order-')).toEqual(['order-before@example.com']);
  });

  it("values each cart at the server's price, with the shopper's name, so the cards add up", async () => {
    await admin
      .post('/api/admin/orders/manual')
      .send({
        customerEmail: 'value-ann@example.com',
        customerName: 'Ann Marie Lee',
        items: [{ name: 'Market Set', price: 25, quantity: 1 }],
        total: 25,
      })
      .expect(201);
    await commerce().query("UPDATE orders SET created_at = now() - interval '3 days' WHERE customer_email = 'value-ann@example.com'");
    // The stored prices are the browser's and are not believed: 2 × 6.50 + 29.00 = 42.00.
    await shopperWithCart('value-ann@example.com', [
      { id: `${halfPan.id}-half`, name: 'Cheap!', price: 0.01, type: 'product', quantity: 2 },
      { id: `${brush.id}-half`, name: 'Squirrel Mop', price: 1, type: 'product', quantity: 1 },
    ]);
    await shopperWithCart('value-bob@example.com', [{ id: `${brush.id}-half`, price: 29, quantity: 1 }]);
    await age('value-ann@example.com', '2 hours');
    await age('value-bob@example.com', '3 hours');

    const records = (await list(24)).filter((r) => r.email.startsWith('value-'));
    expect(records).toEqual([
      {
        cartId: expect.any(String),
        email: 'value-ann@example.com',
        sessionCart: true,
        firstName: 'Ann',
        lastName: 'Marie Lee',
        cartUpdatedAt: expect.any(String),
        totalValue: 42,
        priceNote: null,
        cartItems: [
          { id: `${halfPan.id}-half`, name: 'Cobalt Blue Half Pan', image: null, type: 'product', quantity: 2, price: 6.5, duration: null },
          { id: `${brush.id}-half`, name: 'Squirrel Mop', image: null, type: 'product', quantity: 1, price: 29, duration: null },
        ],
      },
      expect.objectContaining({ email: 'value-bob@example.com', firstName: null, lastName: null, totalValue: 29 }),
    ]);
    const total = records.reduce((sum, r) => sum + r.totalValue, 0);
    expect(total).toBe(71);
    expect(total / records.length).toBe(35.5);
    expect(Math.abs(Date.parse(records[0].cartUpdatedAt) - (Date.now() - 2 * 3_600_000))).toBeLessThan(60_000);
  });

  it('lists a line whose product left the catalogue as unavailable, counting 0, and says so', async () => {
    const gone = await product({ name: 'Retired Palette', category: 'Brushes', price: '12' });
    await shopperWithCart('gone-item@example.com', [
      { id: `${gone.id}-half`, name: 'Retired Palette', price: 12, quantity: 2 },
      { id: `${brush.id}-half`, name: 'Squirrel Mop', price: 29, quantity: 1 },
    ]);
    await admin.delete(`/api/products/${gone.id}`).expect(200);
    await age('gone-item@example.com', '2 hours');
    const [record] = (await list(24)).filter((r) => r.email === 'gone-item@example.com');
    expect(record).toMatchObject({ totalValue: 29, priceNote: expect.stringMatching(/no longer available/) });
    expect(record.cartItems).toEqual([
      { id: `${gone.id}-half`, name: 'No longer available', image: null, type: 'product', quantity: 2, price: 0, duration: null, unavailable: true },
      { id: `${brush.id}-half`, name: 'Squirrel Mop', image: null, type: 'product', quantity: 1, price: 29, duration: null },
    ]);
  });

  it('answers 200 with server prices whatever a cart holds: client prices, an unknown product, an odd but valid line', async () => {
    const email = 'forged-prices@example.com';
    await shopperWithCart(email, [
      { id: `${brush.id}-half`, name: 'Squirrel Mop', price: 1_000_000, shipping: 1_000_000, type: 'product', quantity: 99 },
      { id: `${randomUUID()}-half`, name: 'Made up', price: 1_000_000, type: 'product', quantity: 99 },
      {
        id: `${halfPan.id}-${'z'.repeat(150)}`,
        name: 'x'.repeat(300),
        price: 0,
        type: 'subscription',
        duration: 12,
        quantity: 1,
        mysteryBoxValue: 1_000_000,
      },
      { id: 'not-a-product', price: 999_999.99, quantity: 1 },
    ]);
    const [stored] = await commerce().query('SELECT items FROM carts WHERE email = $1', [email]);
    expect(JSON.stringify(stored.items)).not.toMatch(/price|name|shipping|mystery|1000000|999999/i);
    await age(email, '2 hours');

    const res = await admin.get('/api/admin/abandoned-carts').expect(200);
    const record = (res.body as CartRecord[]).find((r) => r.email === email)!;
    // 99 × 29.00 at the catalogue's price; the three lines that resolve to nothing count 0.
    expect(record.totalValue).toBe(2871);
    expect(record.cartItems.map((i) => [i.name, i.price, i.quantity, i.unavailable ?? false])).toEqual([
      ['Squirrel Mop', 29, 99, false],
      ['No longer available', 0, 99, true],
      ['No longer available', 0, 1, true],
      ['No longer available', 0, 1, true],
    ]);
    expect(record.priceNote).toMatch(/3 items in this cart are no longer available/);

    // The offer e-mail is valued the same way.
    await admin.post('/api/admin/abandoned-carts/offer').send({ email }).expect(200);
    const [mail] = mailsTo(email);
    expect(mail.text).toContain('99 × Squirrel Mop  $2,871.00');
    expect(mail.text).toContain('99 × No longer available\n');
    expect(mail.text).toContain('Cart subtotal: $2,871.00');
  });

  it('lists a cart saved before carts dropped prices (a 1e15 price, a malformed line) at server prices, never answering 500', async () => {
    const email = 'legacy-cart@example.com';
    await commerce().query("INSERT INTO carts (email, items, updated_at) VALUES ($1, $2, now() - interval '2 hours')", [
      email,
      JSON.stringify([
        { id: `${brush.id}-half`, name: 'Squirrel Mop', price: 1e15, type: 'product', quantity: 1 },
        { id: `${randomUUID()}-half`, name: 'Gone', price: 1e15, quantity: 2 },
        { id: `${halfPan.id}-half`, price: 1e15, quantity: 1e15 },
        { id: 'mystery', type: 'mystery_box', price: 1e15, quantity: 1, isMysteryBoxFreebie: true, mysteryBoxValue: 1e15 },
      ]),
    ]);
    const res = await admin.get('/api/admin/abandoned-carts').expect(200);
    const record = (res.body as CartRecord[]).find((r) => r.email === email)!;
    expect(record).toMatchObject({ sessionCart: false, totalValue: 29 });
    expect(record.cartItems.map((i) => [i.name, i.price, i.quantity])).toEqual([
      ['Squirrel Mop', 29, 1],
      ['No longer available', 0, 2],
    ]);
  });

  it("lists an e-mail's account cart and an unverified session's cart each, and offers the most recent", async () => {
    const email = 'two-carts@example.com';
    const verified = await t.verifiedShopper(email);
    await verified
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${halfPan.id}-half`, quantity: 1 }] })
      .expect(200);
    await age(email, '5 hours');
    await shopperWithCart(email, [{ id: `${brush.id}-half`, quantity: 2 }]);
    await commerce().query("UPDATE carts SET updated_at = now() - interval '3 hours' WHERE email = $1 AND session_id IS NOT NULL", [email]);

    const records = (await list(24)).filter((r) => r.email === email);
    expect(records.map((r) => [r.sessionCart, r.totalValue])).toEqual([
      [true, 58],
      [false, 6.5],
    ]);
    expect(new Set(records.map((r) => r.cartId)).size).toBe(2);

    await admin.post('/api/admin/abandoned-carts/offer').send({ email }).expect(200);
    const [mail] = mailsTo(email).filter((m) => m.subject.startsWith('Your cart is waiting'));
    expect(mail.text).toContain('2 × Squirrel Mop  $58.00');
    expect(mail.text).not.toContain('Cobalt Blue');
  });

  it('e-mails the shopper her cart with a single-use code that really works, and records cart-offer.sent', async () => {
    const email = 'offer-cleo@example.com';
    const shopper = await shopperWithCart(email, [
      { id: `${halfPan.id}-half`, quantity: 2 },
      { id: `${brush.id}-half`, quantity: 1 },
    ]);
    await age(email, '4 hours');

    const before = Date.now();
    const res = await admin.post('/api/admin/abandoned-carts/offer').send({ email: ' Offer-Cleo@Example.com ', discountPercentage: 15 }).expect(200);
    expect(res.body).toEqual({ sent: true, couponCode: expect.stringMatching(/^COMEBACK-[A-HJ-NP-Z2-9]{6}$/), expiresAt: expect.any(String) });
    const { couponCode, expiresAt } = res.body as { couponCode: string; expiresAt: string };
    expect(Math.abs(Date.parse(expiresAt) - (before + 7 * 24 * 3_600_000))).toBeLessThan(60_000);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(email);
    expect(mails[0].subject).toBe('Your cart is waiting — here is 15% off');
    expect(mails[0].text).toContain(couponCode);
    expect(mails[0].text).toContain('2 × Cobalt Blue Half Pan  $13.00');
    expect(mails[0].text).toContain('1 × Squirrel Mop  $29.00');
    expect(mails[0].text).toContain('Cart subtotal: $42.00');
    expect(mails[0].text).toMatch(/used once and expires on .+ UTC/);

    // The code is a real coupon: 15 % off, single use, expiring with the offer.
    const check = await t.client().post('/api/coupons/validate').send({ code: couponCode.toLowerCase(), orderTotal: 100 }).expect(200);
    expect(check.body).toMatchObject({
      valid: true,
      discountAmount: 15,
      coupon: { code: couponCode, discountPercentage: 15, discountType: 'percentage' },
    });
    const coupons = await admin.get('/api/admin/coupons').expect(200);
    expect(coupons.body).toContainEqual(expect.objectContaining({ code: couponCode, isSingleUse: true, isActive: true, expiryDate: expiresAt }));

    const events = await commerce().query("SELECT payload FROM outbox WHERE name = 'cart-offer.sent' AND payload->>'email' = $1", [email]);
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ email, couponCode, discountPercentage: 15, expiresAt });

    // She comes back and checks out with it; her cart is no longer abandoned.
    const order = await shopper.post('/api/checkout').send({ city: 'Austin', state: 'TX', couponCode }).expect(201);
    const { body: placed } = await admin.get(`/api/admin/orders/${order.body.orderId}`).expect(200);
    expect(placed).toMatchObject({ couponCode, couponDiscount: 6.3 });
    expect(emailsIn(await list(24), 'offer-cleo')).toEqual([]);
    await admin.post('/api/admin/abandoned-carts/offer').send({ email }).expect(404);
  });

  it('offers 10 % when the admin names no discount', async () => {
    const email = 'offer-default@example.com';
    await shopperWithCart(email, [{ id: `${brush.id}-half`, quantity: 1 }]);
    await age(email, '26 hours');
    const res = await admin.post('/api/admin/abandoned-carts/offer').send({ email }).expect(200);
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Your cart is waiting — here is 10% off']);
    const check = await t.client().post('/api/coupons/validate').send({ code: res.body.couponCode, orderTotal: 29 }).expect(200);
    expect(check.body).toMatchObject({ valid: true, discountAmount: 2.9 });
  });

  it('refuses bad requests: unknown windows, bad e-mails and discounts, carts that are not abandoned, shoppers and visitors', async () => {
    await admin
      .get('/api/admin/abandoned-carts?hours=5')
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('hours'));
    await admin.get('/api/admin/abandoned-carts?hours=abc').expect(400);
    await admin.get('/api/admin/abandoned-carts?hours=24&extra=1').expect(400);
    await admin.get('/api/admin/abandoned-carts?hours=').expect(200);

    const offer = (body: object) => admin.post('/api/admin/abandoned-carts/offer').send(body);
    await offer({ email: 'not-an-email' })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('email'));
    await offer({}).expect(400);
    await shopperWithCart('bad-offer@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);
    await age('bad-offer@example.com', '2 hours');
    for (const discountPercentage of [4, 51, 10.5, '10']) {
      await offer({ email: 'bad-offer@example.com', discountPercentage })
        .expect(400)
        .expect((r) => expect(r.body.message).toContain('discountPercentage'));
    }
    await offer({ email: 'nobody-here@example.com' }).expect(404);
    await shopperWithCart('too-soon@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);
    await offer({ email: 'too-soon@example.com' }).expect(404);
    expect(mailsTo('bad-offer@example.com')).toHaveLength(0);

    const shopper = await t.shopper('nosy@example.com');
    await shopper.get('/api/admin/abandoned-carts').expect(403);
    await shopper.post('/api/admin/abandoned-carts/offer').send({ email: 'bad-offer@example.com' }).expect(403);
    await t.client().get('/api/admin/abandoned-carts').expect(401);
    await t.client().post('/api/admin/abandoned-carts/offer').send({ email: 'bad-offer@example.com' }).expect(401);
    expect(mailsTo('bad-offer@example.com')).toHaveLength(0);
  });
});

describe('when the offer e-mail cannot be sent', () => {
  let t: TestShop;

  beforeAll(async () => {
    // An SMTP address nobody answers at: the sink is closed before the shop starts.
    const sink = await startSmtpSink();
    await sink.close();
    t = await startTestShop({ SMTP_URL: sink.url });
  });
  afterAll(() => t.close());

  it('answers 503 and keeps neither the coupon nor the cart-offer.sent event', async () => {
    const admin = await t.admin();
    const req = admin.post('/api/products').field('name', 'Squirrel Mop').field('category', 'Brushes').field('price', '29');
    const brush = (await req.expect(201)).body;
    const email = 'smtp-down@example.com';
    const shopper = await t.shopper(email);
    await shopper
      .post('/api/cart/save')
      .send({ userEmail: email, cartItems: [{ id: `${brush.id}-half`, quantity: 1 }] })
      .expect(200);
    const commerce = t.db('commerce');
    await commerce.query("UPDATE carts SET updated_at = now() - interval '2 hours' WHERE email = $1", [email]);

    const res = await admin.post('/api/admin/abandoned-carts/offer').send({ email }).expect(503);
    expect(res.body.message).toMatch(/could not be sent/);
    expect(await commerce.query("SELECT code FROM coupons WHERE code LIKE 'COMEBACK-%'")).toEqual([]);
    expect(await commerce.query("SELECT id FROM outbox WHERE name = 'cart-offer.sent'")).toEqual([]);
    // The cart is still there to try again.
    const carts = await admin.get('/api/admin/abandoned-carts').expect(200);
    expect(carts.body.map((c: { email: string }) => c.email)).toEqual([email]);
  });
});
