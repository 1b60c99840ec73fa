import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AbandonedCartItem, CartRow, SavedCartLine } from '@shop/contracts';
import { AbandonedCartRow } from '../carts/saved-cart-row';
import { toSavedLines } from '../carts/saved-lines';
import { CartPricerService } from '../pricing/cart-pricer.service';

/** A cart as the server values it: its subtotal (unavailable lines count 0), its lines, and a note on what it left out. */
export interface ValuedCart {
  totalCents: number;
  items: AbandonedCartItem[];
  priceNote: string | null;
}

/** What an abandoned cart is worth (docs/api.md "Abandoned carts"): priced by the server, never by what a browser saved. */
@Injectable()
export class AbandonedCartValuationService {
  private readonly logger = new Logger('AbandonedCarts');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly pricer: CartPricerService,
  ) {}

  /**
   * The cart priced as checkout would price it now (its subtotal, before shipping,
   * tax and coupons), by the server only: a line that no longer resolves is listed
   * as unavailable and counts 0, and the note says so.
   */
  async value(manager: EntityManager, lines: SavedCartLine[]): Promise<ValuedCart> {
    const { rows, quote } = await this.pricer.priceSaved(manager, lines);
    const items = rows.filter((row) => !row.isMysteryBoxFreebie).map(toItem);
    const unavailable = items.filter((item) => item.unavailable).length;
    return {
      totalCents: quote.subtotalCents,
      items,
      priceNote: unavailable
        ? `${unavailable === 1 ? 'An item' : `${unavailable} items`} in this cart ${unavailable === 1 ? 'is' : 'are'} no longer available: the total counts only what is.`
        : null,
    };
  }

  /** For the list, whatever a cart holds: one the catalogue cannot price just now is still listed (counted 0), never failing the list. */
  async valueForList(row: AbandonedCartRow): Promise<ValuedCart> {
    const lines = toSavedLines(row.items);
    try {
      return await this.value(this.dataSource.manager, lines);
    } catch (err) {
      this.logger.warn(`a cart could not be priced: ${(err as Error).message}`);
      return {
        totalCents: 0,
        items: lines.map((line) => ({
          id: line.id,
          name: 'Not priced just now',
          image: null,
          type: line.type ?? 'product',
          quantity: line.quantity,
          price: 0,
          duration: line.duration ?? null,
        })),
        priceNote: 'The catalogue could not price this cart just now: its total counts 0.',
      };
    }
  }
}

function toItem(row: CartRow): AbandonedCartItem {
  const item: AbandonedCartItem = {
    id: row.id,
    name: row.name,
    image: row.image,
    type: row.type,
    quantity: row.quantity,
    price: row.price,
    duration: row.duration,
  };
  if (row.unavailable) item.unavailable = true;
  return item;
}
