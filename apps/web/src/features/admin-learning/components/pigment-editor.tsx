import { useState, type FormEvent } from 'react';
import { LEARNING_LIMITS, PIGMENT_CATEGORIES, type Pigment, type PigmentCategory } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Select, TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useUpdatePigment } from '../api/update-pigment';
import type { PigmentFields } from '../types';
import { withToasts } from '../utils/notify';
import { useFormValues } from '../utils/use-form-values';

type PigmentFormValues = Omit<PigmentFields, 'category' | 'characteristics'> & {
  category: PigmentCategory | '';
  /** One characteristic per line. */
  characteristics: string;
};

const NOTES = [
  ['origin', 'Origin'],
  ['watercolorUse', 'Watercolor Use'],
  ['goDeeper', 'Go Deeper'],
  ['funFacts', 'Fun Facts'],
] as const;

const CATEGORY_OPTIONS = PIGMENT_CATEGORIES.map((category) => ({ value: category, label: category }));

const toFormValues = ({ name, category, origin, watercolorUse, goDeeper, funFacts, characteristics }: Pigment): PigmentFormValues => ({
  name,
  category: category ?? '',
  origin,
  watercolorUse,
  goDeeper,
  funFacts,
  characteristics: characteristics.join('\n'),
});

const toFields = (values: PigmentFormValues): PigmentFields => ({
  ...values,
  name: values.name.trim(),
  category: values.category || null,
  characteristics: values.characteristics
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

/** Edits every field of a pigment note. */
export function PigmentEditor({ pigment, onDone }: { pigment: Pigment; onDone: () => void }) {
  const { values, setField } = useFormValues(() => toFormValues(pigment));
  const [nameError, setNameError] = useState<string | null>(null);
  const update = useUpdatePigment();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameError('Name is required');
      return;
    }
    setNameError(null);
    const saved = await withToasts(() => update.mutateAsync({ id: pigment.id, fields: toFields(values) }), {
      success: 'Pigment updated',
      failure: 'Failed to update pigment',
      description: values.name.trim(),
    });
    if (saved) onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Name"
          value={values.name}
          maxLength={LEARNING_LIMITS.pigmentName}
          error={nameError}
          onChange={(event) => setField('name', event.currentTarget.value)}
        />
        <Select
          label="Category"
          placeholder="No category"
          options={CATEGORY_OPTIONS}
          value={values.category}
          onChange={(event) => setField('category', event.currentTarget.value as PigmentCategory | '')}
        />
      </div>
      {NOTES.map(([field, label]) => (
        <TextArea
          key={field}
          label={label}
          value={values[field]}
          maxLength={LEARNING_LIMITS.pigmentNote}
          onChange={(event) => setField(field, event.currentTarget.value)}
        />
      ))}
      <TextArea
        label="Characteristics"
        hint="One per line, e.g. Transparent"
        value={values.characteristics}
        onChange={(event) => setField('characteristics', event.currentTarget.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={update.isPending}>
          Save pigment
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
