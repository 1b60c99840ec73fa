import { assertCents, type Cents } from './money';

/**
 * Pan sizes (docs/rules.md §2, docs/product/engagement.md §9): paints are sold as a half pan
 * (the list `price`), a full pan and a grande. A cart line id names the size
 * with its suffix (`-half`, `-full`, `-grande`).
 */
export const PAN_SIZES = ['half', 'full', 'grande'] as const;
export type PanSize = (typeof PAN_SIZES)[number];

/** How a size is written in a line's name; the pan shipping group is told by these (cart-lines.ts). */
export const PAN_SIZE_LABELS: Readonly<Record<PanSize, string>> = { half: 'Half Pan', full: 'Full Pan', grande: 'Grande' };

/** Every product of this category comes in the three pan sizes. */
export const PAN_SIZED_CATEGORY = 'Individual Colors';

/** The full pan's step above two half pans, and the grande's above two full pans (docs/product/engagement.md §9). */
export const FULL_PAN_LESS_CENTS = 50;
export const GRANDE_LESS_CENTS = 100;

export function isPanSize(value: unknown): value is PanSize {
  return (PAN_SIZES as readonly unknown[]).includes(value);
}

/** Full pan from the half-pan price: 2 × price − 0.50 (3.50 → 6.50). */
export function fullPanFromHalf(halfCents: Cents): Cents {
  assertCents(halfCents, 'halfCents');
  return 2 * halfCents - FULL_PAN_LESS_CENTS;
}

/** Grande from the half-pan price, when no explicit grande price exists: (2 × price − 0.50) × 2 − 1 (3.50 → 12.00). */
export function grandeFromHalf(halfCents: Cents): Cents {
  return 2 * fullPanFromHalf(halfCents) - GRANDE_LESS_CENTS;
}

/** A product's prices that decide its pan sizes, in cents (null: not set). */
export interface PanPricedProduct {
  category: string;
  priceCents: Cents;
  salePriceCents: Cents | null;
  fullPanPriceCents: Cents | null;
  grandePriceCents: Cents | null;
}

/**
 * Whether a product is sold in pan sizes: every Individual Color, and any
 * product with its own full-pan or grande price; others have one price.
 * Only whether those prices are set matters, so dollars or cents alike.
 */
export function offersPanSizes(product: { category: string; fullPanPrice: number | null; grandePrice: number | null }): boolean {
  return product.category === PAN_SIZED_CATEGORY || product.fullPanPrice !== null || product.grandePrice !== null;
}

/**
 * The list price of each pan size (docs/rules.md §2), the one place it is
 * worked out: the half pan is `price`, replaced by the sale price when one is
 * set; the full pan is `fullPanPrice`, else 2 × price − 0.50; the grande is its
 * explicit price, else (2 × price − 0.50) × 2 − 1. Discounts come after.
 */
export function panListPrices(product: PanPricedProduct): Record<PanSize, Cents> {
  return {
    half: product.salePriceCents ?? product.priceCents,
    full: product.fullPanPriceCents ?? fullPanFromHalf(product.priceCents),
    grande: product.grandePriceCents ?? grandeFromHalf(product.priceCents),
  };
}
