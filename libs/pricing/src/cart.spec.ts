import {
  applySoftPastels,
  type CartOptions,
  type CatalogueCartLine,
  type CouponRule,
  couponDiscountCents,
  couponProblem,
  couponProblemMessage,
  DEFAULT_MYSTERY_TIERS,
  type Discount,
  isMysteryBoxFreebie,
  type MysteryTier,
  mysteryBoxLine,
  nextMysteryTier,
  normaliseState,
  type PricedCartLine,
  quoteCart,
  shippingBreakdown,
  shippingCents,
  softPastelsUnitsInCart,
  subscriptionLineCents,
  subtotalCents,
  taxApplies,
  taxCents,
} from './index';

/**
 * Worked cases for the cart and checkout arithmetic of docs/rules.md §3, one
 * row each, with the arithmetic the shop owner would write on paper. Money is
 * in cents throughout: 375 is 3.75.
 */

const NOW = '2025-06-01T12:00:00.000Z';
const CITY = 'Springfield';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A paint in the pan group (name carries Half Pan / Full Pan / Grande). Pans carry the 9.00 default, which the group ignores. */
const pan = (name: string, unitCents: number, quantity = 1): PricedCartLine => ({
  id: slug(name),
  name,
  type: 'product',
  unitCents,
  quantity,
  shippingCents: 900,
  category: 'Individual Colors',
});
/** Any other product, with its own shipping value (null: none). */
const item = (name: string, unitCents: number, quantity = 1, shipping: number | null = null, category = 'Brushes'): PricedCartLine => ({
  id: slug(name),
  name,
  type: 'product',
  unitCents,
  quantity,
  shippingCents: shipping,
  category,
});
const deal = (name: string, unitCents: number, quantity = 1, shipping: number | null = null): PricedCartLine => ({
  id: `deal-${slug(name)}`,
  name,
  type: 'deal',
  unitCents,
  quantity,
  shippingCents: shipping,
});
const auction = (name: string, unitCents: number): PricedCartLine => ({
  id: `auction-${slug(name)}`,
  name,
  type: 'auction',
  unitCents,
  quantity: 1,
  shippingCents: null,
});
const subscription = (unitCents: number, quantity = 1): PricedCartLine => ({
  id: 'sub-box-3',
  name: 'Monthly Paint Box (3 months)',
  type: 'subscription',
  unitCents,
  quantity,
  shippingCents: null,
});
const staleMystery: PricedCartLine = {
  id: 'mystery-box-default-99',
  name: 'Mystery Box ($40 value)',
  type: 'mystery_box',
  unitCents: 0,
  quantity: 1,
  shippingCents: 0,
};

const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'SAVE10',
  name: 'Save 10%',
  discountType: 'percentage',
  discountValue: 10,
  minimumOrderCents: null,
  expiresAt: null,
  isActive: true,
  isSingleUse: false,
  redeemed: false,
  ...over,
});

const HALF = pan('Cobalt Blue - Half Pan', 350);
const SET = (quantity = 1) => item('24 Color Set', 2500, quantity, 800, 'Watercolor Sets');
const BRUSH_550 = item('Round Brush #8', 1500, 1, 550);
const BRUSH_NONE = item('Flat Brush', 1500, 1, null);

type Row = {
  label: string;
  lines: PricedCartLine[];
  options?: Partial<CartOptions>;
  /** subtotal, shipping, tax, coupon discount, store credit applied, total */
  expected: [number, number, number, number, number, number];
  problem?: string | null;
};

