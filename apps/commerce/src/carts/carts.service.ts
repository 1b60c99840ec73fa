import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CartItemDto, CartQuoteView, QuoteCartDto, SaveCartDto } from '@shop/contracts';
import { serviceErrorCode, UnitOfWork } from '@shop/platform';
import { CartPricerService } from '../pricing/cart-pricer.service';

const isMysteryItem = (item: CartItemDto) => item.type === 'mystery_box' || !!item.isMysteryBoxFreebie;

/** The lines the shopper chose: mystery lines are the server's to add (docs/rules.md §3), whatever the browser sends. */
export const boughtLines = (items: CartItemDto[]): CartItemDto[] => items.filter((item) => !isMysteryItem(item));

/**
 * The cart as it is saved: the lines she chose, then the free mystery-box line
 * their quote earns (none when the promotion is off or no tier is reached).
 */
export function withMysteryLine(bought: CartItemDto[], quote: CartQuoteView | null): CartItemDto[] {
  const line = quote?.lines.find((l) => l.isMysteryBoxFreebie);
  if (!line) return bought;
  return [...bought, {
    id: line.id, name: line.name, price: 0, type: 'mystery_box', quantity: 1, isMysteryBoxFreebie: true, mysteryBoxValue: line.mysteryBoxValue ?? 0,
  }];
}

/**
 * The signed-in shopper's saved cart (docs/product/shopper.md §4), replaced whole on
 * each sync, and the cart quote. Every price comes from CartPricerService.
 */
@Injectable()
export class CartsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly pricer: CartPricerService,
  ) {}

  async get(email: string): Promise<CartItemDto[]> {
    const [row]: { items: CartItemDto[] }[] = await this.dataSource.query('SELECT items FROM carts WHERE email = $1', [email]);
    return row?.items ?? [];
  }

  /** POST /api/cart/save: priced first (outside any transaction) for the mystery line, then saved. */
  async save({ userEmail, cartItems }: SaveCartDto): Promise<{ saved: true; items: CartItemDto[] }> {
    const bought = boughtLines(cartItems);
    const items = withMysteryLine(bought, await this.quoteForMysteryLine(bought));
    await this.unitOfWork.run((manager) => this.store(manager, userEmail, items));
    return { saved: true, items };
  }

  /** POST /api/cart/quote: the server's breakdown; `sessionEmail` (the signed-in shopper) decides the subscriber rule. */
  async quote(input: QuoteCartDto & { sessionEmail?: string }): Promise<CartQuoteView> {
    const priced = await this.pricer.price(this.dataSource.manager, { ...input, email: input.sessionEmail });
    return priced.view;
  }

  /** Replaces the shopper's saved cart, in the caller's transaction. */
  async store(manager: EntityManager, email: string, items: CartItemDto[]): Promise<void> {
    await manager.query(
      `INSERT INTO carts (email, items, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (email) DO UPDATE SET items = EXCLUDED.items, updated_at = now()`,
      [email, JSON.stringify(items)],
    );
  }

  /** The cart's quote at catalogue prices; null for an empty cart, or one with a line not in the catalogue (it is kept as sent). */
  private async quoteForMysteryLine(items: CartItemDto[]): Promise<CartQuoteView | null> {
    if (!items.length) return null;
    try {
      return (await this.pricer.price(this.dataSource.manager, { items })).view;
    } catch (err) {
      if (serviceErrorCode(err) === 'NOT_FOUND') return null;
      throw err;
    }
  }
}
