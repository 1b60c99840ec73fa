import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';

const image = (width = 40, height = 20, background = '#6f8f72') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe('the catalogue: products and variants', () => {
  let t: TestShop;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  async function createProduct(fields: Record<string, string>, images = 1) {
    let req = admin.post('/api/products');
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    for (let i = 0; i < images; i++) req = req.attach('images', await image(40 + i, 20), `p${i}.png`);
    return req;
  }

  it('an admin adds a product with images, and shoppers find it in the shop list at once', async () => {
    const before = await t.client().get('/api/products').expect(200);
    const res = await createProduct(
      { name: 'Opera Pink Half Pan', category: 'Individual Colors', price: '12.50', salePrice: '', shipping: '3.75', description: 'Bright' },
      2,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Opera Pink Half Pan',
      category: 'Individual Colors',
      price: 12.5,
      salePrice: null,
      shipping: 3.75,
      retailPriceFullpan: 24.5,
      retailPriceGrande: 48,
      isActive: true,
      saleTimerEnabled: false,
      saleTimerMessage: 'Limited Time Sale!',
    });
    expect(res.body.images).toHaveLength(2);
    expect(res.body.images[0]).toMatch(/^\/uploads\/products\/.+\.webp$/);

    const after = await t.client().get('/api/products').expect(200);
    expect(after.body.map((p: { id: string }) => p.id)).toContain(res.body.id);
    expect(Number(after.headers['x-total-count'])).toBe(Number(before.headers['x-total-count']) + 1);
    await t
      .client()
      .get(`/api/products/${res.body.id}`)
      .expect(200)
      .expect((r) => expect(r.body.name).toBe('Opera Pink Half Pan'));
  });

  it('answers an unchanged list with 304 to a matching If-None-Match', async () => {
    const first = await t.client().get('/api/products?category=Individual%20Colors').expect(200);
    expect(first.headers.etag).toBeTruthy();
    await t.client().get('/api/products?category=Individual%20Colors').set('if-none-match', first.headers.etag).expect(304);
  });

  it('defaults shipping to 9.00 when none is given', async () => {
    const res = await createProduct({ name: 'Mystery Brush', category: 'Other', price: '20' }, 0);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ shipping: 9, category: 'Other', images: [] });
  });

  it('refuses a sale price at or above the price (a "was" price that saves nothing), on create and on an edit of either', async () => {
    const atPrice = await createProduct({ name: 'Fake Sale', category: 'Brushes', price: '12', salePrice: '12' }, 0);
    expect([atPrice.status, atPrice.body.message]).toEqual([400, 'salePrice must be below price']);
    const real = await createProduct({ name: 'Real Sale', category: 'Brushes', price: '12', salePrice: '10' }, 0);
    expect(real.status).toBe(201);
    const lowered = await admin.put(`/api/products/${real.body.id}`).field('name', 'Real Sale').field('price', '9');
    expect([lowered.status, lowered.body.message]).toEqual([400, 'salePrice must be below price']);
    await admin.put(`/api/products/${real.body.id}`).field('name', 'Real Sale').field('salePrice', '13').expect(400);
    // An edit of neither leaves the rule alone; the product is as it was.
    await admin.put(`/api/products/${real.body.id}`).field('description', 'Soft').expect(200);
    expect((await t.client().get(`/api/products/${real.body.id}`).expect(200)).body).toMatchObject({ price: 12, salePrice: 10 });
  });

  it('refuses bad product input clearly and changes nothing', async () => {
    const count = async () => Number((await admin.get('/api/admin/products').expect(200)).headers['x-total-count']);
    const before = await count();
    expect((await createProduct({ name: 'No Price', category: 'Brushes' }, 0)).status).toBe(400);
    expect((await createProduct({ name: 'Negative', category: 'Brushes', price: '-1' }, 0)).status).toBe(400);
    const nan = await createProduct({ name: 'Words', category: 'Brushes', price: 'twelve' }, 0);
    expect(nan.status).toBe(400);
    expect(nan.body.message).toContain('price');
    expect((await createProduct({ name: 'Fractions', category: 'Brushes', price: '1.999' }, 0)).status).toBe(400);
    expect((await createProduct({ name: 'Sneaky', category: 'Brushes', price: '5', isFree: 'true' }, 0)).status).toBe(400);
    expect((await createProduct({ name: '', category: 'Brushes', price: '5' }, 0)).status).toBe(400);
    expect((await createProduct({ name: 'Too Many', category: 'Brushes', price: '5' }, 4)).status).toBe(400);
    const notImage = await admin
      .post('/api/products')
      .field('name', 'Text')
      .field('price', '5')
      .attach('images', Buffer.from('hello'), { filename: 'x.png', contentType: 'image/png' });
    expect(notImage.status).toBe(415);
    const huge = await admin
      .post('/api/products')
      .field('name', 'Huge')
      .field('price', '5')
      .attach('images', Buffer.concat([await image(), Buffer.alloc(10 * 1024 * 1024 + 1)]), 'huge.png');
    expect(huge.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('keeps product writes for admins: 401 without a session, 403 for a shopper', async () => {
    await t.client().post('/api/products').field('name', 'X').field('price', '5').expect(401);
    const shopper = await t.shopper('not-an-admin@example.com');
    await shopper.post('/api/products').field('name', 'X').field('price', '5').expect(403);
    const { body } = await createProduct({ name: 'Guarded', category: 'Brushes', price: '5' }, 0);
    await shopper.delete(`/api/products/${body.id}`).expect(403);
    await shopper.patch(`/api/products/${body.id}/toggle-status`).expect(403);
    await shopper
      .post('/api/products/apply-sale')
      .send({ productIds: [body.id], discountPercentage: 10 })
      .expect(403);
    await t.client().get(`/api/products/${body.id}`).expect(200);
  });

  it('answers 404 for a malformed id as for an unknown one', async () => {
    await t.client().get('/api/products/not-an-id').expect(404);
    await t.client().get('/api/products/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.put('/api/products/00000000-0000-4000-8000-000000000000').field('price', '3').expect(404);
    await admin.delete('/api/products/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('edits a product from form data: blank sale price clears it, subcategories as JSON text', async () => {
    const { body: p } = await createProduct({ name: 'Cobalt Blue Half Pan', category: 'Individual Colors', price: '10', salePrice: '8' }, 0);
    const res = await admin
      .put(`/api/products/${p.id}`)
      .field('price', '11.25')
      .field('salePrice', '')
      .field('subcategories', '["Blues","Granulating"]')
      .expect(200);
    expect(res.body).toMatchObject({ price: 11.25, salePrice: null, subcategories: ['Blues', 'Granulating'] });
    await admin.put(`/api/products/${p.id}`).field('subcategories', '[not json').expect(400);
    await admin
      .patch(`/api/products/${p.id}`)
      .send({ reviews: ['Lovely granulation', '  '] })
      .expect(200)
      .expect((r) => expect(r.body.reviews).toEqual(['Lovely granulation']));
    await admin.patch(`/api/products/${p.id}`).send({ reviews: 'nope' }).expect(400);
  });

  it('takes a blank price or category in an edit without a 500: the price stays, the category becomes Uncategorized', async () => {
    const { body: product } = await createProduct({ name: 'Blank Edit', category: 'Brushes', price: '8' }, 0);
    const res = await admin.put(`/api/products/${product.id}`).field('price', '').field('category', '').expect(200);
    expect(res.body).toMatchObject({ price: 8, category: 'Uncategorized' });
  });

  it('takes reviews as texts or as objects with a comment', async () => {
    const { body: product } = await createProduct({ name: 'Reviewed Mop', category: 'Brushes', price: '8' }, 0);
    const res = await admin
      .patch(`/api/products/${product.id}`)
      .send({ reviews: ['Soft', { comment: 'Holds a point' }] })
      .expect(200);
    expect(res.body.reviews).toEqual(['Soft', 'Holds a point']);
    await admin
      .patch(`/api/products/${product.id}`)
      .send({ reviews: [{ stars: 5 }] })
      .expect(400);
  });

  it("starts and stops a product's sale timer through its fields in the edit form (docs/product/back-office.md §3, §4)", async () => {
    const { body: product } = await createProduct({ name: 'Timed Set', category: 'Watercolor Sets', price: '30' }, 0);
    const before = Date.now();
    const started = await admin
      .put(`/api/products/${product.id}`)
      .field('saleTimerEnabled', 'true')
      .field('saleTimerDuration', '48')
      .field('saleTimerMessage', 'Two days only')
      .expect(200);
    expect(started.body).toMatchObject({ saleTimerEnabled: true, saleTimerDuration: 48, saleTimerMessage: 'Two days only' });
    const end = Date.parse(started.body.saleTimerEndDate);
    expect(end).toBeGreaterThanOrEqual(before + 48 * 3_600_000 - 1_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 48 * 3_600_000 + 1_000);
    const stopped = await admin.put(`/api/products/${product.id}`).field('saleTimerEnabled', 'false').expect(200);
    expect(stopped.body).toMatchObject({ saleTimerEnabled: false, saleTimerEndDate: null });
    await admin.put(`/api/products/${product.id}`).field('saleTimerDuration', '5').expect(400);
  });

  it('lists every active product without a limit, and a page with one', async () => {
    const all = await t.client().get('/api/products').expect(200);
    expect(all.body).toHaveLength(Number(all.headers['x-total-count']));
    const page = await t.client().get('/api/products?limit=2').expect(200);
    expect(page.body).toHaveLength(Math.min(2, all.body.length));
    expect(all.body[0]).toHaveProperty('halfPanSalePrice');
    expect(all.body[0]).toHaveProperty('fullPanSalePrice', null);
  });

  it('deactivates, lists, reactivates and deletes a product', async () => {
    const { body: p } = await createProduct({ name: 'Seasonal Set of 12', category: 'Watercolor Sets', price: '45' }, 1);
    await admin
      .patch(`/api/products/${p.id}/toggle-status`)
      .expect(200)
      .expect((r) => expect(r.body.isActive).toBe(false));
    const shop = await t.client().get('/api/products?limit=500').expect(200);
    expect(shop.body.map((x: { id: string }) => x.id)).not.toContain(p.id);
    await t.client().get(`/api/products/${p.id}`).expect(404);
    const deactivated = await admin.get('/api/admin/deactivated-products').expect(200);
    expect(deactivated.body).toContainEqual(expect.objectContaining({ id: p.id, name: 'Seasonal Set of 12', price: 45 }));
    await admin
      .patch(`/api/admin/products/${p.id}/reactivate`)
      .expect(200)
      .expect((r) => expect(r.body.isActive).toBe(true));
    await admin.delete(`/api/products/${p.id}`).expect(200, { id: p.id, deleted: true });
    await admin.get(`/api/products/${p.id}`).expect(404);
    await t.client().get(p.images[0]).expect(404);
  });

  it('deletes and rotates product images', async () => {
    const { body: p } = await createProduct({ name: 'Rotating Palette', category: 'Other', price: '30' }, 2);
    const rotated = await admin.post(`/api/products/${p.id}/images/rotate`).send({ imageUrl: p.images[0] }).expect(200);
    expect(rotated.body.images[0]).not.toBe(p.images[0]);
    const file = await t
      .client()
      .get(rotated.body.images[0])
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(await sharp(file.body as Buffer).metadata()).toMatchObject({ width: 20, height: 40 });
    await admin.post(`/api/products/${p.id}/images/rotate`).send({ imageUrl: '/uploads/products/nope.webp' }).expect(404);
    const after = await admin.delete(`/api/products/${p.id}/images`).send({ imageUrl: p.images[1] }).expect(200);
    expect(after.body.images).toEqual([rotated.body.images[0]]);
    await admin.delete(`/api/products/${p.id}/images`).send({}).expect(400);
  });

  it('applies and clears bulk sale pricing (1–50 %), rounding half-up once', async () => {
    const { body: a } = await createProduct({ name: 'Sale A', category: 'Brushes', price: '12.50' }, 0);
    const { body: b } = await createProduct({ name: 'Sale B', category: 'Brushes', price: '0.05' }, 0);
    const res = await admin
      .post('/api/products/apply-sale')
      .send({ productIds: [a.id, b.id], discountPercentage: 20 })
      .expect(200);
    expect(res.body.updated).toBe(2);
    const byId = Object.fromEntries(res.body.products.map((p: { id: string }) => [p.id, p]));
    expect(byId[a.id]).toMatchObject({ salePrice: 10, discountPercentage: 20 });
    expect(byId[b.id]).toMatchObject({ salePrice: 0.04 });
    for (const bad of [0, 51, 12.5, -5]) {
      await admin
        .post('/api/products/apply-sale')
        .send({ productIds: [a.id], discountPercentage: bad })
        .expect(400);
    }
    await admin
      .post('/api/products/apply-sale')
      .send({ productIds: ['nope'], discountPercentage: 10 })
      .expect(400);
    const rows = await admin.get('/api/products/with-pricing?category=Brushes').expect(200);
    expect(rows.body).toContainEqual(expect.objectContaining({ id: a.id, price: 12.5, salePrice: 10, retailPriceFullpan: 24.5 }));
    await admin
      .post('/api/products/clear-sale')
      .send({ productIds: [a.id, b.id] })
      .expect(200, { updated: 2 });
    await t
      .client()
      .get(`/api/products/${a.id}`)
      .expect((r) => expect(r.body.salePrice).toBeNull());
  });

  it("starts and stops a product's own sale timer, which prices it in with-sales", async () => {
    const { body: p } = await createProduct({ name: 'Timed Half Pan', category: 'Individual Colors', price: '10' }, 0);
    const started = await admin.post(`/api/products/${p.id}/sale-timer/start`).send({ durationHours: 48, discountPercentage: 30 }).expect(200);
    expect(started.body.saleTimerEnabled).toBe(true);
    const ends = Date.parse(started.body.saleTimerEndDate) - Date.now();
    expect(ends).toBeGreaterThan(47.9 * 3600e3);
    expect(ends).toBeLessThanOrEqual(48 * 3600e3);
    const priced = await t.client().get('/api/products/with-sales?search=timed%20half').expect(200);
    expect(priced.body[0].effectivePrices.half).toEqual({
      original: 10,
      price: 7,
      discountPercentage: 30,
      source: 'product-timer',
      label: 'Limited Time Sale!',
    });
    expect(priced.body[0].effectivePrices.full).toMatchObject({ original: 19.5, price: 13.65 });
    await admin.post(`/api/products/${p.id}/sale-timer/start`).send({ durationHours: 12, discountPercentage: 30 }).expect(400);
    await admin.post(`/api/products/${p.id}/sale-timer/start`).send({ durationHours: 24, discountPercentage: 91 }).expect(400);
    await admin
      .post(`/api/products/${p.id}/sale-timer/stop`)
      .expect(200)
      .expect((r) => expect(r.body.saleTimerEnabled).toBe(false));
    const plain = await t.client().get('/api/products/with-sales?search=timed%20half').expect(200);
    expect(plain.body[0].effectivePrices.half).toMatchObject({ price: 10, discountPercentage: 0, source: null });
  });

  it('filters, searches, sorts and pages in the database', async () => {
    for (const [name, price] of [
      ['Zeta Brush', '3'],
      ['Alpha Brush', '9'],
      ['Mid Brush', '6'],
    ]) {
      await createProduct({ name, category: 'Brushes', price }, 0);
    }
    const byPrice = await t.client().get('/api/products?category=Brushes&search=brush&sort=price&order=asc').expect(200);
    expect(byPrice.body.map((p: { name: string }) => p.name)).toEqual(['Zeta Brush', 'Mid Brush', 'Alpha Brush']);
    const page2 = await t.client().get('/api/products?category=Brushes&search=brush&sort=name&order=asc&limit=1&offset=1').expect(200);
    expect(page2.body.map((p: { name: string }) => p.name)).toEqual(['Mid Brush']);
    expect(page2.headers['x-total-count']).toBe('3');
    const adminPage = await admin.get('/api/admin/products?sort=name&order=desc&page=1&pageSize=5').expect(200);
    expect(adminPage.body.length).toBeLessThanOrEqual(5);
    await admin.get('/api/admin/products?pageSize=7').expect(400);
    await t.client().get('/api/products?sort=colour').expect(400);
    await t.client().get('/api/products?limit=-1').expect(400);
    const counts = await admin.get('/api/admin/products/counts').expect(200);
    expect(counts.body).toContainEqual({ category: 'Brushes', count: expect.any(Number) });
  });

  it('applies 20 % when the discount is not a number, and names an empty selection as the panel does', async () => {
    const { body: p } = await createProduct({ name: 'Default Sale', category: 'Brushes', price: '10' }, 0);
    for (const discount of [{}, { discountPercentage: null }, { discountPercentage: 'abc' }, { discountPercentage: '' }]) {
      const res = await admin
        .post('/api/products/apply-sale')
        .send({ productIds: [p.id], ...discount })
        .expect(200);
      expect(res.body.products[0]).toMatchObject({ id: p.id, salePrice: 8, discountPercentage: 20 });
    }
    await admin
      .post('/api/products/clear-sale')
      .send({ productIds: [p.id] })
      .expect(200);
    for (const body of [{}, { productIds: [] }, { productIds: null, discountPercentage: 10 }]) {
      await admin.post('/api/products/apply-sale').send(body).expect(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'productIds: Please select products to apply sale pricing.',
        code: 'BAD_REQUEST',
      });
    }
    await admin
      .post('/api/products/clear-sale')
      .send({ productIds: [] })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('Please select products to clear sale pricing.'));
    await admin.post('/api/products/apply-sale').send({ productIds: 'all' }).expect(400);
    await t
      .client()
      .get(`/api/products/${p.id}`)
      .expect((r) => expect(r.body.salePrice).toBeNull());
  });

  it('takes products and variants as JSON too: typed values, or text read as the form reads it', async () => {
    const created = await admin
      .post('/api/products')
      .send({
        name: 'JSON Palette',
        category: 'Watercolor Sets',
        price: 30,
        salePrice: 25,
        shipping: 4.5,
        paintCount: 12,
        hasVariants: false,
        subcategories: ['Blues'],
        description: 'Made from JSON',
      })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'JSON Palette', price: 30, salePrice: 25, shipping: 4.5, images: [] });
    const edited = await admin.put(`/api/products/${created.body.id}`).send({ price: 32, isActive: false }).expect(200);
    expect(edited.body).toMatchObject({ name: 'JSON Palette', price: 32, salePrice: 25, isActive: false });
    const variant = await admin
      .post(`/api/products/${created.body.id}/variants`)
      .send({ name: 'Tin', sortOrder: 2, price: 31, sale_price: null })
      .expect(201);
    expect(variant.body).toMatchObject({ name: 'Tin', sortOrder: 2, price: 31, productId: created.body.id });

    // Text values are read as the documented form's text fields are: "12.50" is 12.5, "true" true, lists as JSON text.
    const texts = await admin
      .post('/api/products')
      .send({
        name: 'Text Fields',
        category: 'Brushes',
        price: '12.50',
        shipping: '3',
        isActive: 'true',
        subcategories: '["Rounds"]',
      })
      .expect(201);
    expect(texts.body).toMatchObject({ price: 12.5, shipping: 3, isActive: true, subcategories: ['Rounds'] });
    const textVariant = await admin.post(`/api/products/${texts.body.id}/variants`).send({ name: 'Size 2', sortOrder: '1', price: '11' }).expect(201);
    expect(textVariant.body).toMatchObject({ sortOrder: 1, price: 11 });

    const row = (await admin.get(`/api/products/${created.body.id}`).expect(200)).body;
    await admin
      .post('/api/products')
      .send({ name: 'Text price', category: 'Brushes', price: 'twelve' })
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('price'));
    await admin.post('/api/products').send({ name: 'No price', category: 'Brushes' }).expect(400);
    await admin.put(`/api/products/${created.body.id}`).send({ subcategories: 'Blues' }).expect(400);
    await admin.put(`/api/products/${created.body.id}`).send({ colour: 'blue' }).expect(400);
    await admin.put(`/api/products/${created.body.id}`).send({ price: '12 dollars' }).expect(400);
    await admin.put(`/api/products/${created.body.id}`).send({ shipping: true }).expect(400);
    await admin.post(`/api/products/${created.body.id}/variants`).send({ name: 'Bad', sortOrder: 'first' }).expect(400);
    await admin
      .post(`/api/products/${created.body.id}/variants`)
      .send({ name: 'Bad', price: [5] })
      .expect(400);
    expect((await admin.get(`/api/products/${created.body.id}`).expect(200)).body).toEqual(row);
  });

  it('manages variants: shoppers see the available ones, sold ones only for admins', async () => {
    const { body: p } = await createProduct({ name: 'Brush With Sizes', category: 'Brushes', price: '14' }, 0);
    const small = await admin
      .post(`/api/products/${p.id}/variants`)
      .field('name', 'Size 4')
      .field('sortOrder', '1')
      .field('price', '12')
      .attach('images', await image(), 'v.png')
      .expect(201);
    expect(small.body).toMatchObject({ name: 'Size 4', sortOrder: 1, price: 12, isAvailable: true, productId: p.id });
    const large = await admin.post(`/api/products/${p.id}/variants`).field('name', 'Size 12').expect(201);
    expect(large.body.sortOrder).toBe(0);
    await admin
      .post(`/api/products/${p.id}/variants`)
      .field('description', 'no name')
      .expect(400)
      .expect((r) => expect(r.body.message).toContain('Variant name is required'));
    await admin.post(`/api/products/${p.id}/variants`).field('name', 'Bad order').field('sortOrder', '1.5').expect(400);
    await admin.post('/api/products/00000000-0000-4000-8000-000000000000/variants').field('name', 'Orphan').expect(404);
    await t
      .client()
      .get(`/api/products/${p.id}`)
      .expect((r) => expect(r.body.hasVariants).toBe(true));

    await admin
      .patch(`/api/variants/${small.body.id}/sold`)
      .expect(200)
      .expect((r) => expect(r.body.isAvailable).toBe(false));
    const shopper = await t.client().get(`/api/products/${p.id}/variants`).expect(200);
    expect(shopper.body.map((v: { name: string }) => v.name)).toEqual(['Size 12']);
    const all = await admin.get(`/api/products/${p.id}/variants`).expect(200);
    expect(all.body.map((v: { name: string }) => v.name)).toEqual(['Size 12', 'Size 4']);
    await admin.patch(`/api/variants/${small.body.id}/available`).expect(200);
    await admin.delete(`/api/variants/${large.body.id}`).expect(200);
    await admin.delete(`/api/variants/${large.body.id}`).expect(404);
    const shopperAgent = await t.shopper('variant-peeker@example.com');
    await shopperAgent.patch(`/api/variants/${small.body.id}/sold`).expect(403);
  });

  it('offers extenders with a Watercolor Set that has them', async () => {
    const { body: set } = await createProduct(
      { name: 'Set of 24', category: 'Watercolor Sets', price: '60', hasExtenders: 'true', paintCount: '24' },
      0,
    );
    const { body: plain } = await createProduct({ name: 'Set of 6', category: 'Watercolor Sets', price: '20' }, 0);
    const { body: ext } = await createProduct(
      { name: 'Earth Extender Pack', category: 'Extenders', price: '18', colorCount: '6', colors: '["Ochre","Sienna"]' },
      0,
    );
    const offered = await t.client().get(`/api/products/${set.id}/extenders`).expect(200);
    expect(offered.body).toContainEqual(expect.objectContaining({ id: ext.id, colorCount: 6, colors: ['Ochre', 'Sienna'] }));
    await t.client().get(`/api/products/${plain.id}/extenders`).expect(200, []);
    const available = await t.client().get(`/api/products/${plain.id}/extenders/available`).expect(200);
    expect(available.body.map((x: { id: string }) => x.id)).toContain(ext.id);
  });

  it('answers the reference data: categories with sub-filters, paint counts, category headers', async () => {
    const categories = await t.client().get('/api/categories').expect(200);
    expect(categories.body.map((c: { name: string }) => c.name)).toEqual([
      'Brushes',
      'Watercolor Sets',
      'Individual Colors',
      'Soft Pastels',
      'Sidewalk Sale',
      'Vault Clearance',
      'Extenders',
    ]);
    const sets = categories.body.find((c: { name: string }) => c.name === 'Watercolor Sets');
    expect(sets.subcategories).toEqual(expect.arrayContaining(['Sets of 12', 'Palette Builders']));
    const colors = categories.body.find((c: { name: string }) => c.name === 'Individual Colors');
    expect(colors.subcategories).toHaveLength(19);
    await t.client().get('/api/paint-count-options').expect(200, [6, 8, 10, 12, 14, 15, 16, 18, 20, 24, 28, 36, 48]);
    await t.client().get('/api/category-headers').expect(200);
  });

  it('runs the two maintenance buttons', async () => {
    const { body: bare } = await createProduct({ name: 'Imageless Yellow', category: 'Individual Colors', price: '9' }, 0);
    const fix = await admin.post('/api/admin/deactivate-missing-images').expect(200);
    expect(fix.body.count).toBeGreaterThan(0);
    expect(fix.body.message).toMatch(/Deactivated/);
    await admin.get(`/api/products/${bare.id}`).expect((r) => expect(r.body.isActive).toBe(false));
    await admin
      .post('/api/admin/deactivate-individual-colors-bad-images')
      .expect(200)
      .expect((r) => expect(typeof r.body.message).toBe('string'));
  });
});
