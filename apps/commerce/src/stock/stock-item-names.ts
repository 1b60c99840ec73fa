import { isUuid, ProductPatterns, stockItemDisplayName, VariantPatterns } from '@shop/contracts';
import { Bus, busRequest } from '@shop/platform';
import { PAN_SIZE_LABELS, type PanSize } from '@shop/pricing';
import type { StockLevelRow } from './stock-rows';

/**
 * Stock items by name, as the shop names them ('Product', 'Product - Half Pan', 'Product - Variant'), keyed
 * `productId/item`: one catalogue call, and one per product whose variants are named.
 */
export async function stockItemNames(bus: Bus, rows: Pick<StockLevelRow, 'product_id' | 'item'>[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!rows.length) return names;
  const products = new Map((await busRequest(bus, ProductPatterns.listWithPricing, {})).map((p) => [p.id, p.name]));
  const withVariants = [...new Set(rows.filter((row) => isUuid(row.item)).map((row) => row.product_id))];
  const variants = new Map(
    (await Promise.all(withVariants.map((productId) => busRequest(bus, VariantPatterns.list, { productId, includeSold: true }).catch(() => []))))
      .flat()
      .map((variant) => [variant.id, variant.name]),
  );
  for (const row of rows) {
    const product = products.get(row.product_id) ?? 'A removed product';
    const part = isUuid(row.item) ? variants.get(row.item) : PAN_SIZE_LABELS[row.item as PanSize];
    names.set(`${row.product_id}/${row.item}`, stockItemDisplayName(product, part));
  }
  return names;
}
