import 'reflect-metadata';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@shop/contracts';
import { mergeSavedLines, toSavedLines, withoutBoughtLines } from './saved-lines';

describe('toSavedLines', () => {
  it('keeps only the reference and the quantity of each line, never a price, name or image', () => {
    const lines = toSavedLines([
      { id: 'p-half', name: 'Cheap!', price: 1e15, image: '/x.png', shipping: 0, type: 'product', quantity: 2 },
      { id: 'subscription-plan-3', type: 'subscription', duration: 3, quantity: 1, mysteryBoxValue: 5 },
    ]);
    expect(lines).toEqual([
      { id: 'p-half', type: 'product', quantity: 2 },
      { id: 'subscription-plan-3', type: 'subscription', duration: 3, quantity: 1 },
    ]);
  });

  it('leaves out mystery lines and malformed rows (what an older saved cart may hold)', () => {
    expect(
      toSavedLines([
        { id: 'mystery-1', type: 'mystery_box', quantity: 1 },
        { id: 'free', isMysteryBoxFreebie: true, quantity: 1 },
        { id: 'no-quantity' },
        { id: 'too-many', quantity: MAX_LINE_QUANTITY + 1 },
        { id: 'half-unit', quantity: 1.5 },
        { quantity: 1 },
        null,
        'text',
        { id: 'ok', type: 'odd', quantity: 1 },
      ]),
    ).toEqual([{ id: 'ok', quantity: 1 }]);
    expect(toSavedLines({ not: 'an array' })).toEqual([]);
  });

  it('keeps at most MAX_CART_LINES lines', () => {
    const many = Array.from({ length: MAX_CART_LINES + 5 }, (_, n) => ({ id: `line-${n}`, quantity: 1 }));
    expect(toSavedLines(many)).toHaveLength(MAX_CART_LINES);
  });
});

describe('mergeSavedLines', () => {
  it('adds the quantities of the same line, capped at the per-line maximum, and appends new lines in order', () => {
    const merged = mergeSavedLines(
      [
        { id: 'a', quantity: 2 },
        { id: 'b', quantity: 90 },
      ],
      [
        { id: 'b', quantity: 20 },
        { id: 'c', quantity: 1 },
        { id: 'a', quantity: 3 },
      ],
    );
    expect(merged).toEqual([
      { id: 'a', quantity: 5 },
      { id: 'b', quantity: MAX_LINE_QUANTITY },
      { id: 'c', quantity: 1 },
    ]);
  });

  it('never holds more than MAX_CART_LINES lines', () => {
    const account = Array.from({ length: MAX_CART_LINES - 1 }, (_, n) => ({ id: `a-${n}`, quantity: 1 }));
    const merged = mergeSavedLines(account, [
      { id: 'new-1', quantity: 1 },
      { id: 'new-2', quantity: 1 },
      { id: 'a-0', quantity: 1 },
    ]);
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged[MAX_CART_LINES - 1]).toEqual({ id: 'new-1', quantity: 1 });
    expect(merged[0]).toEqual({ id: 'a-0', quantity: 2 });
  });

  it('leaves its inputs as they were', () => {
    const account = [{ id: 'a', quantity: 1 }];
    mergeSavedLines(account, [{ id: 'a', quantity: 1 }]);
    expect(account).toEqual([{ id: 'a', quantity: 1 }]);
  });
});

describe('withoutBoughtLines', () => {
  it('takes off what was bought, line by line, dropping a line with nothing left and keeping the others as they were', () => {
    const cart = [
      { id: 'a', quantity: 5 },
      { id: 'b', quantity: 2, type: 'product' as const },
      { id: 'c', quantity: 1 },
    ];
    expect(
      withoutBoughtLines(cart, [
        { id: 'a', quantity: 2 },
        { id: 'b', quantity: 3 },
        { id: 'z', quantity: 1 },
      ]),
    ).toEqual([
      { id: 'a', quantity: 3 },
      { id: 'c', quantity: 1 },
    ]);
    expect(cart[0]).toEqual({ id: 'a', quantity: 5 });
  });

  it('adds up an order that names one line twice', () => {
    expect(
      withoutBoughtLines(
        [{ id: 'a', quantity: 4 }],
        [
          { id: 'a', quantity: 1 },
          { id: 'a', quantity: 2 },
        ],
      ),
    ).toEqual([{ id: 'a', quantity: 1 }]);
  });
});