const rows: Row[] = [
  // ---------------------------------------------------------------- shipping
  // Nothing in the cart: 0 everywhere.
  { label: 'empty cart', lines: [], expected: [0, 0, 0, 0, 0, 0] },
  // 3.50 + pan group first unit 3.75 = 7.25
  { label: 'one half pan: the pan group’s first unit ships 3.75', lines: [HALF], expected: [350, 375, 0, 0, 0, 725] },
  // 2 × 3.50 + 6.50 = 13.50; pan units 2 + 1 = 3 → 3.75 + 2 × 0.75 = 5.25; 13.50 + 5.25 = 18.75
  {
    label: 'pan group of 3 units across two lines, quantities counted',
    lines: [pan('Cobalt Blue - Half Pan', 350, 2), pan('Rose - Full Pan', 650)],
    expected: [1350, 525, 0, 0, 0, 1875],
  },
  // 4 × 12.00 = 48.00; 3.75 + 3 × 0.75 = 6.00; 54.00
  { label: 'grande × 4 in one line', lines: [pan('Quinacridone Rose - Grande', 1200, 4)], expected: [4800, 600, 0, 0, 0, 5400] },
  // 15.00 + its own 5.50 = 20.50
  { label: 'the first other unit pays its own shipping value', lines: [BRUSH_550], expected: [1500, 550, 0, 0, 0, 2050] },
  // 15.00 + default 9.00 = 24.00
  { label: 'a product with no shipping value ships 9.00', lines: [BRUSH_NONE], expected: [1500, 900, 0, 0, 0, 2400] },
  // 19.99 + deal 6.99 = 26.98
  { label: 'a daily deal with no shipping value ships 6.99', lines: [deal('Travel Palette', 1999)], expected: [1999, 699, 0, 0, 0, 2698] },
  // explicit 6.99 on the deal line: the same 26.98
  { label: 'a daily deal carrying 6.99 itself', lines: [deal('Travel Palette', 1999, 1, 699)], expected: [1999, 699, 0, 0, 0, 2698] },
  // 3 × 25.00 = 75.00; 8.00 + 2 × 3.00 = 14.00; 89.00
  { label: 'further units ship 3.00 each', lines: [SET(3)], expected: [7500, 1400, 0, 0, 0, 8900] },
  // 15.00 + 40.00 = 55.00; brush first: 5.50 + 3.00 = 8.50; 63.50
  {
    label: 'cart order decides the first unit: brush (5.50) before set (12.00)',
    lines: [BRUSH_550, item('Deluxe Set', 4000, 1, 1200, 'Watercolor Sets')],
    expected: [5500, 850, 0, 0, 0, 6350],
  },
  // same lines reversed: 12.00 + 3.00 = 15.00; 55.00 + 15.00 = 70.00
  {
    label: 'the same lines reversed: the set’s 12.00 pays first',
    lines: [item('Deluxe Set', 4000, 1, 1200, 'Watercolor Sets'), BRUSH_550],
    expected: [5500, 1500, 0, 0, 0, 7000],
  },
  // 15.00 + 19.99 = 34.99; product first 9.00, the deal a further unit 3.00 → 12.00; 46.99
  {
    label: 'a deal after a product ships 3.00 like any further unit',
    lines: [BRUSH_NONE, deal('Travel Palette', 1999)],
    expected: [3499, 1200, 0, 0, 0, 4699],
  },
  // 31.50 + default 9.00 = 40.50
  {
    label: 'a gravity-auction line with no shipping value ships 9.00',
    lines: [auction('Vintage Palette', 3150)],
    expected: [3150, 900, 0, 0, 0, 4050],
  },
  // 2 × 3.50 + 25.00 = 32.00; pans 3.75 + 0.75 = 4.50, set 8.00 → 12.50; 44.50
  {
    label: 'pan group and other units side by side',
    lines: [pan('Cobalt Blue - Half Pan', 350, 2), SET()],
    expected: [3200, 1250, 0, 0, 0, 4450],
  },
  // 2 × 25.00 + 3.50 + 15.00 = 68.50; pans: 3.75; others: set first 8.00 + 2 × 3.00 (set, brush) = 14.00 → 17.75; 86.25
  {
    label: 'a pan between other lines: one pan group, the first other unit still the set',
    lines: [SET(2), HALF, BRUSH_550],
    expected: [6850, 1775, 0, 0, 0, 8625],
  },
  // the stale mystery line costs 0, ships free and is dropped (promotion off): 3.50 + 3.75 = 7.25
  { label: 'a stale mystery-box line costs and ships nothing', lines: [staleMystery, HALF], expected: [350, 375, 0, 0, 0, 725] },

  // ---------------------------------------------------------- subscriber rule
  // 89.97 + 7.00 + 25.00 = 121.97; subscription line in cart → 1 × 3.99, pans and set free; 125.96
  {
    label: 'a subscription in the cart: 3.99 per subscription unit, the rest ships free',
    lines: [subscription(8997), pan('Cobalt Blue - Half Pan', 350, 2), SET()],
    expected: [12197, 399, 0, 0, 0, 12596],
  },
  // 2 × 29.99 + 15.00 = 74.98; 2 × 3.99 = 7.98; 82.96
  { label: 'two subscription units: 2 × 3.99', lines: [subscription(2999, 2), BRUSH_550], expected: [7498, 798, 0, 0, 0, 8296] },
  // active subscriber, no subscription line: 3 × 3.50 + 15.00 = 25.50, shipping 0
  {
    label: 'an active subscriber without a subscription line ships everything free',
    lines: [pan('Cobalt Blue - Half Pan', 350, 3), BRUSH_550],
    options: { isActiveSubscriber: true },
    expected: [2550, 0, 0, 0, 0, 2550],
  },
  // the same cart for a non-subscriber: pans 3.75 + 2 × 0.75 = 5.25, brush 5.50 → 10.75; 25.50 + 10.75 = 36.25
  {
    label: 'the same cart for a non-subscriber: the standard rule',
    lines: [pan('Cobalt Blue - Half Pan', 350, 3), BRUSH_550],
    expected: [2550, 1075, 0, 0, 0, 3625],
  },
  // active subscriber with a subscription line: 29.99 + 19.99 = 49.98; 3.99 for the box, the deal free; 53.97
  {
    label: 'an active subscriber with a subscription line still pays 3.99 for it',
    lines: [subscription(2999), deal('Travel Palette', 1999)],
    options: { isActiveSubscriber: true },
    expected: [4998, 399, 0, 0, 0, 5397],
  },

  // ---------------------------------------------------------------------- tax
  // (10.10 + 3.75) × 7.25 % = 13.85 × 0.0725 = 1.004125 → 1.00; 13.85 + 1.00 = 14.85
  {
    label: 'CA 7.25 %: 1.004125 rounds down to 1.00',
    lines: [pan('Cobalt Blue - Half Pan', 1010)],
    options: { city: CITY, state: 'CA' },
    expected: [1010, 375, 100, 0, 0, 1485],
  },
  // (6.25 + 3.75) × 7.25 % = 10.00 × 0.0725 = 0.725 → 0.73 (exactly half a cent, up); 11.73
  {
    label: 'CA 7.25 % landing exactly on half a cent: 0.725 → 0.73',
    lines: [pan('Cobalt Blue - Half Pan', 625)],
    options: { city: CITY, state: 'CA' },
    expected: [625, 375, 73, 0, 0, 1073],
  },
  // (25.00 + 8.00) × 8 % = 2.64; 33.00 + 2.64 = 35.64
  { label: 'NY 8 %', lines: [SET()], options: { city: CITY, state: 'NY' }, expected: [2500, 800, 264, 0, 0, 3564] },
  // (19.99 + 9.00) × 8 % = 28.99 × 0.08 = 2.3192 → 2.32; 31.31
  {
    label: 'NY 8 % with a fraction: 2.3192 → 2.32',
    lines: [item('Mop Brush', 1999)],
    options: { city: CITY, state: 'NY' },
    expected: [1999, 900, 232, 0, 0, 3131],
  },
  // (15.00 + 9.00) × 6.25 % = 1.50; 25.50
  { label: 'TX 6.25 %', lines: [BRUSH_NONE], options: { city: CITY, state: 'TX' }, expected: [1500, 900, 150, 0, 0, 2550] },
  // (7.08 + 9.00) × 6.25 % = 16.08 × 0.0625 = 1.005 → 1.01 (half up); 17.09
  {
    label: 'TX 6.25 % landing exactly on half a cent: 1.005 → 1.01',
    lines: [item('Palette Knife', 708)],
    options: { city: CITY, state: 'TX' },
    expected: [708, 900, 101, 0, 0, 1709],
  },
  // (19.99 + 6.99) × 6 % = 26.98 × 0.06 = 1.6188 → 1.62; 28.60
  { label: 'FL 6 %', lines: [deal('Travel Palette', 1999)], options: { city: CITY, state: 'FL' }, expected: [1999, 699, 162, 0, 0, 2860] },
  // (11.25 + 9.00) × 6 % = 20.25 × 0.06 = 1.215 → 1.22 (half up); 21.47
  {
    label: 'FL 6 % landing exactly on half a cent: 1.215 → 1.22',
    lines: [item('Water Brush', 1125)],
    options: { city: CITY, state: 'FL' },
    expected: [1125, 900, 122, 0, 0, 2147],
  },
  // (15.00 + 5.50) × 6.5 % = 20.50 × 0.065 = 1.3325 → 1.33; 21.83
  { label: 'WA 6.5 %', lines: [BRUSH_550], options: { city: CITY, state: 'WA' }, expected: [1500, 550, 133, 0, 0, 2183] },
  // (12.00 + 9.00) × 6.5 % = 21.00 × 0.065 = 1.365 → 1.37 (half up); 22.37
  {
    label: 'WA 6.5 % landing exactly on half a cent: 1.365 → 1.37',
    lines: [item('Sketch Pad', 1200)],
    options: { city: CITY, state: 'WA' },
    expected: [1200, 900, 137, 0, 0, 2237],
  },
  // any other state 5 %: (15.00 + 9.00) × 5 % = 1.20; 25.20
  { label: 'any other state (OR) 5 %', lines: [BRUSH_NONE], options: { city: CITY, state: 'OR' }, expected: [1500, 900, 120, 0, 0, 2520] },
  // (1.10 + 9.00) × 5 % = 10.10 × 0.05 = 0.505 → 0.51 (half up); 10.61
  {
    label: 'other state 5 % landing exactly on half a cent: 0.505 → 0.51',
    lines: [item('Masking Fluid Pen', 110)],
    options: { city: CITY, state: 'OR' },
    expected: [110, 900, 51, 0, 0, 1061],
  },
  // ' ca ' is trimmed and upper-cased to CA: the 1.004125 → 1.00 of above
  {
    label: 'the state is trimmed and upper-cased: " ca " taxes as CA',
    lines: [pan('Cobalt Blue - Half Pan', 1010)],
    options: { city: CITY, state: ' ca ' },
    expected: [1010, 375, 100, 0, 0, 1485],
  },
  // city only: no tax; 15.00 + 9.00 = 24.00
  { label: 'city without state: no tax', lines: [BRUSH_NONE], options: { city: CITY }, expected: [1500, 900, 0, 0, 0, 2400] },
  // state only: no tax
  { label: 'state without city: no tax', lines: [BRUSH_NONE], options: { state: 'CA' }, expected: [1500, 900, 0, 0, 0, 2400] },
  // a blank city is no city
  { label: 'a blank city: no tax', lines: [BRUSH_NONE], options: { city: '   ', state: 'CA' }, expected: [1500, 900, 0, 0, 0, 2400] },
  // 'CAL' is not a two-letter state: counts as not given, no tax (taxApplies false; checkout refuses it)
  { label: 'state "CAL" is not a state: no tax', lines: [BRUSH_NONE], options: { city: CITY, state: 'CAL' }, expected: [1500, 900, 0, 0, 0, 2400] },
  // subscriber shipping is taxed too: (29.99 + 3.99) × 7.25 % = 33.98 × 0.0725 = 2.46355 → 2.46; 36.44
  {
    label: 'tax on subtotal + subscription shipping',
    lines: [subscription(2999)],
    options: { city: CITY, state: 'CA' },
    expected: [2999, 399, 246, 0, 0, 3644],
  },

  // ------------------------------------------------------------------ coupons
  // 10 % of 19.99 = 1.999 → 2.00; 19.99 + 9.00 − 2.00 = 26.99
  {
    label: 'percentage coupon: 10 % of 19.99 = 1.999 → 2.00',
    lines: [item('Mop Brush', 1999)],
    options: { coupon: coupon() },
    expected: [1999, 900, 0, 200, 0, 2699],
  },
  // 50 % of 10.01 = 5.005 → 5.01 (half up); 10.01 + 9.00 − 5.01 = 14.00
  {
    label: 'percentage coupon landing exactly on half a cent: 5.005 → 5.01',
    lines: [item('Sponge Set', 1001)],
    options: { coupon: coupon({ discountValue: 50 }) },
    expected: [1001, 900, 0, 501, 0, 1400],
  },
  // fixed 5.00 off 25.00; 25.00 + 8.00 − 5.00 = 28.00
  {
    label: 'fixed coupon 5.00',
    lines: [SET()],
    options: { coupon: coupon({ discountType: 'fixed', discountValue: 500 }) },
    expected: [2500, 800, 0, 500, 0, 2800],
  },
  // fixed 50.00 on a 3.50 subtotal takes 3.50 only; shipping still due: 0 + 3.75 = 3.75
  {
    label: 'fixed coupon larger than the subtotal takes the subtotal only',
    lines: [HALF],
    options: { coupon: coupon({ discountType: 'fixed', discountValue: 5000 }) },
    expected: [350, 375, 0, 350, 0, 375],
  },
  // minimum 25.00, subtotal exactly 25.00: 10 % = 2.50; 25.00 + 8.00 − 2.50 = 30.50
  {
    label: 'minimum order met exactly',
    lines: [SET()],
    options: { coupon: coupon({ minimumOrderCents: 2500 }) },
    expected: [2500, 800, 0, 250, 0, 3050],
    problem: null,
  },
  // minimum 25.00, subtotal 24.99: not valid, nothing off; 24.99 + 8.00 = 32.99
  {
    label: 'minimum order missed by a cent',
    lines: [item('24 Color Set', 2499, 1, 800)],
    options: { coupon: coupon({ minimumOrderCents: 2500 }) },
    expected: [2499, 800, 0, 0, 0, 3299],
    problem: 'minimum',
  },
  // expired a second before now: nothing off
  {
    label: 'expired coupon',
    lines: [SET()],
    options: { coupon: coupon({ expiresAt: '2025-06-01T11:59:59.000Z' }) },
    expected: [2500, 800, 0, 0, 0, 3300],
    problem: 'expired',
  },
  // expiring at this very instant: still valid, 2.50 off
  {
    label: 'coupon at its expiry instant is still valid',
    lines: [SET()],
    options: { coupon: coupon({ expiresAt: NOW }) },
    expected: [2500, 800, 0, 250, 0, 3050],
    problem: null,
  },
  {
    label: 'inactive coupon',
    lines: [SET()],
    options: { coupon: coupon({ isActive: false }) },
    expected: [2500, 800, 0, 0, 0, 3300],
    problem: 'inactive',
  },
  {
    label: 'single-use coupon already redeemed',
    lines: [SET()],
    options: { coupon: coupon({ isSingleUse: true, redeemed: true }) },
    expected: [2500, 800, 0, 0, 0, 3300],
    problem: 'redeemed',
  },
  // a multi-use coupon that has been used before still applies: 2.50 off
  {
    label: 'multi-use coupon used before still applies',
    lines: [SET()],
    options: { coupon: coupon({ isSingleUse: false, redeemed: true }) },
    expected: [2500, 800, 0, 250, 0, 3050],
    problem: null,
  },
  // tax is on subtotal + shipping before the coupon: (25.00 + 8.00) × 7.25 % = 2.3925 → 2.39;
  // 20 % of 25.00 = 5.00; 25.00 + 8.00 + 2.39 − 5.00 = 30.39
  {
    label: 'the coupon does not lower the taxed amount',
    lines: [SET()],
    options: { city: CITY, state: 'CA', coupon: coupon({ discountValue: 20 }) },
    expected: [2500, 800, 239, 500, 0, 3039],
  },

  // ------------------------------------------------------------- store credit
  // 25.00 + 8.00 = 33.00 due; 5.00 credit applied; 28.00
  { label: 'store credit part of the way', lines: [SET()], options: { storeCreditCents: 500 }, expected: [2500, 800, 0, 0, 500, 2800] },
  // 3.50 + 3.75 = 7.25 due; 100.00 credit → 7.25 applied; 0
  { label: 'store credit above what is due', lines: [HALF], options: { storeCreditCents: 10000 }, expected: [350, 375, 0, 0, 725, 0] },
  // CA: tax (25.00 + 8.00) × 7.25 % = 2.39; coupon min(10 000.00, 25.00) = 25.00;
  // due 25.00 + 8.00 + 2.39 − 25.00 = 10.39; credit 50.00 → 10.39 applied; total 0
  {
    label: 'huge coupon and store credit: total clamped at 0',
    lines: [SET()],
    options: { city: CITY, state: 'CA', coupon: coupon({ discountType: 'fixed', discountValue: 1_000_000 }), storeCreditCents: 5000 },
    expected: [2500, 800, 239, 2500, 1039, 0],
  },
  // NY: tax (19.99 + 9.00) × 8 % = 2.3192 → 2.32; coupon 10 % of 19.99 → 2.00;
  // due 19.99 + 9.00 + 2.32 − 2.00 = 29.31; credit 10.00; total 19.31
  {
    label: 'every step together: tax, percentage coupon, store credit',
    lines: [item('Mop Brush', 1999)],
    options: { city: CITY, state: 'NY', coupon: coupon(), storeCreditCents: 1000 },
    expected: [1999, 900, 232, 200, 1000, 1931],
  },
];

