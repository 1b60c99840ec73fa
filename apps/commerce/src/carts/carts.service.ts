import { Inject, Injectable } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { CartItemDto, SaveCartDto } from '@shop/contracts';
import { UnitOfWork } from '@shop/platform';
import { CartPricerService } from '../pricing/cart-pricer.service';

const isMysteryItem = (item: CartItemDto) => item.type === 'mystery_box' || !!item.isMysteryBoxFreebie;

/**
 * The signed-in shopper's saved cart (shopper-core.md §4): replaced whole on
 * each sync. Mystery lines are the server's (decisions.md §3): whatever the
 * browser sends is dropped, and the free line the cart earns is added.
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

  async save({ userEmail, cartItems }: SaveCartDto): Promise<{ saved: true; items: CartItemDto[] }> {
    const bought = cartItems.filter((item) => !isMysteryItem(item));
    const freebie = await this.mysteryLineFor(bought);
    const items = freebie ? [...bought, freebie] : bought;
    await this.unitOfWork.run((manager) =>
      manager.query(
        `INSERT INTO carts (email, items, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (email) DO UPDATE SET items = EXCLUDED.items, updated_at = now()`,
        [userEmail, JSON.stringify(items)],
      ),
    );
    return { saved: true, items };
  }

  /**
   * The free mystery-box line the cart earns at catalogue prices, as a cart
   * item; none when the promotion is off, no tier is reached, or a line is not
   * in the catalogue (the cart is kept as sent; the quote names the line).
   */
  private async mysteryLineFor(items: CartItemDto[]): Promise<CartItemDto | null> {
    if (!items.length) return null;
    try {
      const { view } = await this.pricer.price(this.dataSource.manager, { items });
      const line = view.lines.find((l) => l.isMysteryBoxFreebie);
      return line ? {
        id: line.id, name: line.name, price: 0, type: 'mystery_box', quantity: 1, isMysteryBoxFreebie: true,
        mysteryBoxValue: line.mysteryBoxValue ?? 0,
      } : null;
    } catch (err) {
      if (err instanceof RpcException && (err.getError() as { code?: string }).code === 'NOT_FOUND') return null;
      throw err;
    }
  }
}
