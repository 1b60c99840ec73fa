import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CommissionEarnedEvent, EventEnvelope, OrderCancelledEvent, PaymentRefundedEvent, ShippingAddress } from '@shop/contracts';
import { consumeOnce, queryRows, serviceError } from '@shop/platform';
import { lockOrder } from '../order-lock';
import { ReportedUserRow } from '../users/reported-user-row';
import { ReportedOrderRow } from './reported-order-row';
import { ReportedReferralOrderRow } from './reported-referral-order-row';
import { ReportedRefundRow, ReportedRefundSumRow } from './reported-refund-row';
import { kindsOfLines, SALE_KIND_BITS } from './sale-kinds';

/** What the reporting copy reads of commerce's order.created (checkout and gravity sales). */
export interface OrderCreated {
  orderId: string;
  email: string;
  totalCents: number;
}

/**
 * What it reads of order.paid (OrdersService's orderPaidEvent); customerName, paidAt and shippingAddress are absent from
 * older events. A line's duration is a subscription's months.
 */
export interface OrderPaid {
  orderId: string;
  orderNumber: number;
  email: string;
  source: string;
  totalCents: number;
  items: { name: string; type: string; quantity: number; price: number; duration?: number | null }[];
  createdAt: string;
  customerName?: string | null;
  paidAt?: string | null;
  shippingAddress?: Pick<ShippingAddress, 'street' | 'city' | 'state'> | null;
}

export interface OrderExpired {
  orderId: string;
  email: string;
}

/** The sale types of a `kinds` bit set, 'all' first, as a SQL array (sale-kinds.ts has the same bits). */
const SALE_TYPES_OF = (kinds: string) => `array_remove(ARRAY['all',
  CASE WHEN ${kinds} & 1 <> 0 THEN 'referral' END, CASE WHEN ${kinds} & 2 <> 0 THEN 'subscription' END,
  CASE WHEN ${kinds} & 4 <> 0 THEN 'product' END, CASE WHEN ${kinds} & 8 <> 0 THEN 'daily-deal' END], NULL)`;

const ADD_PRODUCT_DAILY = `ON CONFLICT (sale_type, day, name) DO UPDATE
  SET quantity = sales_product_daily.quantity + EXCLUDED.quantity, revenue_cents = sales_product_daily.revenue_cents + EXCLUDED.revenue_cents,
      orders = sales_product_daily.orders + EXCLUDED.orders`;
const ADD_PRODUCT_TOTALS = `ON CONFLICT (sale_type, name) DO UPDATE
  SET quantity = sales_product_totals.quantity + EXCLUDED.quantity, revenue_cents = sales_product_totals.revenue_cents + EXCLUDED.revenue_cents,
      orders = sales_product_totals.orders + EXCLUDED.orders`;

/**
 * One paid order's lines per product name, under each of the given sale types ($2 null: every type the order counts as),
 * signed by $3 (1 to add, −1 to take out).
 */
const ORDER_PRODUCTS = `
  SELECT (o.paid_at AT TIME ZONE 'UTC')::date AS day, t.sale_type, l.name, $3 * sum(l.quantity) AS quantity,
    $3 * sum(l.revenue_cents) AS revenue_cents, $3 AS orders
  FROM reported_orders o JOIN reported_order_lines l ON l.order_id = o.id
  CROSS JOIN LATERAL unnest(coalesce($2::text[], ${SALE_TYPES_OF('o.kinds')})) AS t(sale_type)
  WHERE o.id = $1 AND o.paid_at IS NOT NULL
  GROUP BY 1, 2, 3`;

/** Adds (sign 1) or takes out (sign −1) a paid order's revenue (its total less its refunds) under its paid day and its kinds. */
async function rollUpOrderDay(manager: EntityManager, orderId: string, sign: 1 | -1): Promise<void> {
  await manager.query(
    `INSERT INTO sales_daily (day, kinds, revenue_cents, orders)
     SELECT (paid_at AT TIME ZONE 'UTC')::date, kinds, $2 * (total_cents - refunded_cents), $2 FROM reported_orders WHERE id = $1 AND paid_at IS NOT NULL
     ON CONFLICT (day, kinds) DO UPDATE
       SET revenue_cents = sales_daily.revenue_cents + EXCLUDED.revenue_cents, orders = sales_daily.orders + EXCLUDED.orders`,
    [orderId, sign],
  );
}

