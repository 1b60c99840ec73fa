/// <reference types="jest" />
import { STOCK_LEVEL_MAX } from '@shop/contracts';
import { checkUnits } from './stock-units';

describe('units typed in a stock field', () => {
  it('takes a whole number from 0 to STOCK_LEVEL_MAX, spaces trimmed', () => {
    expect(checkUnits('Level', ' 12 ')).toEqual({ ok: true, units: 12 });
    expect(checkUnits('Level', '0')).toEqual({ ok: true, units: 0 });
    expect(checkUnits('Level', String(STOCK_LEVEL_MAX))).toEqual({ ok: true, units: STOCK_LEVEL_MAX });
  });

  it('refuses what the server refuses, in its words naming the field', () => {
    expect(checkUnits('Level', '-1')).toEqual({ ok: false, problem: 'Level must not be below 0' });
    expect(checkUnits('Level', '2.5')).toEqual({ ok: false, problem: 'Level must be a whole number' });
    expect(checkUnits('Level', String(STOCK_LEVEL_MAX + 1))).toEqual({ ok: false, problem: 'Level must be at most 1,000,000' });
    expect(checkUnits('Threshold', 'ten')).toEqual({ ok: false, problem: 'Threshold must be a number' });
  });

  it('reads only plain decimals: no exponent, hex, separators or blank', () => {
    for (const text of ['1e3', '0x10', '1,000', '', '  ']) expect(checkUnits('Level', text).ok).toBe(false);
  });

  it('asks at least `min` units where one is given (a restock adds 1 or more)', () => {
    expect(checkUnits('Quantity', '0', 1)).toEqual({ ok: false, problem: 'Quantity must be at least 1' });
    expect(checkUnits('Quantity', '1', 1)).toEqual({ ok: true, units: 1 });
  });
});
