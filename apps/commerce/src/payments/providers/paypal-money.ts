/** PayPal's money values are decimal strings ("17.50"); ours are integer cents. Converted by their digits, never as floats. */

const VALUE = /^(\d+)(?:\.(\d{1,2}))?$/;

/** 1750 → "17.50". */
export function toPayPalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not an amount of cents: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "17.5" → 1750; anything that is not a plain non-negative amount with at most two decimals throws. */
export function fromPayPalValue(value: string): number {
  const match = VALUE.exec(value);
  if (!match) throw new Error(`Not a PayPal money value: ${JSON.stringify(value)}`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new Error(`PayPal money value out of range: ${value}`);
  return cents;
}
