import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { BASIS_POINTS_PER_PERCENT, CommissionEarnedEvent, EventEnvelope, ReferralEvents, tierForSales } from '@shop/contracts';
import { addToOutbox, consumeOnce, OutboxRelay, queryRows } from '@shop/platform';
import { roundHalfUp } from '@shop/pricing';
import { DEFAULT_COMMISSION_BASIS_POINTS, settingInForce } from './commission.service';
import { cents, lockReferralOrder, MONTH_OF, MonthlySalesRow, SELECT_TIERS, TierRow, tierView, TransactionRow } from './referral-rows';
import { attributableTouch } from './referral-touches';

/** What attribution reads of commerce's order.paid (OrdersService's orderPaidEvent). */
export interface PaidOrder {
  orderId: string;
  email: string;
  subtotalCents: number;
  /** Absent from events published before it was added: no coupon. */
  couponDiscountCents?: number;
  /** When the order was placed (absent from older events: the event's time stands in). */
  createdAt?: string;
  /** The shopper session that placed it (none for a back-office order, or an event from before it was carried). */
  sessionId?: string | null;
  items: { type: string }[];
}

/**
 * The referrer's monthly sales after adding an order: the row is locked until the transaction ends, so two orders of one
 * referrer in one month are counted one after the other and each sees the other's sales.
 */
export const ADD_MONTHLY_SALES = `
  INSERT INTO referral_monthly_sales (referrer_email, month, sales_cents, orders) VALUES ($1, ${MONTH_OF('$2')}, $3, 1)
  ON CONFLICT (referrer_email, month) DO UPDATE
    SET sales_cents = referral_monthly_sales.sales_cents + EXCLUDED.sales_cents, orders = referral_monthly_sales.orders + 1
  RETURNING sales_cents`;

/**
 * The pre-aggregates rebuilt from the transactions not cancelled, with the attribution's own month (MONTH_OF): what the
 * consumers keep up to date one order at a time. The bench seeds transactions directly and runs these; nothing else needs them.
 */
export const REBUILD_REFERRAL_AGGREGATES = [
  'DELETE FROM referral_monthly_sales',
  `INSERT INTO referral_monthly_sales (referrer_email, month, sales_cents, orders, commission_cents)
   SELECT referrer_email, ${MONTH_OF('order_created_at')}, sum(order_amount_cents), count(*), sum(commission_cents)
   FROM referral_transactions WHERE cancelled_at IS NULL GROUP BY 1, 2`,
  `UPDATE referral_links l SET conversion_count = coalesce(t.orders, 0), total_sales_cents = coalesce(t.sales_cents, 0)
   FROM referral_links k LEFT JOIN (
     SELECT link_id, count(*) AS orders, sum(order_amount_cents) AS sales_cents FROM referral_transactions WHERE cancelled_at IS NULL GROUP BY link_id
   ) t
     ON t.link_id = k.id
   WHERE l.id = k.id`,
];

/**
 * Referral attribution on commerce's order.paid (docs/rules.md §8), once per order: the most recent touch in the 30 days
 * before she ordered, on a link not her own — of the session that placed the order while it is unverified, else of the
 * account (referral-touches.ts) — earns its owner store credit = item spend (subtotal less the coupon;
 * no shipping, no tax) × rate, where rate = the higher of the commission setting in force when the order was placed (else
 * the default) and the referrer's tier percentage for that calendar month's referral sales, this order's included. The
 * rate is stored with the transaction, so a setting changed later never changes it; commerce grants the credit on
 * referral.commission-earned.
 */
@Injectable()
export class ReferralAttributionService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async onOrderPaid(event: EventEnvelope<PaidOrder>): Promise<boolean> {
    const attributed = await consumeOnce(this.dataSource, 'engagement:referral-attribution', event, (manager) =>
      this.attribute(manager, event.payload, new Date(event.payload.createdAt ?? event.occurredAt)),
    );
    this.relay.kick();
    return attributed;
  }

  private async attribute(manager: EntityManager, order: PaidOrder, orderedAt: Date): Promise<void> {
    // An order cancelled before its payment was heard of earns no one anything (ReferralCancellationService).
    await lockReferralOrder(manager, order.orderId);
    const cancelled = await queryRows(manager, 'SELECT 1 FROM referral_cancelled_orders WHERE order_id = $1', [order.orderId]);
    if (cancelled.length) return;
    const buyer = order.email.trim().toLowerCase();
    const touch = await attributableTouch(manager, { email: buyer, sessionId: order.sessionId }, orderedAt);
    if (!touch) return;
    const spend = Math.max(0, Number(order.subtotalCents) - Number(order.couponDiscountCents ?? 0));
    const orderType = order.items.some((item) => item.type === 'subscription') ? 'subscription' : 'product';
    // order_id is unique: an order redelivered under another event id finds its transaction and changes nothing.
    const [transaction] = await queryRows<Pick<TransactionRow, 'id'>>(
      manager,
      `INSERT INTO referral_transactions (order_id, link_id, link_name, link_code, referrer_email, referred_email, order_type,
         order_created_at, order_amount_cents, commission_cents, rate_basis_points)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, 0) ON CONFLICT (order_id) DO NOTHING RETURNING id`,
      [order.orderId, touch.id, touch.name, touch.code, touch.user_email, buyer, orderType, orderedAt, spend],
    );
    if (!transaction) return;

    const [month] = await queryRows<MonthlySalesRow>(manager, ADD_MONTHLY_SALES, [touch.user_email, orderedAt, spend]);
    const setting = await settingInForce(manager, orderedAt);
    const tiers = (await queryRows<TierRow>(manager, SELECT_TIERS)).map(tierView);
    const tier = tierForSales(tiers, cents(month.sales_cents) / 100);
    const tierBasisPoints = tier ? roundHalfUp(tier.storeCreditPercentage * BASIS_POINTS_PER_PERCENT) : 0;
    const rate = Math.max(setting?.rate_basis_points ?? DEFAULT_COMMISSION_BASIS_POINTS, tierBasisPoints);
    const commission = roundHalfUp((spend * rate) / (100 * BASIS_POINTS_PER_PERCENT));

    await manager.query(
      'UPDATE referral_transactions SET commission_cents = $2, rate_basis_points = $3, setting_id = $4, tier_id = $5 WHERE id = $1',
      [transaction.id, commission, rate, setting?.id ?? null, tier?.id ?? null],
    );
    await manager.query(
      `UPDATE referral_monthly_sales SET commission_cents = commission_cents + $3 WHERE referrer_email = $1 AND month = ${MONTH_OF('$2')}`,
      [touch.user_email, orderedAt, commission],
    );
    await manager.query(
      'UPDATE referral_links SET conversion_count = conversion_count + 1, total_sales_cents = total_sales_cents + $2 WHERE id = $1',
      [touch.id, spend],
    );
    if (commission > 0) {
      const earned: CommissionEarnedEvent = {
        referralTransactionId: transaction.id,
        referrerEmail: touch.user_email,
        orderId: order.orderId,
        commissionCents: commission,
        rateBasisPoints: rate,
      };
      await addToOutbox(manager, ReferralEvents.commissionEarned, earned);
    }
  }
}
