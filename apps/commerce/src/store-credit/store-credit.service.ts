import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommissionEarnedEvent, CommissionReversedEvent, EventEnvelope, StoreCreditBalanceView, StoreCreditTransactionView } from '@shop/contracts';
import { consumeOnce, queryRows } from '@shop/platform';
import { toDollars } from '@shop/pricing';
import { StoreCreditBalanceRow, StoreCreditHistoryRow } from './store-credit-grant-row';
import { SPENDABLE } from './store-credit-ledger';

/** How many history rows one read answers (newest first). */
const HISTORY_LIMIT = 500;

/** The shopper's store credit (docs/rules.md §8): balance, history, and the referral commission granted as store credit. */
@Injectable()
export class StoreCreditService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async balance(email: string): Promise<StoreCreditBalanceView> {
    const [row] = await queryRows<StoreCreditBalanceRow>(
      this.dataSource,
      `SELECT COALESCE(sum(remaining_cents) FILTER (WHERE ${SPENDABLE}), 0)::int AS available,
              COALESCE(sum(remaining_cents) FILTER (WHERE ${SPENDABLE} AND items_only), 0)::int AS items_only,
              COALESCE(sum(amount_cents - revoked_cents), 0)::int AS total,
              min(expires_at) FILTER (WHERE ${SPENDABLE}) AS next_expiry
       FROM store_credit_grants WHERE email = $1`,
      [email],
    );
    return {
      email,
      available: toDollars(row.available),
      itemsOnly: toDollars(row.items_only),
      totalGranted: toDollars(row.total),
      nextExpiry: row.next_expiry ? new Date(row.next_expiry).toISOString() : null,
    };
  }

  /** Grants, uses, returns, expiries and revocations, newest first; amounts signed (what came in positive). */
  async transactions(email: string): Promise<StoreCreditTransactionView[]> {
    const rows = await queryRows<StoreCreditHistoryRow>(
      this.dataSource,
      `SELECT * FROM (
         SELECT g.id::text AS id, 'granted' AS kind, g.source, g.amount_cents AS cents, NULL::uuid AS order_id, g.expires_at, g.created_at AS at
         FROM store_credit_grants g WHERE g.email = $1
         UNION ALL
         SELECT 'use-' || u.id, 'used', g.source, -u.cents, u.order_id, g.expires_at, u.created_at
         FROM store_credit_uses u JOIN store_credit_grants g ON g.id = u.grant_id WHERE g.email = $1
         UNION ALL
         SELECT 'return-' || u.id, 'returned', g.source, u.cents, u.order_id, g.expires_at, u.returned_at
         FROM store_credit_uses u JOIN store_credit_grants g ON g.id = u.grant_id WHERE g.email = $1 AND u.returned_at IS NOT NULL
         UNION ALL
         SELECT 'expiry-' || g.id, 'expired', g.source, -g.expired_cents, NULL, g.expires_at, g.expired_at
         FROM store_credit_grants g WHERE g.email = $1 AND g.expired_at IS NOT NULL
         UNION ALL
         SELECT 'revoke-' || g.id, 'revoked', g.source, -g.revoked_cents, NULL, g.expires_at, g.revoked_at
         FROM store_credit_grants g WHERE g.email = $1 AND g.revoked_at IS NOT NULL
       ) history ORDER BY at DESC, id LIMIT ${HISTORY_LIMIT}`,
      [email],
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      source: row.source,
      amount: toDollars(row.cents),
      orderId: row.order_id,
      expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
      createdAt: new Date(row.at).toISOString(),
    }));
  }

  /**
   * A referrer's commission becomes store credit (docs/rules.md §8): usable on items and shipping, never expiring.
   * Once per referral transaction: the event id is recorded, and the grant's `source_ref` is unique besides.
   */
  onCommissionEarned(event: EventEnvelope<CommissionEarnedEvent>): Promise<boolean> {
    const commission = event.payload;
    return consumeOnce(this.dataSource, 'commerce:store-credit-commission', event, async (manager) => {
      if (!(commission.commissionCents > 0) || !Number.isInteger(commission.commissionCents)) return;
      await manager.query(
        `INSERT INTO store_credit_grants (email, source, source_ref, amount_cents, remaining_cents, items_only, expires_at)
         VALUES ($1, 'referral', $2, $3, $3, false, NULL)
         ON CONFLICT (source_ref) WHERE expired_at IS NULL DO NOTHING`,
        [commission.referrerEmail.trim().toLowerCase(), commission.referralTransactionId, commission.commissionCents],
      );
    });
  }

  /**
   * The referred order was cancelled after payment, so its commission is taken back (docs/rules.md §8): what is left of
   * the grant is revoked (kept in `revoked_cents`; what she already spent stays spent). When the grant is not there yet
   * (its commission-earned not consumed yet), it is written already revoked, so that late insert meets the unique
   * `source_ref` and does nothing. The insert comes first: it waits for a concurrent grant of the same ref to commit.
   */
  onCommissionReversed(event: EventEnvelope<CommissionReversedEvent>): Promise<boolean> {
    const reversal = event.payload;
    return consumeOnce(this.dataSource, 'commerce:store-credit-commission-reversal', event, async (manager) => {
      if (!(reversal.commissionCents > 0) || !Number.isInteger(reversal.commissionCents)) return;
      const inserted = await queryRows(
        manager,
        `INSERT INTO store_credit_grants (email, source, source_ref, amount_cents, remaining_cents, items_only, expires_at, revoked_at, revoked_cents)
         VALUES ($1, 'referral', $2, $3, 0, false, NULL, now(), $3)
         ON CONFLICT (source_ref) WHERE expired_at IS NULL DO NOTHING RETURNING id`,
        [reversal.referrerEmail.trim().toLowerCase(), reversal.referralTransactionId, reversal.commissionCents],
      );
      if (inserted.length) return;
      await manager.query(
        `UPDATE store_credit_grants SET revoked_at = now(), revoked_cents = remaining_cents, remaining_cents = 0
         WHERE source_ref = $1 AND expired_at IS NULL AND revoked_at IS NULL`,
        [reversal.referralTransactionId],
      );
    });
  }
}
