import { useState, type FormEvent } from 'react';
import { REFERRAL_TIER_TEXT_MAX_LENGTH, type ReferralTier } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { formatMoney } from '@/lib/format';
import { toastFailure } from '@/lib/toast-failure';
import { useReferralTiers, useUpdateReferralTier } from '../api/referral-oversight';
import { checkTierForm, tierFormValues, type TierFormErrors, type TierFormValues } from '../utils/tier-form';

function salesRange(tier: ReferralTier): string {
  return tier.maxMonthlySales === null
    ? `${formatMoney(tier.minMonthlySales)} and up`
    : `${formatMoney(tier.minMonthlySales)} – ${formatMoney(tier.maxMonthlySales)}`;
}

function TierForm({ tier, onDone }: { tier: ReferralTier; onDone: () => void }) {
  const [values, setValues] = useState<TierFormValues>(() => tierFormValues(tier));
  const [errors, setErrors] = useState<TierFormErrors>({});
  const update = useUpdateReferralTier();

  function set(key: keyof TierFormValues, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkTierForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    update.mutate(
      { id: tier.id, input: check.input },
      {
        onSuccess: (saved) => {
          toast({ title: 'Success', description: `Tier “${saved.tierName}” saved`, variant: 'success' });
          onDone();
        },
        onError: toastFailure('Failed to update tier'),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={`Edit tier ${tier.tierName}`} className="flex flex-col gap-3 pt-2">
      <div className="grid grid-cols-[1fr_5rem] gap-3">
        <Input
          label="Name"
          name="tierName"
          value={values.tierName}
          maxLength={REFERRAL_TIER_TEXT_MAX_LENGTH}
          onChange={(e) => set('tierName', e.target.value)}
          error={errors.tierName}
        />
        <Input
          label="Emoji"
          name="tierEmoji"
          value={values.tierEmoji}
          maxLength={16}
          onChange={(e) => set('tierEmoji', e.target.value)}
          error={errors.tierEmoji}
        />
      </div>
      <Input
        label="Description"
        name="tierDescription"
        value={values.tierDescription}
        maxLength={REFERRAL_TIER_TEXT_MAX_LENGTH}
        onChange={(e) => set('tierDescription', e.target.value)}
        error={errors.tierDescription}
      />
      <div className="grid grid-cols-2 gap-3">
        <Input
          label="Store credit (%)"
          name="storeCreditPercentage"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
          value={values.storeCreditPercentage}
          onChange={(e) => set('storeCreditPercentage', e.target.value)}
          error={errors.storeCreditPercentage}
        />
        <Input
          label="Colour"
          name="tierColor"
          type="color"
          value={values.tierColor}
          onChange={(e) => set('tierColor', e.target.value)}
          error={errors.tierColor}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Input
          label="Monthly sales from ($)"
          name="minMonthlySales"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.minMonthlySales}
          onChange={(e) => set('minMonthlySales', e.target.value)}
          error={errors.minMonthlySales}
        />
        <Input
          label="Up to ($)"
          name="maxMonthlySales"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.maxMonthlySales}
          onChange={(e) => set('maxMonthlySales', e.target.value)}
          hint="Empty for the top tier"
          error={errors.maxMonthlySales}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={update.isPending}>
          Save Tier
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function TierRow({ tier }: { tier: ReferralTier }) {
  const [editing, setEditing] = useState(false);
  return (
    <li
      data-testid="referral-tier"
      className="flex flex-col gap-1 rounded-xl border border-line bg-white p-4"
      style={{ borderLeft: `4px solid ${tier.tierColor}` }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          <span aria-hidden="true">{tier.tierEmoji}</span> {tier.tierName} · {tier.storeCreditPercentage}%
        </p>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${tier.tierName}`}>
            Edit
          </Button>
        )}
      </div>
      <p className="text-sm text-ink-soft">Monthly referral sales {salesRange(tier)}</p>
      {tier.tierDescription && <p className="text-sm text-ink-soft">{tier.tierDescription}</p>}
      {editing && <TierForm tier={tier} onDone={() => setEditing(false)} />}
    </li>
  );
}

/** The tiers (docs/rules.md §8): a referrer earns the higher of the rate in force and her tier's percentage for the month. */
export function TierEditor() {
  const query = useReferralTiers();
  return (
    <details className="group rounded-xl border border-line bg-paper/60" data-testid="referral-tiers">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-xl px-4 font-medium text-ink focus-ring">
        Referral tiers
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <p className="text-sm text-ink-soft">
          A referrer's tier comes from her referral sales this calendar month; her commission rate is the higher of the rate in force and her tier's
          store-credit percentage.
        </p>
        <QueryStates query={query} noun="referral tiers" emptyText="No referral tiers.">
          {(tiers) => (
            <ul className="flex flex-col gap-3">
              {tiers.map((tier) => (
                <TierRow key={tier.id} tier={tier} />
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
    </details>
  );
}
