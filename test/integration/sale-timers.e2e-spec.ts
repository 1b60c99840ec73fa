import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { SaleTimersService } = builtModule<typeof import('../../apps/catalog/src/sale-timers/sale-timers.service')>(
  'apps/catalog/src/sale-timers/sale-timers.service',
);

const SECOND = 1_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A timer running now: started an hour ago, ends in a day. */
const running = (overrides: Record<string, unknown> = {}) => ({
  name: 'Black Friday',
  discountPercentage: 20,
  startTime: iso(Date.now() - HOUR),
  endTime: iso(Date.now() + 24 * HOUR),
  saleType: 'all',
  ...overrides,
});

describe('sale timers and the site-wide sale', () => {
  let t: TestShop;
  let admin: TestAgent;
  const catalog = () => t.shop.services.find((s) => s.name === 'catalog')!.app;

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const list = async () => (await admin.get('/api/sale-timers').expect(200)).body as Array<Record<string, unknown>>;
  const create = async (body: Record<string, unknown>) => (await admin.post('/api/sale-timers').send(body).expect(201)).body;
  async function clearTimers() {
    for (const timer of await list()) await admin.delete(`/api/sale-timers/${timer.id}`).expect(200);
  }

  describe('managing timers', () => {
    beforeEach(clearTimers);

    it('lets an admin create a timer and answers it whole, with defaults and computed activity', async () => {
      const body = running({ description: 'Everything 20% off' });
      const res = await admin.post('/api/sale-timers').send(body).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Black Friday',
        description: 'Everything 20% off',
        discountPercentage: 20,
        startTime: body.startTime,
        endTime: body.endTime,
        saleType: 'all',
        targetCategories: null,
        targetProductIds: null,
        isActive: true,
        isCurrentlyActive: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('lists every timer to admins, newest first, each saying whether it runs right now', async () => {
      const first = await create(running({ name: 'First', isActive: false }));
      const second = await create(running({ name: 'Second', saleType: 'category', targetCategories: ['Brushes', 'Soft Pastels'] }));
      const third = await create(running({ name: 'Third', saleType: 'specific', targetProductIds: ['p-1', ' p-2 '] }));
      const timers = await list();
      expect(timers.map((x) => x.id)).toEqual([third.id, second.id, first.id]);
      expect(timers.map((x) => x.isCurrentlyActive)).toEqual([true, true, false]);
      expect(timers[1]).toMatchObject({ targetCategories: ['Brushes', 'Soft Pastels'], targetProductIds: null });
      expect(timers[0]).toMatchObject({ targetCategories: null, targetProductIds: ['p-1', 'p-2'] });
    });

    it('reads a date and time without an offset as UTC', async () => {
      const timer = await create(running({ startTime: '2030-01-01T09:00', endTime: '2030-01-02T21:30:15' }));
      expect(timer).toMatchObject({ startTime: '2030-01-01T09:00:00.000Z', endTime: '2030-01-02T21:30:15.000Z', isCurrentlyActive: false });
    });

    it('updates only the fields sent', async () => {
      const timer = await create(running({ description: 'old words' }));
      const res = await admin.patch(`/api/sale-timers/${timer.id}`).send({ discountPercentage: 35, name: '  Cyber Monday ' }).expect(200);
      expect(res.body).toEqual({
        ...timer,
        name: 'Cyber Monday',
        discountPercentage: 35,
        updatedAt: expect.any(String),
      });
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(timer.updatedAt));
      const cleared = await admin.patch(`/api/sale-timers/${timer.id}`).send({ description: null, isActive: false }).expect(200);
      expect(cleared.body).toMatchObject({ description: null, isActive: false, isCurrentlyActive: false, name: 'Cyber Monday' });
      expect(await list()).toEqual([cleared.body]);
    });

    it('takes the timer back as fetched: the answered fields (id, isCurrentlyActive, dates) are dropped, not refused', async () => {
      const timer = await create(running());
      const res = await admin
        .patch(`/api/sale-timers/${timer.id}`)
        .send({
          ...timer,
          id: '00000000-0000-4000-8000-000000000000',
          isCurrentlyActive: false,
          createdAt: '2000-01-01T00:00:00Z',
          name: 'As fetched',
        })
        .expect(200);
      expect(res.body).toMatchObject({ id: timer.id, createdAt: timer.createdAt, isCurrentlyActive: timer.isCurrentlyActive, name: 'As fetched' });
      await admin
        .patch(`/api/sale-timers/${timer.id}`)
        .send({ ...timer, colour: 'red' })
        .expect(400);
    });

    it('switching the sale type clears the other type’s targets', async () => {
      const timer = await create(running({ saleType: 'category', targetCategories: ['Watercolor Sets'] }));
      const specific = await admin
        .patch(`/api/sale-timers/${timer.id}`)
        .send({ saleType: 'specific', targetProductIds: ['abc'] })
        .expect(200);
      expect(specific.body).toMatchObject({ saleType: 'specific', targetCategories: null, targetProductIds: ['abc'] });
      const all = await admin.patch(`/api/sale-timers/${timer.id}`).send({ saleType: 'all' }).expect(200);
      expect(all.body).toMatchObject({ saleType: 'all', targetCategories: null, targetProductIds: null });
      // Back to category: the categories must be named again; without them nothing changes.
      await admin.patch(`/api/sale-timers/${timer.id}`).send({ saleType: 'category' }).expect(400);
      const again = await admin
        .patch(`/api/sale-timers/${timer.id}`)
        .send({ saleType: 'category', targetCategories: ['Other'], targetProductIds: [] })
        .expect(200);
      expect(again.body).toMatchObject({ saleType: 'category', targetCategories: ['Other'], targetProductIds: null });
      // Same type, new list: replaced; the type kept, the list kept.
      const renamed = await admin.patch(`/api/sale-timers/${timer.id}`).send({ saleType: 'category', name: 'Renamed' }).expect(200);
      expect(renamed.body).toMatchObject({ targetCategories: ['Other'] });
    });

    it('deletes a timer; a second delete or an update of it answers 404', async () => {
      const keep = await create(running({ name: 'Keep' }));
      const gone = await create(running({ name: 'Gone' }));
      await admin.delete(`/api/sale-timers/${gone.id}`).expect(200, { id: gone.id, deleted: true });
      expect((await list()).map((x) => x.id)).toEqual([keep.id]);
      await admin.delete(`/api/sale-timers/${gone.id}`).expect(404);
      const res = await admin.patch(`/api/sale-timers/${gone.id}`).send({ name: 'Back' }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No sale timer with that id', code: 'NOT_FOUND' });
    });

    it('records every sale-timer write in the audit log', async () => {
      const timer = await create(running());
      await admin.patch(`/api/sale-timers/${timer.id}`).send({ discountPercentage: 30 }).expect(200);
      await admin.delete(`/api/sale-timers/${timer.id}`).expect(200);
      const log = await admin.get('/api/admin/audit-log?action=/api/sale-timers&limit=3').expect(200);
      expect(log.body.items.map((e: { method: string; statusCode: number }) => `${e.method} ${e.statusCode}`)).toEqual([
        'DELETE 200',
        'PATCH 200',
        'POST 201',
      ]);
      expect(log.body.items[0]).toMatchObject({ path: `/api/sale-timers/${timer.id}`, target: timer.id, adminEmail: 'owner@watercolor.test' });
    });
  });

  describe('the active rule', () => {
    beforeEach(clearTimers);

    it('counts only switched-on timers inside their window: one that ended a second ago or starts later is not active', async () => {
      const now = Date.now();
      const current = await create(running({ name: 'Running' }));
      const ended = await create(running({ name: 'Ended', startTime: iso(now - HOUR), endTime: iso(now - SECOND) }));
      const future = await create(running({ name: 'Future', startTime: iso(now + HOUR), endTime: iso(now + 2 * HOUR) }));
      const off = await create(running({ name: 'Switched off', isActive: false }));

      const active = await t.client().get('/api/sale-timers/active').expect(200);
      expect(active.body.map((x: { id: string }) => x.id)).toEqual([current.id]);
      expect(active.body[0]).toMatchObject({ isCurrentlyActive: true, name: 'Running' });
      const byId = Object.fromEntries((await list()).map((x) => [x.id, x.isCurrentlyActive]));
      expect(byId).toEqual({ [current.id]: true, [ended.id]: false, [future.id]: false, [off.id]: false });
    });

    it('includes both ends of the window, to the millisecond', async () => {
      const start = Date.now() + HOUR;
      const end = start + HOUR;
      const timer = await create(running({ startTime: iso(start), endTime: iso(end) }));
      const service = catalog().get(SaleTimersService);
      const idsAt = async (ms: number) => (await service.activeTimers(new Date(ms))).map((x) => x.id);
      expect(await idsAt(start - 1)).toEqual([]);
      expect(await idsAt(start)).toEqual([timer.id]);
      expect(await idsAt(end)).toEqual([timer.id]);
      expect(await idsAt(end + 1)).toEqual([]);
    });

    it('answers for an instant in the past from the database, not from its copy of what runs now', async () => {
      const end = Date.now() - 60 * SECOND;
      const past = await create(running({ name: 'Past', startTime: iso(end - HOUR), endTime: iso(end) }));
      const service = catalog().get(SaleTimersService);
      expect(await service.activeTimers(new Date())).toEqual([]);
      expect((await service.activeTimers(new Date(end))).map((x) => x.id)).toEqual([past.id]);
    });

    it('answers a change at once: a timer switched off leaves the active list on the next read', async () => {
      const timer = await create(running());
      await t
        .client()
        .get('/api/sale-timers/active')
        .expect(200)
        .expect((res) => expect(res.body).toHaveLength(1));
      await admin.patch(`/api/sale-timers/${timer.id}`).send({ isActive: false }).expect(200);
      await t.client().get('/api/sale-timers/active').expect(200, []);
      await admin.patch(`/api/sale-timers/${timer.id}`).send({ isActive: true }).expect(200);
      await t
        .client()
        .get('/api/sale-timers/active')
        .expect(200)
        .expect((res) => expect(res.body).toHaveLength(1));
    });

    it('drops its copy of the active timers when another instance broadcasts sale-timers.changed', async () => {
      await create(running({ name: 'Known' }));
      await t
        .client()
        .get('/api/sale-timers/active')
        .expect(200)
        .expect((res) => expect(res.body).toHaveLength(1));
      // Another catalog instance writes straight to the shared database and broadcasts.
      await t.db('catalog').query(
        `INSERT INTO sale_timers (name, discount_percentage, start_time, end_time, sale_type)
         VALUES ('Elsewhere', 15, now() - interval '1 hour', now() + interval '1 hour', 'all')`,
      );
      await t
        .client()
        .get('/api/sale-timers/active')
        .expect(200)
        .expect((res) => expect(res.body).toHaveLength(1));
      t.shop.bus.broadcast('sale-timers.changed', {});
      await new Promise((resolve) => setTimeout(resolve, 20));
      const after = await t.client().get('/api/sale-timers/active').expect(200);
      expect(after.body.map((x: { name: string }) => x.name).sort()).toEqual(['Elsewhere', 'Known']);
    });
  });

  describe('the site-wide sale', () => {
    beforeEach(clearTimers);

    it('is JSON null with 200 when no `all` timer runs', async () => {
      await create(running({ saleType: 'category', targetCategories: ['Brushes'], discountPercentage: 50 }));
      await create(running({ name: 'Later', startTime: iso(Date.now() + HOUR), endTime: iso(Date.now() + 2 * HOUR) }));
      const res = await t.client().get('/api/site-wide-sales/active').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.text).toBe('null');
    });

    it('is the running `all` timer with the largest discount: its title, discount and end', async () => {
      const end = iso(Date.now() + 5 * HOUR);
      await create(running({ name: 'Small', discountPercentage: 10 }));
      await create(running({ name: 'Weekend Sale', discountPercentage: 25, endTime: end }));
      await create(running({ name: 'Switched off', discountPercentage: 60, isActive: false }));
      await create(running({ name: 'Brushes only', discountPercentage: 70, saleType: 'category', targetCategories: ['Brushes'] }));
      await create(running({ name: 'Over', discountPercentage: 80, startTime: iso(Date.now() - 2 * HOUR), endTime: iso(Date.now() - SECOND) }));
      await t.client().get('/api/site-wide-sales/active').expect(200, { title: 'Weekend Sale', discountPercentage: 25, endTime: end });
    });

    it('on equal discounts, shows the one that lasts longest', async () => {
      const later = iso(Date.now() + 9 * HOUR);
      await create(running({ name: 'Short', discountPercentage: 25, endTime: iso(Date.now() + HOUR) }));
      await create(running({ name: 'Long', discountPercentage: 25, endTime: later }));
      await t.client().get('/api/site-wide-sales/active').expect(200, { title: 'Long', discountPercentage: 25, endTime: later });
    });
  });

  describe('bad input changes nothing', () => {
    let existing: Record<string, unknown>;
    beforeAll(async () => {
      await clearTimers();
      existing = await create(running({ name: 'Existing', saleType: 'category', targetCategories: ['Brushes'] }));
    });

    const badCreates: [string, Record<string, unknown>, RegExp][] = [
      ['discount 0', running({ discountPercentage: 0 }), /^discountPercentage must be between 1 and 90$/],
      ['discount 91', running({ discountPercentage: 91 }), /discountPercentage must be between 1 and 90/],
      ['discount "ten"', running({ discountPercentage: 'ten' }), /^discountPercentage must be a whole number from 1 to 90$/],
      ['discount 10.5', running({ discountPercentage: 10.5 }), /discountPercentage must be a whole number/],
      ['no discount', { ...running(), discountPercentage: undefined }, /^discountPercentage is required: a whole number from 1 to 90$/],
      ['end before start', running({ startTime: iso(Date.now() + HOUR), endTime: iso(Date.now()) }), /endTime must be after startTime/],
      ['end equal to start', running({ startTime: '2030-01-01T00:00:00Z', endTime: '2030-01-01T00:00:00Z' }), /endTime must be after startTime/],
      ['a start that is not a date', running({ startTime: 'tomorrow' }), /startTime must be an ISO 8601 date and time/],
      ['30 February', running({ startTime: '2030-02-30T10:00:00Z' }), /startTime must be an ISO 8601/],
      ['no end', { ...running(), endTime: undefined }, /endTime/],
      ['no name', { ...running(), name: undefined }, /^name is required$/],
      ['a name that is not text', running({ name: 5 }), /^name must be text$/],
      ['a blank name', running({ name: '   ' }), /name is required/],
      ['an unknown sale type', running({ saleType: 'weekly' }), /saleType must be one of: all, category, specific/],
      ['the category type without categories', running({ saleType: 'category' }), /targetCategories must name at least one category/],
      [
        'the category type with an empty list',
        running({ saleType: 'category', targetCategories: [] }),
        /targetCategories must name at least one category/,
      ],
      ['an unknown category', running({ saleType: 'category', targetCategories: ['Paintings'] }), /targetCategories must each be one of/],
      [
        'the specific type without products',
        running({ saleType: 'specific', targetProductIds: [] }),
        /targetProductIds must name at least one product/,
      ],
      ['a blank product id', running({ saleType: 'specific', targetProductIds: ['  '] }), /targetProductIds must not hold an empty id/],
      [
        'a product id that is not text',
        running({ saleType: 'specific', targetProductIds: [7] }),
        /^targetProductIds must each be a product id \(text\)$/,
      ],
      [
        'a repeated category',
        running({ saleType: 'category', targetCategories: ['Brushes', 'Brushes'] }),
        /^targetCategories must not repeat a category$/,
      ],
      ['isActive "yes"', running({ isActive: 'yes' }), /isActive must be true or false/],
      ['an unknown field', running({ priority: 1 }), /property priority should not exist/],
      ['a computed field', running({ isCurrentlyActive: true }), /property isCurrentlyActive should not exist/],
    ];

    it('stores null for a target list its sale type does not use (docs/product/back-office.md §3: "otherwise null")', async () => {
      const all = await admin
        .post('/api/sale-timers')
        .send(running({ name: 'Leftover targets', targetCategories: ['Brushes'], targetProductIds: ['x'] }))
        .expect(201);
      expect(all.body).toMatchObject({ saleType: 'all', targetCategories: null, targetProductIds: null });
      const onCategory = await admin
        .patch(`/api/sale-timers/${all.body.id}`)
        .send({ saleType: 'category', targetCategories: ['Brushes'], targetProductIds: ['x'] })
        .expect(200);
      expect(onCategory.body).toMatchObject({ saleType: 'category', targetCategories: ['Brushes'], targetProductIds: null });
      await admin.delete(`/api/sale-timers/${all.body.id}`).expect(200);
    });

    it.each(badCreates)('creating with %s answers 400 naming the field', async (_, body, message) => {
      const before = await list();
      const res = await admin.post('/api/sale-timers').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
      expect(await list()).toEqual(before);
    });

    it('refuses a body that is not a JSON object', async () => {
      await admin.post('/api/sale-timers').send([running()]).expect(400);
      expect(await list()).toEqual([existing]);
    });

    const badUpdates: [string, Record<string, unknown>, RegExp][] = [
      ['discount 0', { discountPercentage: 0 }, /between 1 and 90/],
      ['discount 91', { discountPercentage: 91 }, /between 1 and 90/],
      ['discount "ten"', { discountPercentage: 'ten' }, /whole number/],
      ['an end before the stored start', { endTime: '2000-01-01T00:00:00Z' }, /endTime must be after startTime/],
      ['a start after the stored end', { startTime: '2999-01-01T00:00:00Z' }, /endTime must be after startTime/],
      ['an empty category list', { targetCategories: [] }, /targetCategories must name at least one category/],
      ['a switch to specific without products', { saleType: 'specific' }, /targetProductIds must name at least one product/],
      ['a blank name', { name: '  ' }, /^name is required$/],
      ['an unknown field', { priority: 1 }, /property priority should not exist/],
      ['only answered (read-only) fields', { id: 'other', isCurrentlyActive: true }, /Send at least one field to change/],
      ['nothing to change', {}, /Send at least one field to change/],
    ];

    it.each(badUpdates)('updating with %s answers 400', async (_, body, message) => {
      const res = await admin.patch(`/api/sale-timers/${existing.id}`).send(body).expect(400);
      expect(res.body.message).toMatch(message);
      expect(await list()).toEqual([existing]);
    });

    it('answers 404 for a garbage id as for an unknown one', async () => {
      await admin.patch('/api/sale-timers/not-an-id').send({ name: 'x' }).expect(404);
      await admin.delete('/api/sale-timers/42').expect(404);
      await admin.patch('/api/sale-timers/00000000-0000-4000-8000-000000000000').send({ name: 'x' }).expect(404);
      await admin.delete('/api/sale-timers/00000000-0000-4000-8000-000000000000').expect(404);
      expect(await list()).toEqual([existing]);
    });

    it('keeps management for admins: 403 for a shopper, 401 without a session; the active lists stay public', async () => {
      const shopper = await t.shopper('curious@example.com');
      const anonymous = t.client();
      for (const caller of [shopper, anonymous]) {
        const status = caller === shopper ? 403 : 401;
        await caller.get('/api/sale-timers').expect(status);
        await caller.post('/api/sale-timers').send(running()).expect(status);
        await caller.patch(`/api/sale-timers/${existing.id}`).send({ discountPercentage: 90 }).expect(status);
        await caller.delete(`/api/sale-timers/${existing.id}`).expect(status);
        await caller.get('/api/sale-timers/active').expect(200);
        await caller.get('/api/site-wide-sales/active').expect(200);
      }
      expect(await list()).toEqual([existing]);
    });
  });
});
