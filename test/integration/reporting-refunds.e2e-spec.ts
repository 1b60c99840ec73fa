import { randomUUID } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { AnalyticsOverview, EventEnvelope, LiveActivity, OrderCancelledEvent, PaymentRefundedEvent, SalesOverview } from '@shop/contracts';
import { startTestShop, TestShop } from '../support/test-shop';
import { reportingProbe } from '../support/reporting-events';

// Orders are paid over HTTP and the reporting copy hears of them through the outboxes; starting the shop takes a while too.
jest.setTimeout(90_000);

const DAY = 86_400_000;
const BUYER = 'refund-buyer@example.com';

type Order = { id: string; total: number; email: string };
/** Every figure a paid order moves, by name: the sales overview's, the Users panel's purchases and the analytics'. */
type Figures = Record<string, number>;

const round = (n: number) => Math.round(n * 100) / 100;
const dayOf = (at: string) => at.slice(0, 10);

/** The figures that changed from `a` to `b`, each by how much (a figure one of them lacks counts as 0 there). */
function delta(a: Figures, b: Figures): Figures {
  const changed: Figures = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const by = round((b[key] ?? 0) - (a[key] ?? 0));
    if (by !== 0) changed[key] = by;
  }
  return changed;
}

/** Revenue figures (the sales' revenue cards, days and types, her purchases, the analytics revenue); not order counts. */
const isRevenue = (key: string) => /revenue|purchases/i.test(key);

/** What a refund of `dollars` should move: every revenue figure the order's payment raised, lower by that much, and nothing else. */
function loweredBy(raised: Figures, dollars: number): Figures {
  return Object.fromEntries(
    Object.keys(raised)
      .filter(isRevenue)
      .map((key) => [key, -dollars]),
  );
}

/**
 * The owner's refunds in her numbers (docs/api.md "Sales overview, users and exports", "Analytics"): payment.refunded
 * lowers every revenue figure its order's payment raised, once per refund, under the day the order was paid, whatever
 * order the events arrive in; a cancelled order's refund changes nothing. Commerce publishes payment.refunded through its
 * outbox; here the events are published straight onto the running shop's bus, as commerce's outbox relay would.
 */
