import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const png = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#2f6f9e' } })
    .png()
    .toBuffer();
const NOT_AN_IMAGE = { body: Buffer.from('plain text pretending to be a picture'), file: { filename: 'fake.png', contentType: 'image/png' } };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** 50.00 falling 2.50 a minute to 40.00, bought at retail for 60.00. */
const AUCTION = {
  title: 'Vintage Brass Palette',
  description: 'A one-off',
  startPrice: 50,
  endPrice: 40,
  originalRetailPrice: 60,
  priceDropAmount: 2.5,
  priceDropInterval: 60,
  quantity: 5,
};

describe('gravity (Dutch) auctions', () => {
  let t: TestShop;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestShop({ PAYMENT_URL_TEMPLATE: 'https://pay.test/transfer/{total}?order={orderId}' });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const commerce = () => t.db('commerce');
  const create = async (fields: Partial<typeof AUCTION> & { isActive?: boolean } = {}) =>
    (
      await admin
        .post('/api/admin/dutch-auctions')
        .send({ ...AUCTION, ...fields })
        .expect(201)
    ).body;
  const publicOne = async (id: string) => (await t.client().get('/api/dutch-auctions').expect(200)).body.find((a: { id: string }) => a.id === id);
  const auctionRow = async (id: string) => (await commerce().query('SELECT * FROM dutch_auctions WHERE id = $1', [id]))[0];
  const setBack = (id: string, seconds: number) =>
    commerce().query(`UPDATE dutch_auctions SET started_at = now() - make_interval(secs => $2) WHERE id = $1`, [id, seconds]);

  describe('the price, from the clock (docs/rules.md §7)', () => {
    it('starts at startPrice and steps down by priceDropAmount every priceDropInterval to the floor', async () => {
      const created = await create();
      const fresh = await publicOne(created.id);
      expect(fresh).toMatchObject({
        title: AUCTION.title,
        isActive: true,
        startPrice: 50,
        currentPrice: 50,
        endPrice: 40,
        originalRetailPrice: 60,
        priceDropAmount: 2.5,
        priceDropInterval: 60,
        quantity: 5,
        soldCount: 0,
        floorReached: false,
        priceHistory: [{ price: 50 }],
      });
      expect(fresh.lastPriceDropTime).toBe(fresh.startedAt);
      expect(Date.parse(fresh.nextDropAt) - Date.parse(fresh.startedAt)).toBe(60_000);

      await setBack(created.id, 150);
      const later = await publicOne(created.id);
      // ⌊150 ÷ 60⌋ = 2 drops: 50 − 2 × 2.50 = 45.
      expect(later).toMatchObject({ currentPrice: 45, floorReached: false, priceHistory: [{ price: 50 }, { price: 47.5 }, { price: 45 }] });
      expect(Date.parse(later.lastPriceDropTime) - Date.parse(later.startedAt)).toBe(120_000);
      expect(Date.parse(later.nextDropAt) - Date.parse(later.startedAt)).toBe(180_000);

      await setBack(created.id, 3_600);
      const floor = await publicOne(created.id);
      expect(floor).toMatchObject({ currentPrice: 40, floorReached: true, nextDropAt: null });
      expect(floor.priceHistory.map((p: { price: number }) => p.price)).toEqual([50, 47.5, 45, 42.5, 40]);
      expect(Date.parse(floor.lastPriceDropTime) - Date.parse(floor.startedAt)).toBe(240_000);
    });
  });

  describe('the admin panel', () => {
    it('creates with images, edits (adding and removing images), deactivates, activates and deletes', async () => {
      const created = (
        await admin
          .post('/api/admin/dutch-auctions')
          .field('title', 'Handmade Sable Brush')
          .field('startPrice', '80')
          .field('endPrice', '30')
          .field('originalRetailPrice', '95')
          .field('priceDropAmount', '5')
          .field('priceDropInterval', '30')
          .field('quantity', '2')
          .attach('images[]', await png(), 'a.png')
          .expect(201)
      ).body;
      expect(created).toMatchObject({
        title: 'Handmade Sable Brush',
        startPrice: 80,
        endPrice: 30,
        priceDropInterval: 30,
        quantity: 2,
        isActive: true,
      });
      expect(created.images).toHaveLength(1);
      expect(created.images[0]).toMatch(/^\/uploads\/dutch-auctions\/.+\.webp$/);
      await t.client().get(created.images[0]).expect(200);

      const edited = (
        await admin
          .put(`/api/admin/dutch-auctions/${created.id}`)
          .field('title', 'Kolinsky Sable Brush')
          .field('removeImages', JSON.stringify(created.images))
          .attach('images[]', await png(), 'b.png')
          .expect(200)
      ).body;
      expect(edited).toMatchObject({ title: 'Kolinsky Sable Brush', startPrice: 80, quantity: 2 });
      expect(edited.images).toHaveLength(1);
      expect(edited.images[0]).not.toBe(created.images[0]);
      await t.client().get(created.images[0]).expect(404);

      const off = (await admin.post(`/api/admin/dutch-auctions/${created.id}/deactivate`).expect(200)).body;
      expect(off.isActive).toBe(false);
      expect(await publicOne(created.id)).toBeUndefined();
      expect((await admin.get('/api/admin/dutch-auctions').expect(200)).body.map((a: { id: string }) => a.id)).toContain(created.id);

      await setBack(created.id, 600);
      const on = (await admin.post(`/api/admin/dutch-auctions/${created.id}/activate`).expect(200)).body;
      // Activating restarts the clock: the price starts again from startPrice.
      expect(on).toMatchObject({ isActive: true, currentPrice: 80 });
      expect((await publicOne(created.id)).currentPrice).toBe(80);

      await admin.delete(`/api/admin/dutch-auctions/${created.id}`).expect(200, { id: created.id, deleted: true });
      await t.client().get(edited.images[0]).expect(404);
      await admin.delete(`/api/admin/dutch-auctions/${created.id}`).expect(404);
      await admin.post(`/api/admin/dutch-auctions/${created.id}/activate`).expect(404);
    });

    it("is the admin's only", async () => {
      await t.client().get('/api/admin/dutch-auctions').expect(401);
      const shopper = await t.shopper('not-admin@example.com');
      await shopper.post('/api/admin/dutch-auctions').send(AUCTION).expect(403);
      await shopper.post(`/api/dutch-auctions/${UNKNOWN_ID}/purchase`).send({}).expect(404);
    });

    it.each([
      ['a start price not above the end price', { startPrice: 40, endPrice: 40 }, /endPrice must be less than startPrice/],
      ['an end price of 0', { endPrice: 0 }, /endPrice must be more than 0/],
      ['a negative start price', { startPrice: -5 }, /startPrice must be more than 0/],
      ['a drop amount of 0', { priceDropAmount: 0 }, /priceDropAmount must be more than 0/],
      ['an interval of 0 seconds', { priceDropInterval: 0 }, /priceDropInterval must be a whole number of seconds from 1/],
      ['an interval of 1.5 seconds', { priceDropInterval: 1.5 }, /priceDropInterval must be a whole number of seconds/],
      ['a quantity of 0', { quantity: 0 }, /quantity must be a whole number from 1/],
      ['a retail price below the start price', { originalRetailPrice: 45 }, /originalRetailPrice must be at least startPrice/],
      ['a price with 3 decimals', { startPrice: 50.005 }, /startPrice must have at most 2 decimals/],
      ['no title', { title: '' }, /title is required/],
    ])('refuses %s with a 400 naming the field, and creates nothing', async (_, change, message) => {
      const before = (await admin.get('/api/admin/dutch-auctions').expect(200)).body.length;
      const res = await admin
        .post('/api/admin/dutch-auctions')
        .send({ ...AUCTION, ...change })
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(String(res.body.message)).toMatch(message);
      expect((await admin.get('/api/admin/dutch-auctions').expect(200)).body).toHaveLength(before);
    });

    it('refuses a file that is not an image (415) and a bad edit (400), changing nothing', async () => {
      const before = (await admin.get('/api/admin/dutch-auctions').expect(200)).body.length;
      await admin
        .post('/api/admin/dutch-auctions')
        .field('title', 'Fake')
        .field('startPrice', '5')
        .field('endPrice', '1')
        .field('originalRetailPrice', '5')
        .field('priceDropAmount', '1')
        .field('priceDropInterval', '10')
        .field('quantity', '1')
        .attach('images[]', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file)
        .expect(415);
      expect((await admin.get('/api/admin/dutch-auctions').expect(200)).body).toHaveLength(before);

      const auction = await create({ title: 'Untouched' });
      const row = await auctionRow(auction.id);
      await admin.put(`/api/admin/dutch-auctions/${auction.id}`).attach('images[]', NOT_AN_IMAGE.body, NOT_AN_IMAGE.file).expect(415);
      await admin
        .put(`/api/admin/dutch-auctions/${auction.id}`)
        .send({ endPrice: 55 })
        .expect(400)
        .expect((r) => expect(r.body.message).toMatch(/endPrice must be less than startPrice/));
      await admin.put(`/api/admin/dutch-auctions/${auction.id}`).send({ priceDropInterval: 0 }).expect(400);
      await admin.put(`/api/admin/dutch-auctions/${auction.id}`).send({ quantity: 0 }).expect(400);
      await admin
        .put(`/api/admin/dutch-auctions/${auction.id}`)
        .field('quantity', 'lots')
        .attach('images[]', await png(), 'c.png')
        .expect(400);
      await admin
        .put(`/api/admin/dutch-auctions/${auction.id}`)
        .send({ removeImages: ['/uploads/dutch-auctions/not-ours.webp'] })
        .expect(404);
      await admin.put(`/api/admin/dutch-auctions/${UNKNOWN_ID}`).send({ title: 'Nobody' }).expect(404);
      await admin.put('/api/admin/dutch-auctions/not-an-id').send({ title: 'Nobody' }).expect(404);
      expect(await auctionRow(auction.id)).toEqual(row);
    });

    it('will not lower the quantity below what is already sold', async () => {
      const auction = await create({ quantity: 2 });
      const shopper = await t.shopper('early-bird@example.com');
      await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(201);
      await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(201);
      await admin
        .put(`/api/admin/dutch-auctions/${auction.id}`)
        .send({ quantity: 1 })
        .expect(400)
        .expect((r) => expect(r.body.message).toMatch(/quantity must be at least the 2 already sold/));
      expect(await auctionRow(auction.id)).toMatchObject({ quantity: 2, sold_count: 2 });
    });
  });

  describe('buying (docs/rules.md §7)', () => {
    it('locks the current price for one unit and creates a pending order for the shopper: {auction, finalPrice, savings}', async () => {
      const auction = await create();
      await setBack(auction.id, 150);
      const email = 'buyer@example.com';
      const shopper = await t.shopper(email);
      const res = await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({ city: 'Austin', state: 'tx' }).expect(201);
      expect(res.body).toMatchObject({ finalPrice: 45, savings: 15, auction: { id: auction.id, soldCount: 1, currentPrice: 45 } });
      // 45.00 + shipping 9.00 (an auction line with no shipping value, docs/rules.md §3); tax (45 + 9) × 6.25 % = 3.375 → 3.38.
      expect(res.body.order).toMatchObject({ status: 'pending', total: 57.38 });
      expect(res.body.order.paymentUrl).toBe(`https://pay.test/transfer/57.38?order=${res.body.order.orderId}`);

      const order = (await admin.get(`/api/admin/orders/${res.body.order.orderId}`).expect(200)).body;
      expect(order).toMatchObject({
        customerEmail: email,
        status: 'pending',
        subtotal: 45,
        shipping: 9,
        tax: 3.38,
        total: 57.38,
        state: 'TX',
        items: [{ id: `auction-${auction.id}`, name: AUCTION.title, type: 'auction', quantity: 1, price: 45, originalPrice: 60 }],
      });
      expect((await publicOne(auction.id)).soldCount).toBe(1);

      // Without a city and state there is no tax yet (docs/rules.md §3 step 5).
      const plain = await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(201);
      expect(plain.body.order.total).toBe(54);
      // Her own e-mail in the body, as most shopper calls carry it, is welcome.
      const named = await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({ userEmail: email }).expect(201);
      expect(named.body.order.status).toBe('pending');
    });

    it('asks for a sign-in and checks the body and the id', async () => {
      const auction = await create();
      await t.client().post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(401);
      const shopper = await t.shopper('careful@example.com');
      await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({ state: 'Texas' }).expect(400);
      await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({ price: 0.01 }).expect(400);
      await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({ userEmail: 'someone.else@example.com' }).expect(403);
      await shopper.post('/api/dutch-auctions/not-an-id/purchase').send({}).expect(404);
      await shopper.post(`/api/dutch-auctions/${UNKNOWN_ID}/purchase`).send({}).expect(404);
      expect(await auctionRow(auction.id)).toMatchObject({ sold_count: 0 });
    });

    it('refuses an inactive auction and a sold-out one with 409, changing nothing', async () => {
      const shopper = await t.shopper('too-late@example.com');
      const off = await create({ isActive: false });
      const inactive = await shopper.post(`/api/dutch-auctions/${off.id}/purchase`).send({}).expect(409);
      expect(inactive.body).toMatchObject({ statusCode: 409, message: 'This auction is not active' });

      const one = await create({ quantity: 1 });
      await shopper.post(`/api/dutch-auctions/${one.id}/purchase`).send({}).expect(201);
      const ordersBefore = (await commerce().query("SELECT count(*)::int AS n FROM orders WHERE customer_email = 'too-late@example.com'"))[0].n;
      const soldOut = await shopper.post(`/api/dutch-auctions/${one.id}/purchase`).send({}).expect(409);
      expect(soldOut.body).toMatchObject({ statusCode: 409, message: 'This item is sold out' });
      expect(await auctionRow(one.id)).toMatchObject({ quantity: 1, sold_count: 1 });
      const ordersAfter = (await commerce().query("SELECT count(*)::int AS n FROM orders WHERE customer_email = 'too-late@example.com'"))[0].n;
      expect(ordersAfter).toBe(ordersBefore);
    });

    it('sells the last unit of 100 concurrent purchases exactly once: one 201, 99 × 409, soldCount never above quantity', async () => {
      const auction = await create({ quantity: 3 });
      await commerce().query('UPDATE dutch_auctions SET sold_count = 2 WHERE id = $1', [auction.id]);
      const shoppers = await Promise.all(Array.from({ length: 100 }, (_, i) => t.shopper(`racer-${i}@example.com`)));
      const results = await Promise.all(shoppers.map((agent) => agent.post(`/api/dutch-auctions/${auction.id}/purchase`).send({})));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(99);
      expect(results.filter((r) => r.status === 409).every((r) => r.body.message === 'This item is sold out')).toBe(true);
      expect(await auctionRow(auction.id)).toMatchObject({ quantity: 3, sold_count: 3 });
      const orders = await commerce().query('SELECT count(*)::int AS n FROM dutch_auction_purchases WHERE auction_id = $1', [auction.id]);
      expect(orders[0].n).toBe(1);
    }, 60_000);

    it('gives the unit back when the pending order expires, once', async () => {
      const auction = await create({ quantity: 1 });
      const first = await t.shopper('lapsed@example.com');
      const { body } = await first.post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(201);
      const second = await t.shopper('patient@example.com');
      await second.post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(409);

      await commerce().query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [body.order.orderId]);
      const commerceApp = t.shop.services.find((s) => s.name === 'commerce')!.app;
      const { OrderExpiryJob } = builtModule<typeof import('../../apps/commerce/src/orders/order-expiry.job')>(
        'apps/commerce/src/orders/order-expiry.job',
      );
      expect(await commerceApp.get(OrderExpiryJob).run()).toBeGreaterThanOrEqual(1);
      expect(await auctionRow(auction.id)).toMatchObject({ sold_count: 0 });
      expect(await commerceApp.get(OrderExpiryJob).run()).toBe(0);
      expect(await auctionRow(auction.id)).toMatchObject({ sold_count: 0 });

      await second.post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(201);
      expect(await auctionRow(auction.id)).toMatchObject({ sold_count: 1 });
    });

    it("keeps the unit sold once the order is paid, and paying leaves the shopper's saved cart alone", async () => {
      const auction = await create({ quantity: 1 });
      const email = 'payer@example.com';
      // Verified: her saved cart is the account's, the one a paid checkout empties.
      const shopper = await t.verifiedShopper(email);
      await commerce().query(
        `INSERT INTO carts (email, items, updated_at) VALUES ($1, '[{"id":"x-half","quantity":1}]', now() - interval '1 hour')`,
        [email],
      );
      const { body } = await shopper.post(`/api/dutch-auctions/${auction.id}/purchase`).send({}).expect(201);
      await admin.post(`/api/admin/orders/${body.order.orderId}/mark-paid`).send({}).expect(200);
      await commerce().query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [body.order.orderId]);
      const commerceApp = t.shop.services.find((s) => s.name === 'commerce')!.app;
      const { OrderExpiryJob } = builtModule<typeof import('../../apps/commerce/src/orders/order-expiry.job')>(
        'apps/commerce/src/orders/order-expiry.job',
      );
      await commerceApp.get(OrderExpiryJob).run();
      expect(await auctionRow(auction.id)).toMatchObject({ sold_count: 1 });
      await waitFor(async () => (await commerce().query("SELECT 1 FROM processed_events WHERE consumer = 'commerce:order-confirmation'")).length > 0);
      expect(await commerce().query('SELECT 1 FROM carts WHERE email = $1', [email])).toHaveLength(1);
    });
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