/** Adds (sign 1) or takes out (sign −1) a paid order's products in the product rollups under the given sale types (null: all of the order's). */
async function rollUpOrderProducts(manager: EntityManager, orderId: string, saleTypes: string[] | null, sign: 1 | -1 = 1): Promise<void> {
  await manager.query(
    `INSERT INTO sales_product_daily (day, sale_type, name, quantity, revenue_cents, orders) ${ORDER_PRODUCTS} ${ADD_PRODUCT_DAILY}`,
    [orderId, saleTypes, sign],
  );
  await manager.query(
    `INSERT INTO sales_product_totals (sale_type, name, quantity, revenue_cents, orders)
     SELECT sale_type, name, quantity, revenue_cents, orders FROM (${ORDER_PRODUCTS}) p ${ADD_PRODUCT_TOTALS}`,
    [orderId, saleTypes, sign],
  );
}

/** The rollups rebuilt from the orders: what the consumer keeps up to date one order at a time. The bench seeds orders and runs these. */
export const REBUILD_SALES_ROLLUPS = [
  'DELETE FROM sales_daily',
  'DELETE FROM sales_product_daily',
  'DELETE FROM sales_product_totals',
  `INSERT INTO sales_daily (day, kinds, revenue_cents, orders)
   SELECT (paid_at AT TIME ZONE 'UTC')::date, kinds, sum(total_cents - refunded_cents), count(*) FROM reported_orders WHERE paid_at IS NOT NULL GROUP BY 1, 2`,
  `INSERT INTO sales_product_daily (day, sale_type, name, quantity, revenue_cents, orders)
   SELECT (o.paid_at AT TIME ZONE 'UTC')::date, t.sale_type, l.name, sum(l.quantity), sum(l.revenue_cents), count(DISTINCT o.id)
   FROM reported_orders o JOIN reported_order_lines l ON l.order_id = o.id CROSS JOIN LATERAL unnest(${SALE_TYPES_OF('o.kinds')}) AS t(sale_type)
   WHERE o.paid_at IS NOT NULL GROUP BY 1, 2, 3`,
  `INSERT INTO sales_product_totals (sale_type, name, quantity, revenue_cents, orders)
   SELECT sale_type, name, sum(quantity), sum(revenue_cents), sum(orders) FROM sales_product_daily GROUP BY 1, 2`,
];

/**
 * The back office's copy of commerce's orders (docs/product/back-office.md "Sales Overview Dashboard"), fed by
 * order.created, order.paid, order.expired, order.cancelled and payment.refunded and by engagement's
 * referral.commission-earned (which marks an order referred). Each event is applied once; an order is added to the sales
 * rollups once, when it is first heard paid, and taken out once, when it is cancelled. A cancelled order is never counted
 * again, whatever arrives after.
 *
 * Refunds: an order's revenue is its total less what its own refunds gave back (`refunded_cents`), in every figure that
 * counts revenue (the rollups' and the rolling 24 hours' revenue, the Users panel's purchases; the analytics revenue reads
 * the same refunds, analytics-reads.service.ts). Each refund is kept once by its id in `reported_refunds`, so one heard
 * before its order's order.paid waits there and order.paid counts the order net of it. The rollups always hold a counted
 * order's net revenue, so its cancellation (or a referral's move) takes out exactly what is there, and an order paid $17,
 * refunded $5 and then cancelled ends at 0. A cancelled order's refund (`orderCancelled`) moves nothing.
 */
