import { MYSTERY_BOX_DESCRIPTION_MAX_LENGTH, MYSTERY_BOX_TITLE_MAX_LENGTH } from '@shop/contracts';
import { MoneyInput } from '@/components/admin-form/money-input';
import type { FormState } from '@/components/admin-form/use-form-state';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { EXAMPLE_REWARD, EXAMPLE_THRESHOLD } from '../constants';
import { CheckboxField } from '@/components/ui/checkbox-field';
import type { MysteryBoxFormErrors, MysteryBoxFormValues } from '../utils/form-values';

type Props = { form: FormState<MysteryBoxFormValues, MysteryBoxFormErrors> };

/** A box's fields, shared by the add form and the inline edit. Amounts are decimals with step 0.01. */
export function MysteryBoxFields({ form: { values, set, field } }: Props) {
  return (
    <div className="flex flex-col gap-3">
      <Input label="Title" {...field('title')} placeholder="e.g. Mystery Box ($40 value)" maxLength={MYSTERY_BOX_TITLE_MAX_LENGTH} required />
      <TextArea label="Description (optional)" {...field('description')} rows={2} maxLength={MYSTERY_BOX_DESCRIPTION_MAX_LENGTH} />
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyInput
          label="Threshold ($)"
          {...field('threshold')}
          placeholder={EXAMPLE_THRESHOLD}
          required
          hint="The cart subtotal that earns the box"
        />
        <MoneyInput label="Reward value ($)" {...field('rewardValue')} placeholder={EXAMPLE_REWARD} required hint="What the free box is worth" />
      </div>
      <CheckboxField name="isActive" checked={values.isActive} onChange={(checked) => set('isActive', checked)}>
        Active
      </CheckboxField>
    </div>
  );
}