describe('quoteCart: worked cases (docs/rules.md §3)', () => {
  it('has at least 40 worked cases', () => expect(rows.length).toBeGreaterThanOrEqual(40));

  it.each(rows)('$label', ({ lines, options, expected, problem }) => {
    const quote = quoteCart(lines, { isActiveSubscriber: false, ...options }, NOW);
    const [subtotal, shipping, tax, couponOff, credit, total] = expected;
    expect({
      subtotal: quote.subtotalCents,
      shipping: quote.shippingCents,
      tax: quote.taxCents,
      coupon: quote.couponDiscountCents,
      credit: quote.storeCreditAppliedCents,
      total: quote.totalCents,
    }).toEqual({ subtotal, shipping, tax, coupon: couponOff, credit, total });
    // the parts add up to the total, with no rounding of the sum
    expect(quote.totalCents).toBe(Math.max(0, subtotal + shipping + tax - couponOff - credit));
    // the free-standing functions agree with the quote
    expect(subtotalCents(lines)).toBe(subtotal);
    expect(shippingCents(lines, options?.isActiveSubscriber ?? false)).toBe(shipping);
    expect(taxCents(subtotal, shipping, options?.city, options?.state)).toBe(tax);
    if (problem !== undefined) expect(quote.couponProblem).toBe(problem);
    // promotion off: no mystery line survives
    expect(quote.lines.some((line) => line.type === 'mystery_box')).toBe(false);
  });
});

