import { DataSource } from 'typeorm';
import { addSubscriptionMonths, ReportedUser } from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { ShippingAndSubscriptionRow } from '../sales/reported-order-row';

/** The Users panel's shipping and subscription fields of one shopper (docs/api.md GET /api/users). */
export type ShippingAndSubscription = Pick<
  ReportedUser,
  'shippingAddress' | 'shippingCity' | 'shippingState' | 'subscriptionPlan' | 'subscriptionStartDate' | 'subscriptionEndDate'
>;

const NONE: ShippingAndSubscription = {
  shippingAddress: null,
  shippingCity: null,
  shippingState: null,
  subscriptionPlan: null,
  subscriptionStartDate: null,
  subscriptionEndDate: null,
};

/**
 * Per e-mail: the address of her last paid order that had one, and her most recent paid subscription line (its plan, its
 * paid date, and that date plus its months). A cancelled order has no paid_at, so it counts for neither.
 */
export async function shippingAndSubscription(dataSource: DataSource, emails: string[]): Promise<(email: string) => ShippingAndSubscription> {
  if (emails.length === 0) return () => NONE;
  const rows = await queryRows<ShippingAndSubscriptionRow>(
    dataSource,
    `SELECT e.email, a.shipping_street AS street, a.shipping_city AS city, a.shipping_state AS state, s.name AS plan, s.paid_at AS started, s.months
     FROM unnest($1::text[]) AS e(email)
     LEFT JOIN LATERAL (
       SELECT shipping_street, shipping_city, shipping_state FROM reported_orders o
       WHERE o.email = e.email AND o.paid_at IS NOT NULL AND o.shipping_city IS NOT NULL ORDER BY o.paid_at DESC LIMIT 1) a ON true
     LEFT JOIN LATERAL (
       SELECT l.name, o.paid_at, l.months FROM reported_orders o JOIN reported_order_lines l ON l.order_id = o.id
       WHERE o.email = e.email AND o.paid_at IS NOT NULL AND l.type = 'subscription' ORDER BY o.paid_at DESC, l.line_no LIMIT 1) s ON true`,
    [emails],
  );
  const byEmail = new Map(
    rows.map((r) => [
      r.email,
      {
        shippingAddress: r.street,
        shippingCity: r.city,
        shippingState: r.state,
        subscriptionPlan: r.plan,
        subscriptionStartDate: r.started ? new Date(r.started).toISOString() : null,
        subscriptionEndDate: r.started && r.months ? addSubscriptionMonths(new Date(r.started), r.months).toISOString() : null,
      },
    ]),
  );
  return (email) => byEmail.get(email) ?? NONE;
}
