import {
  AUCTION_END_PRICE_MESSAGE,
  AUCTION_IMAGES_MESSAGE,
  AUCTION_RETAIL_PRICE_MESSAGE,
  auctionQuantityMessage,
  auctionRuleProblems,
  COUPON_FIXED_NO_PERCENT_MESSAGE,
  COUPON_FIXED_REQUIRED_MESSAGE,
  COUPON_PERCENT_RANGE_MESSAGE,
  COUPON_PERCENT_REQUIRED_MESSAGE,
  COUPON_PERCENT_BETWEEN_MESSAGE,
  COUPON_PERCENT_TWICE_MESSAGE,
  couponDiscountProblem,
  couponPercentProblem,
  DEAL_IMAGES_MESSAGE,
  DEAL_ORIGINAL_PRICE_MESSAGE,
  DEAL_SALE_PRICE_MESSAGE,
  dealQuantityMessage,
  dealRuleProblems,
  SALE_TIMER_CATEGORIES_MESSAGE,
  SALE_TIMER_PRODUCTS_MESSAGE,
  saleTimerProblem,
  saleTimerRuleProblems,
  windowProblem,
  dateRangeProblem,
} from './index';

const deal = (over: Partial<Parameters<typeof dealRuleProblems>[0]> = {}) =>
  dealRuleProblems({
    originalPrice: 40,
    salePrice: 30,
    quantity: 5,
    soldCount: 0,
    startDate: '2030-01-01T09:00:00Z',
    endDate: '2030-01-02T09:00:00Z',
    imageCount: 1,
    ...over,
  });