describe('reporting: refunds', () => {
  let t: TestShop;
  let admin: TestAgent;
  let brush: { id: string; name: string };
  let buyer: TestAgent;

  const { reporting, consumed, publish, rollupsAgreeWithRebuild } = reportingProbe(
    () => t,
    (name) => (name === 'order.paid' || name === 'order.cancelled' ? 2 : 1),
  );

  /** A paid order of the shop: checked out by the buyer and marked paid by the admin, over HTTP. */
  async function paidOrder(): Promise<Order> {
    const res = await buyer
      .post('/api/checkout')
      .send({ city: 'Austin', state: 'TX', items: [{ id: `${brush.id}-half`, quantity: 2 }] })
      .expect(201);
    const order = { id: res.body.orderId, total: res.body.total, email: BUYER };
    await consumed('commerce', 'order.created', order.id);
    await admin.post(`/api/admin/orders/${order.id}/mark-paid`).send({}).expect(200);
    await consumed('commerce', 'order.paid', order.id);
    return order;
  }

  async function cancel(order: Order): Promise<void> {
    await admin.post(`/api/admin/orders/${order.id}/cancel`).send({ reason: 'Asked by the shopper' }).expect(200);
    await consumed('commerce', 'order.cancelled', order.id);
  }

  /** payment.refunded as commerce writes it (payment-refunds.service.ts announceRefund). */
  function refunded(order: Order, amountCents: number, orderCancelled: boolean, refundId = randomUUID()): EventEnvelope<PaymentRefundedEvent> {
    const refundedAt = new Date().toISOString();
    return {
      id: randomUUID(),
      name: 'payment.refunded',
      occurredAt: refundedAt,
      source: 'commerce',
      payload: { refundId, orderId: order.id, amountCents, orderCancelled, refundedAt },
    };
  }

  /** order.created and order.paid as commerce writes them, for an order of the buyer paid at `paidAt` (not through the shop). */
  function orderEvents(order: Order, paidAt: string): EventEnvelope[] {
    const cents = Math.round(order.total * 100);
    return [
      {
        id: randomUUID(),
        name: 'order.created',
        occurredAt: paidAt,
        source: 'commerce',
        payload: { orderId: order.id, email: order.email, totalCents: cents },
      },
      {
        id: randomUUID(),
        name: 'order.paid',
        occurredAt: paidAt,
        source: 'commerce',
        payload: {
          orderId: order.id,
          orderNumber: 990100,
          email: order.email,
          source: 'checkout',
          totalCents: cents,
          subtotalCents: cents,
          items: [
            {
              id: 'x',
              name: 'Refund Test Palette',
              type: 'product',
              quantity: 1,
              price: order.total,
              originalPrice: order.total,
              duration: null,
              image: null,
            },
          ],
          couponDiscountCents: 0,
          createdAt: paidAt,
          customerName: 'Refund Buyer',
          paidAt,
        },
      },
    ];
  }

  /** order.cancelled of a paid order as commerce writes it. */
  function cancellation(order: Order): EventEnvelope<OrderCancelledEvent> {
    const cancelledAt = new Date().toISOString();
    const cents = Math.round(order.total * 100);
    return {
      id: randomUUID(),
      name: 'order.cancelled',
      occurredAt: cancelledAt,
      source: 'commerce',
      payload: {
        orderId: order.id,
        orderNumber: 990100,
        email: order.email,
        customerName: null,
        from: 'paid',
        reason: 'Out of stock',
        totalCents: cents,
        subtotalCents: cents,
        cancelledAt,
      },
    };
  }

  const get = async <T>(path: string): Promise<T> => (await admin.get(path).expect(200)).body as T;

  async function figures(): Promise<Figures> {
    const f: Figures = {};
    for (const range of ['24h', '7d', 'all']) {
      for (const saleType of ['all', 'product', 'subscription']) {
        const o = await get<SalesOverview>(`/api/admin/sales-overview?range=${range}&saleType=${saleType}`);
        const at = `sales ${range}/${saleType}`;
        f[`${at} totalRevenue`] = o.totals.totalRevenue;
        f[`${at} totalOrders`] = o.totals.totalOrders;
        f[`${at} referralRevenue`] = o.totals.referralRevenue;
        f[`${at} subscriptionRevenue`] = o.totals.subscriptionRevenue;
        for (const d of o.salesByDay) Object.assign(f, { [`${at} day ${d.date} revenue`]: d.revenue, [`${at} day ${d.date} orders`]: d.orders });
        for (const s of o.salesByType)
          Object.assign(f, { [`${at} type ${s.saleType} revenue`]: s.revenue, [`${at} type ${s.saleType} orders`]: s.orders });
      }
    }
    const [user] = await get<{ email: string; totalPurchases: number }[]>(`/api/users?search=${encodeURIComponent(BUYER)}`);
    f[`purchases ${BUYER}`] = user.totalPurchases;
    const overview = await get<AnalyticsOverview>('/api/analytics/overview');
    const live = await get<LiveActivity>('/api/admin/analytics/live-activity');
    f['analytics totalRevenue'] = overview.totalRevenue;
    f['analytics weeklyRevenue'] = live.summary.weeklyRevenue;
    f['analytics weeklyOrderCount'] = live.summary.weeklyOrderCount;
    return f;
  }

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    brush = (await admin.post('/api/products').field('name', 'Refund Test Mop').field('category', 'Brushes').field('price', '29').expect(201)).body;
    buyer = await t.shopper(BUYER);
  });
  afterAll(() => t?.close());

  it("lowers every revenue figure a paid order's payment raised by a partial refund, once; its order counts stay", async () => {
    const before = await figures();
    const order = await paidOrder();
    const paid = await figures();
    const raised = delta(before, paid);
    expect(raised).toMatchObject({ 'sales 24h/all totalRevenue': order.total, 'sales 7d/all totalOrders': 1, [`purchases ${BUYER}`]: order.total });
    expect(raised['analytics totalRevenue']).toBe(order.total);

    const refund = refunded(order, 500, false);
    await publish(refund);
    // The same event delivered again, and the same refund under another event id: counted once.
    await publish(refund, { ...refund, id: randomUUID() });
    const after = await figures();
    expect(delta(paid, after)).toEqual(loweredBy(raised, 5));
    expect(after['sales 7d/all totalOrders']).toBe(paid['sales 7d/all totalOrders']);
    const [row] = await reporting().query('SELECT refunded_cents FROM reported_orders WHERE id = $1', [order.id]);
    expect(row.refunded_cents).toBe('500');
    await rollupsAgreeWithRebuild();
  });

  it('counts a refund heard before its order.paid once the order is paid, under the day it was paid, as if heard after', async () => {
    const paidAt = new Date(Date.now() - 3 * DAY).toISOString();
    const early: Order = { id: randomUUID(), total: 42.5, email: BUYER };
    const s0 = await figures();
    await publish(refunded(early, 1250, false));
    expect(await figures()).toEqual(s0);
    await publish(...orderEvents(early, paidAt));
    const s1 = await figures();
    const earlyMoved = delta(s0, s1);
    expect(earlyMoved).toMatchObject({
      'sales 7d/all totalRevenue': 30,
      'sales 7d/all totalOrders': 1,
      [`sales 7d/all day ${dayOf(paidAt)} revenue`]: 30,
      'sales all/product type product revenue': 30,
      [`purchases ${BUYER}`]: 30,
      'analytics totalRevenue': 30,
      'analytics weeklyRevenue': 30,
    });
    // Not in the last 24 hours nor on the refund's day: the order counts on the day it was paid.
    expect(Object.keys(earlyMoved).filter((key) => key.includes('24h') || key.includes(dayOf(new Date().toISOString())))).toEqual([]);

    // The same order refunded after its payment moves exactly the same figures.
    const late: Order = { id: randomUUID(), total: 42.5, email: BUYER };
    await publish(...orderEvents(late, paidAt));
    await publish(refunded(late, 1250, false));
    expect(delta(s1, await figures())).toEqual(earlyMoved);
    await rollupsAgreeWithRebuild();
  });

  it('takes a refunded order out to 0 when it is cancelled, not below, and hears its later refunds without moving again', async () => {
    const before = await figures();
    const order = await paidOrder();
    await publish(refunded(order, 500, false));
    await cancel(order);
    expect(await figures()).toEqual(before);
    // The rest of its money given back for the cancellation (orderCancelled), and a refund of it heard late: nothing moves.
    await publish(refunded(order, Math.round(order.total * 100) - 700, true), refunded(order, 200, false));
    expect(await figures()).toEqual(before);
    await rollupsAgreeWithRebuild();
  });

  it("changes nothing for a cancelled order's refund (orderCancelled), whenever it is heard", async () => {
    const before = await figures();
    const order = await paidOrder();
    await cancel(order);
    expect(await figures()).toEqual(before);
    const refund = refunded(order, Math.round(order.total * 100), true);
    await publish(refund);
    expect(await figures()).toEqual(before);
    expect(await reporting().query('SELECT order_cancelled FROM reported_refunds WHERE refund_id = $1', [refund.payload.refundId])).toEqual([
      { order_cancelled: true },
    ]);

    // Heard before the order's own events: its payment counts whole until the cancellation takes it out.
    const paidAt = new Date(Date.now() - 2 * DAY).toISOString();
    const other: Order = { id: randomUUID(), total: 20, email: BUYER };
    const s0 = await figures();
    await publish(refunded(other, 2000, true));
    await publish(...orderEvents(other, paidAt));
    expect(delta(s0, await figures())).toMatchObject({ 'sales 7d/all totalRevenue': 20, [`purchases ${BUYER}`]: 20, 'analytics totalRevenue': 20 });
    await publish(cancellation(other));
    expect(await figures()).toEqual(s0);
    await rollupsAgreeWithRebuild();
  });
});
