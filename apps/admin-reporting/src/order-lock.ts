import { EntityManager } from 'typeorm';

/**
 * Two events of one order (order.paid and order.cancelled, or order.paid and referral.commission-earned) may be handled
 * at the same moment, each unable to see the other's uncommitted rows: their consumers take turns on the order, so the
 * later one sees the earlier one's work.
 */
export async function lockOrder(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('admin-reporting:order:' || $1))`, [orderId]);
}
