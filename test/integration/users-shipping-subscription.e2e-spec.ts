import TestAgent from 'supertest/lib/agent';
import { ReportedUser } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { until } from '../support/until';

// Orders are paid over HTTP and reach admin-reporting through the outbox; starting the shop takes a while too.
jest.setTimeout(90_000);

/**
 * The Users panel's shipping and subscription fields (docs/api.md GET /api/users, docs/rules.md §6 "Subscription period"):
 * the address of her last paid order that had one, and her most recent paid subscription with its start and end.
 */
describe('GET /api/users: shipping address and subscription', () => {
  let t: TestShop;
  let admin: TestAgent;
  let brushLine: { id: string; quantity: number };
  let planId: string;

  const HOME = { firstName: 'Iris', lastName: 'Wash', street: '3 Pigment Row', city: 'Portland', state: 'OR', zipCode: '97201' };
  const STUDIO = { ...HOME, street: '88 Easel Avenue', city: 'Denver', state: 'CO', zipCode: '80202' };
  const FIELDS = ['shippingAddress', 'shippingCity', 'shippingState', 'subscriptionPlan', 'subscriptionStartDate', 'subscriptionEndDate'] as const;

  const userOf = async (email: string): Promise<ReportedUser | undefined> =>
    (await admin.get(`/api/users?search=${encodeURIComponent(email)}`).expect(200)).body.find((u: ReportedUser) => u.email === email);

  async function paidOrder(agent: TestAgent, order: object): Promise<{ id: string; paidAt: string }> {
    const { body } = await agent.post('/api/checkout').send(order).expect(201);
    return (await admin.post(`/api/admin/orders/${body.orderId}/mark-paid`).send({}).expect(200)).body;
  }

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    const brush = (
      await admin.post('/api/products').field('name', 'Profile Test Filbert').field('category', 'Brushes').field('price', '18').expect(201)
    ).body as { id: string };
    brushLine = { id: `${brush.id}-half`, quantity: 1 };
    planId = (await admin.post('/api/subscriptions').send({ title: 'Profile Paint Club', basePrice: 30, price3Month: 28 }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  it('shows the last paid address (street, city, state) and the latest paid subscription with its start and end', async () => {
    const email = 'iris.profile@example.com';
    const iris = await t.verifiedShopper(email);
    await paidOrder(iris, { items: [brushLine], shippingAddress: HOME });
    const subscription = await paidOrder(iris, {
      items: [{ id: `subscription-${planId}-3`, type: 'subscription', duration: 3, quantity: 1 }],
      shippingAddress: STUDIO,
    });
    // A later paid order without an address (city and state only) leaves the last address as it was.
    await paidOrder(iris, { items: [brushLine], city: 'Austin', state: 'TX' });
    // A pending subscription order is not a subscription yet.
    await iris
      .post('/api/checkout')
      .send({ items: [{ id: `subscription-${planId}-1`, type: 'subscription', duration: 1, quantity: 1 }], shippingAddress: HOME })
      .expect(201);

    const user = await until(async () => {
      const found = await userOf(email);
      return found?.subscriptionPlan && found.totalOrders === 4 && found;
    }, 'her subscription in the users list');
    const end = new Date(subscription.paidAt);
    end.setUTCMonth(end.getUTCMonth() + 3);
    expect(user).toMatchObject({
      shippingAddress: STUDIO.street,
      shippingCity: 'Denver',
      shippingState: 'CO',
      subscriptionPlan: 'Profile Paint Club (3 months)',
      subscriptionStartDate: subscription.paidAt,
      subscriptionEndDate: end.toISOString(),
    });
  });

  it('gives a cancelled subscription order up: the one paid before it shows again', async () => {
    const email = 'june.profile@example.com';
    const june = await t.verifiedShopper(email);
    const first = await paidOrder(june, {
      items: [{ id: `subscription-${planId}-1`, type: 'subscription', duration: 1, quantity: 1 }],
      shippingAddress: HOME,
    });
    const second = await paidOrder(june, {
      items: [{ id: `subscription-${planId}-3`, type: 'subscription', duration: 3, quantity: 1 }],
      shippingAddress: STUDIO,
    });
    await until(async () => (await userOf(email))?.subscriptionStartDate === second.paidAt, 'the second subscription');
    await admin.post(`/api/admin/orders/${second.id}/cancel`).send({ reason: 'Ordered twice' }).expect(200);
    const user = await until(async () => {
      const found = await userOf(email);
      return found?.subscriptionStartDate === first.paidAt && found;
    }, 'the cancellation in the users list');
    expect(user).toMatchObject({
      subscriptionPlan: 'Profile Paint Club (1 month)',
      shippingAddress: HOME.street,
      shippingCity: 'Portland',
      shippingState: 'OR',
    });
  });

  it('has every field, null, for a shopper without paid orders', async () => {
    const email = 'no-orders.profile@example.com';
    const shopper = await t.shopper(email);
    await shopper
      .post('/api/checkout')
      .send({ items: [brushLine], shippingAddress: HOME })
      .expect(201); // pending only
    const user = await until(() => userOf(email), 'the shopper in the users list');
    for (const field of FIELDS) expect(user).toHaveProperty(field, null);
  });

  it('refuses a bad query with a 400 naming it, and anyone but an admin', async () => {
    const bad = await admin.get('/api/users?limit=lots').expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/limit/);
    await t.client().get('/api/users').expect(401);
    const shopper = await t.shopper('nosy.profile@example.com');
    await shopper.get('/api/users').expect((r) => expect([401, 403]).toContain(r.status));
  });
});
