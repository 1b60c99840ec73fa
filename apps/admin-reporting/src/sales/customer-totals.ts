import { DataSource } from 'typeorm';
import { queryRows } from '@shop/platform';
import { CustomerTotalsRow } from './reported-order-row';

/**
 * The Users panel's totals per e-mail (docs/product/back-office.md §3 "User"): totalOrders is every order placed,
 * totalPurchases the dollars of the paid ones (as GET /api/user-stats counts them) less the owner's refunds of them,
 * giveawayEntries the entries held now.
 */
export interface CustomerTotals {
  totalOrders: number;
  totalPurchases: number;
  totalGiveawayEntries: number;
}

const NONE: CustomerTotals = { totalOrders: 0, totalPurchases: 0, totalGiveawayEntries: 0 };

export async function customerTotals(dataSource: DataSource, emails: string[]): Promise<(email: string) => CustomerTotals> {
  if (emails.length === 0) return () => NONE;
  const rows = await queryRows<CustomerTotalsRow>(
    dataSource,
    `SELECT e.email,
       (SELECT count(*)::int FROM reported_orders o WHERE o.email = e.email) AS orders,
       (SELECT coalesce(sum(total_cents - refunded_cents), 0) FROM reported_orders o WHERE o.email = e.email AND o.paid_at IS NOT NULL) AS paid_cents,
       (SELECT count(*)::int FROM reported_giveaway_entries g WHERE g.email = e.email) AS entries
     FROM unnest($1::text[]) AS e(email)`,
    [emails],
  );
  const byEmail = new Map(
    rows.map((r) => [
      r.email,
      {
        totalOrders: r.orders,
        totalPurchases: Number(r.paid_cents) / 100,
        totalGiveawayEntries: r.entries,
      },
    ]),
  );
  return (email) => byEmail.get(email) ?? NONE;
}
