/// <reference types="jest" />
import type { VariantView } from '@shop/contracts';
import { stockRows } from './stock-items';

const VARIANT_A = '11111111-1111-4111-8111-111111111111';
const VARIANT_B = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';

const paint = { category: 'Individual Colors', fullPanPrice: null, grandePrice: null };
const brush = { category: 'Brushes', fullPanPrice: null, grandePrice: null };
const variant = (id: string, name: string, isAvailable = true): VariantView => ({
  id,
  productId: 'p',
  name,
  description: null,
  price: null,
  sale_price: null,
  sortOrder: 0,
  images: [],
  isAvailable,
});

describe('the items of a product’s stock editor', () => {
  it('lists the three pan sizes of a product sold in pan sizes', () => {
    expect(stockRows(paint, [], [])).toEqual([
      { item: 'half', label: 'Half Pan' },
      { item: 'full', label: 'Full Pan' },
      { item: 'grande', label: 'Grande' },
    ]);
    // Any product with its own full-pan or grande price is sold in pan sizes too.
    expect(stockRows({ ...brush, grandePrice: 20 }, [], []).map((row) => row.item)).toEqual(['half', 'full', 'grande']);
  });

  it('lists the product itself when it has no pan sizes', () => {
    expect(stockRows(brush, [], [])).toEqual([{ item: 'product', label: 'The product itself' }]);
  });

  it('adds one line per variant, sold ones too, after the product’s own', () => {
    expect(stockRows(brush, [variant(VARIANT_A, 'Round 4'), variant(VARIANT_B, 'Flat 10', false)], [])).toEqual([
      { item: 'product', label: 'The product itself' },
      { item: VARIANT_A, label: 'Round 4' },
      { item: VARIANT_B, label: 'Flat 10 (marked sold)' },
    ]);
  });

  it('keeps every item still counted that the product no longer sells, last, once', () => {
    expect(stockRows(brush, [variant(VARIANT_A, 'Round 4')], ['product', VARIANT_A, 'half', GONE])).toEqual([
      { item: 'product', label: 'The product itself' },
      { item: VARIANT_A, label: 'Round 4' },
      { item: 'half', label: 'Half Pan (no longer sold)' },
      { item: GONE, label: 'Deleted variant 33333333' },
    ]);
    expect(stockRows(paint, [], ['product']).at(-1)).toEqual({ item: 'product', label: 'The product itself (no longer sold without a size)' });
  });
});
