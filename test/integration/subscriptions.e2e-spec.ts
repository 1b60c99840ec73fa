import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { SubscriptionsService } = builtModule<typeof import('../../apps/commerce/src/subscriptions/subscriptions.service')>(
  'apps/commerce/src/subscriptions/subscriptions.service',
);
const { seedDemoSubscription } = builtModule<typeof import('../../apps/commerce/src/subscriptions/subscriptions.seed')>(
  'apps/commerce/src/subscriptions/subscriptions.seed',
);

const png = (width = 48, height = 32, background = '#3f5f9e') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const WEBP_URL = /^\/uploads\/subscriptions\/[0-9a-f-]+\.webp$/;

type Plan = Record<string, unknown> & { id: string; images: string[]; reviews: string[]; isActive: boolean };

/** The body of a binary answer. */
const binary = (agent: TestAgent, url: string) =>
  agent
    .get(url)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });

describe('subscription plans', () => {
  let t: TestShop;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const storedFiles = () => {
    const folder = path.join(t.config.uploadsDir, 'subscriptions');
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };
  /** Everything admins and shoppers see, and the stored files, to prove a refused call changed nothing. */
  const everything = async () => ({
    all: (await admin.get('/api/admin/subscriptions').expect(200)).body,
    active: (await t.client().get('/api/subscriptions').expect(200)).body,
    files: storedFiles(),
  });
  const newPlan = async (fields: Record<string, unknown>): Promise<Plan> => (await admin.post('/api/subscriptions').send(fields).expect(201)).body;
  const service = () => t.shop.services.find((s) => s.name === 'commerce')!.app.get(SubscriptionsService);

  describe('the shopper list', () => {
    it('answers an empty list before any plan exists', async () => {
      await t.client().get('/api/subscriptions').expect(200, []);
    });
  });

  describe('creating a plan', () => {
    it("lets an admin create a plan from JSON with every field, prices in dollars and each plan's line price", async () => {
      const plan = await newPlan({
        title: '  Monthly Paint Box  ',
        description: 'Six handmade pans a month.',
        basePrice: 34,
        price1Month: null,
        price3Month: 32,
        price6Month: 30,
        price12Month: 28,
        isEarlyBirdEnabled: false,
        earlyBirdPrice: 25.5,
        has12MonthBonus: true,
        twelveMonthBonusText: 'A ceramic palette',
        hasFreeLessons: true,
        freeLessonsWeeks: 4,
        freeLessonsText: 'Four weeks of lessons',
        characteristics: [' 6 full pans ', 'A swatch card'],
        reviews: ['Lovely!'],
      });
      expect(plan).toEqual({
        id: expect.any(String),
        title: 'Monthly Paint Box',
        description: 'Six handmade pans a month.',
        imageUrl: null,
        images: [],
        characteristics: ['6 full pans', 'A swatch card'],
        reviews: ['Lovely!'],
        basePrice: 34,
        price1Month: null,
        price3Month: 32,
        price6Month: 30,
        price12Month: 28,
        isEarlyBirdEnabled: false,
        earlyBirdPrice: 25.5,
        has12MonthBonus: true,
        twelveMonthBonusText: 'A ceramic palette',
        hasFreeLessons: true,
        freeLessonsWeeks: 4,
        freeLessonsText: 'Four weeks of lessons',
        isActive: true,
        createdAt: expect.any(String),
        planPrices: { 1: 34, 3: 96, 6: 180, 12: 336 },
      });
      expect((await t.client().get('/api/subscriptions').expect(200)).body).toContainEqual(plan);
    });

    it('creates a plan from just a title and a base price, with empty extras', async () => {
      const plan = await newPlan({ title: 'Starter Box', basePrice: 19.99 });
      expect(plan).toMatchObject({
        description: '',
        imageUrl: null,
        images: [],
        characteristics: [],
        reviews: [],
        basePrice: 19.99,
        price1Month: null,
        price3Month: null,
        price6Month: null,
        price12Month: null,
        isEarlyBirdEnabled: false,
        earlyBirdPrice: null,
        has12MonthBonus: false,
        twelveMonthBonusText: '',
        hasFreeLessons: false,
        freeLessonsWeeks: null,
        freeLessonsText: '',
        isActive: true,
      });
      // every plan falls back to the base price: months × 19.99, in exact cents
      expect(plan.planPrices).toEqual({ 1: 19.99, 3: 59.97, 6: 119.94, 12: 239.88 });
    });

    it('takes image addresses in JSON: stored on create, dropped when sent back with an edit', async () => {
      const images = ['https://cdn.example.com/box.jpg', '/uploads/subscriptions/earlier.webp'];
      const plan = await newPlan({ title: 'Pictured Box', basePrice: 15, images });
      expect(plan).toMatchObject({ images, imageUrl: images[0] });
      const edited = await admin
        .put(`/api/subscriptions/${plan.id}`)
        .send({ title: 'Pictured Box 2', images: ['https://cdn.example.com/other.jpg'] })
        .expect(200);
      expect(edited.body).toMatchObject({ title: 'Pictured Box 2', images });
      const before = await everything();
      await admin
        .post('/api/subscriptions')
        .send({ title: 'Bad', basePrice: 1, images: ['data:image/png;base64,AAAA'] })
        .expect(400)
        .expect((r) => expect(r.body.message).toContain('images'));
      await admin.post('/api/subscriptions').send({ title: 'Bad', basePrice: 1, images: 'https://cdn.example.com/a.jpg' }).expect(400);
      expect(await everything()).toEqual(before);
    });

    it('reads characteristics sent as text, one per line, dropping blank lines', async () => {
      const plan = await newPlan({ title: 'Lines', basePrice: 10, characteristics: 'Six pans\r\n\n  A brush  \nA card\n' });
      expect(plan.characteristics).toEqual(['Six pans', 'A brush', 'A card']);
    });

    it('creates a plan from form data with up to five images, re-encoded to WebP and served from /uploads', async () => {
      const res = await admin
        .post('/api/subscriptions')
        .field('title', 'Form Box')
        .field('basePrice', '30.5')
        .field('price12Month', '25')
        .field('price3Month', '')
        .field('isEarlyBirdEnabled', 'false')
        .field('hasFreeLessons', 'true')
        .field('freeLessonsWeeks', '6')
        .field('characteristics', 'Six pans\nA brush')
        .attach('images', await png(), 'one.png')
        .attach(
          'images',
          await sharp(await png(20, 20))
            .jpeg()
            .toBuffer(),
          'two.jpg',
        )
        .expect(201);
      expect(res.body).toMatchObject({
        title: 'Form Box',
        basePrice: 30.5,
        price3Month: null,
        price12Month: 25,
        hasFreeLessons: true,
        freeLessonsWeeks: 6,
        characteristics: ['Six pans', 'A brush'],
        planPrices: { 1: 30.5, 3: 91.5, 6: 183, 12: 300 },
      });
      expect(res.body.images).toEqual([expect.stringMatching(WEBP_URL), expect.stringMatching(WEBP_URL)]);
      expect(res.body.imageUrl).toBe(res.body.images[0]);
      const image = await binary(t.client(), res.body.images[1]).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 20, height: 20 });
    });
  });

  describe('plan prices (docs/rules.md §3)', () => {
    it("charges months × the plan's monthly price, falling back to the base price where a plan has none", async () => {
      const plan = await newPlan({ title: 'Partial', basePrice: 34, price3Month: 32, price12Month: 28 });
      expect(plan.planPrices).toEqual({ 1: 34, 3: 96, 6: 204, 12: 336 });
    });

    it('lets an enabled early-bird price override every plan; disabling it restores the plan prices', async () => {
      const plan = await newPlan({
        title: 'Early',
        basePrice: 34,
        price1Month: 33,
        price3Month: 32,
        price6Month: 30,
        price12Month: 28,
        isEarlyBirdEnabled: true,
        earlyBirdPrice: 24.99,
      });
      expect(plan).toMatchObject({ isEarlyBirdEnabled: true, earlyBirdPrice: 24.99, planPrices: { 1: 24.99, 3: 74.97, 6: 149.94, 12: 299.88 } });
      const off = await admin.put(`/api/subscriptions/${plan.id}`).field('isEarlyBirdEnabled', 'false').expect(200);
      expect(off.body).toMatchObject({ earlyBirdPrice: 24.99, planPrices: { 1: 33, 3: 96, 6: 180, 12: 336 } });
    });

    it('gives the cart and checkout the same price in cents, in process, for active plans only', async () => {
      const plan = await newPlan({
        title: 'Priced',
        basePrice: 34,
        price3Month: 32,
        price6Month: 30,
        price12Month: 28,
        has12MonthBonus: true,
      });
      await admin
        .post(`/api/subscriptions/${plan.id}/images`)
        .attach('image', await png(), 'cover.png')
        .expect(200);
      const withImage = (await admin.get('/api/admin/subscriptions').expect(200)).body.find((p: Plan) => p.id === plan.id);
      const subscriptions = service();
      expect(await subscriptions.priceFor(plan.id, 1)).toEqual({ id: plan.id, title: 'Priced', unitCents: 3400, image: withImage.images[0] });
      expect((await subscriptions.priceFor(plan.id, 3)).unitCents).toBe(9600);
      expect((await subscriptions.priceFor(plan.id, 6)).unitCents).toBe(18000);
      expect((await subscriptions.priceFor(plan.id, 12)).unitCents).toBe(33600);

      const codeOf = (promise: Promise<unknown>) =>
        promise.then(
          () => 'resolved',
          (err: { getError?: () => { code: string } }) => err.getError?.().code,
        );
      expect(await codeOf(subscriptions.priceFor(plan.id, 2 as 1))).toBe('BAD_REQUEST');
      expect(await codeOf(subscriptions.priceFor(UNKNOWN_ID, 1))).toBe('NOT_FOUND');
      expect(await codeOf(subscriptions.priceFor('not-an-id', 1))).toBe('NOT_FOUND');
      await admin.patch(`/api/subscriptions/${plan.id}/toggle`).expect(200);
      expect(await codeOf(subscriptions.priceFor(plan.id, 1))).toBe('NOT_FOUND');
      const plain = await newPlan({ title: 'No image', basePrice: 5 });
      expect(await subscriptions.priceFor(plain.id, 12)).toEqual({ id: plain.id, title: 'No image', unitCents: 6000, image: null });
    });
  });

  describe('the shopper list and the active toggle', () => {
    it('shows active plans oldest first; toggling hides a plan from shoppers but not from admins, and back', async () => {
      const first = await newPlan({ title: 'Toggle A', basePrice: 10 });
      const second = await newPlan({ title: 'Toggle B', basePrice: 11 });
      const activeIds = async () => (await t.client().get('/api/subscriptions').expect(200)).body.map((p: Plan) => p.id);
      const ids = await activeIds();
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

      const off = await admin.patch(`/api/subscriptions/${first.id}/toggle`).expect(200);
      expect(off.body).toMatchObject({ id: first.id, isActive: false });
      expect(await activeIds()).not.toContain(first.id);
      const all = (await admin.get('/api/admin/subscriptions').expect(200)).body;
      expect(all.find((p: Plan) => p.id === first.id)).toMatchObject({ isActive: false });
      const created = all.map((p: Plan) => p.createdAt as string);
      expect(created).toEqual([...created].sort());

      const on = await admin.patch(`/api/subscriptions/${first.id}/toggle`).expect(200);
      expect(on.body.isActive).toBe(true);
      const again = await activeIds();
      expect(again.indexOf(first.id)).toBeLessThan(again.indexOf(second.id));
    });

    it('answers only active plans to shoppers', async () => {
      const listed = (await (await t.shopper('painter@example.com')).get('/api/subscriptions').expect(200)).body;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((p: Plan) => p.isActive)).toBe(true);
    });
  });

  describe('editing a plan', () => {
    it('takes form data: sent fields change, characteristics one per line, blank prices clear, the rest stays', async () => {
      const plan = await newPlan({
        title: 'Editable',
        description: 'Before',
        basePrice: 34,
        price1Month: 33,
        price3Month: 32,
        price6Month: 30,
        characteristics: ['Old'],
        reviews: ['Kept review'],
        freeLessonsWeeks: 4,
        hasFreeLessons: true,
      });
      const res = await admin
        .put(`/api/subscriptions/${plan.id}`)
        .field('title', 'Edited Box')
        .field('description', 'After')
        .field('basePrice', '36')
        .field('price1Month', '')
        .field('price3Month', '31.5')
        .field('price6Month', '')
        .field('price12Month', '27')
        .field('isEarlyBirdEnabled', 'false')
        .field('earlyBirdPrice', '')
        .field('has12MonthBonus', 'true')
        .field('twelveMonthBonusText', 'A free palette')
        .field('hasFreeLessons', 'true')
        .field('freeLessonsWeeks', '8')
        .field('freeLessonsText', 'Eight weeks')
        .field('characteristics', 'Six pans\nA brush\nA card')
        .expect(200);
      expect(res.body).toMatchObject({
        id: plan.id,
        title: 'Edited Box',
        description: 'After',
        basePrice: 36,
        price1Month: null,
        price3Month: 31.5,
        price6Month: null,
        price12Month: 27,
        earlyBirdPrice: null,
        has12MonthBonus: true,
        twelveMonthBonusText: 'A free palette',
        freeLessonsWeeks: 8,
        freeLessonsText: 'Eight weeks',
        characteristics: ['Six pans', 'A brush', 'A card'],
        reviews: ['Kept review'],
        isActive: true,
        planPrices: { 1: 36, 3: 94.5, 6: 216, 12: 324 },
      });
      const cleared = await admin.put(`/api/subscriptions/${plan.id}`).field('freeLessonsWeeks', '').field('characteristics', '').expect(200);
      expect(cleared.body).toMatchObject({ title: 'Edited Box', freeLessonsWeeks: null, characteristics: [], price3Month: 31.5 });
    });

    it('also takes JSON', async () => {
      const plan = await newPlan({ title: 'Json Edit', basePrice: 20 });
      const res = await admin
        .put(`/api/subscriptions/${plan.id}`)
        .send({ price6Month: 18, characteristics: ['One', 'Two'] })
        .expect(200);
      expect(res.body).toMatchObject({ title: 'Json Edit', price6Month: 18, characteristics: ['One', 'Two'], planPrices: { 6: 108 } });
    });

    it('takes the reviews in the edit too, as create does (form data: a JSON list)', async () => {
      const plan = await newPlan({ title: 'Edit Reviews', basePrice: 20, reviews: ['Old one'] });
      const form = await admin
        .put(`/api/subscriptions/${plan.id}`)
        .field('title', 'Edit Reviews')
        .field('reviews', '["New one","Another"]')
        .expect(200);
      expect(form.body.reviews).toEqual(['New one', 'Another']);
      const json = await admin
        .put(`/api/subscriptions/${plan.id}`)
        .send({ reviews: ['Only this'] })
        .expect(200);
      expect(json.body.reviews).toEqual(['Only this']);
    });
  });

  describe('reviews', () => {
    it('lets an admin replace the review list: add, then remove, trimmed', async () => {
      const plan = await newPlan({ title: 'Reviewed', basePrice: 15 });
      const added = await admin
        .patch(`/api/subscriptions/${plan.id}`)
        .send({ reviews: [' So good! ', 'Great colours'] })
        .expect(200);
      expect(added.body.reviews).toEqual(['So good!', 'Great colours']);
      const removed = await admin
        .patch(`/api/subscriptions/${plan.id}`)
        .send({ reviews: ['Great colours'] })
        .expect(200);
      expect(removed.body.reviews).toEqual(['Great colours']);
      const listed = (await t.client().get('/api/subscriptions').expect(200)).body.find((p: Plan) => p.id === plan.id);
      expect(listed.reviews).toEqual(['Great colours']);
    });
  });

  describe('images', () => {
    it('adds one image per upload, serves it, deletes it with its file, and drops every file with the plan', async () => {
      const plan = await newPlan({ title: 'Pictured', basePrice: 12 });
      const first = await admin
        .post(`/api/subscriptions/${plan.id}/images`)
        .attach('image', await png(64, 40), 'a.png')
        .expect(200);
      expect(first.body.images).toEqual([expect.stringMatching(WEBP_URL)]);
      const second = await admin
        .post(`/api/subscriptions/${plan.id}/images`)
        .attach(
          'image',
          await sharp(await png(30, 30, '#e04d7e'))
            .gif()
            .toBuffer(),
          'b.gif',
        )
        .expect(200);
      const [a, b] = second.body.images;
      expect(second.body).toMatchObject({ imageUrl: a, images: [a, expect.stringMatching(WEBP_URL)] });
      const served = await binary(t.client(), b).expect(200);
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 30, height: 30 });

      const after = await admin.delete(`/api/subscriptions/${plan.id}/images`).send({ imageUrl: a }).expect(200);
      expect(after.body).toMatchObject({ images: [b], imageUrl: b });
      await t.client().get(a).expect(404);
      await admin.delete(`/api/subscriptions/${plan.id}/images`).send({ imageUrl: a }).expect(404);

      await admin.delete(`/api/subscriptions/${plan.id}`).expect(200, { id: plan.id, deleted: true });
      await t.client().get(b).expect(404);
      await admin.delete(`/api/subscriptions/${plan.id}`).expect(404);
      const all = (await admin.get('/api/admin/subscriptions').expect(200)).body;
      expect(all.find((p: Plan) => p.id === plan.id)).toBeUndefined();
    });

    it('judges uploads by content, size and count, and keeps nothing it refuses', async () => {
      const plan = await newPlan({ title: 'Strict Pictures', basePrice: 12 });
      const url = `/api/subscriptions/${plan.id}/images`;
      const before = await everything();
      const notImage = await admin.post(url).attach('image', Buffer.from('not a picture'), { filename: 'fake.png', contentType: 'image/png' });
      expect(notImage.status).toBe(415);
      await admin.post(url).send({ image: 'x' }).expect(415);
      const huge = await admin.post(url).attach('image', Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)]), 'huge.png');
      expect(huge.status).toBe(413);
      expect(huge.body.message).toContain('10 MB');
      await admin
        .post(url)
        .attach('images', await png(), 'wrong-field.png')
        .expect(400);
      await admin.post(url).field('note', 'no file').expect(400);
      await admin
        .post(url)
        .attach('image', await png(), 'one.png')
        .attach('image', await png(), 'two.png')
        .expect(400);
      await admin
        .post(`/api/subscriptions/${UNKNOWN_ID}/images`)
        .attach('image', await png(), 'p.png')
        .expect(404);
      await admin
        .post('/api/subscriptions/not-an-id/images')
        .attach('image', await png(), 'p.png')
        .expect(404);
      await admin.delete(url).send({ imageUrl: '/uploads/subscriptions/nothing.webp' }).expect(404);
      await admin.delete(url).send({}).expect(400);
      await admin.delete(url).send({ imageUrl: 42 }).expect(400);
      expect(await everything()).toEqual(before);
    });

    it('holds at most ten images; the eleventh is refused with 400 and not kept', async () => {
      const plan = await newPlan({ title: 'Full Gallery', basePrice: 12 });
      let full: Plan = plan;
      for (let i = 0; i < 10; i++) {
        full = (
          await admin
            .post(`/api/subscriptions/${plan.id}/images`)
            .attach('image', await png(8 + i, 8), `p${i}.png`)
            .expect(200)
        ).body;
      }
      expect(full.images).toHaveLength(10);
      const before = await everything();
      const res = await admin
        .post(`/api/subscriptions/${plan.id}/images`)
        .attach('image', await png(), 'extra.png')
        .expect(400);
      expect(res.body.message).toContain('at most 10 images');
      expect(await everything()).toEqual(before);
      await admin.delete(`/api/subscriptions/${plan.id}`).expect(200);
    });
  });

  describe('bad input changes nothing', () => {
    it('requires a title and a base price (docs/product/back-office.md §5)', async () => {
      const before = await everything();
      const noTitle = await admin.post('/api/subscriptions').send({ basePrice: 10 }).expect(400);
      expect(noTitle.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'title is required', code: 'BAD_REQUEST' });
      await admin
        .post('/api/subscriptions')
        .send({ title: '   ', basePrice: 10 })
        .expect(400, { statusCode: 400, error: 'Bad Request', message: 'title is required', code: 'BAD_REQUEST' });
      const noPrice = await admin.post('/api/subscriptions').send({ title: 'No price' }).expect(400);
      expect(noPrice.body.message).toBe('basePrice is required');
      await admin.post('/api/subscriptions').field('title', 'Blank price').field('basePrice', '').expect(400);
      await admin.post('/api/subscriptions').field('basePrice', '10').expect(400);
      expect(await everything()).toEqual(before);
    });

    it('refuses prices that are not dollars with at most two decimals, and other wrong fields, with 400 naming the field', async () => {
      const before = await everything();
      const cases: Record<string, unknown>[] = [
        { title: 'x', basePrice: -1 },
        { title: 'x', basePrice: 12.345 },
        { title: 'x', basePrice: '12' },
        { title: 'x', basePrice: 100_000.01 },
        { title: 'x', basePrice: 10, price3Month: -5 },
        { title: 'x', basePrice: 10, price12Month: 'cheap' },
        { title: 'x', basePrice: 10, earlyBirdPrice: 1.001 },
        { title: 'x', basePrice: 10, isEarlyBirdEnabled: 'yes' },
        { title: 'x', basePrice: 10, isActive: null },
        { title: 'x', basePrice: 10, freeLessonsWeeks: 0 },
        { title: 'x', basePrice: 10, freeLessonsWeeks: 53 },
        { title: 'x', basePrice: 10, freeLessonsWeeks: 2.5 },
        { title: 'x', basePrice: 10, characteristics: ['ok', ''] },
        { title: 'x', basePrice: 10, characteristics: Array.from({ length: 31 }, (_, i) => `c${i}`) },
        { title: 'x', basePrice: 10, characteristics: 42 },
        { title: 'x', basePrice: 10, reviews: 'Nice' },
        { title: 'x', basePrice: 10, description: null },
        { title: 'x'.repeat(201), basePrice: 10 },
        { title: 42, basePrice: 10 },
        { title: 'x', basePrice: 10, images: ['not an address'] },
        { title: 'x', basePrice: 10, planPrices: { 1: 1 } },
        { title: 'x', basePrice: 10, id: UNKNOWN_ID },
      ];
      for (const body of cases) {
        const res = await admin.post('/api/subscriptions').send(body);
        expect([res.status, body]).toEqual([400, body]);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
      }
      const named = await admin.post('/api/subscriptions').send({ title: 'x', basePrice: 12.345 }).expect(400);
      expect(named.body.message).toContain('basePrice');
      await admin
        .post('/api/subscriptions')
        .send([{ title: 'x', basePrice: 10 }])
        .expect(400);
      await admin.post('/api/subscriptions').set('content-type', 'text/plain').send('title=x').expect(415);
      await admin.post('/api/subscriptions').expect(400);
      expect(await everything()).toEqual(before);
    });

    it('refuses an enabled early-bird price that is missing', async () => {
      const before = await everything();
      const res = await admin.post('/api/subscriptions').send({ title: 'Early', basePrice: 10, isEarlyBirdEnabled: true }).expect(400);
      expect(res.body.message).toContain('earlyBirdPrice');
      await admin.post('/api/subscriptions').send({ title: 'Early', basePrice: 10, isEarlyBirdEnabled: true, earlyBirdPrice: 0 }).expect(400);
      expect(await everything()).toEqual(before);
    });

    it('refuses a bad form and keeps none of its images', async () => {
      const before = await everything();
      await admin
        .post('/api/subscriptions')
        .field('title', 'Bad form')
        .field('basePrice', 'ten')
        .attach('images', await png(), 'p.png')
        .expect(400);
      await admin
        .post('/api/subscriptions')
        .field('title', 'Bad flag')
        .field('basePrice', '10')
        .field('hasFreeLessons', 'maybe')
        .attach('images', await png(), 'p.png')
        .expect(400);
      await admin
        .post('/api/subscriptions')
        .field('title', 'Bad reviews')
        .field('basePrice', '10')
        .field('reviews', 'not json')
        .attach('images', await png(), 'p.png')
        .expect(400);
      await admin
        .post('/api/subscriptions')
        .field('title', 'Unknown')
        .field('basePrice', '10')
        .field('colour', 'blue')
        .attach('images', await png(), 'p.png')
        .expect(400);
      await admin
        .post('/api/subscriptions')
        .field('title', 'Early')
        .field('basePrice', '10')
        .field('isEarlyBirdEnabled', 'true')
        .attach('images', await png(), 'p.png')
        .expect(400);
      await admin
        .post('/api/subscriptions')
        .field('title', 'Not an image')
        .field('basePrice', '10')
        .attach('images', Buffer.from('hello'), { filename: 'x.png', contentType: 'image/png' })
        .expect(415);
      let six = admin.post('/api/subscriptions').field('title', 'Too many').field('basePrice', '10');
      for (let i = 0; i < 6; i++) six = six.attach('images', await png(), `p${i}.png`);
      await six.expect(400);
      await admin
        .post('/api/subscriptions')
        .field('title', 'Wrong field')
        .field('basePrice', '10')
        .attach('image', await png(), 'p.png')
        .expect(400);
      expect(await everything()).toEqual(before);
    });

    it('refuses bad edits: a blank title or base price, bad prices, bad reviews', async () => {
      const plan = await newPlan({ title: 'Keep me', basePrice: 10, price3Month: 9, reviews: ['Nice'] });
      const before = await everything();
      const url = `/api/subscriptions/${plan.id}`;
      const blankTitle = await admin.put(url).field('title', '  ').expect(400);
      expect(blankTitle.body.message).toBe('title is required');
      const blankBase = await admin.put(url).field('basePrice', '').expect(400);
      expect(blankBase.body.message).toBe('basePrice is required');
      await admin.put(url).field('price3Month', '9.999').expect(400);
      await admin.put(url).field('price3Month', '-1').expect(400);
      await admin.put(url).field('isEarlyBirdEnabled', 'true').expect(400);
      await admin.put(url).field('freeLessonsWeeks', 'four').expect(400);
      await admin
        .put(url)
        .field('characteristics', Array.from({ length: 31 }, (_, i) => `c${i}`).join('\n'))
        .expect(400);
      await admin.put(url).field('characteristics', 'x'.repeat(301)).expect(400);
      await admin.put(url).send({ title: null }).expect(400);
      await admin.put(url).send({ basePrice: null }).expect(400);
      await admin
        .put(url)
        .send({ reviews: [42] })
        .expect(400);
      await admin
        .put(url)
        .field('title', 'With bad image')
        .attach('images', Buffer.from('nope'), { filename: 'x.png', contentType: 'image/png' })
        .expect(415);
      await admin
        .put(url)
        .field('title', 'Bad price with image')
        .field('basePrice', 'x')
        .attach('images', await png(), 'p.png')
        .expect(400);
      await admin.patch(url).send({ reviews: 'Nice' }).expect(400);
      await admin
        .patch(url)
        .send({ reviews: ['ok', '  '] })
        .expect(400);
      await admin
        .patch(url)
        .send({ reviews: ['x'.repeat(2001)] })
        .expect(400);
      await admin.patch(url).send({}).expect(400);
      await admin
        .patch(url)
        .send({ reviews: ['ok'], title: 'x' })
        .expect(400);
      expect(await everything()).toEqual(before);
    });

    it('answers 404 for garbage ids as for unknown ones', async () => {
      const before = await everything();
      await admin.put('/api/subscriptions/123').send({ title: 'x' }).expect(404);
      await admin.patch('/api/subscriptions/123').send({ reviews: [] }).expect(404);
      await admin.patch('/api/subscriptions/123/toggle').expect(404);
      await admin.delete('/api/subscriptions/123').expect(404);
      await admin.delete('/api/subscriptions/123/images').send({ imageUrl: '/uploads/subscriptions/x.webp' }).expect(404);
      await admin.put(`/api/subscriptions/${UNKNOWN_ID}`).send({ title: 'x' }).expect(404);
      await admin
        .put(`/api/subscriptions/${UNKNOWN_ID}`)
        .field('title', 'x')
        .attach('images', await png(), 'p.png')
        .expect(404);
      await admin.patch(`/api/subscriptions/${UNKNOWN_ID}`).send({ reviews: [] }).expect(404);
      await admin.patch(`/api/subscriptions/${UNKNOWN_ID}/toggle`).expect(404);
      const gone = await admin.delete(`/api/subscriptions/${UNKNOWN_ID}`).expect(404);
      expect(gone.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Subscription not found', code: 'NOT_FOUND' });
      await admin.delete(`/api/subscriptions/${UNKNOWN_ID}/images`).send({ imageUrl: '/uploads/subscriptions/x.webp' }).expect(404);
      expect(await everything()).toEqual(before);
    });
  });

  describe('access', () => {
    it('lets anyone read the active plans', async () => {
      await t.client().get('/api/subscriptions').expect(200);
    });

    it('keeps the admin list and every write for admins: 401 without a session, 403 for a shopper, and nothing changes', async () => {
      const plan = await newPlan({ title: 'Guarded', basePrice: 10 });
      const withImage = (
        await admin
          .post(`/api/subscriptions/${plan.id}/images`)
          .attach('image', await png(), 'g.png')
          .expect(200)
      ).body;
      const before = await everything();
      const shopper = await t.shopper('curious@example.com');
      const image = await png();
      for (const [agent, status] of [
        [t.client(), 401],
        [shopper, 403],
      ] as const) {
        await agent.get('/api/admin/subscriptions').expect(status);
        await agent.post('/api/subscriptions').send({ title: 'Sneaky', basePrice: 1 }).expect(status);
        await agent.post('/api/subscriptions').field('title', 'Sneaky').field('basePrice', '1').attach('images', image, 'x.png').expect(status);
        await agent.put(`/api/subscriptions/${plan.id}`).field('title', 'Sneaky').expect(status);
        await agent
          .patch(`/api/subscriptions/${plan.id}`)
          .send({ reviews: ['Sneaky'] })
          .expect(status);
        await agent.post(`/api/subscriptions/${plan.id}/images`).attach('image', image, 'x.png').expect(status);
        await agent.delete(`/api/subscriptions/${plan.id}/images`).send({ imageUrl: withImage.images[0] }).expect(status);
        await agent.patch(`/api/subscriptions/${plan.id}/toggle`).expect(status);
        await agent.delete(`/api/subscriptions/${plan.id}`).expect(status);
      }
      expect(await everything()).toEqual(before);
    });

    it('records admin writes in the audit log', async () => {
      const plan = await newPlan({ title: 'Audited', basePrice: 10 });
      await admin.patch(`/api/subscriptions/${plan.id}/toggle`).expect(200);
      const log = await admin.get('/api/admin/audit-log?action=subscriptions').expect(200);
      expect(log.body.items).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/subscriptions', statusCode: 201 }));
      expect(log.body.items).toContainEqual(
        expect.objectContaining({
          method: 'PATCH',
          path: `/api/subscriptions/${plan.id}/toggle`,
          target: plan.id,
          statusCode: 200,
        }),
      );
    });
  });
});

