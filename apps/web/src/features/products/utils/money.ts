/**
 * The shop's one rounding (decisions.md §1): half-up to the cent, after
 * removing floating noise. Used to show a variant's price after the
 * product's current discount; the server reprices every line at checkout.
 */
function roundHalfUp(x: number): number {
  const cleaned = Math.abs(Number(x.toPrecision(15)));
  const rounded = Math.floor(cleaned + 0.5);
  return x < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Dollars less `percent` %, rounded half-up once to the cent. */
export function percentOff(dollars: number, percent: number): number {
  if (!percent) return dollars;
  const cents = roundHalfUp(dollars * 100);
  return roundHalfUp((cents * (100 - percent)) / 100) / 100;
}