describe('shipping: the branch taken and its parts', () => {
  it('names the rule and splits pan group from other units', () => {
    expect(shippingBreakdown([], false)).toEqual({ rule: 'empty', subscriptionCents: 0, panGroupCents: 0, otherCents: 0, totalCents: 0 });
    expect(shippingBreakdown([staleMystery], true).rule).toBe('empty');
    expect(shippingBreakdown([pan('Cobalt Blue - Half Pan', 350, 2), SET()], false)).toEqual({
      rule: 'standard',
      subscriptionCents: 0,
      panGroupCents: 450,
      otherCents: 800,
      totalCents: 1250,
    });
    expect(shippingBreakdown([subscription(2999), SET()], false)).toEqual({
      rule: 'subscriber',
      subscriptionCents: 399,
      panGroupCents: 0,
      otherCents: 0,
      totalCents: 399,
    });
  });

  it('an active subscriber with only a stale mystery line pays nothing', () => {
    expect(shippingCents([staleMystery], true)).toBe(0);
  });

  it('matches the pan markers as written: "half pan" in lower case is not a pan', () => {
    // 'Cobalt half pan' is an other unit: 9.00 default
    expect(shippingCents([item('Cobalt half pan', 350)], false)).toBe(900);
  });

  it('an explicit shipping value of 0 is the line’s own value (free), not the 9.00 default', () => {
    // 0 first, then 1 further unit × 3.00
    expect(shippingCents([item('Sample Card', 100, 2, 0)], false)).toBe(300);
  });

  it('refuses a line it cannot price', () => {
    expect(() => shippingCents([item('Brush', 1500, 0)], false)).toThrow(RangeError);
    expect(() => subtotalCents([item('Brush', 1500, 1.5)])).toThrow(RangeError);
    expect(() => subtotalCents([item('Brush', 15.5)])).toThrow(RangeError);
    expect(() => subtotalCents([item('Brush', -1)])).toThrow(RangeError);
    expect(() => shippingCents([item('Brush', 1500, 1, 5.5)], false)).toThrow(RangeError);
    expect(() => quoteCart([SET()], { isActiveSubscriber: false, storeCreditCents: -1 }, NOW)).toThrow(RangeError);
  });
});

