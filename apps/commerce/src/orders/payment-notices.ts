import { EntityManager } from 'typeorm';
import { PaymentNotice } from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { PaymentMismatchRecord } from './order-row';
import { PaymentEventRow, PaymentNoticeOutcome } from './payment-event-row';

/** A notice as `payment_events` keeps it, once per event id. */
export interface RecordedPaymentNotice extends PaymentNotice {
  orderId: string;
  outcome: PaymentNoticeOutcome;
}

/**
 * Records a notice under its event id, in the transaction that acts on it. Answers null when the id is new, else the
 * notice recorded under it before (a concurrent one waits for that transaction to end and then reads it).
 */
export async function recordPaymentNotice(
  manager: EntityManager,
  eventId: string,
  notice: RecordedPaymentNotice,
): Promise<RecordedPaymentNotice | null> {
  const fresh = await queryRows(
    manager,
    `INSERT INTO payment_events (event_id, order_id, amount_cents, currency, outcome) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [eventId, notice.orderId, notice.amountCents, notice.currency, notice.outcome],
  );
  if (fresh.length) return null;
  const [earlier] = await queryRows<Pick<PaymentEventRow, 'order_id' | 'amount_cents' | 'currency' | 'outcome'>>(
    manager,
    'SELECT order_id, amount_cents, currency, outcome FROM payment_events WHERE event_id = $1',
    [eventId],
  );
  // Notices recorded before amounts were kept all paid their order.
  return { orderId: earlier.order_id, amountCents: earlier.amount_cents ?? 0, currency: earlier.currency, outcome: earlier.outcome };
}

/** Keeps a mismatched notice on its order for the owner to see (the last one wins); the order's status is left as it is. */
export async function flagPaymentMismatch(manager: EntityManager, orderId: string, mismatch: PaymentMismatchRecord): Promise<void> {
  await manager.query('UPDATE orders SET payment_mismatch = $2 WHERE id = $1', [orderId, JSON.stringify(mismatch)]);
}
