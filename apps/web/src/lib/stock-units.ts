import { unitsProblem } from '@shop/contracts';

export type UnitsCheck = { ok: true; units: number } | { ok: false; problem: string };

/** Digits with an optional sign and decimals: '12', '2.5', '-1'. Anything else ('1e3', '0x10', '') is not a number here. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Units typed in a field, checked as the server checks them (the contracts' unitsProblem: a whole number from `min` to
 * STOCK_LEVEL_MAX), in its words with `field` named ('Level must be a whole number').
 */
export function checkUnits(field: string, text: string, min = 0): UnitsCheck {
  const trimmed = text.trim();
  const value = DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
  const problem = unitsProblem(field, value, min);
  return problem === null ? { ok: true, units: value } : { ok: false, problem };
}
