import { clsx } from 'clsx';
import { useId } from 'react';
import { MYSTERY_BOX_DESCRIPTION_MAX_LENGTH, MYSTERY_BOX_TITLE_MAX_LENGTH } from '@shop/contracts';
import { Input } from '@/components/ui/input';
import { EXAMPLE_REWARD, EXAMPLE_THRESHOLD } from '../constants';
import { CheckboxField } from '@/components/ui/checkbox-field';
import type { MysteryBoxFormErrors, MysteryBoxFormValues } from '../utils/form-values';

type Props = {
  values: MysteryBoxFormValues;
  errors: MysteryBoxFormErrors;
  onChange: <K extends keyof MysteryBoxFormValues>(key: K, value: MysteryBoxFormValues[K]) => void;
};

/** A box's fields, shared by the add form and the inline edit. Amounts are decimals with step 0.01. */
export function MysteryBoxFields({ values, errors, onChange }: Props) {
  const ids = useId();
  return (
    <div className="flex flex-col gap-3">
      <Input
        label="Title"
        name="title"
        value={values.title}
        onChange={(e) => onChange('title', e.target.value)}
        placeholder="e.g. Mystery Box ($40 value)"
        maxLength={MYSTERY_BOX_TITLE_MAX_LENGTH}
        required
        error={errors.title}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-description`} className="text-sm font-medium text-ink">
          Description (optional)
        </label>
        <textarea
          id={`${ids}-description`}
          name="description"
          rows={2}
          maxLength={MYSTERY_BOX_DESCRIPTION_MAX_LENGTH}
          value={values.description}
          onChange={(e) => onChange('description', e.target.value)}
          className={clsx('w-full rounded-xl border border-line bg-white px-3.5 py-2 text-base text-ink focus-ring')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label="Threshold ($)"
          name="threshold"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.threshold}
          onChange={(e) => onChange('threshold', e.target.value)}
          placeholder={EXAMPLE_THRESHOLD}
          required
          hint="The cart subtotal that earns the box"
          error={errors.threshold}
        />
        <Input
          label="Reward value ($)"
          name="rewardValue"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.rewardValue}
          onChange={(e) => onChange('rewardValue', e.target.value)}
          placeholder={EXAMPLE_REWARD}
          required
          hint="What the free box is worth"
          error={errors.rewardValue}
        />
      </div>
      <CheckboxField name="isActive" checked={values.isActive} onChange={(checked) => onChange('isActive', checked)}>
        Active
      </CheckboxField>
    </div>
  );
}
