import {
  dealDiscountPercent,
  Discount,
  effectiveUnitPrice,
  fullPanFromHalf,
  grandeFromHalf,
  isSaleTimerActive,
  formatCents,
  largestDiscount,
  offersPanSizes,
  paintCountFromName,
  panListPrices,
  percentOff,
  percentSaved,
  roundToCent,
  roundHalfUp,
  saleTimerApplies,
  softPastelsDiscount,
  toCents,
  toDollars,
} from './index';

const siteWide = (percentage: number): Discount => ({ source: 'site-wide', percentage, label: `Site-wide sale ${percentage}% off` });
const saleTimer = (percentage: number): Discount => ({ source: 'sale-timer', percentage, label: `Sale ${percentage}% off` });
const productTimer = (percentage: number): Discount => ({ source: 'product-timer', percentage, label: 'Limited Time Sale!' });

/**
 * Worked cases, one row each: what the function is given, what the shop owner
 * would write on paper. Money in cents unless the function speaks dollars.
 */
describe('pricing worked cases', () => {
  describe('roundHalfUp: half-up to the cent, once', () => {
    it.each([
      ['an exact cent stays', 1250, 1250],
      ['.4 of a cent goes down', 100.4, 100],
      ['.5 of a cent goes up', 100.5, 101],
      ['.5 of a cent goes up on an even cent too', 2.5, 3],
      ['.6 of a cent goes up', 100.6, 101],
      ['1.005 dollars in cents (100.49999999999999 in floating point) is 101', 1.005 * 100, 101],
      ['1.21 + 1.22 dollars in cents (242.99999999999997) is 243', (1.21 + 1.22) * 100, 243],
      ['a 7.25 % tax on 19.99 (144.9275) is 145', 1999 * 0.0725, 145],
      ['zero stays zero', 0, 0],
      ['a negative half rounds away from zero, mirroring the positive', -2.5, -3],
      ['a small negative rounds to plain zero', -0.4, 0],
    ])('%s', (_, input, expected) => {
      expect(roundHalfUp(input)).toBe(expected);
      expect(Object.is(roundHalfUp(input), -0)).toBe(false);
    });

    it('refuses what is not a number', () => {
      expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
      expect(() => roundHalfUp(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    });
  });

  describe('toCents / toDollars: the API speaks dollars with at most two decimals', () => {
    it.each([
      [12.5, 1250],
      [3.5, 350],
      [0.1 + 0.2, 30],
      [19.99, 1999],
      [1.005, 101],
      [0, 0],
    ])('toCents(%p) = %p', (dollars, cents) => expect(toCents(dollars)).toBe(cents));

    it.each([
      [1250, 12.5],
      [1999, 19.99],
      [1, 0.01],
      [0, 0],
      [-650, -6.5],
    ])('toDollars(%p) = %p', (cents, dollars) => expect(toDollars(cents)).toBe(dollars));

    it.each([
      [1250, '$12.50'],
      [123456, '$1,234.56'],
      [0, '$0.00'],
    ])('formatCents(%p) = %p', (cents, text) => expect(formatCents(cents)).toBe(text));

    it('round-trips every cent amount up to 100 dollars', () => {
      for (let cents = 0; cents <= 10_000; cents++) expect(toCents(toDollars(cents))).toBe(cents);
    });

    it('refuses fractions of a cent and non-numbers', () => {
      expect(() => toDollars(12.5)).toThrow(RangeError);
      expect(() => toCents(Number.NaN)).toThrow(RangeError);
    });
  });

  describe('percentOff: the price less the percentage, rounded half-up once', () => {
    it.each([
      ['20 % off 12.50', 1250, 20, 1000],
      ['15 % off 19.99 (16.9915)', 1999, 15, 1699],
      ['50 % off 10.01 (5.005 → 5.01)', 1001, 50, 501],
      ['45 % off 3.50 (1.925 → 1.93)', 350, 45, 193],
      ['10 % off 0.05 (0.045 → 0.05)', 5, 10, 5],
      ['0 % off leaves the price', 1999, 0, 1999],
      ['100 % off is free', 1999, 100, 0],
      ['90 % off 6.50', 650, 90, 65],
      ['a fractional percentage (12.5 % off 8.00)', 800, 12.5, 700],
    ])('%s', (_, cents, percent, expected) => expect(percentOff(cents, percent)).toBe(expected));

    it('refuses percentages outside 0–100 and fractions of a cent', () => {
      expect(() => percentOff(1000, -1)).toThrow(RangeError);
      expect(() => percentOff(1000, 101)).toThrow(RangeError);
      expect(() => percentOff(10.5, 10)).toThrow(RangeError);
    });
  });

  describe('full pan and grande from the half-pan price (docs/rules.md §2)', () => {
    it.each([
      // half, full = 2 × half − 0.50, grande = full × 2 − 1
      [350, 650, 1200],
      [400, 750, 1400],
      [1000, 1950, 3800],
      [325, 600, 1100],
      [999, 1948, 3796],
    ])('half %p → full %p, grande %p', (half, full, grande) => {
      expect(fullPanFromHalf(half)).toBe(full);
      expect(grandeFromHalf(half)).toBe(grande);
    });

    it('takes whole cents only', () => expect(() => fullPanFromHalf(3.5)).toThrow(RangeError));
  });

  describe('roundToCent and percentSaved', () => {
    it('rounds dollars half-up to the cent, float noise removed', () => {
      expect(roundToCent(137.97000000000003)).toBe(137.97);
      expect(roundToCent(1.005)).toBe(1.01);
      expect(roundToCent(2.344)).toBe(2.34);
      expect(roundToCent(-2.345)).toBe(-2.35);
    });

    it('leaves an amount too large for exact cents as it is, and refuses a non-finite one', () => {
      expect(roundToCent(1e20)).toBe(1e20);
      expect(() => roundToCent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
      expect(() => roundToCent(Number.NaN)).toThrow(RangeError);
    });

    it('gives the whole percent saved, half-up, and 0 when nothing is saved', () => {
      expect(percentSaved(1200, 900)).toBe(25);
      expect(percentSaved(300, 200)).toBe(33);
      expect(percentSaved(800, 700)).toBe(13); // 12.5 → 13
      expect(percentSaved(900, 900)).toBe(0);
      expect(percentSaved(900, 1000)).toBe(0);
      expect(percentSaved(0, 0)).toBe(0);
    });
  });

  describe('panListPrices: the list price of each pan size (docs/rules.md §2)', () => {
    const paint = { category: 'Individual Colors', priceCents: 350, salePriceCents: null, fullPanPriceCents: null, grandePriceCents: null };

    it('works the full pan and the grande out from the half-pan price when they have none', () => {
      expect(panListPrices(paint)).toEqual({ half: 350, full: 650, grande: 1200 });
    });

    it('takes the explicit full-pan and grande prices when set', () => {
      expect(panListPrices({ ...paint, fullPanPriceCents: 700, grandePriceCents: 1500 })).toEqual({ half: 350, full: 700, grande: 1500 });
    });

    it('lets the sale price replace the half-pan list price, and only that one', () => {
      expect(panListPrices({ ...paint, salePriceCents: 300 })).toEqual({ half: 300, full: 650, grande: 1200 });
    });
  });

  describe('offersPanSizes: Individual Colors, or a product with its own full-pan or grande price', () => {
    it.each([
      ['Individual Colors', null, null, true],
      ['Watercolor Sets', 24, null, true],
      ['Watercolor Sets', null, 48, true],
      ['Watercolor Sets', null, null, false],
      ['Brushes', null, null, false],
    ])('%s with full %p and grande %p → %p', (category, fullPanPrice, grandePrice, offers) => {
      expect(offersPanSizes({ category, fullPanPrice, grandePrice })).toBe(offers);
    });
  });

  describe('isSaleTimerActive: isActive and start ≤ now ≤ end, both ends included', () => {
    const start = '2025-11-28T09:00:00.000Z';
    const end = '2025-11-30T21:00:00.000Z';
    const timer = { isActive: true, startTime: start, endTime: end };

    it.each([
      ['at the very start', start, true],
      ['at the very end', end, true],
      ['in between', '2025-11-29T12:00:00.000Z', true],
      ['a millisecond before the start', '2025-11-28T08:59:59.999Z', false],
      ['a millisecond after the end', '2025-11-30T21:00:00.001Z', false],
      ['a second after the end', '2025-11-30T21:00:01.000Z', false],
    ])('%s: %p → %p', (_, now, expected) => {
      expect(isSaleTimerActive(timer, now)).toBe(expected);
      expect(isSaleTimerActive(timer, new Date(now))).toBe(expected);
    });

    it('is never active when switched off, even inside its window', () => {
      expect(isSaleTimerActive({ ...timer, isActive: false }, '2025-11-29T12:00:00.000Z')).toBe(false);
    });

    it('reads Date and epoch-millisecond windows alike', () => {
      const dated = { isActive: true, startTime: new Date(start), endTime: Date.parse(end) };
      expect(isSaleTimerActive(dated, Date.parse(end))).toBe(true);
    });

    it('refuses a time it cannot read', () => expect(() => isSaleTimerActive(timer, 'soon')).toThrow(RangeError));
  });

  describe('saleTimerApplies: all / the product’s category / the product’s id', () => {
    const brush = { id: 'p-brush', category: 'Brushes' };
    const uncategorised = { id: 'p-x', category: null };

    it.each([
      ['all targets every product', { saleType: 'all' as const }, brush, true],
      ['all targets a product without a category', { saleType: 'all' as const }, uncategorised, true],
      ['category targets its categories', { saleType: 'category' as const, targetCategories: ['Watercolor Sets', 'Brushes'] }, brush, true],
      ['category ignores case and spaces', { saleType: 'category' as const, targetCategories: [' brushes '] }, brush, true],
      ['category skips other categories', { saleType: 'category' as const, targetCategories: ['Individual Colors'] }, brush, false],
      ['category skips a product without one', { saleType: 'category' as const, targetCategories: ['Other'] }, uncategorised, false],
      ['category with no list targets nothing', { saleType: 'category' as const, targetCategories: null }, brush, false],
      ['specific targets its ids', { saleType: 'specific' as const, targetProductIds: ['p-1', 'p-brush'] }, brush, true],
      ['specific skips other ids', { saleType: 'specific' as const, targetProductIds: ['p-1'] }, brush, false],
      ['specific compares ids exactly', { saleType: 'specific' as const, targetProductIds: ['P-BRUSH'] }, brush, false],
    ])('%s', (_, timer, product, expected) => expect(saleTimerApplies(timer, product)).toBe(expected));
  });

  describe('effectiveUnitPrice: discounts do not stack, the largest applies, rounded once', () => {
    it('without discounts the list price stands', () => {
      expect(effectiveUnitPrice(1999, [])).toEqual({ cents: 1999 });
    });

    it('takes the single largest of site-wide 10 %, sale timer 25 %, product timer 15 %', () => {
      expect(effectiveUnitPrice(1000, [siteWide(10), saleTimer(25), productTimer(15)])).toEqual({ cents: 750, discount: saleTimer(25) });
    });

    it('never stacks: 20 % and 30 % on 10.00 is 7.00, not 5.60 or 5.00', () => {
      expect(effectiveUnitPrice(1000, [siteWide(20), saleTimer(30)]).cents).toBe(700);
    });

    it('on a tie the first given wins (same price either way)', () => {
      expect(effectiveUnitPrice(1000, [siteWide(20), saleTimer(20)])).toEqual({ cents: 800, discount: siteWide(20) });
      expect(effectiveUnitPrice(1000, [saleTimer(20), siteWide(20)])).toEqual({ cents: 800, discount: saleTimer(20) });
    });

    it('Soft Pastels 50 % beats a 40 % site-wide sale; a 60 % timer beats Soft Pastels', () => {
      const pastels = softPastelsDiscount(2)!;
      expect(effectiveUnitPrice(1200, [siteWide(40), pastels])).toEqual({ cents: 600, discount: pastels });
      expect(effectiveUnitPrice(1200, [pastels, saleTimer(60)])).toEqual({ cents: 480, discount: saleTimer(60) });
    });

    it('rounds the discounted price half-up once: 45 % off 3.50 is 1.93', () => {
      expect(effectiveUnitPrice(350, [softPastelsDiscount(1)!]).cents).toBe(193);
    });

    it('a 0 % discount takes nothing and is not reported; 100 % makes it free', () => {
      expect(effectiveUnitPrice(1000, [siteWide(0)])).toEqual({ cents: 1000 });
      expect(effectiveUnitPrice(1000, [siteWide(0), saleTimer(100)])).toEqual({ cents: 0, discount: saleTimer(100) });
    });

    it('refuses a discount outside 0–100 %', () => {
      expect(() => effectiveUnitPrice(1000, [siteWide(120)])).toThrow(RangeError);
      expect(() => largestDiscount([saleTimer(-5)])).toThrow(RangeError);
    });
  });

  describe('softPastelsDiscount: none for 0 units, 45 % for 1, 50 % each for 2 or more', () => {
    it.each([
      [0, undefined],
      [1, 45],
      [2, 50],
      [7, 50],
    ])('%p units → %p %', (units, percentage) => expect(softPastelsDiscount(units)?.percentage).toBe(percentage));

    it('labels the quantity offer in the shop’s words', () => {
      expect(softPastelsDiscount(3)).toEqual({ source: 'soft-pastels', percentage: 50, label: 'Buy 2+ Save 50%!' });
    });

    it('refuses a negative or fractional unit count', () => {
      expect(() => softPastelsDiscount(-1)).toThrow(RangeError);
      expect(() => softPastelsDiscount(1.5)).toThrow(RangeError);
    });
  });

  describe('dealDiscountPercent: the rounded (original − sale) / original', () => {
    it.each([
      ['40.00 → 30.00 is 25 %', 4000, 3000, 25],
      ['30.00 → 19.99 is 33.37 % → 33', 3000, 1999, 33],
      ['3.00 → 1.00 is 66.67 % → 67', 300, 100, 67],
      ['2.00 → 1.99 is 0.5 % → 1 (half-up)', 200, 199, 1],
      ['8.00 → 7.00 is 12.5 % → 13 (half-up)', 800, 700, 13],
      ['no saving is 0 %', 1000, 1000, 0],
      ['free is 100 %', 1000, 0, 100],
      ['a sale above the original is 0 %', 1000, 1200, 0],
      ['an original of 0 is 0 %', 0, 0, 0],
    ])('%s', (_, original, sale, expected) => expect(dealDiscountPercent(original, sale)).toBe(expected));
  });

  describe('paintCountFromName: the first whole number from 6 to 200, else null', () => {
    it.each([
      ['Watercolor Set of 24', 24],
      ['12 Color Travel Palette', 12],
      ['6-Color Starter Set', 6],
      ['200 Swatch Mega Set', 200],
      ['2 Brushes + 12 Colors', 12],
      ['Set 5', null],
      ['Mega 201 Collection', null],
      ['3.5 ml tubes, 18 colors', 18],
      ['Pocket 7.5 Palette', null],
      ['Limited 2024 Edition 36 Pans', 36],
      ['Ultramarine Blue', null],
      ['', null],
    ])('%p → %p', (name, expected) => expect(paintCountFromName(name)).toBe(expected));

    it('reads nothing from a missing name', () => {
      expect(paintCountFromName(null)).toBeNull();
      expect(paintCountFromName(undefined)).toBeNull();
    });
  });
});
