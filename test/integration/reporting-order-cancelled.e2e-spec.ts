import { randomUUID } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { AnalyticsOverview, EventEnvelope, LiveActivity, OrderCancelledEvent, SalesOverview } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { reportingProbe } from '../support/reporting-events';

// Orders are paid over HTTP and the reporting copy hears of them through the outboxes; starting the shop takes a while too.
jest.setTimeout(90_000);

type Order = { id: string; total: number; email: string };

/**
 * A cancelled order in the owner's numbers (docs/api.md "Sales overview, users and exports", "Analytics"): a paid order
 * cancelled leaves every sales and analytics figure exactly as if it had never been paid; a pending one only becomes
 * cancelled; and a cancellation heard before the payment keeps the order out.
 */
describe('reporting: cancelled orders', () => {
  let t: TestShop;
  let admin: TestAgent;
  let brush: { id: string; name: string };
  let planId: string;
  const orders: Record<'kept' | 'referred' | 'subscription' | 'pending', Order> = {} as never;

  const CONSUMERS = ['admin-reporting:sales', 'admin-reporting:analytics'];
  const { reporting, outboxEvents, consumed, publish, rollupsAgreeWithRebuild } = reportingProbe(
    () => t,
    (name) => (name === 'order.created' || name.startsWith('referral.') ? 1 : CONSUMERS.length),
  );

  async function placeOrder(agent: TestAgent, email: string, items: object[]): Promise<Order> {
    const res = await agent.post('/api/checkout').send({ city: 'Austin', state: 'TX', items }).expect(201);
    await consumed('commerce', 'order.created', res.body.orderId);
    return { id: res.body.orderId, total: res.body.total, email };
  }

  async function pay(order: Order): Promise<void> {
    await admin.post(`/api/admin/orders/${order.id}/mark-paid`).send({}).expect(200);
    await consumed('commerce', 'order.paid', order.id);
  }

  /** order.cancelled as commerce writes it, published straight onto the bus (as if commerce had cancelled the order). */
  function cancellation(order: Order, from: 'pending' | 'paid', id = randomUUID()): EventEnvelope<OrderCancelledEvent> {
    const cancelledAt = new Date().toISOString();
    return {
      id,
      name: 'order.cancelled',
      occurredAt: cancelledAt,
      source: 'commerce',
      payload: {
        orderId: order.id,
        orderNumber: 0,
        email: order.email,
        customerName: null,
        from,
        reason: 'Out of stock',
        totalCents: Math.round(order.total * 100),
        subtotalCents: Math.round(order.total * 100),
        cancelledAt,
      },
    };
  }

  const get = async <T>(path: string): Promise<T> => (await admin.get(path).expect(200)).body as T;

  /** Every figure a paid order moves: the sales overview in each range and sale type, the Users panel and the analytics. */
  async function figures() {
    const sales: Record<string, SalesOverview> = {};
    for (const range of ['24h', '7d', 'all']) {
      for (const saleType of ['all', 'referral', 'subscription', 'product']) {
        sales[`${range}/${saleType}`] = await get<SalesOverview>(`/api/admin/sales-overview?range=${range}&saleType=${saleType}`);
      }
    }
    const overview = await get<AnalyticsOverview>('/api/analytics/overview');
    const live = await get<LiveActivity>('/api/admin/analytics/live-activity');
    const purchases: Record<string, number> = {};
    for (const order of Object.values(orders)) {
      const [user] = await get<{ email: string; totalPurchases: number }[]>(`/api/users?search=${encodeURIComponent(order.email)}`);
      purchases[order.email] = user?.totalPurchases ?? 0;
    }
    return {
      sales,
      purchases,
      analytics: {
        totalRevenue: overview.totalRevenue,
        activeSubscribers: overview.activeSubscribers,
        weeklyOrderCount: live.summary.weeklyOrderCount,
        weeklyRevenue: live.summary.weeklyRevenue,
        recentOrders: live.recentOrders,
      },
    };
  }

  const statusOf = async (orderId: string) =>
    (await reporting().query('SELECT status, paid_at, cancelled_at FROM reported_orders WHERE id = $1', [orderId]))[0];

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    brush = (await admin.post('/api/products').field('name', 'Cancel Test Mop').field('category', 'Brushes').field('price', '29').expect(201)).body;
    planId = (await admin.post('/api/subscriptions').send({ title: 'Cancel Test Box', basePrice: 30, price3Month: 28 }).expect(201)).body.id;

    const buyer = await t.shopper('kept-buyer@example.com');
    orders.kept = await placeOrder(buyer, 'kept-buyer@example.com', [{ id: `${brush.id}-half`, quantity: 2 }]);
    orders.pending = await placeOrder(buyer, 'kept-buyer@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);
    const subscriber = await t.shopper('cancel-subscriber@example.com');
    orders.subscription = await placeOrder(subscriber, 'cancel-subscriber@example.com', [
      { id: `subscription-${planId}-3`, type: 'subscription', duration: 3, quantity: 1 },
    ]);

    // A referred order of the same product: its referral moves it into a second kind in the rollups.
    const referrer = await t.verifiedShopper('cancel-referrer@example.com');
    const link = (await referrer.post('/api/referrals/create').send({ userEmail: 'cancel-referrer@example.com', name: 'Blog' }).expect(201)).body;
    const referred = t.client();
    await referred.post('/api/users').send({ email: 'cancel-referred@example.com', referralCode: link.code }).expect(200);
    orders.referred = await placeOrder(referred, 'cancel-referred@example.com', [{ id: `${brush.id}-half`, quantity: 1 }]);

    await pay(orders.kept);
  });
  afterAll(() => t?.close());

  it('takes a cancelled paid (and referred) order out of every sales and analytics figure, exactly', async () => {
    const before = await figures();
    expect(before.sales['7d/all'].totals).toMatchObject({ totalOrders: 1, totalRevenue: orders.kept.total });

    await pay(orders.referred);
    await consumed('engagement', 'referral.commission-earned', orders.referred.id);
    const counted = await figures();
    expect(counted.sales['7d/all'].totals).toMatchObject({
      totalOrders: 2,
      totalRevenue: Math.round((orders.kept.total + orders.referred.total) * 100) / 100,
    });
    expect(counted.sales['all/referral'].totals).toMatchObject({ totalOrders: 1, totalRevenue: orders.referred.total });
    expect(counted.sales['all/all'].topProducts[0]).toMatchObject({ name: brush.name, quantity: 3, orders: 2 });
    expect(counted.analytics.weeklyOrderCount).toBe(before.analytics.weeklyOrderCount + 1);
    expect(counted.purchases['cancel-referred@example.com']).toBe(orders.referred.total);

    await publish(cancellation(orders.referred, 'paid'));
    expect(await figures()).toEqual(before);
    expect(await statusOf(orders.referred.id)).toMatchObject({ status: 'cancelled', paid_at: null, cancelled_at: expect.any(Date) });
    await rollupsAgreeWithRebuild();
  });

  it('takes it out once: the cancellation delivered again, or again under a new id, changes nothing', async () => {
    const before = await figures();
    const [first] = await reporting().query("SELECT event_id FROM processed_events WHERE consumer = 'admin-reporting:sales:order.cancelled' LIMIT 1");
    const replay = { ...cancellation(orders.referred, 'paid'), id: first.event_id };
    await t.shop.bus.publishEvents([replay]);
    await publish(cancellation(orders.referred, 'paid'));
    // The order's own events delivered again under new ids do not bring it back either.
    const [paid] = await outboxEvents('commerce', 'order.paid', orders.referred.id);
    const [created] = await outboxEvents('commerce', 'order.created', orders.referred.id);
    await publish({ ...paid, id: randomUUID() }, { ...created, id: randomUUID() });
    expect(await figures()).toEqual(before);
    await rollupsAgreeWithRebuild();
  });

  it('counts nothing for an order whose cancellation is heard before its order.created and order.paid', async () => {
    const before = await figures();
    const orderId = randomUUID();
    const late: Order = { id: orderId, total: 42.5, email: 'late-buyer@example.com' };
    const cancelled = cancellation(late, 'paid');
    await publish(cancelled);
    const paidAt = new Date(Date.now() - 60_000).toISOString();
    await publish(
      { id: randomUUID(), name: 'order.created', occurredAt: paidAt, source: 'commerce', payload: { orderId, email: late.email, totalCents: 4250 } },
      {
        id: randomUUID(),
        name: 'order.paid',
        occurredAt: paidAt,
        source: 'commerce',
        payload: {
          orderId,
          orderNumber: 990002,
          email: late.email,
          source: 'checkout',
          totalCents: 4250,
          subtotalCents: 4250,
          items: [{ id: 'x', name: 'Late Palette', type: 'product', quantity: 1, price: 42.5, originalPrice: 42.5, duration: null, image: null }],
          couponDiscountCents: 0,
          createdAt: paidAt,
          customerName: 'Late Buyer',
          paidAt,
        },
      },
    );
    expect(await figures()).toEqual(before);
    const row = await statusOf(orderId);
    expect(row).toMatchObject({ status: 'cancelled', paid_at: null });
    expect((await reporting().query('SELECT created_at FROM reported_orders WHERE id = $1', [orderId]))[0].created_at.toISOString()).toBe(paidAt);
    expect(await reporting().query('SELECT 1 FROM live_orders WHERE order_id = $1', [orderId])).toEqual([]);
    await rollupsAgreeWithRebuild();
  });

  it('marks a cancelled pending order cancelled and moves no figure', async () => {
    const before = await figures();
    await admin.post(`/api/admin/orders/${orders.pending.id}/cancel`).send({ reason: 'Asked by the shopper' }).expect(200);
    await consumed('commerce', 'order.cancelled', orders.pending.id);
    expect(await statusOf(orders.pending.id)).toMatchObject({ status: 'cancelled', paid_at: null, cancelled_at: expect.any(Date) });
    expect(await figures()).toEqual(before);
  });

  it('through POST /api/admin/orders/{id}/cancel: a paid subscription order leaves the sales and the active subscribers', async () => {
    const before = await figures();
    await pay(orders.subscription);
    const counted = await figures();
    expect(counted.sales['7d/subscription'].totals).toMatchObject({ totalOrders: 1, totalRevenue: orders.subscription.total });
    expect(counted.analytics.activeSubscribers).toBe(before.analytics.activeSubscribers + 1);
    expect(counted.analytics.totalRevenue).toBe(Math.round((before.analytics.totalRevenue + orders.subscription.total) * 100) / 100);

    await admin.post(`/api/admin/orders/${orders.subscription.id}/cancel`).send({ reason: 'Payment disputed' }).expect(200);
    await consumed('commerce', 'order.cancelled', orders.subscription.id);
    expect(await figures()).toEqual(before);
    expect(await statusOf(orders.subscription.id)).toMatchObject({ status: 'cancelled', paid_at: null });
    await rollupsAgreeWithRebuild();
  });
});
