import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { COUPON_ALREADY_USED, COUPON_NOT_VALID, CouponEvents, isUuid } from '@shop/contracts';
import { addToOutbox, queryRows, serviceError } from '@shop/platform';
import { CouponHoldRow } from './coupon-hold-row';
import { CouponRow } from './coupon-row';

const ORDER_ID_MAX_LENGTH = 100;

/**
 * The checkout's steps on a coupon (docs/rules.md §6, §7), each in the caller's transaction: the holds orders put on
 * coupons.
 *
 * A hold is one row per order that used a coupon: `held` while the order is
 * pending, `redeemed` once it is paid (usage counted then), `released` when
 * it expires or is cancelled (a cancelled paid order's usage is uncounted).
 * A partial unique index lets a single-use coupon have at most one live
 * (held or redeemed) hold, so two checkouts can never both use it.
 */
@Injectable()
export class CouponRedemptionService {
  /**
   * Puts `orderId`'s hold on the coupon, in the caller's transaction (call it
   * for every coupon an order uses, single-use or not: `redeem` counts usage
   * from the hold). A single-use coupon another live order holds answers
   * CONFLICT "This coupon has already been used" — decided by the partial
   * unique index, so concurrent checkouts cannot both win. The insert never
   * fails (ON CONFLICT DO NOTHING), so the caller's transaction stays usable.
   * Holding the same coupon for the same order again changes nothing.
   */
  async hold(manager: EntityManager, couponId: string, orderId: string, singleUse: boolean): Promise<void> {
    if (!isUuid(couponId)) throw serviceError('CONFLICT', COUPON_NOT_VALID);
    assertOrderId(orderId);
    // A key-share lock: a concurrent delete of the coupon waits for this order (and then answers 409).
    const [coupon] = await queryRows<Pick<CouponRow, 'is_single_use'>>(manager, 'SELECT is_single_use FROM coupons WHERE id = $1 FOR KEY SHARE', [
      couponId,
    ]);
    if (!coupon) throw serviceError('CONFLICT', COUPON_NOT_VALID);
    const inserted = await queryRows(
      manager,
      `INSERT INTO coupon_holds (coupon_id, order_id, single_use) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [couponId, orderId, singleUse || coupon.is_single_use],
    );
    if (inserted.length) return;
    const [existing] = await queryRows<Pick<CouponHoldRow, 'coupon_id' | 'status'>>(
      manager,
      'SELECT coupon_id, status FROM coupon_holds WHERE order_id = $1',
      [orderId],
    );
    if (existing?.coupon_id === couponId && existing.status !== 'released') return;
    if (existing) throw serviceError('CONFLICT', 'This order already has a coupon');
    throw serviceError('COUPON_ALREADY_USED', COUPON_ALREADY_USED);
  }

  /**
   * The order is paid: its hold becomes a redemption and the coupon's usage
   * count goes up by one, with a `coupon.redeemed` event — in the caller's
   * transaction. Idempotent: true only the first time; false when the order
   * holds no coupon (or it was released).
   */
  async redeem(manager: EntityManager, orderId: string): Promise<boolean> {
    assertOrderId(orderId);
    const [hold] = await queryRows<Pick<CouponHoldRow, 'coupon_id'>>(
      manager,
      `UPDATE coupon_holds SET status = 'redeemed', updated_at = now() WHERE order_id = $1 AND status = 'held' RETURNING coupon_id`,
      [orderId],
    );
    if (!hold) return false;
    const [coupon] = await queryRows<Pick<CouponRow, 'code'>>(
      manager,
      'UPDATE coupons SET usage_count = usage_count + 1 WHERE id = $1 RETURNING code',
      [hold.coupon_id],
    );
    await addToOutbox(manager, CouponEvents.redeemed, { couponId: hold.coupon_id, code: coupon?.code ?? null, orderId });
    return true;
  }

  /**
   * The order expired or was cancelled before payment: its hold is released,
   * so a single-use coupon can be used again. Idempotent; a redemption is
   * never released. True when a hold was released by this call.
   */
  async release(manager: EntityManager, orderId: string): Promise<boolean> {
    assertOrderId(orderId);
    const released = await queryRows(
      manager,
      `UPDATE coupon_holds SET status = 'released', updated_at = now() WHERE order_id = $1 AND status = 'held' RETURNING id`,
      [orderId],
    );
    return released.length > 0;
  }

  /**
   * A paid order was cancelled: its redemption is undone (the hold released, the coupon's usage count down by one),
   * so a single-use coupon can be used again. Idempotent; true when a redemption was undone by this call.
   */
  async undoRedemption(manager: EntityManager, orderId: string): Promise<boolean> {
    assertOrderId(orderId);
    const [hold] = await queryRows<Pick<CouponHoldRow, 'coupon_id'>>(
      manager,
      `UPDATE coupon_holds SET status = 'released', updated_at = now() WHERE order_id = $1 AND status = 'redeemed' RETURNING coupon_id`,
      [orderId],
    );
    if (!hold) return false;
    await manager.query('UPDATE coupons SET usage_count = GREATEST(usage_count - 1, 0) WHERE id = $1', [hold.coupon_id]);
    return true;
  }
}

function assertOrderId(orderId: unknown): asserts orderId is string {
  if (typeof orderId !== 'string' || orderId.length === 0 || orderId.length > ORDER_ID_MAX_LENGTH) {
    throw new RangeError(`An order id must be 1–${ORDER_ID_MAX_LENGTH} characters, got ${JSON.stringify(orderId)}`);
  }
}
