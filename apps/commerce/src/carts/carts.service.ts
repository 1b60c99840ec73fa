import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CartItemDto, SaveCartDto } from '@shop/contracts';
import { UnitOfWork } from '@shop/platform';

/** The signed-in shopper's saved cart (shopper-core.md §4): replaced whole on each sync; mystery lines are the server's to add. */
@Injectable()
export class CartsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async get(email: string): Promise<CartItemDto[]> {
    const [row]: { items: CartItemDto[] }[] = await this.dataSource.query('SELECT items FROM carts WHERE email = $1', [email]);
    return row?.items ?? [];
  }

  async save({ userEmail, cartItems }: SaveCartDto): Promise<{ saved: true; items: CartItemDto[] }> {
    const items = cartItems.filter((item) => item.type !== 'mystery_box' && !item.isMysteryBoxFreebie);
    await this.unitOfWork.run((manager) =>
      manager.query(
        `INSERT INTO carts (email, items, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (email) DO UPDATE SET items = EXCLUDED.items, updated_at = now()`,
        [userEmail, JSON.stringify(items)],
      ),
    );
    return { saved: true, items };
  }
}
