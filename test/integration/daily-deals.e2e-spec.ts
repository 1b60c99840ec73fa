import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const png = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#c0306a' } })
    .png()
    .toBuffer();
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const DEAL = { title: 'Travel Palette', description: 'Twelve half pans in a tin', originalPrice: 40, salePrice: 29.99, quantity: 5 };

describe('daily deals', () => {
  let t: TestShop;
  let admin: TestAgent;
  let product: { id: string; name: string };

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    product = (
      await admin
        .post('/api/products')
        .field('name', 'Pink Violets Set')
        .field('category', 'Watercolor Sets')
        .field('price', '40')
        .field('description', 'Twelve handmade half pans. Lightfast pigments! Comes in a tin.')
        .expect(201)
    ).body;
  });
  afterAll(() => t.close());

  const commerce = () => t.shop.services.find((s) => s.name === 'commerce')!.app;
  const db = () => t.db('commerce');
  const dealCount = async () => (await db().query('SELECT count(*)::int AS n FROM daily_deals'))[0].n as number;
  const dealRow = async (id: string) => (await db().query('SELECT * FROM daily_deals WHERE id = $1', [id]))[0];
  const create = async (fields: object = {}) =>
    (
      await admin
        .post('/api/admin/daily-deals')
        .send({ ...DEAL, startDate: at(-HOUR), endDate: at(24 * HOUR), ...fields })
        .expect(201)
    ).body;

  describe('the admin calls', () => {
    it('creates a deal from a form with images, lists, edits, activates and deletes it', async () => {
      const res = await admin
        .post('/api/admin/daily-deals')
        .field('title', 'Granulating Set')
        .field('originalPrice', '50')
        .field('salePrice', '35')
        .field('quantity', '3')
        .field('startDate', at(-HOUR))
        .field('endDate', at(10 * HOUR))
        .field('productLink', '/products')
        .attach('images[]', await png(), 'a.png')
        .attach('images[]', await png(), 'b.png')
        .expect(201);
      const deal = res.body;
      expect(deal).toMatchObject({
        title: 'Granulating Set',
        originalPrice: 50,
        salePrice: 35,
        discountPercent: 30,
        quantity: 3,
        soldCount: 0,
        status: 'active',
        isActive: true,
        isExpired: false,
        productId: null,
        productLink: '/products',
      });
      expect(deal.images).toHaveLength(2);
      expect(deal.images[0]).toMatch(/^\/uploads\/daily-deals\/.+\.webp$/);
      await t.client().get(deal.images[0]).expect(200);

      expect((await admin.get('/api/admin/daily-deals').expect(200)).body.map((d: { id: string }) => d.id)).toContain(deal.id);

      const edited = await admin
        .put(`/api/admin/daily-deals/${deal.id}`)
        .field('salePrice', '30')
        .field('keepImages', JSON.stringify([deal.images[1]]))
        .attach('images[]', await png(), 'c.png')
        .expect(200);
      expect(edited.body).toMatchObject({ salePrice: 30, discountPercent: 40, title: 'Granulating Set' });
      expect(edited.body.images).toHaveLength(2);
      expect(edited.body.images[0]).toBe(deal.images[1]);
      await t.client().get(deal.images[0]).expect(404);

      await admin
        .put(`/api/admin/daily-deals/${deal.id}`)
        .send({ isActive: false })
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ status: 'inactive', isActive: false }));
      await admin
        .post(`/api/admin/daily-deals/activate/${deal.id}`)
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ status: 'active', isActive: true }));

      await admin
        .delete(`/api/admin/daily-deals/${deal.id}`)
        .expect(200)
        .expect((r) => expect(r.body).toEqual({ id: deal.id, deleted: true }));
      await admin.delete(`/api/admin/daily-deals/${deal.id}`).expect(404);
      await t.client().get(edited.body.images[1]).expect(404);
    });

    it('is for admins only, and audited', async () => {
      await t.client().get('/api/admin/daily-deals').expect(401);
      const shopper = await t.shopper('deal-nosy@example.com');
      await shopper.post('/api/admin/daily-deals').send(DEAL).expect(403);
      await shopper.post('/api/admin/daily-deals/process-scheduled').expect(403);
      const deal = await create({ title: 'Audited deal' });
      const audit = await admin.get('/api/admin/audit-log?action=daily-deals').expect(200);
      expect(audit.body.items.some((e: { method: string; statusCode: number }) => e.method === 'POST' && e.statusCode === 201)).toBe(true);
      await admin.delete(`/api/admin/daily-deals/${deal.id}`).expect(200);
    });

    it.each([
      ['an end before the start', { startDate: at(HOUR), endDate: at(-HOUR) }, /endDate must be after startDate/],
      ['an end equal to the start', { startDate: '2030-01-01T09:00:00Z', endDate: '2030-01-01T09:00:00Z' }, /endDate must be after startDate/],
      ['a quantity of 0', { quantity: 0 }, /quantity must be a whole number from 1/],
      ['a fractional quantity', { quantity: 1.5 }, /quantity must be a whole number from 1/],
      ['a sale price equal to the original', { salePrice: 40 }, /salePrice must be less than originalPrice/],
      ['a sale price above the original', { salePrice: 45 }, /salePrice must be less than originalPrice/],
      ['a negative price', { salePrice: -1 }, /salePrice must be an amount of dollars/],
      ['no title', { title: '  ' }, /title is required/],
      ['a date that is no date', { startDate: 'tomorrow' }, /startDate must be an ISO 8601/],
      ['a status that does not exist', { status: 'expired' }, /status must be one of/],
      ['a product id that is no id', { productId: 'nope' }, /productId must be a product id/],
    ])('refuses %s with 400, creating nothing', async (_, fields, message) => {
      const before = await dealCount();
      const res = await admin
        .post('/api/admin/daily-deals')
        .send({ ...DEAL, startDate: at(-HOUR), endDate: at(HOUR), ...fields })
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: expect.any(String), message: expect.stringMatching(message) });
      expect(await dealCount()).toBe(before);
    });

    it('refuses a deal for an unknown product (404), images that are not images (415), and bad edits, changing nothing', async () => {
      const before = await dealCount();
      await admin
        .post('/api/admin/daily-deals')
        .send({ ...DEAL, productId: randomUUID() })
        .expect(404)
        .expect((r) => expect(r.body.message).toMatch(/productId/));
      await admin
        .post('/api/admin/daily-deals')
        .field('title', 'Fake')
        .field('originalPrice', '10')
        .field('salePrice', '5')
        .attach('images[]', Buffer.from('<html>not an image</html>'), 'x.png')
        .expect(415);
      await admin
        .post('/api/admin/daily-deals')
        .field('title', 'Words')
        .field('originalPrice', 'ten')
        .field('salePrice', '5')
        .expect(400)
        .expect((r) => expect(r.body.message).toMatch(/originalPrice/));
      expect(await dealCount()).toBe(before);

      const deal = await create({ title: 'Edit target' });
      const row = await dealRow(deal.id);
      await admin.put(`/api/admin/daily-deals/${deal.id}`).send({ salePrice: 50 }).expect(400);
      await admin
        .put(`/api/admin/daily-deals/${deal.id}`)
        .send({ endDate: at(-2 * HOUR) })
        .expect(400);
      await admin.put(`/api/admin/daily-deals/${deal.id}`).send({ quantity: 0 }).expect(400);
      await admin
        .put(`/api/admin/daily-deals/${deal.id}`)
        .field('title', 'Still fake')
        .attach('images[]', Buffer.from('GIF89a-nope'), 'x.gif')
        .expect(415);
      await admin
        .put(`/api/admin/daily-deals/${deal.id}`)
        .send({ keepImages: ['/uploads/products/someone-elses.webp'] })
        .expect(400);
      await admin.put(`/api/admin/daily-deals/${randomUUID()}`).send({ title: 'Nobody' }).expect(404);
      await admin.put('/api/admin/daily-deals/not-an-id').send({ title: 'Nobody' }).expect(404);
      await admin.post(`/api/admin/daily-deals/activate/${randomUUID()}`).expect(404);
      expect(await dealRow(deal.id)).toEqual(row);
      await admin.delete(`/api/admin/daily-deals/${deal.id}`).expect(200);
    });

    it('takes the fields a deal answers with on create: schedule aliases, autoActivate, image addresses, plain days; read-only ones dropped', async () => {
      const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * HOUR).toISOString().slice(0, 10);
      const scheduled = await create({
        startDate: undefined,
        endDate: undefined,
        scheduledStartDate: day(2),
        scheduledEndDate: day(4),
        autoActivate: true,
        discountPercent: 99,
        soldCount: 7,
        images: ['https://cdn.example.com/deal.jpg', '/uploads/products/p.webp'],
      });
      expect(scheduled).toMatchObject({
        status: 'scheduled',
        autoActivate: true,
        soldCount: 0,
        discountPercent: 25,
        startDate: `${day(2)}T00:00:00.000Z`,
        endDate: `${day(4)}T00:00:00.000Z`,
        scheduledStartDate: `${day(2)}T00:00:00.000Z`,
        images: ['https://cdn.example.com/deal.jpg', '/uploads/products/p.webp'],
      });
      // startDate wins over its alias; autoActivate false leaves a deal that has not started inactive.
      const waiting = await create({ startDate: `${day(3)}`, endDate: day(5), scheduledStartDate: day(1), autoActivate: false });
      expect(waiting).toMatchObject({ status: 'inactive', startDate: `${day(3)}T00:00:00.000Z` });
      const form = await admin
        .post('/api/admin/daily-deals')
        .field('title', 'Form deal')
        .field('originalPrice', '20')
        .field('salePrice', '15')
        .field('scheduledStartDate', day(2))
        .field('autoActivate', 'true')
        .field('images', JSON.stringify(['https://cdn.example.com/f.jpg']))
        .attach('images[]', await png(), 'a.png')
        .expect(201);
      expect(form.body).toMatchObject({ status: 'scheduled', startDate: `${day(2)}T00:00:00.000Z` });
      expect(form.body.images[0]).toBe('https://cdn.example.com/f.jpg');
      expect(form.body.images[1]).toMatch(/^\/uploads\/daily-deals\//);

      const before = await dealCount();
      for (const [fields, field] of [
        [{ images: ['javascript:alert(1)'] }, 'images'],
        [{ images: 'https://cdn.example.com/a.jpg' }, 'images'],
        [{ autoActivate: 'yes' }, 'autoActivate'],
        [{ scheduledStartDate: '2030-02-30' }, 'scheduledStartDate'],
        [{ startDate: '2030-13-01' }, 'startDate'],
      ] as const) {
        await admin
          .post('/api/admin/daily-deals')
          .send({ ...DEAL, ...fields })
          .expect(400)
          .expect((r) => expect(r.body.message).toContain(field));
      }
      expect(await dealCount()).toBe(before);
      for (const deal of [scheduled, waiting, form.body]) await admin.delete(`/api/admin/daily-deals/${deal.id}`).expect(200);
    });
  });

  describe('the scheduler', () => {
    it('schedules a deal from a product with a blurb naming it and the savings', async () => {
      const res = await admin
        .post('/api/admin/daily-deals/schedule-from-product')
        .send({ productId: product.id, discountPercent: 25, startDate: at(HOUR), endDate: at(30 * HOUR) })
        .expect(201);
      expect(res.body).toMatchObject({
        title: 'Pink Violets Set',
        originalPrice: 40,
        salePrice: 30,
        discountPercent: 25,
        quantity: 1,
        status: 'scheduled',
        autoActivate: true,
        isActive: false,
        productId: product.id,
      });
      expect(res.body.description).toContain('Pink Violets Set');
      expect(res.body.description).toContain('You save $10.00');
      expect(res.body.description).toContain('• Lightfast pigments');
      expect((await admin.get('/api/admin/daily-deals/scheduled').expect(200)).body.map((d: { id: string }) => d.id)).toContain(res.body.id);

      const byDefault = await admin
        .post('/api/admin/daily-deals/schedule-from-product')
        .send({ productId: product.id, startDate: at(HOUR), endDate: at(30 * HOUR), blurb: 'Our own words' })
        .expect(201);
      expect(byDefault.body).toMatchObject({ salePrice: 32, discountPercent: 20, description: 'Our own words' });
      // A plain day is 00:00 UTC of it.
      const byDay = await admin
        .post('/api/admin/daily-deals/schedule-from-product')
        .send({ productId: product.id, startDate: '2031-01-02', endDate: '2031-01-04' })
        .expect(201);
      expect(byDay.body).toMatchObject({ startDate: '2031-01-02T00:00:00.000Z', endDate: '2031-01-04T00:00:00.000Z', status: 'scheduled' });
      for (const deal of [res.body, byDefault.body, byDay.body]) await admin.delete(`/api/admin/daily-deals/${deal.id}`).expect(200);
    });

    it.each([
      ['a discount of 4', { discountPercent: 4 }, 400, /discountPercent must be a whole number from 5 to 70/],
      ['a discount of 71', { discountPercent: 71 }, 400, /discountPercent must be a whole number from 5 to 70/],
      ['a fractional discount', { discountPercent: 12.5 }, 400, /discountPercent/],
      ['an unknown product', { productId: '00000000-0000-4000-8000-000000000000' }, 404, /productId/],
      ['no product', { productId: undefined }, 400, /productId is required/],
      ['an end before the start', { startDate: at(2 * HOUR), endDate: at(HOUR) }, 400, /endDate must be after startDate/],
      ['no dates', { startDate: undefined, endDate: undefined }, 400, /startDate/],
    ])('refuses %s, scheduling nothing', async (_, fields, status, message) => {
      const before = await dealCount();
      const res = await admin
        .post('/api/admin/daily-deals/schedule-from-product')
        .send({ productId: product.id, startDate: at(HOUR), endDate: at(30 * HOUR), ...fields })
        .expect(status);
      expect(res.body.message).toMatch(message);
      expect(await dealCount()).toBe(before);
    });

    it('processes scheduled deals: activates those whose start came, expires those whose end passed, and says how many', async () => {
      await db().query("UPDATE daily_deals SET status = 'inactive'");
      const due = await create({ status: 'scheduled', title: 'Due' });
      const later = await create({ status: 'scheduled', title: 'Later', startDate: at(5 * HOUR), endDate: at(9 * HOUR) });
      const over = await create({ title: 'Over' });
      await db().query("UPDATE daily_deals SET start_date = now() - interval '3 hours', end_date = now() - interval '1 minute' WHERE id = $1", [
        over.id,
      ]);

      expect((await t.client().get('/api/daily-deals').expect(200)).body).toEqual([]);
      const res = await admin.post('/api/admin/daily-deals/process-scheduled').expect(200);
      expect(res.body).toEqual({ activated: 1, expired: 1 });
      expect((await dealRow(due.id)).status).toBe('active');
      expect((await dealRow(later.id)).status).toBe('scheduled');
      expect((await dealRow(over.id)).status).toBe('inactive');
      await admin
        .post('/api/admin/daily-deals/process-scheduled')
        .expect(200)
        .expect((r) => expect(r.body).toEqual({ activated: 0, expired: 0 }));
      await admin.post(`/api/admin/daily-deals/activate/${over.id}`).expect(422);
      const listed = (await admin.get('/api/admin/daily-deals').expect(200)).body.find((d: { id: string }) => d.id === over.id);
      expect(listed).toMatchObject({ isExpired: true, status: 'inactive' });
    });

    it('activates each deal once when processing runs twice at the same moment', async () => {
      await db().query("UPDATE daily_deals SET status = 'inactive'");
      const deals = await Promise.all(Array.from({ length: 8 }, (_, i) => create({ status: 'scheduled', title: `Race ${i}` })));
      const [a, b] = await Promise.all([
        admin.post('/api/admin/daily-deals/process-scheduled').expect(200),
        admin.post('/api/admin/daily-deals/process-scheduled').expect(200),
      ]);
      expect(a.body.activated + b.body.activated).toBe(deals.length);
      for (const deal of deals) expect((await dealRow(deal.id)).status).toBe('active');
    });

    it('runs the minute job only where the advisory lock is won', async () => {
      const { DailyDealsSchedulerJob, DEAL_SCHEDULER_LOCK } = builtModule<
        typeof import('../../apps/commerce/src/daily-deals/daily-deals-scheduler.job')
      >('apps/commerce/src/daily-deals/daily-deals-scheduler.job');
      const job = commerce().get(DailyDealsSchedulerJob);
      const due = await create({ status: 'scheduled', title: 'Job' });
      const holder = db().createQueryRunner();
      await holder.connect();
      try {
        await holder.query('SELECT pg_advisory_lock(hashtext($1))', [DEAL_SCHEDULER_LOCK]);
        expect(await job.run()).toBeUndefined();
        expect((await dealRow(due.id)).status).toBe('scheduled');
        await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [DEAL_SCHEDULER_LOCK]);
      } finally {
        await holder.release();
      }
      expect(await job.run()).toMatchObject({ activated: 1 });
      expect((await dealRow(due.id)).status).toBe('active');
    });
  });

  describe('shoppers', () => {
    it('see only active deals that have started and not ended', async () => {
      await db().query("UPDATE daily_deals SET status = 'inactive'");
      const live = await create({ title: 'Live' });
      await create({ title: 'Switched off', status: 'inactive' });
      await create({ title: 'Coming', status: 'scheduled', startDate: at(HOUR), endDate: at(2 * HOUR) });
      const ended = await create({ title: 'Ended' });
      await db().query("UPDATE daily_deals SET start_date = now() - interval '3 hours', end_date = now() - interval '1 second' WHERE id = $1", [
        ended.id,
      ]);
      const res = await t.client().get('/api/daily-deals').expect(200);
      expect(res.body.map((d: { title: string }) => d.title)).toEqual(['Live']);
      expect(res.body[0]).toMatchObject({ id: live.id, salePrice: 29.99, originalPrice: 40, discountPercent: 25, quantity: 5, soldCount: 0 });
    });

    it('price a deal line at its salePrice with 6.99 shipping, and refuse one that cannot be bought with 409', async () => {
      const deal = await create({ title: 'Quoted deal' });
      const res = await t
        .client()
        .post('/api/cart/quote')
        .send({ items: [{ id: `deal-${deal.id}`, type: 'deal', price: 0.01, quantity: 2 }] })
        .expect(200);
      // 2 × 29.99 = 59.98; the first unit ships 6.99, the second 3.00 → 9.99; total 69.97.
      expect(res.body).toMatchObject({ subtotal: 59.98, shipping: 9.99, total: 69.97 });
      expect(res.body.lines).toEqual([
        expect.objectContaining({
          id: `deal-${deal.id}`,
          type: 'deal',
          name: 'Quoted deal',
          price: 29.99,
          originalPrice: 40,
          quantity: 2,
          lineTotal: 59.98,
        }),
      ]);
      // Saved in a cart, the row carries the deal's own shipping value.
      const shopper = await t.shopper('deal.cart@example.com');
      const saved = await shopper
        .post('/api/cart/save')
        .send({ userEmail: 'deal.cart@example.com', cartItems: [{ id: `deal-${deal.id}`, type: 'deal', quantity: 1 }] })
        .expect(200);
      expect(saved.body.items).toEqual([expect.objectContaining({ id: `deal-${deal.id}`, type: 'deal', price: 29.99, shipping: 6.99 })]);

      await t
        .client()
        .post('/api/cart/quote')
        .send({ items: [{ id: `deal-${deal.id}`, quantity: 6 }] })
        .expect(409)
        .expect((r) => expect(r.body.message).toMatch(/Only 5 of this deal are left/));
      await t
        .client()
        .post('/api/cart/quote')
        .send({ items: [{ id: `deal-${randomUUID()}`, quantity: 1 }] })
        .expect(404);
      await t
        .client()
        .post('/api/cart/quote')
        .send({ items: [{ id: 'deal-nope', type: 'deal', quantity: 1 }] })
        .expect(404);
      await admin.put(`/api/admin/daily-deals/${deal.id}`).send({ isActive: false }).expect(200);
      await t
        .client()
        .post('/api/cart/quote')
        .send({ items: [{ id: `deal-${deal.id}`, quantity: 1 }] })
        .expect(409)
        .expect((r) => expect(r.body.message).toMatch(/This deal is not active/));
      await db().query(
        "UPDATE daily_deals SET status = 'active', start_date = now() - interval '2 hours', end_date = now() - interval '1 second' WHERE id = $1",
        [deal.id],
      );
      await t
        .client()
        .post('/api/cart/quote')
        .send({ items: [{ id: `deal-${deal.id}`, quantity: 1 }] })
        .expect(409)
        .expect((r) => expect(r.body.message).toMatch(/This deal has ended/));
      const buyer = await t.shopper('deal-late@example.com');
      await buyer
        .post('/api/checkout')
        .send({ city: 'Austin', state: 'TX', items: [{ id: `deal-${deal.id}`, quantity: 1 }] })
        .expect(409);
      expect((await dealRow(deal.id)).sold_count).toBe(0);
    });

    it("lets exactly one of 100 concurrent checkouts take a deal's last unit", async () => {
      const deal = await create({ title: 'Last one', quantity: 3 });
      await db().query('UPDATE daily_deals SET sold_count = 2 WHERE id = $1', [deal.id]);
      const shoppers = await Promise.all(Array.from({ length: 100 }, (_, i) => t.shopper(`deal-race-${i}@example.com`)));
      const ordersBefore = (await db().query('SELECT count(*)::int AS n FROM orders'))[0].n;
      const results = await Promise.all(
        shoppers.map((agent) =>
          agent.post('/api/checkout').send({ city: 'Austin', state: 'TX', items: [{ id: `deal-${deal.id}`, type: 'deal', quantity: 1 }] }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(99);
      for (const loser of results.filter((r) => r.status === 409)) expect(loser.body.message).toMatch(/sold out/);
      const row = await dealRow(deal.id);
      expect(row.sold_count).toBe(3);
      expect((await db().query('SELECT count(*)::int AS n FROM orders'))[0].n).toBe(ordersBefore + 1);
      const winner = results.find((r) => r.status === 201)!;
      // 29.99 + 6.99 = 36.98; TX 6.25 % = 2.31125 → 2.31; 39.29.
      expect(winner.body).toMatchObject({ status: 'pending', total: 39.29 });
      const order = await admin.get(`/api/admin/orders/${winner.body.orderId}`).expect(200);
      expect(order.body.items).toEqual([expect.objectContaining({ id: `deal-${deal.id}`, type: 'deal', price: 29.99, quantity: 1 })]);
      expect(order.body).toMatchObject({ shipping: 6.99 });
    });

    it('gives the units of an expired pending order back, and keeps those of a paid one', async () => {
      const deal = await create({ title: 'Held', quantity: 2 });
      const first = await t.shopper('deal-holder@example.com');
      const second = await t.shopper('deal-payer@example.com');
      const held = await first
        .post('/api/checkout')
        .send({ city: 'Austin', state: 'TX', items: [{ id: `deal-${deal.id}`, quantity: 1 }] })
        .expect(201);
      const paid = await second
        .post('/api/checkout')
        .send({ city: 'Austin', state: 'TX', items: [{ id: `deal-${deal.id}`, quantity: 1 }] })
        .expect(201);
      await admin.post(`/api/admin/orders/${paid.body.orderId}/mark-paid`).send({}).expect(200);
      const third = await t.shopper('deal-waiting@example.com');
      await third
        .post('/api/checkout')
        .send({ city: 'Austin', state: 'TX', items: [{ id: `deal-${deal.id}`, quantity: 1 }] })
        .expect(409);
      expect((await t.client().get('/api/daily-deals').expect(200)).body.find((d: { id: string }) => d.id === deal.id).soldCount).toBe(2);

      await db().query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = ANY($1::uuid[])", [
        [held.body.orderId, paid.body.orderId],
      ]);
      const { OrderExpiryJob } = builtModule<typeof import('../../apps/commerce/src/orders/order-expiry.job')>(
        'apps/commerce/src/orders/order-expiry.job',
      );
      expect(await commerce().get(OrderExpiryJob).run()).toBeGreaterThanOrEqual(1);
      await admin.get(`/api/admin/orders/${held.body.orderId}`).expect((r) => expect(r.body.status).toBe('expired'));
      expect((await dealRow(deal.id)).sold_count).toBe(1);
      expect((await t.client().get('/api/daily-deals').expect(200)).body.find((d: { id: string }) => d.id === deal.id).soldCount).toBe(1);
      await third
        .post('/api/checkout')
        .send({ city: 'Austin', state: 'TX', items: [{ id: `deal-${deal.id}`, quantity: 1 }] })
        .expect(201);
      expect((await dealRow(deal.id)).sold_count).toBe(2);

      const sales = (await admin.get('/api/admin/daily-deals-sales').expect(200)).body;
      expect(sales.find((s: { id: string }) => s.id === deal.id)).toEqual({
        id: deal.id,
        title: 'Held',
        salePrice: 29.99,
        soldCount: 2,
        originalPrice: 40,
        description: DEAL.description,
        startDate: expect.any(String),
        endDate: expect.any(String),
      });
    });
  });
});