describe('tax helpers', () => {
  it.each([
    ['CA', 'CA'],
    [' ny ', 'NY'],
    ['tx', 'TX'],
    ['CAL', null],
    ['C', null],
    ['', null],
    ['C1', null],
    [null, null],
    [undefined, null],
  ])('normaliseState(%p) = %p', (state, expected) => expect(normaliseState(state)).toBe(expected));

  it('taxApplies only with a city and a two-letter state', () => {
    expect(taxApplies(CITY, 'ca')).toBe(true);
    expect(taxApplies(CITY, 'CAL')).toBe(false);
    expect(taxApplies('', 'CA')).toBe(false);
    expect(taxApplies(undefined, 'CA')).toBe(false);
  });

  it('the quote reports the state as taxed and whether tax applies', () => {
    const quote = quoteCart([BRUSH_NONE], { isActiveSubscriber: false, city: CITY, state: ' wa' }, NOW);
    expect([quote.state, quote.taxApplies]).toEqual(['WA', true]);
    const bad = quoteCart([BRUSH_NONE], { isActiveSubscriber: false, city: CITY, state: 'CAL' }, NOW);
    expect([bad.state, bad.taxApplies, bad.taxCents]).toEqual([null, false, 0]);
  });
});

describe('coupon helpers', () => {
  it('reports the problem the shopper cannot fix before the minimum', () => {
    const everything = coupon({ isActive: false, expiresAt: '2020-01-01T00:00:00Z', isSingleUse: true, redeemed: true, minimumOrderCents: 99_999 });
    expect(couponProblem(everything, 100, NOW)).toBe('inactive');
    expect(couponProblem({ ...everything, isActive: true }, 100, NOW)).toBe('expired');
    expect(couponProblem({ ...everything, isActive: true, expiresAt: null }, 100, NOW)).toBe('redeemed');
    expect(couponProblem({ ...everything, isActive: true, expiresAt: null, redeemed: false }, 100, NOW)).toBe('minimum');
  });

  it('no coupon takes nothing; a Date or epoch ms reads the same as an ISO string', () => {
    expect(couponDiscountCents(null, 2500, NOW)).toBe(0);
    const expiring = coupon({ expiresAt: new Date(NOW) });
    expect(couponDiscountCents(expiring, 2500, Date.parse(NOW))).toBe(250);
    expect(couponDiscountCents(expiring, 2500, Date.parse(NOW) + 1)).toBe(0);
  });

  it('a 100 % coupon takes the whole subtotal; a fixed coupon on an empty cart takes 0', () => {
    expect(couponDiscountCents(coupon({ discountValue: 100 }), 4321, NOW)).toBe(4321);
    expect(couponDiscountCents(coupon({ discountType: 'fixed', discountValue: 500 }), 0, NOW)).toBe(0);
  });

  it('refuses a percentage above 100 and a fixed amount in fractions of a cent', () => {
    expect(() => couponDiscountCents(coupon({ discountValue: 120 }), 1000, NOW)).toThrow(RangeError);
    expect(() => couponDiscountCents(coupon({ discountType: 'fixed', discountValue: 5.5 }), 1000, NOW)).toThrow(RangeError);
    expect(() => couponProblem(coupon({ expiresAt: 'someday' }), 1000, NOW)).toThrow(RangeError);
  });

  it('words the problems for the shopper', () => {
    expect(couponProblemMessage('minimum', { minimumOrderCents: 2500 })).toBe('This coupon needs a minimum order of $25.00');
    expect(couponProblemMessage('expired', { minimumOrderCents: null })).toBe('This coupon has expired');
  });
});