describe('the demo subscription plan', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop();
  });
  afterAll(() => t.close());

  it('seeds "Monthly Handmade Paint Box" through its message pattern once, with the given images, and never twice', async () => {
    const images = ['/uploads/subscriptions/demo-one.webp', '/uploads/subscriptions/demo-two.webp'];
    expect(await t.shop.bus.request('commerce.demo.seed-subscriptions', { images })).toEqual({ subscriptions: 1 });
    expect(await t.shop.bus.request('commerce.demo.seed-subscriptions', { images })).toEqual({ subscriptions: 0 });

    const plans = (await t.client().get('/api/subscriptions').expect(200)).body;
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    expect(plan).toMatchObject({
      title: 'Monthly Handmade Paint Box',
      images,
      imageUrl: images[0],
      basePrice: 34,
      price1Month: null,
      price3Month: 32,
      price6Month: 30,
      price12Month: 28,
      isEarlyBirdEnabled: false,
      has12MonthBonus: true,
      hasFreeLessons: true,
      freeLessonsWeeks: 4,
      isActive: true,
      planPrices: { 1: 34, 3: 96, 6: 180, 12: 336 },
    });
    expect(plan.description.length).toBeGreaterThan(40);
    expect(plan.characteristics).toHaveLength(5);
    expect(plan.reviews).toHaveLength(3);
    expect(plan.twelveMonthBonusText).not.toBe('');
    expect(plan.freeLessonsText).not.toBe('');
  });

  it("never seeds over an owner's plans, and refuses a payload that is not a list of image addresses", async () => {
    const manager = t.db('commerce').manager;
    expect(await seedDemoSubscription(manager)).toEqual({ subscriptions: 0 });
    await expect(t.shop.bus.request('commerce.demo.seed-subscriptions', { images: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
