import { assertCents, type Cents, roundHalfUp } from './money';

/** State sales-tax rates in basis points (1/100 of a percent), docs/product/shopper.md §9: CA 7.25 %, NY 8 %, TX 6.25 %, FL 6 %, WA 6.5 %. */
export const STATE_TAX_BASIS_POINTS: Readonly<Record<string, number>> = Object.freeze({ CA: 725, NY: 800, TX: 625, FL: 600, WA: 650 });
/** Every other state: 5 %. */
export const DEFAULT_TAX_BASIS_POINTS = 500;

/**
 * The state as tax reads it: trimmed and upper-cased when it is exactly two
 * letters (A–Z), else null (`'ca '` → `'CA'`, `'CAL'`, `'C'`, `''` → null).
 */
export function normaliseState(state: string | null | undefined): string | null {
  if (typeof state !== 'string') return null;
  const trimmed = state.trim();
  return /^[A-Za-z]{2}$/.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** Tax applies only when a city (not blank) and a valid two-letter state are both given (docs/product/shopper.md §5). */
export function taxApplies(city: string | null | undefined, state: string | null | undefined): boolean {
  return typeof city === 'string' && city.trim() !== '' && normaliseState(state) !== null;
}

/** The state's rate in basis points (725 for CA, 500 for any other valid state), or null for a state that is not two letters. */
export function taxRateBasisPoints(state: string | null | undefined): number | null {
  const code = normaliseState(state);
  if (code === null) return null;
  return STATE_TAX_BASIS_POINTS[code] ?? DEFAULT_TAX_BASIS_POINTS;
}

/**
 * docs/rules.md §3 step 5: (subtotal + shipping) × the state's rate, rounded
 * half-up once, before any coupon or store credit. 0 unless both city and
 * state are given; a state that is not exactly two letters counts as not
 * given (0 tax) — callers that charge must refuse it first (`normaliseState`
 * returns null), as checkout needs a location.
 */
export function taxCents(subtotal: Cents, shipping: Cents, city: string | null | undefined, state: string | null | undefined): Cents {
  assertCents(subtotal, 'subtotal');
  assertCents(shipping, 'shipping');
  if (!taxApplies(city, state)) return 0;
  const rate = taxRateBasisPoints(state)!;
  return roundHalfUp(((subtotal + shipping) * rate) / 10_000);
}
