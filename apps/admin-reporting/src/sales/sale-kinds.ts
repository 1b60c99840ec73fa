import { OrderSaleType, SaleType } from '@shop/contracts';

/**
 * The sale types one paid order counts as, kept as a bit set in reported_orders.kinds and the rollups' keys: an order
 * counts in every type it is (a referred order with a subscription line is both), each with its whole total.
 */
export const SALE_KIND_BITS: Record<OrderSaleType, number> = {
  referral: 1,
  subscription: 2,
  product: 4,
  'daily-deal': 8,
};

const ANY_KIND = 15;

/** The bits a filter keeps: `kinds & bits <> 0`. Every paid order has at least one kind, so 'all' keeps them all. */
export const bitsOf = (saleType: SaleType): number => (saleType === 'all' ? ANY_KIND : SALE_KIND_BITS[saleType]);

/** A line of type 'subscription' or 'deal' makes that kind; any other line (a product, a mystery box, an auction unit) a product order. */
export function kindsOfLines(lineTypes: string[], referred: boolean): number {
  let kinds = referred ? SALE_KIND_BITS.referral : 0;
  for (const type of lineTypes) {
    if (type === 'subscription') kinds |= SALE_KIND_BITS.subscription;
    else if (type === 'deal') kinds |= SALE_KIND_BITS['daily-deal'];
    else kinds |= SALE_KIND_BITS.product;
  }
  if (lineTypes.length === 0) kinds |= SALE_KIND_BITS.product;
  return kinds;
}

export const saleTypesOf = (kinds: number): OrderSaleType[] =>
  (Object.keys(SALE_KIND_BITS) as OrderSaleType[]).filter((type) => (kinds & SALE_KIND_BITS[type]) !== 0);