describe('Soft Pastels and non-stacking (docs/rules.md §2), priced before the cart arithmetic', () => {
  const pastel = (name: string, listCents: number, quantity = 1, discounts: Discount[] = []): CatalogueCartLine => ({
    id: slug(name),
    name,
    type: 'product',
    listCents,
    quantity,
    shippingCents: 550,
    category: 'Soft Pastels',
    discounts,
  });
  const timer = (percentage: number): Discount => ({ source: 'sale-timer', percentage, label: `Sale ${percentage}% off` });
  const unitPrices = (lines: CatalogueCartLine[]) => applySoftPastels(lines).map((line) => line.unitCents);

  it.each<[string, CatalogueCartLine[], number[]]>([
    // one unit: 45 % off 12.00 = 12.00 × 0.55 = 6.60
    ['one unit: 45 % off', [pastel('Soft Pastel Ochre', 1200)], [660]],
    // two units on one line: 50 % off each = 6.00
    ['two units on one line: 50 % off each', [pastel('Soft Pastel Ochre', 1200, 2)], [600]],
    // two lines of one unit: both 50 % → 6.00 and 5.00
    ['two lines of one unit each: 50 % off each', [pastel('Soft Pastel Ochre', 1200), pastel('Soft Pastel Teal', 1000)], [600, 500]],
    // 45 % off 3.50 = 1.925 → 1.93 (half up)
    ['45 % off 3.50 = 1.925 → 1.93', [pastel('Soft Pastel Mini', 350)], [193]],
    // a 30 % timer vs Soft Pastels 50 %: the larger, 50 % → 6.00 (not stacked: 12.00 × 0.7 × 0.5 = 4.20)
    ['30 % timer vs 50 % Soft Pastels: 50 % applies, not both', [pastel('Soft Pastel Ochre', 1200, 2, [timer(30)])], [600]],
    // a 30 % timer vs Soft Pastels 45 %: 45 % → 6.60
    ['30 % timer vs 45 % Soft Pastels: 45 % applies', [pastel('Soft Pastel Ochre', 1200, 1, [timer(30)])], [660]],
    // a 60 % timer beats Soft Pastels 45 %: 12.00 × 0.4 = 4.80
    ['60 % timer beats 45 % Soft Pastels', [pastel('Soft Pastel Ochre', 1200, 1, [timer(60)])], [480]],
  ])('%s', (_, lines, expected) => expect(unitPrices(lines)).toEqual(expected));

  it('other products keep their own discounts; deals are not counted as Soft Pastels units', () => {
    const lines: CatalogueCartLine[] = [
      pastel('Soft Pastel Ochre', 1200),
      { id: 'deal-pastels', name: 'Deal: Pastel Tin', type: 'deal', listCents: 1500, quantity: 1, shippingCents: null, category: 'Soft Pastels' },
      { id: 'brush', name: 'Brush', type: 'product', listCents: 1500, quantity: 1, shippingCents: 550, category: 'Brushes', discounts: [timer(10)] },
    ];
    expect(softPastelsUnitsInCart(lines)).toBe(1);
    // pastel 45 % → 6.60; deal at its own price 15.00; brush 10 % → 13.50
    expect(unitPrices(lines)).toEqual([660, 1500, 1350]);
    expect(applySoftPastels(lines)[0]).toMatchObject({ listCents: 1200, unitCents: 660, discount: { source: 'soft-pastels', percentage: 45 } });
  });

  it('reads the category without case or spaces', () => {
    expect(softPastelsUnitsInCart([{ type: 'product', category: ' soft pastels ', quantity: 3 }])).toBe(3);
  });

  it('feeds the cart: two pastels at 50 % → 2 × 6.00 = 12.00; shipping 5.50 + 3.00 = 8.50; total 20.50', () => {
    const quote = quoteCart(applySoftPastels([pastel('Soft Pastel Ochre', 1200, 2)]), { isActiveSubscriber: false }, NOW);
    expect([quote.subtotalCents, quote.shippingCents, quote.totalCents]).toEqual([1200, 850, 2050]);
  });
});

