/// <reference types="jest" />
// The unit project resolves @shop/contracts to its server entry, whose DTO decorators need this.
import 'reflect-metadata';
import type { ReferralTier } from '@shop/contracts';
import { checkTierForm, tierFormValues } from './tier-form';

const TOP: ReferralTier = {
  id: 't4',
  tierLevel: 4,
  tierName: 'Master',
  tierEmoji: '🏆',
  tierColor: '#b08a2e',
  tierDescription: 'The top.',
  storeCreditPercentage: 20,
  minimumSales: 2500,
  minMonthlySales: 2500,
  maxMonthlySales: null,
};

describe('the referral tier form', () => {
  it('sends a tier back as it came, the top tier’s empty maximum as null', () => {
    expect(checkTierForm(tierFormValues(TOP))).toEqual({
      ok: true,
      input: {
        tierName: 'Master',
        tierEmoji: '🏆',
        tierColor: '#b08a2e',
        tierDescription: 'The top.',
        storeCreditPercentage: 20,
        minMonthlySales: 2500,
        maxMonthlySales: null,
      },
    });
  });

  it('refuses a blank name, a percent above 100, and a maximum not above the minimum', () => {
    const check = checkTierForm({ ...tierFormValues(TOP), tierName: ' ', storeCreditPercentage: '100.5', maxMonthlySales: '2500' });
    expect(check.ok).toBe(false);
    expect(!check.ok && Object.keys(check.errors).sort()).toEqual(['maxMonthlySales', 'storeCreditPercentage', 'tierName']);
  });

  it('refuses amounts that are not dollars with at most 2 decimals, and a colour not like #rrggbb', () => {
    const check = checkTierForm({ ...tierFormValues(TOP), minMonthlySales: '-5', tierColor: 'gold' });
    expect(!check.ok && Object.keys(check.errors).sort()).toEqual(['minMonthlySales', 'tierColor']);
  });
});
