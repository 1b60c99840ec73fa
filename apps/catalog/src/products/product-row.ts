import { DEFAULT_PRODUCT_SHIPPING, DEFAULT_PRODUCT_TIMER_HOURS, DEFAULT_SALE_TIMER_MESSAGE, ProductFieldsDto, ProductView } from '@shop/contracts';
import { fullPanFromHalf, grandeFromHalf, offersPanSizes, PanPricedProduct, panListPrices, PanSize, toCents, toDollars } from '@shop/pricing';

/** A products row as Postgres returns it. */
export interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  category: string;
  subcategory: string | null;
  subcategories: string[];
  price_cents: number;
  sale_price_cents: number | null;
  discount_percentage: number | null;
  half_pan_price_cents: number | null;
  full_pan_price_cents: number | null;
  grande_price_cents: number | null;
  retail_price_halfpan_cents: number | null;
  retail_price_fullpan_cents: number | null;
  retail_price_grande_cents: number | null;
  shipping_cents: number | null;
  images: string[];
  paint_count: number | null;
  has_variants: boolean;
  has_extenders: boolean;
  reviews: string[];
  is_active: boolean;
  sale_timer_end_date: Date | null;
  sale_timer_duration: number | null;
  sale_timer_message: string | null;
  sale_timer_discount: number | null;
  color_count: number | null;
  colors: string[];
  created_at: Date;
}

/** A page of products, each with the number of products the filter finds (`count(*) OVER ()`, a bigint: a string). */
export interface PagedProductRow extends ProductRow {
  total: string;
}

/** How many products a filter finds. */
export interface ProductCountRow {
  n: number;
}

/** A category and one sub-filter its active products use. */
export interface ProductSubcategoryRow {
  category: string;
  subcategory: string;
}

/** The row's prices that decide its pan sizes (libs/pricing, pan-prices.ts). */
function panPriced(row: ProductRow): PanPricedProduct {
  return {
    category: row.category,
    priceCents: row.price_cents,
    salePriceCents: row.sale_price_cents,
    fullPanPriceCents: row.full_pan_price_cents,
    grandePriceCents: row.grande_price_cents,
  };
}

/** The list price (cents) of each pan size of the row (docs/rules.md §2). */
export function rowPanListPrices(row: ProductRow): Record<PanSize, number> {
  return panListPrices(panPriced(row));
}

/** Whether the row is sold in pan sizes (Individual Colors, or its own full-pan or grande price). */
export function rowOffersPanSizes(row: ProductRow): boolean {
  return offersPanSizes({ category: row.category, fullPanPrice: row.full_pan_price_cents, grandePrice: row.grande_price_cents });
}

const money = (cents: number | null) => (cents === null ? null : toDollars(cents));

export function toProductView(row: ProductRow): ProductView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    subcategories: row.subcategories,
    price: toDollars(row.price_cents),
    salePrice: money(row.sale_price_cents),
    discountPercentage: row.discount_percentage,
    halfPanPrice: money(row.half_pan_price_cents),
    fullPanPrice: money(row.full_pan_price_cents),
    halfPanSalePrice: money(row.sale_price_cents),
    fullPanSalePrice: null,
    grandePrice: money(row.grande_price_cents),
    retailPriceHalfpan: money(row.retail_price_halfpan_cents),
    retailPriceFullpan: toDollars(row.retail_price_fullpan_cents ?? fullPanFromHalf(row.price_cents)),
    retailPriceGrande: toDollars(row.retail_price_grande_cents ?? grandeFromHalf(row.price_cents)),
    shipping: row.shipping_cents === null ? DEFAULT_PRODUCT_SHIPPING : toDollars(row.shipping_cents),
    images: row.images,
    paintCount: row.paint_count,
    hasVariants: row.has_variants,
    hasExtenders: row.has_extenders,
    reviews: row.reviews,
    isActive: row.is_active,
    createdAt: new Date(row.created_at).toISOString(),
    saleTimerEnabled: row.sale_timer_end_date !== null,
    saleTimerEndDate: row.sale_timer_end_date ? new Date(row.sale_timer_end_date).toISOString() : null,
    saleTimerDuration: row.sale_timer_duration,
    saleTimerMessage: row.sale_timer_message ?? DEFAULT_SALE_TIMER_MESSAGE,
    colorCount: row.color_count,
    colors: row.colors,
  };
}

/** Product fields → columns; undefined fields are left out (unchanged on update). */
export function toColumns(fields: ProductFieldsDto): Record<string, unknown> {
  const cents = (v: number | null | undefined) => (v === undefined ? undefined : v === null ? null : toCents(v));
  const columns: Record<string, unknown> = {
    name: fields.name,
    description: fields.description,
    category: fields.category,
    subcategory: fields.subcategory,
    subcategories: fields.subcategories,
    price_cents: cents(fields.price),
    sale_price_cents: cents(fields.salePrice),
    half_pan_price_cents: cents(fields.halfPanPrice),
    full_pan_price_cents: cents(fields.fullPanPrice),
    grande_price_cents: cents(fields.grandePrice),
    retail_price_halfpan_cents: cents(fields.retailPriceHalfpan),
    retail_price_fullpan_cents: cents(fields.retailPriceFullpan),
    retail_price_grande_cents: cents(fields.retailPriceGrande),
    shipping_cents: cents(fields.shipping),
    paint_count: fields.paintCount,
    has_variants: fields.hasVariants,
    has_extenders: fields.hasExtenders,
    color_count: fields.colorCount,
    colors: fields.colors,
    is_active: fields.isActive,
    ...timerColumns(fields),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/**
 * The sale timer fields of a product form (docs/product/back-office.md §3, §4): enabled with an
 * end date, or with a duration (default 168 hours) from now, starts it;
 * false stops it ('stop' clears the end time). A message alone changes the message.
 */
function timerColumns(fields: ProductFieldsDto, now = Date.now()): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (fields.saleTimerMessage !== undefined) columns.sale_timer_message = fields.saleTimerMessage || DEFAULT_SALE_TIMER_MESSAGE;
  if (fields.saleTimerEnabled === false) return { ...columns, sale_timer_end_date: null, sale_timer_duration: null, sale_timer_discount: null };
  if (fields.saleTimerDuration !== undefined) columns.sale_timer_duration = fields.saleTimerDuration;
  if (fields.saleTimerEndDate !== undefined) columns.sale_timer_end_date = new Date(fields.saleTimerEndDate);
  else if (fields.saleTimerEnabled || fields.saleTimerDuration !== undefined) {
    const hours = fields.saleTimerDuration ?? DEFAULT_PRODUCT_TIMER_HOURS;
    columns.sale_timer_end_date = new Date(now + hours * 3_600_000);
    columns.sale_timer_duration = hours;
  }
  return columns;
}
