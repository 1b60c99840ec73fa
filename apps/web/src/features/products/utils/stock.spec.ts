/// <reference types="jest" />
import type { StockAvailabilityView } from '@shop/contracts';
import { chosenStockItem, isSoldOut, productUnitsLeft } from './stock';

const PAINT = { id: 'paint', category: 'Individual Colors', fullPanPrice: null, grandePrice: null, hasVariants: false };
const BRUSH = { id: 'brush', category: 'Brushes', fullPanPrice: null, grandePrice: null, hasVariants: false };
const VARIANT = '11111111-1111-4111-8111-111111111111';

const stock = (...items: [string, string, number][]): StockAvailabilityView => ({
  items: items.map(([productId, item, left]) => ({ productId, item, left })),
});

describe('the stock item the product dialog’s choice buys', () => {
  it('is the variant chosen, else a paint’s pan size, else the product itself', () => {
    expect(chosenStockItem(PAINT, { variantId: VARIANT, panSize: 'full' })).toBe(VARIANT);
    expect(chosenStockItem(PAINT, { variantId: null, panSize: 'grande' })).toBe('grande');
    // A product without pan sizes is added as `-half`, which the server counts as the product itself.
    expect(chosenStockItem(BRUSH, { variantId: null, panSize: 'half' })).toBe('product');
  });
});

describe('a choice that is sold out', () => {
  it('is one counted at 0; one not counted or not known never is', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(1)).toBe(false);
    expect(isSoldOut(null)).toBe(false);
  });
});

describe('the units a product card tells of', () => {
  it('are the product’s own when it sells itself', () => {
    expect(productUnitsLeft(stock(['brush', 'product', 2]), BRUSH)).toBe(2);
    expect(productUnitsLeft(stock(['brush', 'product', 0]), BRUSH)).toBe(0);
  });

  it('add up a paint’s pan sizes when every one is counted', () => {
    expect(productUnitsLeft(stock(['paint', 'half', 1], ['paint', 'full', 0], ['paint', 'grande', 2]), PAINT)).toBe(3);
    expect(productUnitsLeft(stock(['paint', 'half', 0], ['paint', 'full', 0], ['paint', 'grande', 0]), PAINT)).toBe(0);
  });

  it('are unknown (nothing said) when one item is not counted, for options, and without the stock list', () => {
    expect(productUnitsLeft(stock(['paint', 'half', 0], ['paint', 'full', 0]), PAINT)).toBeNull();
    expect(productUnitsLeft(stock(['brush', 'product', 0]), { ...BRUSH, hasVariants: true })).toBeNull();
    expect(productUnitsLeft(stock(['other', 'product', 0]), BRUSH)).toBeNull();
    expect(productUnitsLeft(undefined, BRUSH)).toBeNull();
  });
});
