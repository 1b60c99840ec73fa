import { idempotentRequest, IdempotentRequests, type IdempotentRequest } from '../idempotency/idempotent-requests';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  isUuid,
  ManualOrderDto,
  OrderEvents,
  OrderListQueryDto,
  OrderView,
  PAYMENT_EVENT_REUSED_MESSAGE,
  paymentMismatchProblem,
  PaymentWebhookDto,
  PaymentWebhookReply,
  PAID_ORDER_STATUSES,
  RealOrderDto,
} from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { toCents } from '@shop/pricing';
import { CouponRedemptionService } from '../coupons/coupon-redemption.service';
import { OrderCountRow, OrderRow, toOrderView } from './order-row';
import { orderSearchSql } from './order-search';
import { giveBackWhatOrderHeld } from './order-give-back';
import { sellStock } from '../stock/stock-ledger';
import { flagPaymentMismatch, recordPaymentNotice } from './payment-notices';
import { PaymentRefundsService } from '../payments/payment-refunds.service';
import { recordPaymentByHand } from '../payments/payment-by-hand';

const PAID: readonly string[] = PAID_ORDER_STATUSES;

/** Orders: checkout creates them pending (CheckoutService); an admin or the payment webhook marks them paid; unpaid ones expire. */
@Injectable()
export class OrdersService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly coupons: CouponRedemptionService,
    private readonly refunds: PaymentRefundsService,
    private readonly idempotent: IdempotentRequests,
  ) {}

  /** An admin marks a pending order paid; marking a paid order again changes nothing. */
  markPaid(orderId: string, payment: { paymentMethod?: string; paymentId?: string } = {}): Promise<OrderView> {
    return this.unitOfWork.run(async (manager) => {
      const paid = await this.payOnce(manager, orderId, payment);
      await recordPaymentByHand(manager, paid);
      return toOrderView(paid);
    });
  }

  /**
   * The payment provider says an order is paid (its signature was checked by the gateway). It pays the order only when
   * its amount (and currency, when named) equal the order's total; a notice that does not is recorded on the order for
   * the owner and answered 422, the order left as it is. The same event id twice, or twenty times at once, acts once
   * and answers alike; an event id already used for another order answers 409.
   */
  async paymentWebhook(input: PaymentWebhookDto): Promise<PaymentWebhookReply> {
    // The mismatch is committed first and then refused, so it stays recorded while the provider hears a 4xx.
    const answer = await this.unitOfWork.run((manager) => this.actOnPaymentNotice(manager, input));
    if ('mismatch' in answer) throw serviceError('PAYMENT_MISMATCH', answer.mismatch);
    return answer;
  }

  private async actOnPaymentNotice(manager: EntityManager, input: PaymentWebhookDto): Promise<PaymentWebhookReply | { mismatch: string }> {
    if (!isUuid(input.orderId)) throw serviceError('NOT_FOUND', 'No order with that id');
    // Locked: notices for one order are taken one at a time, so a repeat reads the status the first one left.
    const [order] = await queryRows<Pick<OrderRow, 'status' | 'total_cents'>>(
      manager,
      'SELECT status, total_cents FROM orders WHERE id = $1 FOR UPDATE',
      [input.orderId],
    );
    if (!order) throw serviceError('NOT_FOUND', 'No order with that id');
    const notice = { amountCents: toCents(input.amount), currency: input.currency?.toUpperCase() ?? null };
    const mismatch = paymentMismatchProblem(notice, order.total_cents);
    const earlier = await recordPaymentNotice(manager, input.eventId, { ...notice, orderId: input.orderId, outcome: mismatch ? 'mismatch' : 'paid' });
    if (earlier) {
      if (earlier.orderId !== input.orderId) throw serviceError('PAYMENT_EVENT_REUSED', PAYMENT_EVENT_REUSED_MESSAGE);
      const earlierMismatch = earlier.outcome === 'mismatch' ? paymentMismatchProblem(earlier, order.total_cents) : null;
      return earlierMismatch ? { mismatch: earlierMismatch } : { received: true, duplicate: true, status: order.status };
    }
    if (mismatch) {
      await flagPaymentMismatch(manager, input.orderId, {
        eventId: input.eventId,
        paymentId: input.paymentId ?? null,
        ...notice,
        receivedAt: new Date().toISOString(),
      });
      return { mismatch };
    }
    const paid = await this.payOnce(manager, input.orderId, { paymentMethod: 'transfer', paymentId: input.paymentId ?? input.eventId });
    await recordPaymentByHand(manager, paid);
    return { received: true, duplicate: false, status: paid.status };
  }

  /** Pays a pending order inside the caller's transaction (a provider's captured payment); a paid one is answered as it is. */
  payInTransaction(manager: EntityManager, orderId: string, payment: { paymentMethod: string; paymentId: string }): Promise<OrderRow> {
    return this.payOnce(manager, orderId, payment);
  }

  private async payOnce(manager: EntityManager, orderId: string, payment: { paymentMethod?: string; paymentId?: string }): Promise<OrderRow> {
    if (!isUuid(orderId)) throw serviceError('NOT_FOUND', 'No order with that id');
    const [paid] = await queryRows<OrderRow>(
      manager,
      `UPDATE orders SET status = 'paid', paid_at = now(), payment_method = COALESCE($2, payment_method), payment_id = COALESCE($3, payment_id)
       WHERE id = $1 AND status = 'pending' RETURNING *`,
      [orderId, payment.paymentMethod ?? null, payment.paymentId ?? null],
    );
    if (paid) {
      if (paid.coupon_code) await this.coupons.redeem(manager, orderId);
      if (paid.items.some((line) => line.type === 'product')) await sellStock(manager, orderId);
      await addToOutbox(manager, OrderEvents.paid, orderPaidEvent(paid));
      return paid;
    }
    const [current] = await queryRows<OrderRow>(manager, 'SELECT * FROM orders WHERE id = $1', [orderId]);
    if (!current) throw serviceError('NOT_FOUND', 'No order with that id');
    if (!PAID.includes(current.status)) throw serviceError('ORDER_STATUS_CONFLICT', `This order is ${current.status} and cannot be paid`);
    return current;
  }

  /**
   * Pending orders past their `expires_at` (30 minutes for deal or auction units, else 48 hours) expire and give back
   * their coupon, deal and auction units, and store credit.
   */
  expirePending(): Promise<number> {
    return this.expire('expires_at < now()');
  }

  /** A pending order whose payment could not even be opened (the provider is down) ends at once, giving back what it held. */
  async expireNow(orderId: string): Promise<void> {
    await this.expire('id = $1', [orderId]);
  }

  private expire(which: string, params: unknown[] = []): Promise<number> {
    return this.unitOfWork.run(async (manager) => {
      const expired = await queryRows<Pick<OrderRow, 'id' | 'customer_email'>>(
        manager,
        `UPDATE orders SET status = 'expired' WHERE status = 'pending' AND ${which} RETURNING id, customer_email`,
        params,
      );
      for (const order of expired) {
        await giveBackWhatOrderHeld(manager, this.coupons, order.id, 'Order expired unpaid');
        await this.refunds.refundCaptured(manager, order.id, 'Order expired before its payment matched its total');
        await addToOutbox(manager, OrderEvents.expired, { orderId: order.id, email: order.customer_email });
      }
      return expired.length;
    });
  }

  /** customerEmail: one shopper's orders (the Users panel's subscription orders); not a query parameter of the API. */
  async list(query: OrderListQueryDto & { customerEmail?: string }, where = ''): Promise<OrderView[]> {
    const params: unknown[] = [];
    const conditions = where ? [where] : [];
    if (query.status) {
      params.push(query.status);
      conditions.push(`status = $${params.length}`);
    }
    if (query.customerEmail) {
      params.push(query.customerEmail);
      conditions.push(`customer_email = $${params.length}`);
    }
    const rows = await queryRows<OrderRow>(
      this.dataSource,
      `SELECT * FROM orders ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY created_at DESC, id DESC LIMIT ${query.limit ?? 200} OFFSET ${query.offset ?? 0}`,
      params,
    );
    return rows.map(toOrderView);
  }

  /**
   * The admin's order search, a page at a time, with how many orders it finds in all (docs/rules.md §6 "Finding an
   * order"). The page and the count are two queries side by side: a count over the page's query (a window) would
   * read every order it finds, where the page alone reads the newest few by the index.
   */
  async search(query: OrderListQueryDto): Promise<{ items: OrderView[]; total: number }> {
    const { where, params, limit, offset } = orderSearchSql(query);
    const [rows, [{ n }]] = await Promise.all([
      queryRows<OrderRow>(this.dataSource, `SELECT * FROM orders ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`, params),
      queryRows<OrderCountRow>(this.dataSource, `SELECT count(*)::int AS n FROM orders ${where}`, params),
    ]);
    return { items: rows.map(toOrderView), total: n };
  }

  async toShip(): Promise<OrderView[]> {
    const rows = await queryRows<OrderRow>(
      this.dataSource,
      `SELECT * FROM orders WHERE status IN ('paid', 'processing') ORDER BY paid_at ASC NULLS LAST, created_at ASC, id`,
    );
    return rows.map(toOrderView);
  }

  async get(orderId: string): Promise<OrderView> {
    const [row] = isUuid(orderId) ? await queryRows<OrderRow>(this.dataSource, 'SELECT * FROM orders WHERE id = $1', [orderId]) : [];
    if (!row) throw serviceError('NOT_FOUND', 'No order with that id');
    return toOrderView(row);
  }

  /** Manual Order Entry (docs/product/back-office.md §2.10): what the admin typed, created paid; once per Idempotency-Key. */
  createManual(input: ManualOrderDto, idempotencyKey?: string): Promise<OrderView> {
    const items = input.items.map((i) => ({
      id: i.id ?? 'manual-entry',
      name: i.name,
      type: i.type ?? 'manual-entry',
      duration: null,
      quantity: i.quantity,
      price: i.price,
      originalPrice: i.price,
      image: null,
    }));
    const subtotal = input.subtotal ?? items.reduce((sum, i) => sum + toCents(i.price) * i.quantity, 0) / 100;
    return this.createPaid(idempotencyKey ? idempotentRequest('manual-order', idempotencyKey, input) : undefined, {
      email: input.customerEmail,
      name: input.customerName ?? null,
      items,
      subtotal,
      shipping: input.shipping ?? 0,
      tax: input.tax ?? 0,
      total: input.total,
      paymentMethod: input.paymentMethod ?? 'manual',
      paymentId: input.paymentId ?? null,
      paymentEmail: null,
      notes: input.notes ?? null,
      source: 'manual',
    });
  }

  /** Add Real Order (the sales overview): created paid; with no items, one 'Order Items' line holds the total; once per key. */
  createReal(input: RealOrderDto, idempotencyKey?: string): Promise<OrderView> {
    const given = input.items?.length ? input.items : [{ name: 'Order Items', quantity: 1, price: input.total }];
    const items = given.map((i) => ({
      id: 'real-order',
      name: i.name,
      type: 'real-order',
      duration: null,
      quantity: i.quantity,
      price: i.price,
      originalPrice: i.price,
      image: null,
    }));
    return this.createPaid(idempotencyKey ? idempotentRequest('real-order', idempotencyKey, input) : undefined, {
      email: input.customerEmail,
      name: input.customerName || 'Customer',
      items,
      subtotal: input.total,
      shipping: 0,
      tax: 0,
      total: input.total,
      paymentMethod: 'external',
      paymentId: null,
      paymentEmail: input.paymentEmail,
      notes: input.notes ?? null,
      source: 'real',
    });
  }

  private createPaid(
    retried: IdempotentRequest | undefined,
    o: {
      email: string;
      name: string | null;
      items: unknown[];
      subtotal: number;
      shipping: number;
      tax: number;
      total: number;
      paymentMethod: string;
      paymentId: string | null;
      paymentEmail: string | null;
      notes: string | null;
      source: 'manual' | 'real';
    },
  ): Promise<OrderView> {
    return this.idempotent.run(retried, (claim) =>
      this.unitOfWork.run(async (manager) => {
        await claim(manager);
        const [row] = await queryRows<OrderRow>(
          manager,
          `INSERT INTO orders (customer_email, customer_name, status, items, subtotal_cents, shipping_cents, tax_cents, total_cents,
           payment_method, payment_id, payment_email, notes, source, paid_at)
         VALUES ($1, $2, 'paid', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now()) RETURNING *`,
          [
            o.email,
            o.name,
            JSON.stringify(o.items),
            toCents(o.subtotal),
            toCents(o.shipping),
            toCents(o.tax),
            toCents(o.total),
            o.paymentMethod,
            o.paymentId,
            o.paymentEmail,
            o.notes,
            o.source,
          ],
        );
        await recordPaymentByHand(manager, row);
        await addToOutbox(manager, OrderEvents.paid, orderPaidEvent(row));
        return toOrderView(row);
      }),
    );
  }
}

function orderPaidEvent(row: OrderRow) {
  return {
    orderId: row.id,
    orderNumber: Number(row.order_number),
    email: row.customer_email,
    source: row.source,
    totalCents: row.total_cents,
    subtotalCents: row.subtotal_cents,
    items: row.items,
    couponDiscountCents: row.coupon_discount_cents,
    createdAt: new Date(row.created_at).toISOString(),
    customerName: row.customer_name,
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    shippingAddress: row.shipping_address,
    sessionId: row.placed_session_id,
  };
}
