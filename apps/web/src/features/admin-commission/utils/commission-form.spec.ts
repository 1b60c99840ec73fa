/// <reference types="jest" />
import { checkCommissionForm, emptyCommissionForm, fromDateInput, isComplete, toDateInput, type CommissionFormValues } from './commission-form';

const TODAY = new Date(2025, 5, 10, 14, 30);
const form = (overrides: Partial<CommissionFormValues> = {}): CommissionFormValues => ({
  ...emptyCommissionForm(TODAY),
  name: 'Launch rate',
  rate: '8.5',
  ...overrides,
});

describe('the commission form', () => {
  it('starts today with no end', () => {
    expect(emptyCommissionForm(TODAY)).toEqual({ name: '', rate: '', validFrom: '2025-06-10', validUntil: '', description: '' });
  });

  it('enables Create Setting only with a name and a rate', () => {
    expect(isComplete(form())).toBe(true);
    expect(isComplete(form({ name: '  ' }))).toBe(false);
    expect(isComplete(form({ rate: '' }))).toBe(false);
  });

  it('sends the start of Valid From’s day, and null for an empty Valid Until', () => {
    const check = checkCommissionForm(form({ description: '  First quarter  ' }));
    expect(check).toEqual({
      ok: true,
      input: { name: 'Launch rate', rate: 8.5, description: 'First quarter', validFrom: new Date(2025, 5, 10).toISOString(), validUntil: null },
    });
  });

  it('sends the end of Valid Until’s day, so the setting covers that whole day', () => {
    const check = checkCommissionForm(form({ validUntil: '2025-09-09' }));
    expect(check.ok && check.input.validUntil).toBe(new Date(2025, 8, 9, 23, 59, 59, 999).toISOString());
  });

  it('refuses a rate that is not a percentage with at most 2 decimals', () => {
    for (const rate of ['abc', '-1', '8.125', '100.01', '1e2']) {
      const check = checkCommissionForm(form({ rate }));
      expect(check.ok).toBe(false);
      expect(!check.ok && check.errors.rate).toBeTruthy();
    }
    expect(checkCommissionForm(form({ rate: '100' })).ok).toBe(true);
    expect(checkCommissionForm(form({ rate: '0.05' })).ok).toBe(true);
  });

  it('refuses an end before the start, and a missing start', () => {
    const early = checkCommissionForm(form({ validUntil: '2025-06-09' }));
    expect(!early.ok && early.errors.validUntil).toBe('validUntil must be after validFrom');
    const noStart = checkCommissionForm(form({ validFrom: '' }));
    expect(!noStart.ok && noStart.errors.validFrom).toBe('Valid From is required');
  });

  it('reads date inputs in the browser’s time zone and refuses impossible days', () => {
    expect(toDateInput(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(fromDateInput('2025-02-30')).toBeNull();
    expect(fromDateInput('')).toBeNull();
  });
});
