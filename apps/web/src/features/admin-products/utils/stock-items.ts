import { PAN_SIZES, WHOLE_PRODUCT_STOCK_ITEM, type ProductView, type StockItem, type VariantView } from '@shop/contracts';
import { isPanSize, offersPanSizes, PAN_SIZE_LABELS } from '@shop/pricing';

/** One line of the stock editor: the item and what the owner reads for it. */
export type StockRow = { item: StockItem; label: string };

type StockedProduct = Pick<ProductView, 'category' | 'fullPanPrice' | 'grandePrice'>;

/** What an item is called when the product no longer sells it (a deleted variant is known only by its id). */
function formerLabel(item: StockItem): string {
  if (item === WHOLE_PRODUCT_STOCK_ITEM) return 'The product itself (no longer sold without a size)';
  if (isPanSize(item)) return `${PAN_SIZE_LABELS[item]} (no longer sold)`;
  return `Deleted variant ${item.slice(0, 8)}`;
}

/**
 * The items the stock editor lists, in this order: the product itself when it has no pan sizes, else its three pan
 * sizes; then each variant, sold ones too (marked sold, it may come back); then every item still counted that none of
 * those is, so saving never stops counting an item the owner did not see.
 */
export function stockRows(product: StockedProduct, variants: readonly VariantView[], counted: readonly StockItem[]): StockRow[] {
  const rows: StockRow[] = offersPanSizes(product)
    ? PAN_SIZES.map((size) => ({ item: size, label: PAN_SIZE_LABELS[size] }))
    : [{ item: WHOLE_PRODUCT_STOCK_ITEM, label: 'The product itself' }];
  for (const variant of variants) {
    rows.push({ item: variant.id, label: variant.isAvailable ? variant.name : `${variant.name} (marked sold)` });
  }
  const listed = new Set(rows.map((row) => row.item));
  for (const item of counted) {
    if (!listed.has(item)) rows.push({ item, label: formerLabel(item) });
  }
  return rows;
}
