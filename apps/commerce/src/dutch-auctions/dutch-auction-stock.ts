import type { EntityManager } from 'typeorm';

/**
 * Gives back the auction unit a lapsed pending order held (docs/rules.md §6 "Expiry", §7), once: the purchase is
 * marked released in the same statement that returns the unit.
 */
export async function releaseAuctionUnit(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query(
    `WITH released AS (
       UPDATE dutch_auction_purchases SET released = true WHERE order_id = $1 AND NOT released RETURNING auction_id
     )
     UPDATE dutch_auctions a SET sold_count = a.sold_count - 1, updated_at = now()
     FROM released r WHERE a.id = r.auction_id AND a.sold_count > 0`,
    [orderId],
  );
}
