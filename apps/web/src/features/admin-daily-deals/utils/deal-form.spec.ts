/// <reference types="jest" />
// The unit project resolves @shop/contracts to its server entry, whose DTO decorators need this.
import 'reflect-metadata';
import { DEAL_DISCOUNT_DEFAULT, type DailyDealView } from '@shop/contracts';
import {
  dealFormValues,
  emptyDealForm,
  formDiscountPercent,
  hasErrors,
  quantityOnBlur,
  REQUIRED_FIELDS_MESSAGE,
  toDealFormData,
  validateDealForm,
  type DealFormValues,
} from './deal-form';
import { canActivate, dealDisplayStatus } from './deal-status';
import { checkScheduleForm, defaultDealWindow, emptyScheduleForm, SCHEDULE_REQUIRED_MESSAGE, scheduledSalePrice } from './schedule-form';

const NOW = new Date(2025, 5, 10, 14, 30);
const NONE = { kept: 0, added: 0 };

function form(overrides: Partial<DealFormValues> = {}): DealFormValues {
  return { ...emptyDealForm(NOW), title: 'Cobalt set', originalPrice: '40.00', salePrice: '30.00', ...overrides };
}

function deal(overrides: Partial<DailyDealView> = {}): DailyDealView {
  const start = new Date(2025, 5, 10, 9, 0, 17).toISOString();
  const end = new Date(2025, 5, 11, 9, 0, 17).toISOString();
  return {
    id: 'd1',
    title: 'Cobalt set',
    description: null,
    images: [],
    originalPrice: 40,
    salePrice: 30,
    discountPercent: 25,
    quantity: 5,
    soldCount: 2,
    maxPerShopper: 3,
    isActive: true,
    status: 'active',
    isExpired: false,
    startDate: start,
    endDate: end,
    scheduledStartDate: start,
    scheduledEndDate: end,
    autoActivate: false,
    productId: null,
    productLink: null,
    createdAt: start,
    ...overrides,
  };
}

describe('the daily-deal form', () => {
  it('accepts a complete deal', () => {
    expect(hasErrors(validateDealForm(form(), NONE, 0, NOW))).toBe(false);
  });

  it('asks for the required fields with the documents’ message', () => {
    const errors = validateDealForm(form({ title: ' ', salePrice: '' }), NONE, 0, NOW);
    expect(errors.form).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(errors.title).toBe('Title is required');
    expect(errors.salePrice).toBe('Sale price is required');
  });

  it('refuses a sale price that is not below the original', () => {
    expect(validateDealForm(form({ salePrice: '40' }), NONE, 0, NOW).salePrice).toBe('salePrice must be less than originalPrice');
    expect(validateDealForm(form({ salePrice: '12.345' }), NONE, 0, NOW).salePrice).toMatch(/at most 2 decimals/);
  });

  it('refuses an end not after the start, and a quantity below 1 or below what is sold', () => {
    expect(validateDealForm(form({ endDate: form().startDate }), NONE, 0, NOW).endDate).toBe('endDate must be after startDate');
    expect(validateDealForm(form({ quantity: '0' }), NONE, 0, NOW).quantity).toMatch(/whole number from 1/);
    expect(validateDealForm(form({ quantity: '1.5' }), NONE, 0, NOW).quantity).toMatch(/whole number from 1/);
    expect(validateDealForm(form({ quantity: '2' }), NONE, 3, NOW).quantity).toBe('quantity cannot go below the 3 unit(s) already sold or held');
    expect(validateDealForm(form(), { kept: 8, added: 3 }, 0, NOW).images).toBe('At most 10 images per deal');
  });

  it('starts a new deal at 2 per shopper, loads the deal’s own limit, sends it, and refuses one that is no whole number from 1', () => {
    expect(emptyDealForm(NOW).maxPerShopper).toBe('2');
    expect(dealFormValues(deal()).maxPerShopper).toBe('3');
    expect(toDealFormData(form({ maxPerShopper: ' 4 ' }), [], null).get('maxPerShopper')).toBe('4');
    for (const typed of ['0', '1.5', '', 'two', '100001']) {
      expect(validateDealForm(form({ maxPerShopper: typed }), NONE, 0, NOW).maxPerShopper).toMatch(/whole number from 1 to 100,000/);
    }
    expect(validateDealForm(form({ maxPerShopper: '1' }), NONE, 0, NOW).maxPerShopper).toBeUndefined();
  });

  it('resets an empty or too small quantity to 1 on blur', () => {
    expect(quantityOnBlur('')).toBe('1');
    expect(quantityOnBlur('0')).toBe('1');
    expect(quantityOnBlur('-4')).toBe('1');
    expect(quantityOnBlur('7')).toBe('7');
  });

  it('shows the discount the server will compute', () => {
    expect(formDiscountPercent({ originalPrice: '40', salePrice: '30' })).toBe(25);
    expect(formDiscountPercent({ originalPrice: '30', salePrice: '19.99' })).toBe(33);
    expect(formDiscountPercent({ originalPrice: '30', salePrice: '30' })).toBeNull();
  });

  it('sends a new deal’s fields, leaving a blank end to the server', () => {
    const body = toDealFormData(form({ description: ' Twelve pans ' }), [], null);
    expect(body.get('description')).toBe('Twelve pans');
    expect(body.get('startDate')).toBe(new Date(NOW).toISOString());
    expect(body.has('endDate')).toBe(false);
  });

  it('on an edit sends the times only when they were changed', () => {
    const editing = deal();
    const unchanged = toDealFormData(dealFormValues(editing), [], editing);
    expect(unchanged.has('startDate')).toBe(false);
    expect(unchanged.has('endDate')).toBe(false);
    const moved = toDealFormData({ ...dealFormValues(editing), endDate: '2025-06-12T21:00' }, [], editing);
    expect(moved.get('endDate')).toBe(new Date(2025, 5, 12, 21, 0).toISOString());
  });

  it('shows an ended deal as expired, and offers Activate to a scheduled or switched-off one that has not ended', () => {
    expect(dealDisplayStatus(deal({ status: 'inactive', isExpired: true }))).toBe('expired');
    expect(dealDisplayStatus(deal({ status: 'scheduled' }))).toBe('scheduled');
    expect(canActivate(deal({ status: 'inactive', isExpired: true }))).toBe(false);
    expect(canActivate(deal({ status: 'inactive' }))).toBe(true);
    expect(canActivate(deal({ status: 'active' }))).toBe(false);
  });
});

