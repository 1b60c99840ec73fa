import type { AbandonedCart } from '@shop/contracts';
import { roundHalfUp, toCents, toDollars } from '@shop/pricing';

export type AbandonedCartsSummary = {
  count: number;
  /** Dollars: the sum of the carts' values. */
  totalValue: number;
  /** Dollars, rounded half-up to the cent; 0 without carts. */
  averageValue: number;
};

/** The three summary cards: added up in whole cents, so 0.1 + 0.2 is 0.30. */
export function summarize(carts: AbandonedCart[]): AbandonedCartsSummary {
  const totalCents = carts.reduce((sum, cart) => sum + toCents(cart.totalValue), 0);
  return {
    count: carts.length,
    totalValue: toDollars(totalCents),
    averageValue: carts.length ? toDollars(roundHalfUp(totalCents / carts.length)) : 0,
  };
}