describe("the rules across a form's fields", () => {
  describe('a date range', () => {
    it('takes a range of one day (from = to), and answers one that ends before it starts', () => {
      const fields = { start: 'from', end: 'to' };
      expect(dateRangeProblem(fields, '2026-11-01', '2026-11-01')).toBeNull();
      expect(dateRangeProblem(fields, '2026-11-05', '2026-11-01')).toEqual({ field: 'to', message: 'to must not be before from' });
      expect(dateRangeProblem(fields, undefined, '2026-11-01')).toBeNull();
    });
  });

  describe('a window', () => {
    it('answers an end at or before the start, naming both fields as the API does', () => {
      const fields = { start: 'validFrom', end: 'validUntil' };
      expect(windowProblem(fields, '2030-01-01T09:00:00Z', '2030-01-01T09:00:00Z')).toEqual({
        field: 'validUntil',
        message: 'validUntil must be after validFrom',
      });
      expect(windowProblem(fields, new Date('2030-01-02'), new Date('2030-01-01'))?.message).toBe('validUntil must be after validFrom');
    });

    it("leaves a missing or unreadable end to the field's own rule", () => {
      const fields = { start: 'startDate', end: 'endDate' };
      expect(windowProblem(fields, '2030-01-01T09:00:00Z', null)).toBeNull();
      expect(windowProblem(fields, '2030-01-01T09:00:00Z', 'not a date')).toBeNull();
      expect(windowProblem(fields, '2030-01-01T09:00:00Z', '2030-01-01T09:00:01Z')).toBeNull();
    });
  });

  describe('a daily deal', () => {
    it('holds together with the sale below the original, the end after the start and enough units', () => {
      expect(deal()).toEqual([]);
    });

    it("answers each broken rule once, with the service's words", () => {
      expect(deal({ salePrice: 40 })).toEqual([{ field: 'salePrice', message: DEAL_SALE_PRICE_MESSAGE }]);
      expect(deal({ originalPrice: 0, salePrice: 0 })).toEqual([{ field: 'originalPrice', message: DEAL_ORIGINAL_PRICE_MESSAGE }]);
      expect(deal({ endDate: '2030-01-01T09:00:00Z' })).toEqual([{ field: 'endDate', message: 'endDate must be after startDate' }]);
      expect(deal({ quantity: 2, soldCount: 3 })).toEqual([{ field: 'quantity', message: dealQuantityMessage(3) }]);
      expect(dealQuantityMessage(3)).toBe('quantity cannot go below the 3 unit(s) already sold or held');
      expect(deal({ imageCount: 11 })).toEqual([{ field: 'images', message: DEAL_IMAGES_MESSAGE }]);
      expect(DEAL_IMAGES_MESSAGE).toBe('At most 10 images per deal');
    });

    it('does not judge a price that is not given yet', () => {
      expect(deal({ salePrice: null, quantity: null })).toEqual([]);
    });
  });

  describe('a gravity auction', () => {
    const auction = { startPrice: 50, endPrice: 10, originalRetailPrice: 60, quantity: 3, soldCount: 0, imageCount: 0 };

    it('answers the floor at or above the start, retail below the start, quantity below sold and too many images, in that order', () => {
      expect(auctionRuleProblems(auction)).toEqual([]);
      expect(
        auctionRuleProblems({ ...auction, endPrice: 50, originalRetailPrice: 40, quantity: 1, soldCount: 2, imageCount: 11 }).map((p) => p.message),
      ).toEqual([AUCTION_END_PRICE_MESSAGE, AUCTION_RETAIL_PRICE_MESSAGE, auctionQuantityMessage(2), AUCTION_IMAGES_MESSAGE]);
      expect(auctionQuantityMessage(2)).toBe('quantity must be at least the 2 already sold');
    });
  });

  describe('a sale timer', () => {
    const timer = {
      startTime: new Date('2030-01-01'),
      endTime: new Date('2030-01-02'),
      saleType: 'all' as const,
      targetCategories: null,
      targetProductIds: null,
    };

    it('needs the targets its sale type names', () => {
      expect(saleTimerRuleProblems({ ...timer, saleType: 'category' })).toEqual([
        { field: 'targetCategories', message: SALE_TIMER_CATEGORIES_MESSAGE },
      ]);
      expect(saleTimerRuleProblems({ ...timer, saleType: 'specific' })).toEqual([
        { field: 'targetProductIds', message: SALE_TIMER_PRODUCTS_MESSAGE },
      ]);
    });

    it("answers the stored timer's first problem as one message", () => {
      expect(saleTimerProblem(timer)).toBeNull();
      expect(saleTimerProblem({ ...timer, endTime: timer.startTime })).toBe('endTime must be after startTime');
      expect(saleTimerProblem({ ...timer, startTime: new Date('x') })).toBe('startTime must be a valid date and time');
    });
  });

  describe("a coupon's discount", () => {
    it('takes a whole percent on a percentage coupon and dollars alone on a fixed one', () => {
      expect(couponDiscountProblem('percentage', 20, null)).toBeNull();
      expect(couponDiscountProblem('percentage', null, 20)).toBeNull();
      expect(couponDiscountProblem('fixed', null, 5)).toBeNull();
      expect(couponDiscountProblem('percentage', 20, 30)?.message).toBe(COUPON_PERCENT_TWICE_MESSAGE);
      expect(couponDiscountProblem('percentage', null, null)?.message).toBe(COUPON_PERCENT_REQUIRED_MESSAGE);
      expect(couponDiscountProblem('percentage', 101, null)?.message).toBe(COUPON_PERCENT_RANGE_MESSAGE);
      expect(COUPON_PERCENT_RANGE_MESSAGE).toBe('discountPercentage must be a whole number from 1 to 100');
      expect(couponDiscountProblem('fixed', 10, 5)?.message).toBe(COUPON_FIXED_NO_PERCENT_MESSAGE);
      expect(couponDiscountProblem('fixed', null, undefined)?.message).toBe(COUPON_FIXED_REQUIRED_MESSAGE);
    });

    it("judges the discountPercentage field as the request's contract does: whole first, then 1 to 100", () => {
      expect(couponPercentProblem(undefined)).toBeNull();
      expect(couponPercentProblem(12.5)?.message).toBe(COUPON_PERCENT_RANGE_MESSAGE);
      expect(couponPercentProblem('ten')?.message).toBe(COUPON_PERCENT_RANGE_MESSAGE);
      expect(couponPercentProblem(101)?.message).toBe(COUPON_PERCENT_BETWEEN_MESSAGE);
      expect(COUPON_PERCENT_BETWEEN_MESSAGE).toBe('discountPercentage must be between 1 and 100');
    });
  });
});
