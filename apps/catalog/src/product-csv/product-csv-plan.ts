import {
  DEFAULT_PRODUCT_SHIPPING,
  isUuid,
  salePriceProblem,
  stockItemDisplayName,
  WHOLE_PRODUCT_STOCK_ITEM,
  type ImportedStockLevel,
  type ProductCsvChange,
  type ProductCsvImportedColumn,
  type ProductCsvProblem,
  type ProductCsvValue,
} from '@shop/contracts';
import { fullPanFromHalf, grandeFromHalf, PAN_SIZE_LABELS, toCents, toDollars, type Cents, type PanSize } from '@shop/pricing';
import { rowOffersPanSizes, type ProductRow } from '../products/product-row';
import type { VariantRow } from '../variants/variant-row';
import type { ProductCsvRecord } from './product-csv-file';

/** What the catalogue holds for the file's products, and the stock commerce counts (`productId/item` → level). */
export interface ProductCsvCatalogue {
  products: ReadonlyMap<string, ProductRow>;
  variants: readonly VariantRow[];
  levels: ReadonlyMap<string, number>;
}

/** What an import changes: the columns to write per product and per variant, and the stock levels for commerce. */
export interface ProductCsvPlan {
  problems: ProductCsvProblem[];
  changes: ProductCsvChange[];
  productColumns: Map<string, Record<string, unknown>>;
  variantColumns: Map<string, Record<string, unknown>>;
  levels: ImportedStockLevel[];
}

const DEFAULT_SHIPPING_CENTS = toCents(DEFAULT_PRODUCT_SHIPPING);
const dollars = (cents: Cents | null) => (cents === null ? null : toDollars(cents));

/**
 * Compares each row with what the shop holds (docs/rules.md §7): a row names a product and one item it sells, once;
 * the rows of one product agree on its shipping and (its own rows) its active flag. A value that differs from the
 * shop's is a change:
 * - `product`/`half`: price and sale price are the product's (a changed sale price is no longer a percent-off sale);
 * - `full`/`grande`: price is that size's, stored only where it is not the one worked out from the half-pan price;
 *   they take no sale price;
 * - a variant: its own price and sale price (blank: the product's), and active is whether it is available.
 */
