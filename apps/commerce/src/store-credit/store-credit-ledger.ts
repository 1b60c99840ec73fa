import { EntityManager } from 'typeorm';
import { queryRows } from '@shop/platform';
import { StoreCreditGrant, StoreCreditUse } from '@shop/pricing';
import { SpendableGrantRow, StoreCreditGrantRow } from './store-credit-grant-row';

/** A grant can be spent while something is left of it and its expiry (if any) is still ahead. */
export const SPENDABLE = 'remaining_cents > 0 AND (expires_at IS NULL OR expires_at > now())';
/** The one order grants are ever locked in (checkout, give-back, expiry), so two transactions never wait on each other. */
const LOCK_ORDER = 'ORDER BY expires_at ASC NULLS LAST, id';

/**
 * The shopper's spendable grants, soonest expiry first (docs/rules.md §8). With `lock`, inside the checkout's
 * transaction: each row is locked, so a concurrent checkout of the same shopper waits and then reads what this one
 * left (Postgres re-checks `remaining_cents > 0` on the newest row version), and the grants are always locked in the
 * same order, so two checkouts never wait on each other.
 */
export async function spendableGrants(manager: EntityManager, email: string, lock = false): Promise<StoreCreditGrant[]> {
  const rows = await queryRows<SpendableGrantRow>(
    manager,
    `SELECT id, remaining_cents, items_only, expires_at FROM store_credit_grants
     WHERE email = $1 AND ${SPENDABLE} ${LOCK_ORDER} ${lock ? 'FOR UPDATE' : ''}`,
    [email],
  );
  return rows.map((row) => ({
    id: row.id,
    remainingCents: row.remaining_cents,
    itemsOnly: row.items_only,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  }));
}

/** Takes what an order uses from each grant (already locked by `spendableGrants(…, true)`), in the order's transaction. */
export async function takeStoreCredit(manager: EntityManager, orderId: string, uses: readonly StoreCreditUse[]): Promise<void> {
  for (const use of uses) {
    // The CHECK on remaining_cents is the last guard: a use larger than what is left fails the whole checkout.
    await manager.query('UPDATE store_credit_grants SET remaining_cents = remaining_cents - $2 WHERE id = $1', [use.grantId, use.cents]);
    await manager.query('INSERT INTO store_credit_uses (order_id, grant_id, cents) VALUES ($1, $2, $3)', [orderId, use.grantId, use.cents]);
  }
}

/**
 * Where given-back credit may go: a grant that is neither expired (marked, or past its date) nor revoked. What was used
 * from any other grant stays used, so an order cannot bring back credit its grant no longer holds.
 */
const RETURNABLE = 'g.expired_at IS NULL AND g.revoked_at IS NULL AND (g.expires_at IS NULL OR g.expires_at > now())';

/**
 * An order that expired or was cancelled gives back what it used, once (`returned_at`), in the transaction that ends it,
 * and only onto grants that can take it (RETURNABLE): a use of an expired or revoked grant is not returned and shows no
 * "returned" row. The grants are locked first, so a revocation or expiry running at the same time is seen.
 */
export async function returnStoreCredit(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query(
    `SELECT id FROM store_credit_grants WHERE id IN (SELECT grant_id FROM store_credit_uses WHERE order_id = $1 AND returned_at IS NULL)
     ${LOCK_ORDER} FOR UPDATE`,
    [orderId],
  );
  await manager.query(
    `WITH returned AS (
       UPDATE store_credit_uses u SET returned_at = now()
       FROM store_credit_grants g
       WHERE u.order_id = $1 AND u.returned_at IS NULL AND g.id = u.grant_id AND ${RETURNABLE}
       RETURNING u.grant_id, u.cents
     )
     UPDATE store_credit_grants g SET remaining_cents = g.remaining_cents + r.cents
     FROM (SELECT grant_id, sum(cents)::int AS cents FROM returned GROUP BY grant_id) r
     WHERE g.id = r.grant_id`,
    [orderId],
  );
}

/** Marks every grant past its expiry expired: what was left is recorded and the remainder goes to 0. Returns how many. */
export async function expireDueGrants(manager: EntityManager): Promise<number> {
  const rows = await queryRows<Pick<StoreCreditGrantRow, 'id'>>(
    manager,
    `WITH due AS (
       SELECT id FROM store_credit_grants WHERE expired_at IS NULL AND expires_at IS NOT NULL AND expires_at <= now() ${LOCK_ORDER} FOR UPDATE
     )
     UPDATE store_credit_grants g SET expired_at = now(), expired_cents = g.remaining_cents, remaining_cents = 0
     FROM due WHERE g.id = due.id RETURNING g.id`,
  );
  return rows.length;
}
