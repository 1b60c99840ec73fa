import { assertCents, Cents } from './money';

/** The full pan's step above two half pans, and the grande's above two full pans (engagement.md §9). */
export const FULL_PAN_LESS_CENTS = 50;
export const GRANDE_LESS_CENTS = 100;

/** Full pan from the half-pan price: 2 × price − 0.50 (3.50 → 6.50). */
export function fullPanFromHalf(halfCents: Cents): Cents {
  assertCents(halfCents, 'halfCents');
  return 2 * halfCents - FULL_PAN_LESS_CENTS;
}

/** Grande from the half-pan price, when no explicit grande price exists: (2 × price − 0.50) × 2 − 1 (3.50 → 12.00). */
export function grandeFromHalf(halfCents: Cents): Cents {
  return 2 * fullPanFromHalf(halfCents) - GRANDE_LESS_CENTS;
}
