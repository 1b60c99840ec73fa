import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AbandonedCart, AbandonedCartWindow, DEFAULT_ABANDONED_CART_WINDOW } from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { toDollars } from '@shop/pricing';
import { AbandonedCartRow } from '../carts/saved-cart-row';
import { ABANDONED, CUSTOMER_NAME, splitName } from './abandoned-cart-query';
import { AbandonedCartValuationService, ValuedCart } from './abandoned-cart-valuation.service';

/** Carts priced at once while the list is built (each pricing is a catalogue request and a few reads). */
const PRICING_CONCURRENCY = 4;

/** The admin list of abandoned carts (docs/product/back-office.md §2.3): the saved carts shoppers left, valued by the server. */
@Injectable()
export class AbandonedCartListService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly valuation: AbandonedCartValuationService,
  ) {}

  /** The carts abandoned within the last `hours` (and at least an hour ago), most recently changed first. */
  async list(hours: AbandonedCartWindow = DEFAULT_ABANDONED_CART_WINDOW): Promise<AbandonedCart[]> {
    const rows = await queryRows<AbandonedCartRow>(
      this.dataSource,
      `SELECT c.id, c.email, c.session_id, c.items, c.updated_at, ${CUSTOMER_NAME}
       FROM carts c
       WHERE ${ABANDONED} AND c.updated_at >= now() - make_interval(hours => $1)
       ORDER BY c.updated_at DESC, c.email, c.id`,
      [hours],
    );
    return mapLimit(rows, PRICING_CONCURRENCY, async (row) => toRecord(row, await this.valuation.valueForList(row)));
  }
}

function toRecord(row: AbandonedCartRow, valued: ValuedCart): AbandonedCart {
  return {
    cartId: row.id,
    email: row.email,
    sessionCart: row.session_id !== null,
    ...splitName(row.customer_name),
    cartUpdatedAt: new Date(row.updated_at).toISOString(),
    totalValue: toDollars(valued.totalCents),
    cartItems: valued.items,
    priceNote: valued.priceNote,
  };
}

/** Maps with at most `limit` calls running at once, keeping the order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