export function planProductCsv(rows: readonly ProductCsvRecord[], shop: ProductCsvCatalogue): ProductCsvPlan {
  const plan: ProductCsvPlan = { problems: [], changes: [], productColumns: new Map(), variantColumns: new Map(), levels: [] };
  const variants = new Map(shop.variants.map((variant) => [variant.id, variant]));
  const seen = new Map<string, number>();
  const productLines = new Map<string, { shipping?: ProductCsvRecord; active?: ProductCsvRecord; half?: ProductCsvRecord }>();

  for (const row of rows) {
    const problem = (field: ProductCsvProblem['field'], message: string) => plan.problems.push({ line: row.line, field, message });
    const product = shop.products.get(row.productId);
    if (!product) {
      problem('product_id', 'no product has this id');
      continue;
    }
    const variant = isUuid(row.item) ? variants.get(row.item) : undefined;
    const sells = variant ? variant.product_id === product.id : ownItems(product).includes(row.item);
    if (!sells) {
      problem('item', `${product.name} does not sell ${row.item}`);
      continue;
    }
    const key = `${row.productId}/${row.item}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problem('item', `the same product and item as line ${earlier}`);
      continue;
    }
    seen.set(key, row.line);
    const lines = productLines.get(product.id) ?? {};
    productLines.set(product.id, lines);
    if (lines.shipping && lines.shipping.shippingCents !== row.shippingCents) {
      problem('shipping', `differs from line ${lines.shipping.line}, a row of the same product`);
      continue;
    }
    lines.shipping ??= row;
    if (!variant) {
      if (lines.active && lines.active.active !== row.active) {
        problem('active', `differs from line ${lines.active.line}, a row of the same product`);
        continue;
      }
      lines.active ??= row;
      if (row.item === WHOLE_PRODUCT_STOCK_ITEM || row.item === 'half') lines.half = row;
    }
    if (!variant && row.priceCents === null) problem('price', 'is required');
    // A variant without its own price sells at the product's: its sale price is judged against that.
    const listCents = row.priceCents ?? (variant ? product.price_cents : null);
    if (salePriceProblem(listCents, row.salePriceCents)) problem('sale_price', 'must be below price');
    if ((row.item === 'full' || row.item === 'grande') && row.salePriceCents !== null)
      problem('sale_price', `a ${PAN_SIZE_LABELS[row.item]} takes no sale price`);
  }
  if (plan.problems.length) return plan;

  for (const row of rows) {
    const product = shop.products.get(row.productId)!;
    const variant = variants.get(row.item);
    const name = stockItemDisplayName(product.name, variant ? variant.name : PAN_SIZE_LABELS[row.item as PanSize]);
    const change = (field: ProductCsvImportedColumn, from: ProductCsvValue, to: ProductCsvValue) => {
      if (from !== to) plan.changes.push({ line: row.line, productId: product.id, item: row.item, name, field, from, to });
      return from !== to;
    };
    const set = (columns: Map<string, Record<string, unknown>>, id: string, values: Record<string, unknown>) =>
      columns.set(id, { ...columns.get(id), ...values });

    if (change('shipping', dollars(product.shipping_cents ?? DEFAULT_SHIPPING_CENTS), dollars(row.shippingCents ?? DEFAULT_SHIPPING_CENTS))) {
      set(plan.productColumns, product.id, { shipping_cents: row.shippingCents });
    }
    if (variant) {
      if (change('price', dollars(variant.price_cents), dollars(row.priceCents)))
        set(plan.variantColumns, variant.id, { price_cents: row.priceCents });
      if (change('sale_price', dollars(variant.sale_price_cents), dollars(row.salePriceCents))) {
        set(plan.variantColumns, variant.id, { sale_price_cents: row.salePriceCents });
      }
      if (change('active', variant.is_available, row.active)) set(plan.variantColumns, variant.id, { is_available: row.active });
    } else {
      if (change('active', product.is_active, row.active)) set(plan.productColumns, product.id, { is_active: row.active });
      if (row.item === 'full' || row.item === 'grande') {
        const halfCents = productLines.get(product.id)?.half?.priceCents ?? product.price_cents;
        const column = row.item === 'full' ? 'full_pan_price_cents' : 'grande_price_cents';
        const worked = row.item === 'full' ? fullPanFromHalf : grandeFromHalf;
        const current = product[column] ?? worked(product.price_cents);
        // A size that follows the half pan and still matches it keeps following it; any other price is the size's own.
        const stored = product[column] === null && row.priceCents === worked(halfCents) ? null : row.priceCents;
        change('price', dollars(current), dollars(row.priceCents));
        if (stored !== product[column]) set(plan.productColumns, product.id, { [column]: stored });
      } else {
        if (change('price', dollars(product.price_cents), dollars(row.priceCents)))
          set(plan.productColumns, product.id, { price_cents: row.priceCents });
        if (change('sale_price', dollars(product.sale_price_cents), dollars(row.salePriceCents))) {
          set(plan.productColumns, product.id, { sale_price_cents: row.salePriceCents, discount_percentage: null });
        }
      }
    }
    const level = shop.levels.get(`${product.id}/${row.item}`) ?? null;
    if (change('stock', level, row.stock)) plan.levels.push({ productId: product.id, item: row.item, from: level, to: row.stock });
  }
  return plan;
}

/** The items a product sells itself: its three pan sizes, or the product as one item. */
export function ownItems(product: ProductRow): string[] {
  return rowOffersPanSizes(product) ? ['half', 'full', 'grande'] : [WHOLE_PRODUCT_STOCK_ITEM];
}
