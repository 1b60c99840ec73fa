import { CSV_FALSE, CSV_TRUE, DEFAULT_PRODUCT_SHIPPING, stockItemDisplayName, type CsvValue, type ProductCsvColumn } from '@shop/contracts';
import { PAN_SIZE_LABELS, toDollars, type Cents, type PanSize } from '@shop/pricing';
import { rowPanListPrices, type ProductRow } from '../products/product-row';
import type { VariantRow } from '../variants/variant-row';
import { ownItems } from './product-csv-plan';

/** Amounts as a spreadsheet shows dollars: 6.50. */
const amount = (cents: Cents | null) => (cents === null ? null : toDollars(cents).toFixed(2));
const flag = (value: boolean) => (value ? CSV_TRUE : CSV_FALSE);

/**
 * The export's rows (docs/rules.md §7): for each product, its own items (the product, or its three pan sizes, each at
 * its list price before discounts) then its variants, with the product's shipping on each row and each item's stock
 * (blank when it is not counted).
 */
export function productCsvRows(
  products: readonly ProductRow[],
  variants: readonly VariantRow[],
  levels: ReadonlyMap<string, number>,
): Record<ProductCsvColumn, CsvValue>[] {
  const variantsOf = new Map<string, VariantRow[]>();
  for (const variant of variants) variantsOf.set(variant.product_id, [...(variantsOf.get(variant.product_id) ?? []), variant]);
  return products.flatMap((product) => {
    const prices = rowPanListPrices(product);
    const shared = {
      product_id: product.id,
      category: product.category,
      shipping: amount(product.shipping_cents) ?? DEFAULT_PRODUCT_SHIPPING.toFixed(2),
    };
    const stock = (item: string) => levels.get(`${product.id}/${item}`) ?? null;
    const own = ownItems(product).map((item) => ({
      ...shared,
      item,
      name: stockItemDisplayName(product.name, PAN_SIZE_LABELS[item as PanSize]),
      price: amount(item === 'full' || item === 'grande' ? prices[item] : product.price_cents),
      sale_price: item === 'full' || item === 'grande' ? null : amount(product.sale_price_cents),
      active: flag(product.is_active),
      stock: stock(item),
    }));
    const ofVariants = (variantsOf.get(product.id) ?? []).map((variant) => ({
      ...shared,
      item: variant.id,
      name: stockItemDisplayName(product.name, variant.name),
      price: amount(variant.price_cents),
      sale_price: amount(variant.sale_price_cents),
      active: flag(variant.is_available),
      stock: stock(variant.id),
    }));
    return [...own, ...ofVariants];
  });
}
