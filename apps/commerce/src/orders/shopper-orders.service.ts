import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid, MY_ORDERS_PAGE_MAX, OrderView, ShippingAddress } from '@shop/contracts';
import { queryRows, serviceError } from '@shop/platform';
import { OrderRow, toOrderView } from './order-row';
import { ShopperAddressRow } from './shopper-address-row';

/**
 * A shopper's own orders (docs/rules.md §4: orders are account data). The e-mail is her session's; another shopper's
 * order answers exactly like an unknown one, so order ids cannot be probed.
 */
@Injectable()
export class ShopperOrdersService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async mine(email: string, page: { limit?: number; offset?: number } = {}): Promise<OrderView[]> {
    const limit = Math.min(page.limit ?? MY_ORDERS_PAGE_MAX, MY_ORDERS_PAGE_MAX);
    const rows = await queryRows<OrderRow>(
      this.dataSource,
      'SELECT * FROM orders WHERE customer_email = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
      [email, limit, page.offset ?? 0],
    );
    return rows.map(toOrderView);
  }

  async mineOne(email: string, orderId: string): Promise<OrderView> {
    const [row] = isUuid(orderId)
      ? await queryRows<OrderRow>(this.dataSource, 'SELECT * FROM orders WHERE id = $1 AND customer_email = $2', [orderId, email])
      : [];
    if (!row) throw serviceError('NOT_FOUND', 'No order with that id');
    return toOrderView(row);
  }

  /** The address her last checkout shipped to (checkout remembers it for a verified session); null before any. */
  async lastShippingAddress(email: string): Promise<{ shippingAddress: ShippingAddress | null }> {
    const [row] = await queryRows<Pick<ShopperAddressRow, 'address'>>(this.dataSource, 'SELECT address FROM shopper_addresses WHERE email = $1', [
      email,
    ]);
    return { shippingAddress: row?.address ?? null };
  }
}
