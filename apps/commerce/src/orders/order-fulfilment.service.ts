import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  CANCELLABLE_STATUSES,
  Carrier,
  DailyDealBroadcasts,
  DEAL_LINE_TYPE,
  isUuid,
  OrderCancelledEvent,
  OrderEvents,
  OrderStatus,
  OrderView,
} from '@shop/contracts';
import { addToOutbox, Bus, BUS, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { CouponRedemptionService } from '../coupons/coupon-redemption.service';
import { takeBackOrderCredits } from '../credits/credits.service';
import { giveBackWhatOrderHeld } from './order-give-back';
import { PaymentRefundsService } from '../payments/payment-refunds.service';
import { OrderRow, toOrderView } from './order-row';

/**
 * Fulfilment's moves: paid → processing → shipped (shipping may skip processing), and pending or paid → cancelled.
 * Each move is one conditional UPDATE, so two admins moving the same order at once cannot both succeed; its event is
 * written in the same transaction.
 */
@Injectable()
export class OrderFulfilmentService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly coupons: CouponRedemptionService,
    private readonly refunds: PaymentRefundsService,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  markProcessing(orderId: string): Promise<OrderView> {
    return this.unitOfWork.run(async (manager) => {
      const row = await this.move(manager, orderId, 'processing', ['paid'], 'processing_at = now()', []);
      await addToOutbox(manager, OrderEvents.processing, { orderId: row.id, orderNumber: Number(row.order_number), email: row.customer_email });
      return toOrderView(row);
    });
  }

  markShipped(orderId: string, parcel: { carrier: Carrier; trackingNumber: string }): Promise<OrderView> {
    return this.unitOfWork.run(async (manager) => {
      const row = await this.move(manager, orderId, 'shipped', ['paid', 'processing'], 'shipped_at = now(), carrier = $2, tracking_number = $3', [
        parcel.carrier,
        parcel.trackingNumber,
      ]);
      const view = toOrderView(row);
      await addToOutbox(manager, OrderEvents.shipped, {
        orderId: view.id,
        orderNumber: view.orderNumber,
        email: view.customerEmail,
        customerName: view.customerName,
        carrier: view.carrier,
        trackingNumber: view.trackingNumber,
        trackingUrl: view.trackingUrl,
        shippedAt: view.shippedAt,
      });
      return view;
    });
  }

  /**
   * An admin cancels a pending or paid order (docs/rules.md §6). In one transaction: the order row is locked (so the
   * credits earning of its order.paid runs wholly before or after), it moves to cancelled, gives back what it held and,
   * when it had been paid, the credits it earned are taken back; order.cancelled tells the e-mail and the referral
   * reversal.
   */
  /** `from`: the statuses it may be cancelled from (an admin: pending or paid; the shopper herself: pending only). */
  async cancel(orderId: string, reason: string, from: readonly OrderStatus[] = CANCELLABLE_STATUSES): Promise<OrderView> {
    const view = await this.unitOfWork.run(async (manager) => {
      const [locked] = isUuid(orderId)
        ? await queryRows<Pick<OrderRow, 'status'>>(manager, 'SELECT status FROM orders WHERE id = $1 FOR UPDATE', [orderId])
        : [];
      const row = await this.move(manager, orderId, 'cancelled', [...from], 'cancelled_at = now(), cancellation_reason = $2', [reason]);
      const was = locked.status as OrderCancelledEvent['from'];
      await giveBackWhatOrderHeld(manager, this.coupons, row.id, `Order cancelled: ${reason}`);
      if (was === 'paid') await takeBackOrderCredits(manager, row.id);
      await this.refunds.refundCaptured(manager, row.id, `Order cancelled: ${reason}`);
      const cancelled = toOrderView(row);
      await addToOutbox(manager, OrderEvents.cancelled, {
        orderId: cancelled.id,
        orderNumber: cancelled.orderNumber,
        email: cancelled.customerEmail,
        customerName: cancelled.customerName,
        from: was,
        reason,
        totalCents: row.total_cents,
        subtotalCents: row.subtotal_cents,
        cancelledAt: cancelled.cancelledAt!,
      } satisfies OrderCancelledEvent);
      return cancelled;
    });
    if (view.items.some((line) => line.type === DEAL_LINE_TYPE)) this.bus.broadcast(DailyDealBroadcasts.changed, {}); // its deal units are on offer again
    return view;
  }

  private async move(
    manager: EntityManager,
    orderId: string,
    target: OrderStatus,
    from: OrderStatus[],
    set: string,
    params: unknown[],
  ): Promise<OrderRow> {
    if (!isUuid(orderId)) throw serviceError('NOT_FOUND', 'No order with that id');
    const [moved] = await queryRows<OrderRow>(
      manager,
      `UPDATE orders SET status = '${target}', ${set} WHERE id = $1 AND status = ANY($${params.length + 2}) RETURNING *`,
      [orderId, ...params, from],
    );
    if (moved) return moved;
    const [current] = await queryRows<Pick<OrderRow, 'status'>>(manager, 'SELECT status FROM orders WHERE id = $1', [orderId]);
    if (!current) throw serviceError('NOT_FOUND', 'No order with that id');
    throw serviceError('ORDER_STATUS_CONFLICT', `This order is ${current.status} and cannot be marked ${target}`);
  }
}
