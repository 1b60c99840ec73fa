/**
 * Money is integer cents (docs/rules.md §1). The HTTP API speaks dollars with
 * at most two decimals; these helpers are the only way between the two, and
 * `roundHalfUp` is the only rounding there is.
 */

/** Integer cents: what every price, total and discount amount is inside the shop. */
export type Cents = number;

/**
 * THE rounding of the shop: half-up to the nearest integer (a cent, when `x`
 * is in cents). Floating noise is removed first, so `1.005 * 100`
 * (100.49999999999999) rounds to 101 as the arithmetic on paper says.
 * Negative values mirror positive ones (−2.5 → −3), so a credit and its debit
 * round to the same magnitude.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`Cannot round ${x}`);
  if (Number.isInteger(x)) return x + 0; // already whole (+ 0: no -0); spares toPrecision, the costly part
  // 15 significant digits are exact in a double; anything beyond is noise of
  // the multiplication or division that produced x.
  const cleaned = Math.abs(Number(x.toPrecision(15)));
  const rounded = Math.floor(cleaned + 0.5);
  return x < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Dollars as the API sends them (`12.5`) to integer cents (`1250`), half-up for a stray third decimal. */
export function toCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  return roundHalfUp(dollars * 100);
}

/** Integer cents to the API's dollars (`1250` → `12.5`). */
export function toDollars(cents: Cents): number {
  assertCents(cents, 'cents');
  return cents / 100;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as people read them in the shop's e-mails (`1250` → `$12.50`). */
export function formatCents(cents: Cents): string {
  return USD.format(toDollars(cents));
}

/** The largest amount of dollars whose cents a double holds exactly. */
const MAX_EXACT_DOLLARS = Number.MAX_SAFE_INTEGER / 100;

/**
 * Dollars rounded half-up to the cent (`137.97000000000003` → `137.97`), as
 * the API takes them. Amounts too large to carry cents exactly (typed into an
 * admin form, say) come back as they are, for the server to refuse.
 */
export function roundToCent(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  return Math.abs(dollars) > MAX_EXACT_DOLLARS ? dollars : toDollars(toCents(dollars));
}

/** Throws unless `value` is a whole number of cents. */
export function assertCents(value: number, name = 'amount'): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a whole number of cents, got ${value}`);
}

/** Throws unless `percent` lies within 0–100. */
export function assertPercent(percent: number, name = 'percent'): void {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`${name} must be between 0 and 100, got ${percent}`);
  }
}

/** The price less `percent` %, rounded half-up once: `percentOff(1001, 50)` = 501. */
export function percentOff(cents: Cents, percent: number): Cents {
  assertCents(cents, 'cents');
  assertPercent(percent);
  return roundHalfUp((cents * (100 - percent)) / 100);
}

/** The whole percent a price saves against its original (for a badge), rounded half-up; 0 when it saves nothing. */
export function percentSaved(originalCents: Cents, priceCents: Cents): number {
  assertCents(originalCents, 'originalCents');
  assertCents(priceCents, 'priceCents');
  if (originalCents <= 0 || priceCents >= originalCents) return 0;
  return roundHalfUp(((originalCents - priceCents) * 100) / originalCents);
}
