import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CommissionEarnedEvent, EventEnvelope, StoreCreditBalanceView, StoreCreditSource, StoreCreditTransactionView,
} from '@shop/contracts';
import { consumeOnce, queryRows } from '@shop/platform';
import { toDollars } from '@shop/pricing';
import { SPENDABLE } from './store-credit-ledger';

interface TransactionRow {
  id: string;
  kind: StoreCreditTransactionView['kind'];
  source: StoreCreditSource;
  cents: number;
  order_id: string | null;
  expires_at: Date | null;
  at: Date;
}

/** How many history rows one read answers (newest first). */
const HISTORY_LIMIT = 500;

/** The shopper's store credit (docs/rules.md §8): balance, history, and the referral commission granted as store credit. */
@Injectable()
export class StoreCreditService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async balance(email: string): Promise<StoreCreditBalanceView> {
    const [row] = await queryRows<{ available: number; items_only: number; total: number; next_expiry: Date | null }>(this.dataSource,
      `SELECT COALESCE(sum(remaining_cents) FILTER (WHERE ${SPENDABLE}), 0)::int AS available,
              COALESCE(sum(remaining_cents) FILTER (WHERE ${SPENDABLE} AND items_only), 0)::int AS items_only,
              COALESCE(sum(amount_cents), 0)::int AS total,
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

  /** Grants, uses, returns and expiries, newest first; amounts signed (what came in positive). */
  async transactions(email: string): Promise<StoreCreditTransactionView[]> {
    const rows = await queryRows<TransactionRow>(this.dataSource,
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
}