@Injectable()
export class ReportedOrdersService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  onOrderCreated(event: EventEnvelope<OrderCreated>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:sales:order.created', event, async (manager) => {
      const o = event.payload;
      // A cancellation heard first left its row dated by the cancellation: the order's own creation time replaces it.
      await manager.query(
        `INSERT INTO reported_orders (id, email, status, total_cents, created_at) VALUES ($1, $2, 'pending', $3, $4)
         ON CONFLICT (id) DO UPDATE SET created_at = EXCLUDED.created_at
         WHERE reported_orders.cancelled_at IS NOT NULL AND EXCLUDED.created_at < reported_orders.created_at`,
        [o.orderId, o.email.toLowerCase(), o.totalCents, event.occurredAt],
      );
    });
  }

  onOrderPaid(event: EventEnvelope<OrderPaid>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:sales:order.paid', event, async (manager) => {
      const o = event.payload;
      await lockOrder(manager, o.orderId);
      const [referred] = await queryRows(manager, 'SELECT 1 FROM reported_referral_orders WHERE order_id = $1', [o.orderId]);
      // Refunds heard before this payment: the order enters the figures net of them.
      const [refunded] = await queryRows<ReportedRefundSumRow>(
        manager,
        'SELECT coalesce(sum(amount_cents), 0) AS cents FROM reported_refunds WHERE order_id = $1 AND NOT order_cancelled',
        [o.orderId],
      );
      const items = o.items ?? [];
      const kinds = kindsOfLines(
        items.map((line) => line.type),
        Boolean(referred),
      );
      const paidAt = o.paidAt ?? event.occurredAt;
      const address = o.shippingAddress ?? null;
      const values = [
        o.orderId,
        o.orderNumber,
        o.email.toLowerCase(),
        o.customerName ?? null,
        o.source,
        o.totalCents,
        items.reduce((n, line) => n + line.quantity, 0),
        kinds,
        o.createdAt ?? event.occurredAt,
        paidAt,
        address?.street ?? null,
        address?.city ?? null,
        address?.state ?? null,
        refunded.cents,
      ];
      const [changed] = await queryRows<Pick<ReportedOrderRow, 'id'>>(
        manager,
        `INSERT INTO reported_orders (id, order_number, email, customer_name, status, source, total_cents, item_count, kinds, created_at, paid_at,
           shipping_street, shipping_city, shipping_state, refunded_cents)
         VALUES ($1, $2, $3, $4, 'paid', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (id) DO UPDATE SET order_number = EXCLUDED.order_number, customer_name = EXCLUDED.customer_name,
           status = 'paid', source = EXCLUDED.source, total_cents = EXCLUDED.total_cents, item_count = EXCLUDED.item_count,
           kinds = EXCLUDED.kinds, created_at = EXCLUDED.created_at, paid_at = EXCLUDED.paid_at, expired_at = NULL,
           shipping_street = EXCLUDED.shipping_street, shipping_city = EXCLUDED.shipping_city, shipping_state = EXCLUDED.shipping_state,
           refunded_cents = EXCLUDED.refunded_cents
         WHERE reported_orders.paid_at IS NULL AND reported_orders.cancelled_at IS NULL
         RETURNING id`,
        values,
      );
      if (!changed) return; // already counted as paid, or cancelled before this payment was heard
      for (const [index, line] of items.entries()) {
        await manager.query(
          `INSERT INTO reported_order_lines (order_id, line_no, name, type, quantity, revenue_cents, months) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT DO NOTHING`,
          [o.orderId, index, line.name, line.type, line.quantity, Math.round(line.price * line.quantity * 100), line.duration ?? null],
        );
      }
      await rollUpOrderDay(manager, o.orderId, 1);
      await rollUpOrderProducts(manager, o.orderId, null);
    });
  }

  onOrderExpired(event: EventEnvelope<OrderExpired>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:sales:order.expired', event, async (manager) => {
      await manager.query(
        `UPDATE reported_orders SET status = 'expired', expired_at = $2 WHERE id = $1 AND paid_at IS NULL AND cancelled_at IS NULL`,
        [event.payload.orderId, event.occurredAt],
      );
    });
  }

  /**
   * A cancelled paid order leaves the sales: exactly what its order.paid added (and a referral's move), less its refunds,
   * is taken out of the rollups, before paid_at is cleared. Heard before the order itself, it leaves a cancelled row that
   * order.created and order.paid do not count.
   */
  onOrderCancelled(event: EventEnvelope<OrderCancelledEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:sales:order.cancelled', event, async (manager) => {
      const c = event.payload;
      await lockOrder(manager, c.orderId);
      const [counted] = await queryRows(
        manager,
        'SELECT 1 FROM reported_orders WHERE id = $1 AND paid_at IS NOT NULL AND cancelled_at IS NULL FOR UPDATE',
        [c.orderId],
      );
      if (counted) {
        await rollUpOrderDay(manager, c.orderId, -1);
        await rollUpOrderProducts(manager, c.orderId, null, -1);
      }
      await manager.query(
        `INSERT INTO reported_orders (id, order_number, email, customer_name, status, total_cents, created_at, cancelled_at)
         VALUES ($1, $2, $3, $4, 'cancelled', $5, $6, $6)
         ON CONFLICT (id) DO UPDATE SET status = 'cancelled', cancelled_at = EXCLUDED.cancelled_at, paid_at = NULL, expired_at = NULL
         WHERE reported_orders.cancelled_at IS NULL`,
        [c.orderId, c.orderNumber, c.email.toLowerCase(), c.customerName ?? null, c.totalCents, c.cancelledAt ?? event.occurredAt],
      );
    });
  }

  /**
   * A completed refund, kept once by its refund id (a second event about it, under any event id, changes nothing). The
   * owner's refund of a counted order (paid, not cancelled) lowers its revenue under the day it was paid and its kinds, as a
   * referral's move does: out at its old figures, in at its new; its order count stays. One heard before the order's
   * order.paid only waits in reported_refunds; one heard after its cancellation moves nothing more (the cancellation took
   * out what was there). A cancelled order's refund (`orderCancelled`) is only recorded: its cancellation took the order out
   * of every figure, or it never entered one.
   */
  onPaymentRefunded(event: EventEnvelope<PaymentRefundedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:sales:payment.refunded', event, async (manager) => {
      const r = event.payload;
      await lockOrder(manager, r.orderId);
      const [recorded] = await queryRows<Pick<ReportedRefundRow, 'refund_id'>>(
        manager,
        `INSERT INTO reported_refunds (refund_id, order_id, amount_cents, order_cancelled, refunded_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING refund_id`,
        [r.refundId, r.orderId, r.amountCents, r.orderCancelled, r.refundedAt],
      );
      if (!recorded || r.orderCancelled) return;
      const [counted] = await queryRows(
        manager,
        'SELECT 1 FROM reported_orders WHERE id = $1 AND paid_at IS NOT NULL AND cancelled_at IS NULL FOR UPDATE',
        [r.orderId],
      );
      if (!counted) return; // order.paid counts it net of this refund; a cancelled order stays out
      await rollUpOrderDay(manager, r.orderId, -1);
      await manager.query('UPDATE reported_orders SET refunded_cents = refunded_cents + $2 WHERE id = $1', [r.orderId, r.amountCents]);
      await rollUpOrderDay(manager, r.orderId, 1);
    });
  }

  async customerEmail(userId: string): Promise<{ email: string }> {
    const [user] = await queryRows<Pick<ReportedUserRow, 'email'>>(this.dataSource, 'SELECT email FROM reported_users WHERE id = $1', [userId]);
    if (!user) throw serviceError('NOT_FOUND', 'No user with that id');
    return user;
  }

  /** A referred order moves from its old kinds to the same plus 'referral' in the rollups, whichever event came first. */
  onCommissionEarned(event: EventEnvelope<CommissionEarnedEvent>): Promise<boolean> {
    return consumeOnce(this.dataSource, 'admin-reporting:sales:referral.commission-earned', event, async (manager) => {
      const c = event.payload;
      await lockOrder(manager, c.orderId);
      const [marked] = await queryRows<Pick<ReportedReferralOrderRow, 'order_id'>>(
        manager,
        `INSERT INTO reported_referral_orders (order_id, commission_cents) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING order_id`,
        [c.orderId, c.commissionCents],
      );
      if (!marked) return;
      const [order] = await queryRows<Pick<ReportedOrderRow, 'kinds'>>(
        manager,
        'SELECT kinds FROM reported_orders WHERE id = $1 AND paid_at IS NOT NULL FOR UPDATE',
        [c.orderId],
      );
      if (!order || (order.kinds & SALE_KIND_BITS.referral) !== 0) return;
      await rollUpOrderDay(manager, c.orderId, -1);
      await manager.query('UPDATE reported_orders SET kinds = kinds | $2 WHERE id = $1', [c.orderId, SALE_KIND_BITS.referral]);
      await rollUpOrderDay(manager, c.orderId, 1);
      await rollUpOrderProducts(manager, c.orderId, ['referral']);
    });
  }
}