describe('mystery box (docs/rules.md §3)', () => {
  const on = { enabled: true, tiers: DEFAULT_MYSTERY_TIERS };
  // shipping 0 keeps the totals out of the way; the tier reads the subtotal of the non-mystery lines
  const cartOf = (subtotal: number) => (subtotal > 0 ? [item('Studio Set', subtotal, 1, 0, 'Watercolor Sets')] : []);

  it.each<[string, number, number | null, number | null, number | null]>([
    // subtotal, reward of the box given, next threshold, amount left
    ['empty cart: no box, 99.00 to go', 0, null, 9900, 9900],
    ['98.99: one cent below 99', 9899, null, 9900, 1],
    ['99.00: the 40.00 box', 9900, 4000, 19900, 10000],
    ['198.99: one cent below 199', 19899, 4000, 19900, 1],
    ['199.00: the 80.00 box', 19900, 8000, 29900, 10000],
    ['298.99: one cent below 299', 29899, 8000, 29900, 1],
    ['299.00: the 120.00 box', 29900, 12000, 39900, 10000],
    ['398.99: one cent below 399', 39899, 12000, 39900, 1],
    ['399.00: the 160.00 box, 101.00 to 500', 39900, 16000, 50000, 10100],
    ['499.99: one cent below 500', 49999, 16000, 50000, 1],
    ['500.00: the 200.00 box, nothing further', 50000, 20000, null, null],
    ['1 000.00: still the 200.00 box', 100000, 20000, null, null],
  ])('%s', (_, subtotal, reward, nextThreshold, left) => {
    const quote = quoteCart(cartOf(subtotal), { isActiveSubscriber: false, mysteryBox: on }, NOW);
    const boxes = quote.lines.filter(isMysteryBoxFreebie);
    expect(boxes.map((line) => line.mysteryBoxValueCents)).toEqual(reward === null ? [] : [reward]);
    expect(quote.lines.filter((line) => line.type === 'mystery_box')).toHaveLength(boxes.length);
    expect(quote.mysteryBox.current?.rewardValueCents ?? null).toBe(reward);
    expect(quote.mysteryBox.next?.tier.thresholdCents ?? null).toBe(nextThreshold);
    expect(quote.mysteryBox.next?.amountLeftCents ?? null).toBe(left);
    // the box is free and ships free: the total is the subtotal alone
    expect([quote.subtotalCents, quote.shippingCents, quote.totalCents]).toEqual([subtotal, 0, subtotal]);
  });

  it('the free line: last, quantity 1, costs 0, ships free', () => {
    expect(mysteryBoxLine(19900, on)).toEqual({
      id: 'mystery-box-default-199',
      name: 'Mystery Box ($80 value)',
      type: 'mystery_box',
      unitCents: 0,
      quantity: 1,
      shippingCents: 0,
      isMysteryBoxFreebie: true,
      mysteryBoxValueCents: 8000,
      mysteryTierId: 'default-199',
    });
  });

  it('a disabled promotion gives no box and no progress, even at 500.00', () => {
    const quote = quoteCart(cartOf(50000), { isActiveSubscriber: false, mysteryBox: { ...on, enabled: false } }, NOW);
    expect(quote.lines).toHaveLength(1);
    expect(quote.mysteryBox).toEqual({ current: null, next: null });
    expect(mysteryBoxLine(50000, { ...on, enabled: false })).toBeNull();
    // no promotion given at all: off
    expect(quoteCart(cartOf(50000), { isActiveSubscriber: false }, NOW).mysteryBox).toEqual({ current: null, next: null });
  });

  it('an inactive tier is skipped: with 199 off, 250.00 earns the 99 box and 299 is next (49.00 left)', () => {
    const tiers: MysteryTier[] = DEFAULT_MYSTERY_TIERS.map((tier) => (tier.thresholdCents === 19900 ? { ...tier, isActive: false } : tier));
    const quote = quoteCart(cartOf(25000), { isActiveSubscriber: false, mysteryBox: { enabled: true, tiers } }, NOW);
    expect(quote.mysteryBox.current?.thresholdCents).toBe(9900);
    expect(quote.mysteryBox.next).toEqual({ tier: tiers[2], amountLeftCents: 4900 });
    // below 199 the inactive tier is not "next" either: 150.00 → next is 299, 149.00 left
    expect(nextMysteryTier(15000, tiers)?.tier.thresholdCents).toBe(29900);
  });

  it('replaces a stale box: the 99 box in the cart becomes the 199 box, once, at the end', () => {
    const quote = quoteCart([staleMystery, ...cartOf(20000)], { isActiveSubscriber: false, mysteryBox: on }, NOW);
    expect(quote.lines.map((line) => line.id)).toEqual(['studio-set', 'mystery-box-default-199']);
  });

  it('drops a stale box that no longer qualifies', () => {
    const quote = quoteCart([staleMystery, ...cartOf(5000)], { isActiveSubscriber: false, mysteryBox: on }, NOW);
    expect(quote.lines.map((line) => line.id)).toEqual(['studio-set']);
  });

  it('reads the subtotal before the coupon: 100.00 with 50 % off still earns the 99 box', () => {
    const quote = quoteCart(cartOf(10000), { isActiveSubscriber: false, mysteryBox: on, coupon: coupon({ discountValue: 50 }) }, NOW);
    // 100.00 − 50.00 = 50.00 to pay, box worth 40.00 included
    expect([quote.couponDiscountCents, quote.totalCents, quote.mysteryBox.current?.rewardValueCents]).toEqual([5000, 5000, 4000]);
  });

  it('on equal thresholds the larger reward wins', () => {
    const tiers: MysteryTier[] = [
      { id: 'a', title: 'A', thresholdCents: 5000, rewardValueCents: 1000, isActive: true },
      { id: 'b', title: 'B', thresholdCents: 5000, rewardValueCents: 2000, isActive: true },
    ];
    expect(mysteryBoxLine(5000, { enabled: true, tiers })?.mysteryTierId).toBe('b');
    expect(nextMysteryTier(4000, tiers)).toEqual({ tier: tiers[1], amountLeftCents: 1000 });
  });
});

