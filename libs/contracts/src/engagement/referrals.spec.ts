import { DEFAULT_REFERRAL_TIERS, isSelfReferral, tierForSales } from './referrals';

describe('tierForSales (docs/rules.md §8: the tier of a month of referral sales)', () => {
  const level = (sales: number) => tierForSales(DEFAULT_REFERRAL_TIERS, sales)?.tierLevel;

  it('is the highest tier whose minimum the month reaches, its minimum included', () => {
    expect([0, 249.99, 250, 999.99, 1000, 2499.99, 2500, 1e6].map(level)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('reads the tiers in any order, and a gap between ranges belongs to the lower tier', () => {
    const tiers = [
      { tierLevel: 2, minMonthlySales: 300 },
      { tierLevel: 1, minMonthlySales: 0 },
    ];
    expect(tierForSales(tiers, 299.99)?.tierLevel).toBe(1);
    expect(tierForSales(tiers, 300)?.tierLevel).toBe(2);
  });

  it('is null when no tier starts at or below the sales', () => {
    expect(tierForSales([{ tierLevel: 1, minMonthlySales: 10 }], 5)).toBeNull();
    expect(tierForSales([], 5)).toBeNull();
  });
});

describe('isSelfReferral (docs/rules.md §8: her own link never counts, under any spelling of her e-mail)', () => {
  it('compares canonical e-mails: a +tag, case, quotes and Gmail dots make no other person', () => {
    expect(isSelfReferral('alice+x@example.com', 'alice@example.com')).toBe(true);
    expect(isSelfReferral('Alice@Example.com', '"alice"@example.com')).toBe(true);
    expect(isSelfReferral('a.l.i.c.e@gmail.com', 'alice+1@googlemail.com')).toBe(true);
  });

  it('keeps dots elsewhere and other people apart', () => {
    expect(isSelfReferral('a.lice@example.com', 'alice@example.com')).toBe(false);
    expect(isSelfReferral('bob@example.com', 'alice@example.com')).toBe(false);
  });
});
