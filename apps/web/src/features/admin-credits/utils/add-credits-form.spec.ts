/// <reference types="jest" />
// The unit project resolves @shop/contracts to its server entry, whose DTO decorators need this.
import 'reflect-metadata';
import { MAX_CREDITS_PER_REQUEST } from '@shop/contracts';
import { clampCredits, emptyAddCreditsValues, toAddCreditsInput } from './add-credits-form';

const form = (overrides = {}) => ({ ...emptyAddCreditsValues(), userEmail: 'Mia@Example.com ', credits: '5', reason: ' Festival ', ...overrides });

describe('the manual add-credits form', () => {
  it('sends the e-mail trimmed and lower-cased, whole credits and the trimmed reason', () => {
    expect(toAddCreditsInput(form())).toEqual({ userEmail: 'mia@example.com', credits: 5, reason: 'Festival' });
  });

  it('refuses a missing or malformed e-mail', () => {
    expect(toAddCreditsInput(form({ userEmail: '' }))).toBeNull();
    expect(toAddCreditsInput(form({ userEmail: 'mia@example' }))).toBeNull();
  });

  it('refuses a blank, zero, fractional or too large credit amount', () => {
    for (const credits of ['', '0', '-3', '2.5', 'abc', String(MAX_CREDITS_PER_REQUEST + 1)]) {
      expect(toAddCreditsInput(form({ credits }))).toBeNull();
    }
  });

  it('clamps the credit field to at least 1 and at most one request’s limit, keeping it blank when blank', () => {
    expect(clampCredits('0')).toBe('1');
    expect(clampCredits('-7')).toBe('1');
    expect(clampCredits('3.9')).toBe('3');
    expect(clampCredits('99999999')).toBe(String(MAX_CREDITS_PER_REQUEST));
    expect(clampCredits('  ')).toBe('');
  });
});
