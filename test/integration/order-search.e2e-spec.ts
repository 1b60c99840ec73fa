import TestAgent from 'supertest/lib/agent';
import { startTestShop, TestShop } from '../support/test-shop';

/**
 * Finding an order (docs/rules.md §6): GET /api/admin/orders searches by order number, e-mail or name, filters by status
 * and the days orders were placed, and pages in the database, with X-Total-Count; bad input is a 400 that changes nothing.
 */
describe('the admin order search', () => {
  let t: TestShop;
  let admin: TestAgent;
  const placed: { number: number; id: string; email: string }[] = [];

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    const product = (await admin.post('/api/products').field('name', 'Search Mop').field('category', 'Brushes').field('price', '12').expect(201))
      .body;
    const checkout = async (email: string, firstName: string, lastName: string) => {
      const agent = await t.shopper(email);
      const { body } = await agent
        .post('/api/checkout')
        .send({
          items: [{ id: `${product.id}-half`, quantity: 1 }],
          shippingAddress: { firstName, lastName, street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
        })
        .expect(201);
      placed.push({ number: body.orderNumber, id: body.orderId, email });
    };
    await checkout('ann.search@example.com', 'Ann', 'Whistler');
    await checkout('bea.search@example.com', 'Bea', 'Turner');
    await checkout('cy.search@example.com', 'Cy', 'Whistler-Moss');
    const manual = await admin
      .post('/api/admin/orders/manual')
      .send({
        customerEmail: 'dora.search@example.com',
        customerName: 'Dora Percent_100%',
        items: [{ name: 'Set', price: 20, quantity: 1 }],
        total: 20,
      })
      .expect(201);
    placed.push({ number: manual.body.orderNumber, id: manual.body.id, email: 'dora.search@example.com' });
  });
  afterAll(() => t.close());

  const search = (query: string) => admin.get(`/api/admin/orders?${query}`);
  const emailsOf = (res: { body: { customerEmail: string }[] }) => res.body.map((o) => o.customerEmail);

  it('finds an order by its number, with or without #', async () => {
    const [, bea] = placed;
    for (const q of [String(bea.number), `%23${bea.number}`]) {
      const res = await search(`q=${q}`).expect(200);
      expect(res.body.map((o: { id: string }) => o.id)).toEqual([bea.id]);
      expect(res.headers['x-total-count']).toBe('1');
    }
  });

  it("finds orders by part of the e-mail or of a name, in any case; LIKE's own characters are plain text", async () => {
    expect(emailsOf(await search('q=WHISTLER').expect(200))).toEqual(['cy.search@example.com', 'ann.search@example.com']);
    expect(emailsOf(await search('q=bea.search').expect(200))).toEqual(['bea.search@example.com']);
    expect(emailsOf(await search('q=percent_100%25').expect(200))).toEqual(['dora.search@example.com']);
    expect(emailsOf(await search('q=%25').expect(200))).toEqual(['dora.search@example.com']);
    expect((await search('q=nobody-like-this').expect(200)).body).toEqual([]);
  });

  it('filters by status and by the days orders were placed (a date is the whole day, UTC)', async () => {
    expect(emailsOf(await search('q=search&status=paid').expect(200))).toEqual(['dora.search@example.com']);
    expect(await search('q=search&status=pending').expect(200)).toMatchObject({ headers: { 'x-total-count': '3' } });
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await search(`q=search&from=${today}&to=${today}`).expect(200)).body).toHaveLength(4);
    expect((await search(`q=search&from=${tomorrow}`).expect(200)).body).toEqual([]);
  });

  it('pages in the database: page and pageSize (or limit and offset), the total in X-Total-Count; beyond the last page an empty page', async () => {
    const first = await search('q=search&pageSize=3&page=1').expect(200);
    const second = await search('q=search&pageSize=3&page=2').expect(200);
    expect([first.body.length, second.body.length, first.headers['x-total-count'], second.headers['x-total-count']]).toEqual([3, 1, '4', '4']);
    expect(second.body[0].customerEmail).toBe('ann.search@example.com');
    expect((await search('q=search&limit=2&offset=2').expect(200)).body.map((o: { id: string }) => o.id)).toEqual(
      [...first.body, ...second.body].slice(2).map((o: { id: string }) => o.id),
    );
    const beyond = await search('q=search&pageSize=3&page=9').expect(200);
    expect([beyond.body, beyond.headers['x-total-count']]).toEqual([[], '4']);
  });

  it.each([
    ['search text of 300 characters', `q=${'x'.repeat(300)}`, 'q must be at most 100 characters'],
    ['a range that ends before it starts', 'from=2026-11-05&to=2026-11-01', 'to must not be before from'],
    ['a negative page size', 'pageSize=-1', 'pageSize must be a whole number from 1 to 500'],
    ['page 0', 'page=0', 'page must be a whole number'],
    ['a date that is no date', 'from=yesterday', 'from must be a date (YYYY-MM-DD) or an ISO 8601 time'],
    ['an unknown status', 'status=lost', 'status'],
  ])('refuses %s with 400 naming the field', async (_what, query, message) => {
    const res = await search(query).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: expect.stringContaining(message) });
  });

  it('answers administrators only', async () => {
    await (await t.shopper('ann.search@example.com')).get('/api/admin/orders?q=search').expect(403);
    await t.client().get('/api/admin/orders?q=search').expect(401);
  });
});
