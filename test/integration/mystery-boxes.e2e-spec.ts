import TestAgent from 'supertest/lib/agent';
import { DEFAULT_MYSTERY_TIERS, mysteryBoxLine, nextMysteryTier } from '@shop/pricing';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { MysteryBoxesService } = builtModule<typeof import('../../apps/commerce/src/mystery-boxes/mystery-boxes.service')>(
  'apps/commerce/src/mystery-boxes/mystery-boxes.service',
);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type MysteryBox = { id: string; title: string; description: string | null; threshold: number; rewardValue: number; isActive: boolean };

describe('the mystery-box promotion', () => {
  let t: TestShop;
  let admin: TestAgent;
  const service = () => t.shop.services.find((s) => s.name === 'commerce')!.app.get(MysteryBoxesService);

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const list = async (): Promise<MysteryBox[]> => (await t.client().get('/api/mystery-boxes').expect(200)).body;
  const create = async (body: Record<string, unknown>): Promise<MysteryBox> => (await admin.post('/api/mystery-boxes').send(body).expect(201)).body;
  const status = async () => (await t.client().get('/api/mystery-box/status').expect(200)).body;

  describe('a fresh shop', () => {
    it('has the promotion on and the five default tiers, lowest threshold first: 99→40, 199→80, 299→120, 399→160, 500→200', async () => {
      expect(await status()).toEqual({ isEnabled: true });
      const tiers = await list();
      expect(tiers.map(({ threshold, rewardValue, isActive }) => ({ threshold, rewardValue, isActive }))).toEqual([
        { threshold: 99, rewardValue: 40, isActive: true },
        { threshold: 199, rewardValue: 80, isActive: true },
        { threshold: 299, rewardValue: 120, isActive: true },
        { threshold: 399, rewardValue: 160, isActive: true },
        { threshold: 500, rewardValue: 200, isActive: true },
      ]);
      expect(tiers.map((tier) => tier.title)).toEqual(DEFAULT_MYSTERY_TIERS.map((tier) => tier.title));
      for (const tier of tiers) {
        expect(tier).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          title: expect.any(String),
          description: expect.stringContaining(`$${tier.threshold}`),
          threshold: tier.threshold,
          rewardValue: tier.rewardValue,
          isActive: true,
        });
      }
    });

    it('gives the cart the same tiers in cents, which libs/pricing reads as docs/rules.md §3 says', async () => {
      const promotion = await service().promotion();
      expect(promotion.enabled).toBe(true);
      expect(promotion.tiers.map(({ id: _id, ...tier }) => tier)).toEqual(DEFAULT_MYSTERY_TIERS.map(({ id: _id, ...tier }) => tier));
      expect(mysteryBoxLine(9899, promotion)).toBeNull();
      expect(mysteryBoxLine(9900, promotion)).toMatchObject({ mysteryBoxValueCents: 4000, unitCents: 0, shippingCents: 0 });
      expect(mysteryBoxLine(45000, promotion)).toMatchObject({ mysteryBoxValueCents: 16000 });
      expect(mysteryBoxLine(100000, promotion)).toMatchObject({ mysteryBoxValueCents: 20000 });
      expect(nextMysteryTier(15000, promotion.tiers)).toMatchObject({ amountLeftCents: 4900, tier: { rewardValueCents: 8000 } });
    });
  });

  describe('the switch', () => {
    afterAll(() => admin.post('/api/mystery-box/toggle').send({ isEnabled: true }).expect(200));

    it('turns the promotion off and on again; the cart sees it at once', async () => {
      await admin.post('/api/mystery-box/toggle').send({ isEnabled: false }).expect(200, { isEnabled: false });
      expect(await status()).toEqual({ isEnabled: false });
      const off = await service().promotion();
      expect(off.enabled).toBe(false);
      expect(mysteryBoxLine(60000, off)).toBeNull();
      // Setting it to what it is already changes nothing.
      await admin.post('/api/mystery-box/toggle').send({ isEnabled: false }).expect(200, { isEnabled: false });
      await admin.post('/api/mystery-box/toggle').send({ isEnabled: true }).expect(200, { isEnabled: true });
      expect(await status()).toEqual({ isEnabled: true });
      expect((await service().promotion()).enabled).toBe(true);
    });

    it.each([
      ['no isEnabled', {}],
      ['isEnabled "true"', { isEnabled: 'true' }],
      ['isEnabled null', { isEnabled: null }],
      ['an unknown field', { isEnabled: true, tiers: [] }],
    ])('answers %s with 400 and leaves the switch as it was', async (_, body) => {
      const res = await admin.post('/api/mystery-box/toggle').send(body).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(await status()).toEqual({ isEnabled: true });
    });
  });

  describe('managing tiers', () => {
    it('lets an admin add a box; the list keeps the lowest threshold first', async () => {
      const res = await admin
        .post('/api/mystery-boxes')
        .send({ title: '  Starter Box ', description: 'A little surprise', threshold: 49.99, rewardValue: 15.5 })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Starter Box',
        description: 'A little surprise',
        threshold: 49.99,
        rewardValue: 15.5,
        isActive: true,
      });
      const tiers = await list();
      expect(tiers[0]).toEqual(res.body);
      expect(tiers.map((tier) => tier.threshold)).toEqual([49.99, 99, 199, 299, 399, 500]);
      const inCents = (await service().promotion()).tiers.find((tier) => tier.id === res.body.id);
      expect(inCents).toEqual({ id: res.body.id, title: 'Starter Box', thresholdCents: 4999, rewardValueCents: 1550, isActive: true });
    });

    it('stores a blank or missing description as null, and an inactive box as inactive', async () => {
      const quiet = await create({ title: 'Quiet', threshold: 1000, rewardValue: 300, description: '   ', isActive: false });
      expect(quiet).toMatchObject({ description: null, isActive: false });
      const bare = await create({ title: 'Bare', threshold: 0, rewardValue: 0 });
      expect(bare).toMatchObject({ description: null, threshold: 0, rewardValue: 0, isActive: true });
      expect((await list()).map((tier) => tier.title).slice(0, 1)).toEqual(['Bare']);
      for (const tier of [quiet, bare]) await admin.delete(`/api/mystery-boxes/${tier.id}`).expect(200);
    });

    it('takes a box sent back as it was fetched, with one field changed (its id is ignored)', async () => {
      const box = await create({ title: 'Round Trip', threshold: 20, rewardValue: 5 });
      const res = await admin
        .put(`/api/mystery-boxes/${box.id}`)
        .send({ ...box, rewardValue: 6 })
        .expect(200);
      expect(res.body).toEqual({ ...box, rewardValue: 6 });
      await admin.delete(`/api/mystery-boxes/${box.id}`).expect(200);
    });

    it('updates only the fields sent, and re-sorts by the new threshold', async () => {
      const box = await create({ title: 'Mover', threshold: 10, rewardValue: 5 });
      const res = await admin.put(`/api/mystery-boxes/${box.id}`).send({ threshold: 250.25, isActive: false }).expect(200);
      expect(res.body).toEqual({ ...box, threshold: 250.25, isActive: false });
      const thresholds = (await list()).map((tier) => tier.threshold);
      expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
      expect(thresholds).toContain(250.25);
      const renamed = await admin.put(`/api/mystery-boxes/${box.id}`).send({ title: 'Moved', description: 'Now here', rewardValue: 75 }).expect(200);
      expect(renamed.body).toEqual({ ...res.body, title: 'Moved', description: 'Now here', rewardValue: 75 });
      const cleared = await admin.put(`/api/mystery-boxes/${box.id}`).send({ description: null }).expect(200);
      expect(cleared.body.description).toBeNull();
      await admin.delete(`/api/mystery-boxes/${box.id}`).expect(200);
    });

    it('deletes a box; a second delete or an update of it answers 404', async () => {
      const box = await create({ title: 'Gone', threshold: 5, rewardValue: 1 });
      await admin.delete(`/api/mystery-boxes/${box.id}`).expect(200, { id: box.id, deleted: true });
      expect((await list()).map((tier) => tier.id)).not.toContain(box.id);
      await admin.delete(`/api/mystery-boxes/${box.id}`).expect(404);
      const res = await admin.put(`/api/mystery-boxes/${box.id}`).send({ title: 'Back' }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No mystery box with that id', code: 'NOT_FOUND' });
    });

    it('records every mystery-box write in the audit log', async () => {
      const box = await create({ title: 'Audited', threshold: 5, rewardValue: 1 });
      await admin.put(`/api/mystery-boxes/${box.id}`).send({ rewardValue: 2 }).expect(200);
      await admin.delete(`/api/mystery-boxes/${box.id}`).expect(200);
      await admin.post('/api/mystery-box/toggle').send({ isEnabled: true }).expect(200);
      const log = await admin.get('/api/admin/audit-log?action=/api/mystery-box&limit=4').expect(200);
      expect(log.body.items.map((e: { method: string; path: string; statusCode: number }) => `${e.method} ${e.path} ${e.statusCode}`)).toEqual([
        'POST /api/mystery-box/toggle 200',
        `DELETE /api/mystery-boxes/${box.id} 200`,
        `PUT /api/mystery-boxes/${box.id} 200`,
        'POST /api/mystery-boxes 201',
      ]);
    });
  });

  describe('bad input changes nothing', () => {
    let before: MysteryBox[];
    let existing: MysteryBox;
    beforeAll(async () => {
      before = await list();
      existing = before[0];
    });

    const box = (overrides: Record<string, unknown> = {}) => ({ title: 'Box', threshold: 99, rewardValue: 40, ...overrides });
    const without = (field: string) => Object.fromEntries(Object.entries(box()).filter(([key]) => key !== field));

    const badCreates: [string, Record<string, unknown>, RegExp][] = [
      ['no title', without('title'), /^title is required$/],
      ['a blank title', box({ title: '   ' }), /^title is required$/],
      ['a title that is not text', box({ title: 7 }), /^title must be text$/],
      ['a title of 201 characters', box({ title: 't'.repeat(201) }), /^title must be at most 200 characters$/],
      ['no threshold', without('threshold'), /^threshold is required$/],
      ['no reward value', without('rewardValue'), /^rewardValue is required$/],
      ['a negative threshold', box({ threshold: -1 }), /^threshold must be at least 0$/],
      ['a reward of three decimals', box({ rewardValue: 40.001 }), /^rewardValue must have at most 2 decimals$/],
      ['a threshold as text', box({ threshold: '99.00' }), /^threshold must be a number of dollars$/],
      ['a threshold too large', box({ threshold: 100_000.01 }), /^threshold must be at most 100000$/],
      ['a description that is not text', box({ description: 5 }), /^description must be text$/],
      ['isActive "yes"', box({ isActive: 'yes' }), /^isActive must be true or false$/],
      ['an unknown field', box({ priority: 1 }), /property priority should not exist/],
    ];

    it.each(badCreates)('creating with %s answers 400 naming the field', async (_, body, message) => {
      const res = await admin.post('/api/mystery-boxes').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
      expect(await list()).toEqual(before);
    });

    const badUpdates: [string, Record<string, unknown>, RegExp][] = [
      ['nothing to change', {}, /^Send at least one field to change$/],
      ['a blank title', { title: '' }, /^title is required$/],
      ['a null threshold', { threshold: null }, /^threshold is required$/],
      ['a negative reward', { rewardValue: -0.01 }, /^rewardValue must be at least 0$/],
      ['isActive null', { isActive: null }, /^isActive must be true or false$/],
      ['an unknown field', { colour: 'red' }, /property colour should not exist/],
      ['only its id', { id: UNKNOWN_ID }, /Send at least one field to change/],
    ];

    it.each(badUpdates)('updating with %s answers 400', async (_, body, message) => {
      const res = await admin.put(`/api/mystery-boxes/${existing.id}`).send(body).expect(400);
      expect(res.body.message).toMatch(message);
      expect(await list()).toEqual(before);
    });

    it('answers 404 for a garbage id as for an unknown one', async () => {
      await admin.put('/api/mystery-boxes/not-an-id').send({ title: 'x' }).expect(404);
      await admin.delete('/api/mystery-boxes/7').expect(404);
      await admin.put(`/api/mystery-boxes/${UNKNOWN_ID}`).send({ title: 'x' }).expect(404);
      await admin.delete(`/api/mystery-boxes/${UNKNOWN_ID}`).expect(404);
      expect(await list()).toEqual(before);
    });

    it('keeps the writes for admins: 403 for a shopper, 401 without a session; the reads stay public', async () => {
      const shopper = await t.shopper('lucky@example.com');
      const anonymous = t.client();
      for (const caller of [shopper, anonymous]) {
        const code = caller === shopper ? 403 : 401;
        await caller.post('/api/mystery-box/toggle').send({ isEnabled: false }).expect(code);
        await caller.post('/api/mystery-boxes').send(box()).expect(code);
        await caller.put(`/api/mystery-boxes/${existing.id}`).send({ rewardValue: 1000 }).expect(code);
        await caller.delete(`/api/mystery-boxes/${existing.id}`).expect(code);
        await caller.get('/api/mystery-boxes').expect(200);
        await caller.get('/api/mystery-box/status').expect(200, { isEnabled: true });
      }
      expect(await list()).toEqual(before);
    });
  });
});
