import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import {
  CreditAddAnswer,
  CreditBalanceView,
  CreditEvents,
  CreditSpendAnswer,
  CreditsSpendRefusedEvent,
  CreditsSpentEvent,
  CreditTransactionView,
  creditsAvailableLine,
  EventEnvelope,
  INSUFFICIENT_CREDITS,
  OrderLine,
} from '@shop/contracts';
import { addToOutbox, consumeOnce, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { creditsForLine, CreditLine, toDollars } from '@shop/pricing';
import { OrderRow, OrderTotalRow } from '../orders/order-row';
import { CreditBalanceRow } from './credit-balance-row';
import { CreditTransactionRow, GiveawaySpendRow, LedgerRow, LedgerSource } from './credit-transaction-row';

/** What the earning reads of order.paid: each stored line carries its `credits` once checkout records them. */
export interface OrderPaidForCredits {
  orderId: string;
  orderNumber: number;
  email: string;
  totalCents: number;
  items: (OrderLine & Partial<CreditLine> & { credits?: number })[];
}

/** The newest rows a history answer holds. */
const HISTORY_LIMIT = 1_000;
const PAID_LIKE = ['paid', 'processing', 'shipped', 'completed'];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A line's credits: what checkout stored on it, else the earning rule over what the line carries (docs/rules.md §8). */
export const lineCredits = (line: OrderPaidForCredits['items'][number]): number =>
  typeof line.credits === 'number' && Number.isInteger(line.credits) && line.credits >= 0 ? line.credits : creditsForLine(line);

/**
 * The credits ledger (docs/rules.md §8; docs/product/engagement.md "Your Credits"; docs/product/back-office.md
 * "Credit Management"). Each change is a ledger row, unique per source, and the balance row moves in the same
 * transaction; a spend is one conditional UPDATE of the balance row, so however many spends race the balance never goes
 * below 0 and exactly as many succeed as it covers.
 */
@Injectable()
export class CreditsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async balance(email: string): Promise<CreditBalanceView> {
    return { email, credits: await currentBalance(this.dataSource.manager, email) };
  }

  async transactions(email: string): Promise<CreditTransactionView[]> {
    const rows = await queryRows<LedgerRow>(
      this.dataSource,
      `SELECT id, amount, kind, source, details, order_amount_cents, created_at FROM credit_transactions
       WHERE email = $1 ORDER BY created_at DESC, id LIMIT ${HISTORY_LIMIT}`,
      [email],
    );
    return rows.map(toTransactionView);
  }

  /** The credits balance and the paid orders' total in dollars; the gateway adds the giveaway entries. */
  async userStats(email: string): Promise<{ totalCredits: number; totalPurchases: number }> {
    const [orders] = await queryRows<OrderTotalRow>(
      this.dataSource,
      'SELECT coalesce(sum(total_cents), 0)::bigint AS cents FROM orders WHERE customer_email = $1 AND status = ANY($2)',
      [email, PAID_LIKE],
    );
    return { totalCredits: await currentBalance(this.dataSource.manager, email), totalPurchases: toDollars(Number(orders.cents)) };
  }

  /**
   * The saga's first step (docs/rules.md §8): the debit and `credits.spent` commit together, so engagement hears of
   * every debit exactly as often as it happened; engagement adds the tickets or refuses, and a refusal gives them back.
   */
  spend(input: { email: string; credits: number; giveawayId: string; giveawayTitle?: string }): Promise<CreditSpendAnswer> {
    const { email, credits, giveawayId } = input;
    return this.unitOfWork.run(async (manager) => {
      const [debited] = await queryRows<Pick<CreditBalanceRow, 'credits'>>(
        manager,
        `UPDATE credit_balances SET credits = credits - $2, updated_at = now() WHERE email = $1 AND credits >= $2 RETURNING credits`,
        [email, credits],
      );
      if (!debited) {
        const available = await currentBalance(manager, email);
        throw serviceError('NOT_ENOUGH_CREDITS', `${INSUFFICIENT_CREDITS}: ${creditsAvailableLine(available)}`);
      }
      const spendId = randomUUID();
      const entries = plural(credits, 'giveaway entry', 'giveaway entries');
      await manager.query(
        `INSERT INTO credit_transactions (email, amount, kind, source, source_id, details) VALUES ($1, $2, 'spent', 'giveaway', $3, $4)`,
        [email, -credits, spendId, `${entries}${input.giveawayTitle ? ` in ${input.giveawayTitle}` : ''}`],
      );
      await addToOutbox(manager, CreditEvents.spent, { spendId, email, giveawayId, credits } satisfies CreditsSpentEvent);
      return {
        message: `Successfully spent ${plural(credits, 'credit', 'credits')} on ${entries}`,
        spendId,
        credits,
        balance: debited.credits,
      };
    });
  }

  /** An admin's grant: its own request id, so it counts once. */
  adminAdd(input: { email: string; credits: number; reason?: string }): Promise<CreditAddAnswer> {
    return this.unitOfWork.run(async (manager) => {
      const reason = input.reason?.trim();
      const balance = await addCredits(
        manager,
        input.email,
        input.credits,
        'admin',
        randomUUID(),
        reason ? `Added by admin: ${reason}` : 'Added by admin',
      );
      return { message: `Added ${plural(input.credits, 'credit', 'credits')} to ${input.email}`, balance: balance ?? 0 };
    });
  }

  /**
   * Earning on order.paid (docs/rules.md §8), once per order: the row is unique per order, and the event id is recorded.
   * An order cancelled before this ran earns nothing: the order row is locked, so a cancellation either commits first
   * (and this sees it) or waits for this and takes back what was earned (takeBackOrderCredits).
   */
  earnFromOrder(event: EventEnvelope<OrderPaidForCredits>): Promise<boolean> {
    const order = event.payload;
    return consumeOnce(this.dataSource, 'commerce:credits-earning', event, async (manager) => {
      const [current] = await queryRows<Pick<OrderRow, 'status'>>(manager, 'SELECT status FROM orders WHERE id = $1 FOR SHARE', [order.orderId]);
      if (current?.status === 'cancelled') return;
      const earned = (order.items ?? []).reduce((sum, line) => sum + lineCredits(line), 0);
      if (earned <= 0) return;
      await addCredits(manager, order.email.toLowerCase(), earned, 'order', order.orderId, `Order #${order.orderNumber}`, order.totalCents);
    });
  }

  /** The saga's compensation: engagement could not add the tickets, so the spend's credits come back, once. */
  refundRefusedSpend(event: EventEnvelope<CreditsSpendRefusedEvent>): Promise<boolean> {
    const refusal = event.payload;
    return consumeOnce(this.dataSource, 'commerce:credits-refund', event, async (manager) => {
      const [spent] = await queryRows<GiveawaySpendRow>(
        manager,
        `SELECT email, -amount AS credits FROM credit_transactions WHERE source = 'giveaway' AND source_id = $1`,
        [refusal.spendId],
      );
      if (!spent) return;
      await addCredits(manager, spent.email, spent.credits, 'refund', refusal.spendId, `Refund: ${refusal.reason}`);
    });
  }
}

