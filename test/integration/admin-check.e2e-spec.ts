import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';

jest.setTimeout(30_000);

/**
 * Routes that answer admins more than anyone else ask admin-reporting who the
 * admin cookie belongs to. No admin session is a normal answer (the visitor's
 * view); admin-reporting not answering is a failure, and says so (503) rather
 * than passing for "not found" or for an anonymous visitor.
 */
describe('the admin check on shared routes', () => {
  let t: TestShop;
  let admin: TestAgent;
  let hidden: { id: string };
  let shown: { id: string };

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    const product = (name: string) => admin.post('/api/products').field('name', name).field('category', 'Brushes').field('price', '12').expect(201);
    shown = (await product('Check Brush')).body;
    hidden = (await product('Hidden Brush')).body;
    await admin.patch(`/api/products/${hidden.id}/toggle-status`).expect(200);
    await admin.post('/api/coupons').send({ code: 'CHECKED', discountPercentage: 5 }).expect(201);
  });
  afterAll(() => t.close());

  it('answers the admin view while admin-reporting answers, and the visitor view without an admin cookie', async () => {
    await admin.get(`/api/products/${hidden.id}`).expect(200);
    await t.client().get(`/api/products/${hidden.id}`).expect(404);
    expect((await admin.get('/api/coupons').expect(200)).body[0]).toHaveProperty('usageCount');
    expect((await t.client().get('/api/coupons').expect(200)).body[0]).not.toHaveProperty('usageCount');
  });

  it('answers 503 when admin-reporting cannot be asked — never 404, never the visitor view — and the visitors are not held up', async () => {
    await t.shop.bus.removeHandlers('admin-reporting');
    for (const path of [`/api/products/${hidden.id}`, `/api/products/${shown.id}`, `/api/products/${shown.id}/variants`, '/api/coupons']) {
      const res = await admin.get(path).expect(503);
      expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: expect.stringContaining('admin-reporting') });
    }
    const shopper = await t.shopper('no-admin-here@example.com');
    await shopper.get(`/api/products/${shown.id}`).expect(200);
    await shopper.get(`/api/products/${shown.id}/variants`).expect(200);
    await t.client().get('/api/coupons').expect(200);
  });
});
