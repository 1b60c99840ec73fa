import { readSiteConfigWrite } from '../catalog/site-config';
import { isStockItem, notEnoughStockMessage, stockItemOf, stockLabel, unitsLeft, unitsProblem } from './stock';

describe('stock rules in the contracts', () => {
  it('says "Sold out" at 0, "Only N left" from 3 down, and nothing for plenty or an item not counted', () => {
    expect([0, 1, 3, 4, null, undefined].map(stockLabel)).toEqual(['Sold out', 'Only 1 left', 'Only 3 left', null, null, null]);
  });

  it('names the line and what is left in the 409', () => {
    expect(notEnoughStockMessage('Opera Pink - Half Pan', 2)).toBe('Only 2 of Opera Pink - Half Pan left');
    expect(notEnoughStockMessage('Opera Pink - Half Pan', 0)).toBe('Opera Pink - Half Pan is sold out');
  });

  it('knows the items: the product, a pan size, or a variant id', () => {
    expect(['product', 'half', 'full', 'grande', '0b7f4a4e-3c39-4a3b-9f3e-5a2d1e0c9b11'].every(isStockItem)).toBe(true);
    expect(['jumbo', '', 'HALF', 5, null, '0b7f4a4e'].some(isStockItem)).toBe(false);
    expect(stockItemOf({ size: null, variantId: null })).toBe('product');
    expect(stockItemOf({ size: 'full', variantId: null })).toBe('full');
    expect(stockItemOf({ size: null, variantId: 'v-1' })).toBe('v-1');
  });

  it('judges units as the server does: a whole number from the minimum to 1,000,000', () => {
    expect(unitsProblem('level', 0)).toBeNull();
    expect(unitsProblem('level', 1_000_000)).toBeNull();
    expect(unitsProblem('level', -1)).toBe('level must not be below 0');
    expect(unitsProblem('level', 1.5)).toBe('level must be a whole number');
    expect(unitsProblem('level', 1_000_001)).toBe('level must be at most 1,000,000');
    expect(unitsProblem('level', '5')).toBe('level must be a number');
    expect(unitsProblem('quantity', 0, 1)).toBe('quantity must be at least 1');
  });

  it('looks up what is left of one item, null when it is not counted', () => {
    const view = { items: [{ productId: 'p', item: 'half', left: 2 }] };
    expect(unitsLeft(view, 'p', 'half')).toBe(2);
    expect(unitsLeft(view, 'p', 'full')).toBeNull();
    expect(unitsLeft(undefined, 'p', 'half')).toBeNull();
  });

  it('takes the shop-wide low-stock threshold as a whole number of units in text', () => {
    expect(readSiteConfigWrite('low_stock_threshold', ' 07 ')).toEqual({ value: '7' });
    expect(readSiteConfigWrite('low_stock_threshold', '0')).toEqual({ value: '0' });
    for (const value of ['-1', '2.5', 'many', '1000001', '']) expect('problem' in readSiteConfigWrite('low_stock_threshold', value)).toBe(true);
  });
});
