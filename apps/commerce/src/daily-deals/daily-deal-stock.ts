import { EntityManager } from 'typeorm';
import {
  DEAL_ENDED_MESSAGE,
  DEAL_LINE_TYPE,
  DEAL_NOT_ACTIVE_MESSAGE,
  DEAL_SOLD_OUT_MESSAGE,
  dealIdOfLine,
  dealLineId,
  dealShopperLimitMessage,
  dealTooFewLeftMessage,
} from '@shop/contracts';
import { queryRows, serviceError } from '@shop/platform';
import { CatalogueCartLine } from '@shop/pricing';
import { HeldUnitsRow } from '../orders/order-row';
import { DealRow } from './daily-deal-row';
import { dealsWritten } from './public-daily-deals-cache';

/** Why a deal cannot sell `quantity` units at `now`, or null when it can (docs/rules.md §7). */
export function dealRefusal(deal: DealRow, quantity: number, now: Date): string | null {
  const ended = new Date(deal.end_date).getTime() <= now.getTime();
  if (ended) return DEAL_ENDED_MESSAGE;
  if (deal.status !== 'active' || new Date(deal.start_date).getTime() > now.getTime()) return DEAL_NOT_ACTIVE_MESSAGE;
  const left = deal.quantity - deal.sold_count;
  if (left <= 0) return DEAL_SOLD_OUT_MESSAGE;
  return left < quantity ? dealTooFewLeftMessage(left) : null;
}

export async function dealsByIds(manager: EntityManager, ids: string[]): Promise<Map<string, DealRow>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<DealRow>(manager, 'SELECT * FROM daily_deals WHERE id = ANY($1::uuid[])', [[...new Set(ids)]]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A deal's cart line: its salePrice, no discount on top (docs/rules.md §2), shipping left to the deal rule (6.99, §3). */
export function dealCartLine(deal: DealRow, lineId: string, quantity: number): CatalogueCartLine {
  return { id: lineId, name: deal.title, type: 'deal', listCents: deal.sale_price_cents, quantity, shippingCents: null, category: null };
}

/** Units of each deal the lines name, summed (a deal may appear on two lines). */
function unitsByDeal(lines: { id: string; type?: string; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    const dealId = line.type === DEAL_LINE_TYPE || line.id.startsWith('deal-') ? dealIdOfLine(line.id) : null;
    if (dealId) units.set(dealId, (units.get(dealId) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * Reserves a new order's deal units inside its transaction (docs/rules.md §7): one conditional UPDATE per deal,
 * so `soldCount + quantity ≤ quantity` holds however many checkouts arrive at once — a competing one waits on
 * the row and re-checks the condition after the winner commits. None left: 409, and the transaction (the order
 * with it) rolls back. Deals are taken in id order so two carts never wait on each other.
 * `shopper` is her canonical e-mail: with the deal's row locked by that UPDATE, her units in other live orders are
 * counted against the deal's `max_per_shopper` (over it: 409).
 */
export async function reserveDealUnits(
  manager: EntityManager,
  lines: { id: string; type?: string; quantity: number }[],
  shopper: string,
): Promise<void> {
  const units = [...unitsByDeal(lines)].sort(([a], [b]) => a.localeCompare(b));
  if (units.length) dealsWritten();
  for (const [dealId, quantity] of units) {
    const [reserved] = await queryRows<Pick<DealRow, 'id' | 'title' | 'max_per_shopper'>>(
      manager,
      `UPDATE daily_deals SET sold_count = sold_count + $2, updated_at = now()
       WHERE id = $1 AND status = 'active' AND start_date <= now() AND end_date > now() AND sold_count + $2 <= quantity
       RETURNING id, title, max_per_shopper`,
      [dealId, quantity],
    );
    if (reserved) {
      await assertWithinShopperLimit(manager, reserved, shopper, quantity);
      continue;
    }
    const [deal] = await queryRows<DealRow>(manager, 'SELECT * FROM daily_deals WHERE id = $1', [dealId]);
    if (!deal) throw serviceError('ITEM_UNAVAILABLE', `This deal is no longer available: deal-${dealId}`);
    throw serviceError('SOLD_OUT', dealRefusal(deal, quantity, new Date()) ?? DEAL_SOLD_OUT_MESSAGE);
  }
}

/**
 * The deal's units she already holds in orders that are not expired or cancelled, plus these, stay within its
 * per-shopper limit. Runs while the caller holds the deal's row lock, so two of her checkouts are counted one after
 * the other: the second, once the first commits, sees its order.
 */
async function assertWithinShopperLimit(
  manager: EntityManager,
  deal: Pick<DealRow, 'id' | 'title' | 'max_per_shopper'>,
  shopper: string,
  quantity: number,
): Promise<void> {
  const [{ held }] = await queryRows<HeldUnitsRow>(
    manager,
    `SELECT COALESCE(sum((line->>'quantity')::int), 0)::int AS held
     FROM orders o, jsonb_array_elements(o.items) AS line
     WHERE o.canonical_email = $1 AND o.status NOT IN ('expired', 'cancelled')
       AND line->>'type' = $2 AND lower(line->>'id') = $3`,
    [shopper, DEAL_LINE_TYPE, dealLineId(deal.id)],
  );
  if (held + quantity <= deal.max_per_shopper) return;
  throw serviceError('PURCHASE_LIMIT_REACHED', dealShopperLimitMessage(deal.title, deal.max_per_shopper, Math.max(0, deal.max_per_shopper - held)));
}

/**
 * Gives back the deal units an order held, in the transaction that expires it (docs/rules.md §6, §7): its lines
 * remember them. A deleted deal has nothing to give back to.
 */
export async function releaseDealUnits(manager: EntityManager, orderId: string): Promise<void> {
  dealsWritten();
  await manager.query(
    `UPDATE daily_deals d SET sold_count = GREATEST(0, d.sold_count - held.units), updated_at = now()
     FROM (
       SELECT substring(line->>'id' from 6)::uuid AS deal_id, sum((line->>'quantity')::int) AS units
       FROM orders o, jsonb_array_elements(o.items) AS line
       WHERE o.id = $1 AND line->>'type' = 'deal' AND line->>'id' ~* '^deal-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       GROUP BY 1
     ) held
     WHERE d.id = held.deal_id`,
    [orderId],
  );
}