describe('subscriptionLineCents: months × monthly price (docs/rules.md §3)', () => {
  const box = {
    basePrice: 2999,
    price1Month: 2999,
    price3Month: 2799,
    price6Month: null,
    price12Month: 2499,
    isEarlyBirdEnabled: false,
    earlyBirdPrice: 1999,
  };

  it.each<[string, Parameters<typeof subscriptionLineCents>[0], number]>([
    // 1 × 29.99
    ['1 month at its plan price', { ...box, months: 1 }, 2999],
    // 3 × 27.99 = 83.97
    ['3 months at the 3-month price', { ...box, months: 3 }, 8397],
    // no 6-month price: 6 × basePrice 29.99 = 179.94
    ['6 months without a plan price falls back to basePrice', { ...box, months: 6 }, 17994],
    // 12 × 24.99 = 299.88
    ['12 months at the 12-month price', { ...box, months: 12 }, 29988],
    // early bird on: 12 × 19.99 = 239.88
    ['an enabled early-bird price overrides the plan price', { ...box, months: 12, isEarlyBirdEnabled: true }, 23988],
    // early bird on but no price: the plan price, 3 × 27.99
    ['early bird on without a price: the plan price', { ...box, months: 3, isEarlyBirdEnabled: true, earlyBirdPrice: null }, 8397],
    // a 0 plan price is an empty admin field: 1 × basePrice 29.99
    ['a 0 plan price counts as missing', { ...box, months: 1, price1Month: 0 }, 2999],
    // only basePrice known: 3 × 35.00
    ['only basePrice', { basePrice: 3500, isEarlyBirdEnabled: false, months: 3 }, 10500],
  ])('%s', (_, plan, expected) => expect(subscriptionLineCents(plan)).toBe(expected));

  it('refuses a plan length the shop does not sell', () => {
    expect(() => subscriptionLineCents({ ...box, months: 2 as 1 })).toThrow(RangeError);
  });
});
