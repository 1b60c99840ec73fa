import { EntityManager } from 'typeorm';
import type { OrderRow } from '../orders/order-row';

/**
 * An order paid without a provider's capture (marked paid by the owner, the transfer service's notice, a manual or
 * real order) has its payment recorded as a captured transfer of its total, so the owner sees it beside the others and
 * refunds count against it (a transfer's refund is made by hand and recorded). A transfer payment opened at checkout
 * becomes this one; an order whose payment a provider (PayPal, Stripe) captured needs none.
 */
export async function recordPaymentByHand(
  manager: EntityManager,
  order: Pick<OrderRow, 'id' | 'payment_id' | 'total_cents' | 'paid_at'>,
): Promise<void> {
  await manager.query(
    `INSERT INTO provider_payments (order_id, provider, reference, state, payment_id, amount_cents, currency, captured_at)
     SELECT $1::uuid, 'transfer', $1::text, 'captured', COALESCE($2, $1::text), $3, 'USD', COALESCE($4::timestamptz, now())
     WHERE NOT EXISTS (SELECT 1 FROM provider_payments WHERE order_id = $1::uuid AND state = 'captured' AND provider <> 'transfer')
     ON CONFLICT (provider, reference) DO UPDATE
       SET state = 'captured', payment_id = EXCLUDED.payment_id, amount_cents = EXCLUDED.amount_cents,
           currency = EXCLUDED.currency, captured_at = EXCLUDED.captured_at
     WHERE provider_payments.state <> 'captured'`,
    [order.id, order.payment_id, order.total_cents, order.paid_at],
  );
}
