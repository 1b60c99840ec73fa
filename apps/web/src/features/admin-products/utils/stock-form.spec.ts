/// <reference types="jest" />
import { STOCK_REASON_MAX_LENGTH, type ProductStockView } from '@shop/contracts';
import {
  checkStockForm,
  NOTHING_COUNTED,
  stockFormValues,
  stopsCountingStock,
  THRESHOLD_NEEDS_LEVEL,
  unitsInStock,
  type StockFormValues,
} from './stock-form';
import type { StockRow } from './stock-items';

const VARIANT = '11111111-1111-4111-8111-111111111111';
const ROWS: StockRow[] = [
  { item: 'half', label: 'Half Pan' },
  { item: 'full', label: 'Full Pan' },
  { item: 'grande', label: 'Grande' },
  { item: VARIANT, label: 'Tube' },
];
const UPDATED = '2025-06-10T12:00:00.000Z';
const view = (items: ProductStockView['items']): ProductStockView => ({ productId: 'p', tracked: items.length > 0, items });

const form = (items: Record<string, [string, string?]>, overrides: Partial<StockFormValues> = {}): StockFormValues => ({
  tracked: true,
  reason: '',
  items: Object.fromEntries(ROWS.map(({ item }) => [item, { level: items[item]?.[0] ?? '', threshold: items[item]?.[1] ?? '' }])),
  ...overrides,
});

describe('the stock form', () => {
  it('starts from the server’s levels and thresholds; items not counted and default thresholds are empty', () => {
    const values = stockFormValues(
      view([
        { item: 'half', level: 4, threshold: null, updatedAt: UPDATED },
        { item: VARIANT, level: 0, threshold: 2, updatedAt: UPDATED },
      ]),
      ROWS,
    );
    expect(values).toEqual(form({ half: ['4'], [VARIANT]: ['0', '2'] }));
    expect(stockFormValues(view([]), ROWS).tracked).toBe(false);
  });

  it('sends every row with a level, in the rows’ order, a threshold or null for the default, and the trimmed reason', () => {
    expect(checkStockForm(form({ [VARIANT]: [' 3 ', '1'], half: ['10'] }, { reason: '  Stock take  ' }), ROWS)).toEqual({
      ok: true,
      body: {
        tracked: true,
        items: [
          { item: 'half', level: 10, threshold: null },
          { item: VARIANT, level: 3, threshold: 1 },
        ],
        reason: 'Stock take',
      },
    });
  });

  it('sends no items and checks no level when tracking is off', () => {
    expect(checkStockForm(form({ half: ['oops'] }, { tracked: false }), ROWS)).toEqual({ ok: true, body: { tracked: false } });
  });

  it('shows each bad level or threshold on its field, in the server’s words', () => {
    expect(checkStockForm(form({ half: ['-1'], full: ['2.5', '-3'], grande: ['', '2'], [VARIANT]: ['1000001'] }), ROWS)).toEqual({
      ok: false,
      errors: {
        levels: { half: 'Level must not be below 0', full: 'Level must be a whole number', [VARIANT]: 'Level must be at most 1,000,000' },
        thresholds: { full: 'Threshold must not be below 0', grande: THRESHOLD_NEEDS_LEVEL },
      },
    });
  });

  it('asks for at least one level while tracking is on', () => {
    expect(checkStockForm(form({}), ROWS)).toEqual({ ok: false, errors: { levels: {}, thresholds: {}, form: NOTHING_COUNTED } });
  });

  it('refuses a reason longer than the server keeps', () => {
    const check = checkStockForm(form({ half: ['1'] }, { reason: 'r'.repeat(STOCK_REASON_MAX_LENGTH + 1) }), ROWS);
    expect(check).toEqual({
      ok: false,
      errors: { levels: {}, thresholds: {}, reason: `Reason must be at most ${STOCK_REASON_MAX_LENGTH} characters` },
    });
  });
});

describe('turning stock tracking off', () => {
  const holding = view([
    { item: 'half', level: 2, threshold: null, updatedAt: UPDATED },
    { item: 'full', level: 0, threshold: null, updatedAt: UPDATED },
  ]);

  it('is asked once more when the product holds units', () => {
    expect(unitsInStock(holding)).toBe(2);
    expect(stopsCountingStock(holding, { tracked: false })).toBe(true);
  });

  it('is not asked when nothing is left, nor for a save that keeps counting', () => {
    expect(stopsCountingStock(view([{ item: 'half', level: 0, threshold: null, updatedAt: UPDATED }]), { tracked: false })).toBe(false);
    expect(stopsCountingStock(holding, { tracked: true, items: [] })).toBe(false);
  });
});
