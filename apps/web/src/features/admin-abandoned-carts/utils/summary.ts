import type { AbandonedCart } from '../types';

export type AbandonedCartsSummary = {
  count: number;
  /** Dollars: the sum of the carts' values. */
  totalValue: number;
  /** Dollars, rounded half-up to the cent; 0 without carts. */
  averageValue: number;
};

/** The three summary cards: added up in whole cents, so 0.1 + 0.2 is 0.30. */
export function summarize(carts: AbandonedCart[]): AbandonedCartsSummary {
  const totalCents = carts.reduce((sum, cart) => sum + Math.round(cart.totalValue * 100), 0);
  return {
    count: carts.length,
    totalValue: totalCents / 100,
    averageValue: carts.length ? Math.round(totalCents / carts.length) / 100 : 0,
  };
}
