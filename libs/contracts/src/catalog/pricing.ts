import type { PanSize } from '@shop/pricing';

/** Pan sizes and their prices are pricing rules (libs/pricing, pan-prices.ts); the contracts name them too. */
export { PAN_SIZES, type PanSize } from '@shop/pricing';

/** What commerce asks the catalogue when it prices a cart: every line repriced from the catalogue, never from the browser. */
export const CatalogPricingPatterns = {
  priceLines: 'catalog.pricing.price-lines',
} as const;

/** A cart line id is the product id, optionally suffixed -half, -full, -grande or -{variantId}. */
export interface CatalogLineRequest {
  lineId: string;
}

export interface CatalogPricedLine {
  lineId: string;
  productId: string;
  variantId: string | null;
  size: PanSize | null;
  /** The product's name with the pan size (so the pan shipping rule can read it) or the variant's. */
  name: string;
  category: string;
  /** The product's paint count, when it has one (a set's credits, docs/rules.md §8). */
  paintCount?: number | null;
  /** List price of the line: the variant's price, or the pan size's, a sale price replacing it (cents). */
  listCents: number;
  /** After the largest discount that applies right now (site-wide sale, sale timers, the product's own timer), cents. */
  unitCents: number;
  discount: { source: string; percentage: number; label: string } | null;
  /** The product's own shipping value in cents, or null when it has none (9.00 applies). */
  shippingCents: number | null;
  image: string | null;
}

export interface CatalogPricingAnswer {
  lines: CatalogPricedLine[];
  /** Line ids that name no active product or available variant. */
  unknown: string[];
}

/** Splits a cart line id: 36-character product uuid, then an optional suffix. */
export function parseLineId(lineId: string): { productId: string; suffix: string | null } | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(.+))?$/i.exec(lineId);
  return match ? { productId: match[1].toLowerCase(), suffix: match[2] ?? null } : null;
}
