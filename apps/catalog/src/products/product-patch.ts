import type { EntityManager } from 'typeorm';
import { queryRows } from '@shop/platform';
import type { ProductRow } from './product-row';

/** Sets the given columns of one product (names are the code's, never a caller's input) and answers the row. */
export async function patchProduct(manager: EntityManager, id: string, columns: Record<string, unknown>): Promise<ProductRow> {
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 2}`);
  const [row] = await queryRows<ProductRow>(manager, `UPDATE products SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`, [
    id,
    ...names.map((name) => columns[name]),
  ]);
  return row;
}
