import { allocateStoreCredit, creditsForLine, creditsForOrder } from './credits';

describe('credits earned by a paid order (docs/rules.md §8)', () => {
  it('gives 1 per Individual Colors unit, the paint count per Watercolor Sets unit, 6 per Extenders unit, 10 per subscription month', () => {
    expect(creditsForLine({ type: 'product', name: 'Opera Rose Half Pan', quantity: 3, category: 'Individual Colors' })).toBe(3);
    expect(creditsForLine({ type: 'product', name: 'Travel Set', quantity: 2, category: 'Watercolor Sets', paintCount: 12 })).toBe(24);
    expect(creditsForLine({ type: 'product', name: 'Set of 24 Colors', quantity: 1, category: 'watercolor sets' })).toBe(24);
    expect(creditsForLine({ type: 'product', name: 'Extender Pack', quantity: 2, category: 'Extenders' })).toBe(12);
    expect(creditsForLine({ type: 'subscription', name: '3 Month Box', quantity: 1, duration: 3 })).toBe(30);
    expect(creditsForLine({ type: 'product', name: 'Round Brush 12', quantity: 4, category: 'Brushes' })).toBe(0);
    expect(creditsForLine({ type: 'deal', name: 'Deal: Set of 12', quantity: 1, category: 'Watercolor Sets' })).toBe(0);
  });

  it('adds the lines: a 6-color set plus 2 colors gives 8 (docs/product/engagement.md "Earn")', () => {
    expect(
      creditsForOrder([
        { type: 'product', name: 'Set of 6', quantity: 1, category: 'Watercolor Sets' },
        { type: 'product', name: 'Cobalt', quantity: 2, category: 'Individual Colors' },
      ]),
    ).toBe(8);
  });
});

describe('store credit at checkout (docs/rules.md §3 step 7, §8)', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

  it('uses the soonest-expiring grant first and a grant without expiry last', () => {
    const uses = allocateStoreCredit(
      [
        { id: 'referral', remainingCents: 1_000, itemsOnly: false, expiresAt: null },
        { id: 'paint-late', remainingCents: 300, itemsOnly: true, expiresAt: day(20) },
        { id: 'paint-soon', remainingCents: 200, itemsOnly: true, expiresAt: day(5) },
      ],
      1_000,
      1_500,
    );
    expect(uses).toEqual([
      { grantId: 'paint-soon', cents: 200 },
      { grantId: 'paint-late', cents: 300 },
      { grantId: 'referral', cents: 1_000 },
    ]);
  });

  it('lets items-only credit pay only for items; referral credit pays the shipping too', () => {
    expect(allocateStoreCredit([{ id: 'paint', remainingCents: 5_000, itemsOnly: true, expiresAt: day(1) }], 2_000, 2_900)).toEqual([
      { grantId: 'paint', cents: 2_000 },
    ]);
    expect(allocateStoreCredit([{ id: 'referral', remainingCents: 5_000, itemsOnly: false, expiresAt: null }], 2_000, 2_900)).toEqual([
      { grantId: 'referral', cents: 2_900 },
    ]);
  });

  it('lets an earlier referral grant pay the shipping first, leaving the items to an items-only grant', () => {
    const uses = allocateStoreCredit(
      [
        { id: 'referral', remainingCents: 900, itemsOnly: false, expiresAt: day(1) },
        { id: 'paint', remainingCents: 2_000, itemsOnly: true, expiresAt: day(2) },
      ],
      2_000,
      2_900,
    );
    expect(uses).toEqual([
      { grantId: 'referral', cents: 900 },
      { grantId: 'paint', cents: 2_000 },
    ]);
  });

  it('never uses more than is due, nor anything on a free order', () => {
    const grants = [{ id: 'a', remainingCents: 500, itemsOnly: false, expiresAt: null }];
    expect(allocateStoreCredit(grants, 300, 300)).toEqual([{ grantId: 'a', cents: 300 }]);
    expect(allocateStoreCredit(grants, 0, 0)).toEqual([]);
  });
});
