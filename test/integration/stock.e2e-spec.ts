import TestAgent from 'supertest/lib/agent';
import { STOCK_LEVEL_MAX } from '@shop/contracts';
import { builtModule } from '../support/built-shop';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mailFilesTo, startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';
import { stockCatalogue, stockLevel } from '../support/stock-fixtures';
import { sleep, until } from '../support/until';

const { OrderExpiryJob } = builtModule<typeof import('../../apps/commerce/src/orders/order-expiry.job')>('apps/commerce/src/orders/order-expiry.job');

const WHERE = { city: 'Austin', state: 'TX' };

/**
 * Stock (docs/rules.md §7): counted per product, pan size and variant; reserved in the checkout's own transaction,
 * never below 0 however many buy at once; given back when an order expires or is cancelled, kept when it is paid; and
 * every movement in a ledger whose sum is the level.
 */
describe('stock', () => {
  let t: TestShop;
  let admin: TestAgent;
  let pan: { id: string };
  let set: { id: string };
  let brush: { id: string };
  let variant: { id: string };
  let shoppers = 0;

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    const { product, variantOf } = await stockCatalogue(admin);
    pan = await product('Quinacridone Rose', 'Individual Colors', '7.00');
    set = await product('Desert Palette', 'Watercolor Sets', '48.00');
    brush = await product('Travel Brush', 'Brushes', '30.00');
    variant = await variantOf(brush.id, 'Size 12', '33.50');
  });
  afterAll(() => t.close());

  const commerce = () => t.db('commerce');
  const shopper = () => t.shopper(`stock-${++shoppers}@example.com`);
  const setStock = (productId: string, body: object) => admin.put(`/api/admin/products/${productId}/stock`).send(body);
  const buy = (agent: TestAgent, lineId: string, quantity = 1) => agent.post('/api/checkout').send({ ...WHERE, items: [{ id: lineId, quantity }] });
  const level = (productId: string, item: string) => stockLevel(t, productId, item);
  /** Every counted item's level against the sum of its ledger. */
  const ledgerMismatches = async () =>
    commerce().query(
      `SELECT l.product_id, l.item, l.level, coalesce(sum(m.delta), 0)::int AS ledger FROM stock_levels l
       LEFT JOIN stock_movements m USING (product_id, item) GROUP BY 1, 2, 3 HAVING l.level <> coalesce(sum(m.delta), 0)`,
    );
  const runExpiry = () =>
    t.shop.services
      .find((s) => s.name === 'commerce')!
      .app.get(OrderExpiryJob)
      .run();

  it('leaves a product that counts nothing unlimited, and shows nothing for it', async () => {
    const { body } = await admin.get(`/api/admin/products/${set.id}/stock`).expect(200);
    expect(body).toEqual({ productId: set.id, tracked: false, items: [] });
    await buy(await shopper(), set.id, 40).expect(201);
    expect((await t.client().get('/api/stock').expect(200)).body.items.filter((i: { productId: string }) => i.productId === set.id)).toEqual([]);
  });

  it('sets the levels of the pan sizes and a variant, shows them to shoppers and records corrections', async () => {
    const { body: panStock } = await setStock(pan.id, {
      tracked: true,
      items: [
        { item: 'half', level: 5, threshold: 2 },
        { item: 'full', level: 1 },
      ],
    }).expect(200);
    expect(panStock.tracked).toBe(true);
    expect(panStock.items.map((i: { item: string; level: number; threshold: number | null }) => [i.item, i.level, i.threshold])).toEqual([
      ['full', 1, null],
      ['half', 5, 2],
    ]);
    await setStock(brush.id, { tracked: true, items: [{ item: variant.id, level: 2 }] }).expect(200);

    const { body: available } = await t.client().get('/api/stock').expect(200);
    expect(available.items).toEqual(
      expect.arrayContaining([
        { productId: pan.id, item: 'half', left: 5 },
        { productId: pan.id, item: 'full', left: 1 },
        { productId: brush.id, item: variant.id, left: 2 },
      ]),
    );
    const { body: ledger } = await admin.get(`/api/admin/products/${pan.id}/stock/movements`).expect(200);
    expect(ledger.movements.map((m: { item: string; kind: string; delta: number; level: number }) => [m.item, m.kind, m.delta, m.level])).toEqual(
      expect.arrayContaining([
        ['half', 'correction', 5, 5],
        ['full', 'correction', 1, 1],
      ]),
    );
    expect(ledger.movements[0].actor).toMatch(/@/);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('refuses a product item it does not sell, or one listed twice, changing nothing', async () => {
    const before = await commerce().query('SELECT count(*)::int AS n FROM stock_movements');
    const refused = await setStock(pan.id, { tracked: true, items: [{ item: 'product', level: 3 }] }).expect(400);
    expect(refused.body).toMatchObject({ code: 'BAD_REQUEST', message: 'items: this product does not sell product' });
    await setStock(pan.id, {
      tracked: true,
      items: [
        { item: 'half', level: 3 },
        { item: 'half', level: 4 },
      ],
    }).expect(400);
    await setStock(set.id, { tracked: true, items: [{ item: variant.id, level: 3 }] }).expect(400);
    expect(await commerce().query('SELECT count(*)::int AS n FROM stock_movements')).toEqual(before);
    expect(await level(pan.id, 'half')).toBe(5);
  });

  it('quotes what is left and refuses a line asking for more: 409 naming it and what is left, nothing reserved', async () => {
    const agent = await shopper();
    const quote = (
      await agent
        .post('/api/cart/quote')
        .send({ ...WHERE, items: [{ id: `${pan.id}-full`, quantity: 2 }] })
        .expect(200)
    ).body;
    expect(quote.lines[0]).toMatchObject({ stockLeft: 1, stockProblem: 'Only 1 of Quinacridone Rose - Full Pan left' });
    const refused = await buy(agent, `${pan.id}-full`, 2).expect(409);
    expect(refused.body).toMatchObject({ code: 'SOLD_OUT', message: 'Only 1 of Quinacridone Rose - Full Pan left' });
    expect(await level(pan.id, 'full')).toBe(1);
    expect(await commerce().query('SELECT count(*)::int AS n FROM orders WHERE customer_email = $1', ['stock-' + shoppers + '@example.com'])).toEqual(
      [{ n: 0 }],
    );
  });

  it('reserves at checkout, gives back on expiry and cancellation, keeps on payment', async () => {
    const agent = await shopper();
    const first = (await buy(agent, `${pan.id}-half`, 2).expect(201)).body;
    expect(await level(pan.id, 'half')).toBe(3);
    // A line without a size buys a half pan of a pan-sized product: it counts against the half pan.
    const second = (await buy(agent, pan.id, 1).expect(201)).body;
    expect(await level(pan.id, 'half')).toBe(2);

    await commerce().query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [first.orderId]);
    await runExpiry();
    expect(await level(pan.id, 'half')).toBe(4);
    await runExpiry();
    expect(await level(pan.id, 'half')).toBe(4);

    await admin.post(`/api/admin/orders/${second.orderId}/mark-paid`).send({}).expect(200);
    expect(await level(pan.id, 'half')).toBe(4);
    await admin.post(`/api/admin/orders/${second.orderId}/cancel`).send({ reason: 'Out of paper' }).expect(200);
    expect(await level(pan.id, 'half')).toBe(5);

    const kinds = (
      await commerce().query('SELECT kind, delta FROM stock_movements WHERE order_id = ANY($1::uuid[]) ORDER BY id', [
        [first.orderId, second.orderId],
      ])
    ).map((r: { kind: string; delta: number }) => `${r.kind} ${r.delta}`);
    expect(kinds).toEqual(['reservation -2', 'reservation -1', 'release 2', 'sale 0', 'return 1']);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('restocks a counted item by hand, and refuses to restock one that is not counted', async () => {
    const { body } = await admin
      .post(`/api/admin/products/${pan.id}/stock/restock`)
      .send({ item: 'full', quantity: 4, reason: 'New batch' })
      .expect(200);
    expect(body.items.find((i: { item: string }) => i.item === 'full').level).toBe(5);
    await admin.post(`/api/admin/products/${pan.id}/stock/restock`).send({ item: 'grande', quantity: 4 }).expect(404);
    const { body: ledger } = await admin.get(`/api/admin/products/${pan.id}/stock/movements?limit=1`).expect(200);
    expect(ledger.movements).toEqual([expect.objectContaining({ item: 'full', kind: 'restock', delta: 4, level: 5, reason: 'New batch' })]);
  });

  it('stops counting when tracking is turned off: the level is corrected to 0 in the ledger first', async () => {
    await setStock(brush.id, { tracked: false }).expect(200);
    expect(await level(brush.id, variant.id)).toBeUndefined();
    const last = (await admin.get(`/api/admin/products/${brush.id}/stock/movements?limit=1`).expect(200)).body.movements[0];
    expect(last).toMatchObject({ item: variant.id, kind: 'correction', delta: -2, level: 0 });
    await buy(await shopper(), `${brush.id}-${variant.id}`, 3).expect(201);
  });

  it.each([
    ['a negative level', { tracked: true, items: [{ item: 'half', level: -1 }] }, 'level must not be below 0'],
    ['a fractional level', { tracked: true, items: [{ item: 'half', level: 1.5 }] }, 'level must be a whole number'],
    ['an absurd level', { tracked: true, items: [{ item: 'half', level: STOCK_LEVEL_MAX + 1 }] }, 'level must be at most 1,000,000'],
    ['a level as text', { tracked: true, items: [{ item: 'half', level: '5' }] }, 'level must be a number'],
    ['a negative threshold', { tracked: true, items: [{ item: 'half', level: 5, threshold: -1 }] }, 'threshold must not be below 0'],
    ['an unknown item', { tracked: true, items: [{ item: 'jumbo', level: 5 }] }, 'item must be product, half, full, grande or a variant id'],
    ['tracked missing', { items: [] }, 'tracked must be true or false'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_name, body, message) => {
    const before = await commerce().query('SELECT * FROM stock_levels ORDER BY product_id, item');
    const res = await setStock(pan.id, body).expect(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(await commerce().query('SELECT * FROM stock_levels ORDER BY product_id, item')).toEqual(before);
  });

  it('refuses a restock of 0, a fraction or over the maximum, and answers 404 for an unknown product', async () => {
    for (const quantity of [0, 2.5, STOCK_LEVEL_MAX + 1]) {
      await admin.post(`/api/admin/products/${pan.id}/stock/restock`).send({ item: 'half', quantity }).expect(400);
    }
    await admin.get('/api/admin/products/00000000-0000-4000-8000-000000000000/stock').expect(404);
    await admin.get('/api/admin/products/not-an-id/stock').expect(404);
    await t.client().get(`/api/admin/products/${pan.id}/stock`).expect(401);
  });

  describe('the last unit, bought by 100 shoppers at once', () => {
    const race = async (lineId: string, productId: string, item: string) => {
      const agents = await Promise.all(Array.from({ length: 100 }, () => shopper()));
      const answers = await Promise.all(agents.map((agent) => buy(agent, lineId)));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(99);
      expect(await level(productId, item)).toBe(0);
      expect(await ledgerMismatches()).toEqual([]);
      const winner = answers.find((res) => res.status === 201)!.body.orderId;
      const taken = await commerce().query('SELECT item, kind, delta FROM stock_movements WHERE order_id = $1', [winner]);
      expect(taken).toEqual([{ item, kind: 'reservation', delta: -1 }]);
    };

    it('sells a set (the product itself) once', async () => {
      await setStock(set.id, { tracked: true, items: [{ item: 'product', level: 1 }] }).expect(200);
      await race(set.id, set.id, 'product');
    }, 120_000);

    it('sells a half pan once', async () => {
      await setStock(pan.id, { tracked: true, items: [{ item: 'half', level: 1 }] }).expect(200);
      await race(`${pan.id}-half`, pan.id, 'half');
    }, 120_000);

    it('sells a variant once', async () => {
      await setStock(brush.id, { tracked: true, items: [{ item: variant.id, level: 1 }] }).expect(200);
      await race(`${brush.id}-${variant.id}`, brush.id, variant.id);
    }, 120_000);
  });

  it('reserves all or nothing: a cart whose last line is short takes nothing from the others', async () => {
    await setStock(set.id, { tracked: true, items: [{ item: 'product', level: 3 }] }).expect(200);
    await setStock(pan.id, { tracked: true, items: [{ item: 'half', level: 0 }] }).expect(200);
    const agent = await shopper();
    await agent
      .post('/api/checkout')
      .send({
        ...WHERE,
        items: [
          { id: set.id, quantity: 2 },
          { id: `${pan.id}-half`, quantity: 1 },
        ],
      })
      .expect(409);
    expect(await level(set.id, 'product')).toBe(3);
    expect(await ledgerMismatches()).toEqual([]);
  });

  describe('low stock', () => {
    const lowMails = (name: string) =>
      mailFilesTo(t.config.mailDir, TEST_ADMIN.email)
        .map((file) => readFileSync(path.join(t.config.mailDir, file), 'utf8'))
        .filter((mail) => mail.includes(`Low stock: ${name}`));

    it('mails the owner once as a checkout crosses the shop-wide threshold, and lists the item on the dashboard', async () => {
      await admin.put('/api/site-config/low_stock_threshold').send({ value: '2' }).expect(200);
      const teal = (
        await admin.post('/api/products').field('name', 'Cobalt Teal').field('category', 'Watercolor Sets').field('price', '20').expect(201)
      ).body as { id: string };
      await setStock(teal.id, { tracked: true, items: [{ item: 'product', level: 4 }] }).expect(200);
      let low = (await admin.get('/api/admin/stock/low').expect(200)).body;
      expect(low.defaultThreshold).toBe(2);
      expect(low.items.find((i: { productId: string }) => i.productId === teal.id)).toBeUndefined();

      await buy(await shopper(), teal.id, 1).expect(201); // 4 → 3: above the threshold
      await buy(await shopper(), teal.id, 1).expect(201); // 3 → 2: crosses it
      await buy(await shopper(), teal.id, 1).expect(201); // 2 → 1: already low, no second mail
      await until(async () => lowMails('Cobalt Teal').length > 0, 'the low-stock mail');
      await sleep(500);
      expect(lowMails('Cobalt Teal')).toHaveLength(1);
      expect(lowMails('Cobalt Teal')[0]).toContain('Cobalt Teal is down to 2');

      low = (await admin.get('/api/admin/stock/low').expect(200)).body;
      expect(low.items).toContainEqual({ productId: teal.id, item: 'product', name: 'Cobalt Teal', level: 1, threshold: 2 });
    });

    it('uses an item’s own threshold over the shop’s, and names pan sizes', async () => {
      await setStock(pan.id, { tracked: true, items: [{ item: 'grande', level: 9, threshold: 8 }] }).expect(200);
      await buy(await shopper(), `${pan.id}-grande`, 1).expect(201);
      const low = (await admin.get('/api/admin/stock/low').expect(200)).body;
      expect(low.items).toContainEqual({ productId: pan.id, item: 'grande', name: 'Quinacridone Rose - Grande', level: 8, threshold: 8 });
      await until(async () => lowMails('Quinacridone Rose - Grande').length > 0, 'the low-stock mail of the grande');
    });

    it('refuses a shop-wide threshold that is not a whole number from 0 to 1,000,000', async () => {
      for (const value of ['-1', '2.5', 'many', '1000001']) {
        const res = await admin.put('/api/site-config/low_stock_threshold').send({ value }).expect(400);
        expect(res.body.code).toBe('BAD_REQUEST');
      }
      expect((await t.client().get('/api/site-config/low_stock_threshold').expect(200)).body.value).toBe('2');
      await t.client().get('/api/admin/stock/low').expect(401);
    });
  });

  describe('back in stock', () => {
    const backMails = (email: string) =>
      mailFilesTo(t.config.mailDir, email)
        .map((file) => readFileSync(path.join(t.config.mailDir, file), 'utf8'))
        .filter((mail) => mail.includes('Back in stock: Opera Pink'));
    let opera: { id: string };

    beforeAll(async () => {
      opera = (await admin.post('/api/products').field('name', 'Opera Pink').field('category', 'Watercolor Sets').field('price', '15').expect(201))
        .body;
      await setStock(opera.id, { tracked: true, items: [{ item: 'product', level: 0 }] }).expect(200);
    });

    it('takes one request per shopper while the item is sold out, and refuses what is not sold out', async () => {
      const ann = await t.shopper('back-ann@example.com');
      const asked = await ann.post('/api/stock/notify-when-back').send({ productId: opera.id, item: 'product' }).expect(201);
      expect(asked.body).toEqual({ productId: opera.id, item: 'product', email: 'back-ann@example.com' });
      const again = await ann.post('/api/stock/notify-when-back').send({ productId: opera.id, item: 'product' }).expect(409);
      expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'You will already be told by e-mail when it is back' });
      await (await t.shopper('back-bea@example.com')).post('/api/stock/notify-when-back').send({ productId: opera.id, item: 'product' }).expect(201);

      const notSoldOut = await ann.post('/api/stock/notify-when-back').send({ productId: set.id, item: 'product' }).expect(400);
      expect(notSoldOut.body.message).toBe('This item is not sold out: it can be added to the cart now');
      await ann.post('/api/stock/notify-when-back').send({ productId: opera.id, item: 'jumbo' }).expect(400);
      await ann.post('/api/stock/notify-when-back').send({ productId: 'nope', item: 'product' }).expect(400);
      await t.client().post('/api/stock/notify-when-back').send({ productId: opera.id, item: 'product' }).expect(401);
      expect(await commerce().query('SELECT count(*)::int AS n FROM stock_back_requests WHERE product_id = $1', [opera.id])).toEqual([{ n: 2 }]);
    });

    it('mails each waiting shopper once when it is restocked, and not again at the next restock', async () => {
      await admin.post(`/api/admin/products/${opera.id}/stock/restock`).send({ item: 'product', quantity: 3 }).expect(200);
      await until(
        async () => backMails('back-ann@example.com').length > 0 && backMails('back-bea@example.com').length > 0,
        'the back-in-stock mails',
      );
      await admin.post(`/api/admin/products/${opera.id}/stock/restock`).send({ item: 'product', quantity: 2 }).expect(200);
      await sleep(500);
      expect(backMails('back-ann@example.com')).toHaveLength(1);
      expect(backMails('back-bea@example.com')).toHaveLength(1);

      // Sold out again, she may ask again; counting it back from 0 by hand tells her again.
      await setStock(opera.id, { tracked: true, items: [{ item: 'product', level: 0 }] }).expect(200);
      const ann = await t.shopper('back-ann@example.com');
      await ann.post('/api/stock/notify-when-back').send({ productId: opera.id, item: 'product' }).expect(201);
      await setStock(opera.id, { tracked: true, items: [{ item: 'product', level: 4 }] }).expect(200);
      await until(async () => backMails('back-ann@example.com').length === 2, 'her second back-in-stock mail');
      expect(backMails('back-bea@example.com')).toHaveLength(1);
    });
  });
});
