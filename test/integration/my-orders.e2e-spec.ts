import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';

describe("the shopper's own orders (GET /api/orders/mine)", () => {
  let t: TestShop;
  let admin: TestAgent;
  let ann: TestAgent;
  let annFirst: { id: string };
  let annSecond: { id: string };
  let bobOrder: { id: string };

  const manualOrder = async (customerEmail: string, name: string, price: number) =>
    (
      await admin
        .post('/api/admin/orders/manual')
        .send({ customerEmail, items: [{ name, quantity: 1, price }], total: price })
        .expect(201)
    ).body;

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    annFirst = await manualOrder('ann@example.com', 'Cobalt Blue Half Pan', 6.5);
    bobOrder = await manualOrder('bob@example.com', 'Squirrel Mop', 29);
    annSecond = await manualOrder('ann@example.com', 'Rose Soft Pastel', 4);
    ann = await t.verifiedShopper('ann@example.com');
  });
  afterAll(() => t.close());

  it('lists only her orders, newest first, with their items and totals', async () => {
    const res = await ann.get('/api/orders/mine').expect(200);
    expect(res.body.map((o: { id: string }) => o.id)).toEqual([annSecond.id, annFirst.id]);
    expect(res.body[0]).toMatchObject({ customerEmail: 'ann@example.com', status: 'paid', total: 4, trackingNumber: null });
    expect(res.body[0].items).toEqual([expect.objectContaining({ name: 'Rose Soft Pastel', quantity: 1, price: 4 })]);
  });

  it('pages with limit and offset (at most 100), refusing bad paging with 400', async () => {
    expect((await ann.get('/api/orders/mine?limit=1&offset=1').expect(200)).body.map((o: { id: string }) => o.id)).toEqual([annFirst.id]);
    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'limit=abc']) {
      const res = await ann.get(`/api/orders/mine?${query}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.anything() });
    }
  });

  it('shows one of her orders by id', async () => {
    const res = await ann.get(`/api/orders/mine/${annFirst.id}`).expect(200);
    expect(res.body).toMatchObject({ id: annFirst.id, customerEmail: 'ann@example.com', total: 6.5 });
  });

  it("answers another shopper's order id exactly like an unknown one: 404", async () => {
    const theirs = await ann.get(`/api/orders/mine/${bobOrder.id}`).expect(404);
    const unknown = await ann.get('/api/orders/mine/00000000-0000-4000-8000-000000000000').expect(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(theirs.body).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'No order with that id' });
  });

  it('answers a malformed id with 404, like an unknown one', async () => {
    const res = await ann.get('/api/orders/mine/not-an-id').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('asks an unverified session to verify first: 403', async () => {
    const bob = await t.shopper('bob@example.com');
    for (const path of ['/api/orders/mine', `/api/orders/mine/${bobOrder.id}`]) {
      const res = await bob.get(path).expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden', message: expect.stringMatching(/verify/i) });
    }
  });

  it('needs a session: 401 without one (an admin session is not a shopper either)', async () => {
    for (const agent of [t.client(), admin]) {
      const res = await agent.get('/api/orders/mine').expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.stringMatching(/sign in/i) });
    }
    await t.client().get(`/api/orders/mine/${annFirst.id}`).expect(401);
  });

  it("refuses to name someone else's e-mail in the request: the session decides whose orders these are", async () => {
    const res = await ann.get('/api/orders/mine?userEmail=bob@example.com').expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden', message: 'You can only access your own account' });
  });
});
