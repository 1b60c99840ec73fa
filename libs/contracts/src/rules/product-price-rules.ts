import type { RuleProblem } from './rule-problem';

/** The one message of a sale price that is not below the list price it replaces. */
export const salePriceNotBelowMessage = (saleField = 'salePrice', priceField = 'price') => `${saleField} must be below ${priceField}`;

/**
 * A product's (or variant's) sale price must be below the list price it replaces: at or above it the shop would show a
 * struck-through "was" price that is no saving. Prices in one unit (dollars or cents: only their order matters);
 * either missing is not judged here.
 */
export function salePriceProblem(
  price: number | null | undefined,
  salePrice: number | null | undefined,
  fields: { sale: string; price: string } = { sale: 'salePrice', price: 'price' },
): RuleProblem | null {
  if (price === null || price === undefined || salePrice === null || salePrice === undefined) return null;
  if (!Number.isFinite(price) || !Number.isFinite(salePrice) || salePrice < price) return null;
  return { field: fields.sale, message: salePriceNotBelowMessage(fields.sale, fields.price) };
}