describe('the deal scheduler form', () => {
  it('starts with the default discount and window: tomorrow 09:00 to the day after at 21:00', () => {
    const values = emptyScheduleForm(NOW);
    expect(values.discountPercent).toBe(String(DEAL_DISCOUNT_DEFAULT));
    expect(defaultDealWindow(NOW)).toEqual({ startDate: '2025-06-11T09:00', endDate: '2025-06-12T21:00' });
  });

  it('needs a product, a start and an end', () => {
    const check = checkScheduleForm({ ...emptyScheduleForm(NOW), endDate: '' });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.form).toBe(SCHEDULE_REQUIRED_MESSAGE);
  });

  it('keeps the discount between 5 and 70 and leaves a blank blurb to the server', () => {
    const base = { ...emptyScheduleForm(NOW), productId: 'p1' };
    for (const discount of ['4', '71', '20.5', '']) {
      const check = checkScheduleForm({ ...base, discountPercent: discount });
      expect(check.ok).toBe(false);
    }
    const check = checkScheduleForm({ ...base, discountPercent: '70' });
    expect(check).toEqual({
      ok: true,
      input: {
        productId: 'p1',
        discountPercent: 70,
        quantity: 1,
        startDate: new Date(2025, 5, 11, 9).toISOString(),
        endDate: new Date(2025, 5, 12, 21).toISOString(),
      },
    });
  });

  it('offers 1 unit unless told more, and refuses units that are no whole number from 1', () => {
    const base = { ...emptyScheduleForm(NOW), productId: 'p1' };
    expect(base.quantity).toBe('1');
    for (const quantity of ['0', '-2', '1.5', '', '100001']) expect(checkScheduleForm({ ...base, quantity }).ok).toBe(false);
    const check = checkScheduleForm({ ...base, quantity: '12' });
    expect(check.ok && check.input.quantity).toBe(12);
  });

  it('previews the sale price as the server rounds it', () => {
    expect(scheduledSalePrice(10.01, 50)).toBe(5.01);
    expect(scheduledSalePrice(24, 20)).toBe(19.2);
    expect(scheduledSalePrice(24, 90)).toBeNull();
  });
});