/**
 * A paid order was cancelled (in its transaction, the order row locked): the credits it earned are taken back, once —
 * as many as she still has (she may have spent some): a 'spent' row of source 'cancellation' and the balance down by as
 * much. Nothing when it earned none, or none are left. Returns the credits taken.
 */
export async function takeBackOrderCredits(manager: EntityManager, orderId: string): Promise<number> {
  const [earned] = await queryRows<Pick<CreditTransactionRow, 'email' | 'amount' | 'details'>>(
    manager,
    `SELECT email, amount, details FROM credit_transactions WHERE source = 'order' AND source_id = $1`,
    [orderId],
  );
  if (!earned) return 0;
  const [balance] = await queryRows<Pick<CreditBalanceRow, 'credits'>>(manager, 'SELECT credits FROM credit_balances WHERE email = $1 FOR UPDATE', [
    earned.email,
  ]);
  const taken = Math.min(earned.amount, balance?.credits ?? 0);
  if (taken <= 0) return 0;
  const [row] = await queryRows<Pick<CreditTransactionRow, 'id'>>(
    manager,
    `INSERT INTO credit_transactions (email, amount, kind, source, source_id, details)
     VALUES ($1, $2, 'spent', 'cancellation', $3, $4) ON CONFLICT ON CONSTRAINT credit_transactions_once_per_source DO NOTHING RETURNING id`,
    [earned.email, -taken, orderId, `${earned.details} cancelled`],
  );
  if (!row) return 0;
  await manager.query('UPDATE credit_balances SET credits = credits - $2, updated_at = now() WHERE email = $1', [earned.email, taken]);
  return taken;
}

/** One 'earned' ledger row and the balance up by as much; nothing when this source already counted. */
async function addCredits(
  manager: EntityManager,
  email: string,
  credits: number,
  source: LedgerSource,
  sourceId: string,
  details: string,
  orderAmountCents: number | null = null,
): Promise<number | null> {
  const [row] = await queryRows<Pick<CreditTransactionRow, 'id'>>(
    manager,
    `INSERT INTO credit_transactions (email, amount, kind, source, source_id, details, order_amount_cents)
     VALUES ($1, $2, 'earned', $3, $4, $5, $6) ON CONFLICT ON CONSTRAINT credit_transactions_once_per_source DO NOTHING RETURNING id`,
    [email, credits, source, sourceId, details, orderAmountCents],
  );
  if (!row) return null;
  const [balance] = await queryRows<Pick<CreditBalanceRow, 'credits'>>(
    manager,
    `INSERT INTO credit_balances (email, credits) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET credits = credit_balances.credits + EXCLUDED.credits, updated_at = now() RETURNING credits`,
    [email, credits],
  );
  return balance.credits;
}

async function currentBalance(manager: EntityManager, email: string): Promise<number> {
  const [row] = await queryRows<Pick<CreditBalanceRow, 'credits'>>(manager, 'SELECT credits FROM credit_balances WHERE email = $1', [email]);
  return row?.credits ?? 0;
}

function toTransactionView(row: LedgerRow): CreditTransactionView {
  return {
    id: row.id,
    transactionType: row.kind,
    type: row.kind,
    amount: row.amount,
    source: row.source,
    sourceDetails: row.details,
    description: row.details,
    orderAmount: row.order_amount_cents === null ? null : toDollars(row.order_amount_cents),
    createdAt: row.created_at.toISOString(),
  };
}
