import type { ReferralTier } from '@shop/contracts';

/** One tier's edit form as typed; dollars for the monthly range, an empty maximum for the top tier. */
export type TierFormValues = {
  tierName: string;
  tierEmoji: string;
  tierColor: string;
  tierDescription: string;
  storeCreditPercentage: string;
  minMonthlySales: string;
  maxMonthlySales: string;
};

/** The body of PUT /api/admin/referral-tiers/{id}. */
export type TierInput = {
  tierName: string;
  tierEmoji: string;
  tierColor: string;
  tierDescription: string;
  storeCreditPercentage: number;
  minMonthlySales: number;
  maxMonthlySales: number | null;
};

export type TierFormErrors = Partial<Record<keyof TierFormValues, string>>;

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

export function tierFormValues(tier: ReferralTier): TierFormValues {
  return {
    tierName: tier.tierName,
    tierEmoji: tier.tierEmoji,
    tierColor: tier.tierColor,
    tierDescription: tier.tierDescription,
    storeCreditPercentage: String(tier.storeCreditPercentage),
    minMonthlySales: String(tier.minMonthlySales),
    maxMonthlySales: tier.maxMonthlySales === null ? '' : String(tier.maxMonthlySales),
  };
}

/** The tier checked before sending: a name and an emoji, a percent from 0 to 100, a range whose maximum (if any) is above its minimum. */
export function checkTierForm(values: TierFormValues): { ok: true; input: TierInput } | { ok: false; errors: TierFormErrors } {
  const errors: TierFormErrors = {};
  if (!values.tierName.trim()) errors.tierName = 'Name is required';
  if (!values.tierEmoji.trim()) errors.tierEmoji = 'Emoji is required';
  if (!COLOUR.test(values.tierColor.trim())) errors.tierColor = 'Colour must be like #6b8f5e';
  const percent = values.storeCreditPercentage.trim();
  if (!TWO_DECIMALS.test(percent) || Number(percent) > 100)
    errors.storeCreditPercentage = 'Store credit must be a percent from 0 to 100, at most 2 decimals';
  const min = values.minMonthlySales.trim();
  if (!TWO_DECIMALS.test(min)) errors.minMonthlySales = 'Minimum must be an amount of dollars';
  const max = values.maxMonthlySales.trim();
  if (max && !TWO_DECIMALS.test(max)) errors.maxMonthlySales = 'Maximum must be an amount of dollars, or empty for the top tier';
  else if (max && !errors.minMonthlySales && Number(max) <= Number(min)) errors.maxMonthlySales = 'Maximum must be above the minimum';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    input: {
      tierName: values.tierName.trim(),
      tierEmoji: values.tierEmoji.trim(),
      tierColor: values.tierColor.trim(),
      tierDescription: values.tierDescription.trim(),
      storeCreditPercentage: Number(percent),
      minMonthlySales: Number(min),
      maxMonthlySales: max ? Number(max) : null,
    },
  };
}
