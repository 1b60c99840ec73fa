import sharp from 'sharp';
import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';
import { ALL_PRODUCT_CATEGORIES } from '@shop/contracts';

const ONE_OF = `category must be one of: ${ALL_PRODUCT_CATEGORIES.join(', ')}`;
const refusal = { statusCode: 400, error: 'Bad Request', message: ONE_OF, code: 'BAD_REQUEST' };

/** A product's category is one of the shop's categories (docs/product/back-office.md §5, docs/api.md). */
describe('product category', () => {
  let t: TestShop;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const count = async () => Number((await admin.get('/api/admin/products').expect(200)).headers['x-total-count']);
  const picture = () =>
    sharp({ create: { width: 40, height: 20, channels: 3, background: '#6f8f72' } })
      .png()
      .toBuffer();

  it("refuses a new product whose category is not one of the shop's, naming the field and the allowed ones; nothing is created", async () => {
    const before = await count();
    for (const category of ['NaN', 'brushes', 'Paintings', '<b>Brushes</b>']) {
      const res = await admin
        .post('/api/products')
        .field('name', 'Odd Brush')
        .field('category', category)
        .field('price', '5')
        .attach('images', await picture(), 'p.png')
        .expect(400);
      expect(res.body).toEqual(refusal);
    }
    expect(await count()).toBe(before);
  });

  it("takes every one of the shop's categories, trimmed", async () => {
    for (const category of ALL_PRODUCT_CATEGORIES) {
      const res = await admin
        .post('/api/products')
        .field('name', `A ${category} thing`)
        .field('category', ` ${category} `)
        .field('price', '5')
        .expect(201);
      expect(res.body.category).toBe(category);
    }
  });

  it('refuses an edit to an unknown category and keeps the old one; a blank one still means Uncategorized', async () => {
    const { body: product } = await admin.post('/api/products').field('name', 'Edit Me').field('category', 'Brushes').field('price', '5').expect(201);
    const res = await admin.put(`/api/products/${product.id}`).field('category', 'NaN').field('name', 'Renamed').expect(400);
    expect(res.body).toEqual(refusal);
    expect((await t.client().get(`/api/products/${product.id}`).expect(200)).body).toMatchObject({ name: 'Edit Me', category: 'Brushes' });

    await admin
      .put(`/api/products/${product.id}`)
      .field('category', 'Soft Pastels')
      .expect(200)
      .expect((r) => expect(r.body.category).toBe('Soft Pastels'));
    await admin
      .put(`/api/products/${product.id}`)
      .field('category', '')
      .expect(200)
      .expect((r) => expect(r.body.category).toBe('Uncategorized'));
  });
});
