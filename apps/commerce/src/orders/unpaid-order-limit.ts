import type { EntityManager } from 'typeorm';
import { MAX_UNPAID_ORDERS_PER_SESSION, TOO_MANY_UNPAID_ORDERS_MESSAGE } from '@shop/contracts';
import { queryRows, serviceError } from '@shop/platform';
import { UnpaidOrderCountRow } from './order-row';

/**
 * A session holds at most MAX_UNPAID_ORDERS_PER_SESSION pending orders that have not lapsed (docs/rules.md §7): the next
 * checkout or auction purchase is refused with 409. Called first in the transaction that writes the pending order: the
 * transaction's advisory lock on the session queues its concurrent checkouts, so each counts the orders of the ones
 * that committed before it. Without a session (a call made for no shopper) there is nothing to count.
 */
export async function assertRoomForUnpaidOrder(manager: EntityManager, sessionId: string | null): Promise<void> {
  if (!sessionId) return;
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`unpaid-orders:${sessionId}`]);
  const [{ unpaid }] = await queryRows<UnpaidOrderCountRow>(
    manager,
    `SELECT count(*)::int AS unpaid FROM orders WHERE placed_session_id = $1 AND status = 'pending' AND expires_at > now()`,
    [sessionId],
  );
  if (unpaid >= MAX_UNPAID_ORDERS_PER_SESSION) throw serviceError('TOO_MANY_UNPAID_ORDERS', TOO_MANY_UNPAID_ORDERS_MESSAGE);
}
