import { useState, type FormEvent } from 'react';
import { GIVEAWAY_TITLE_MAX_LENGTH, type GiveawayTextField, type GiveawayView } from '@shop/contracts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormActions } from '@/components/admin-form/save-actions';
import { TextArea } from '@/components/ui/form-field';
import { DateTimeRange } from '@/components/ui/date-time-range';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { ImageFilesInput } from '@/components/admin-form/image-files-input';
import { toastFailure } from '@/lib/toast-failure';
import { useSaveGiveaway } from '../api/admin-giveaways';
import {
  emptyGiveawayForm,
  formDataIsEmpty,
  giveawayFormValues,
  hasErrors,
  maxLengthOf,
  TITLE_MISSING,
  TITLE_REQUIRED,
  toGiveawayFormData,
  validateGiveawayForm,
  type GiveawayFormErrors,
  type GiveawayFormValues,
} from '../utils/giveaway-form';

/** The share settings, folded away by default: most giveaways keep the shop's defaults or generated texts. */
const SHARE_FIELDS: readonly { field: GiveawayTextField; label: string; long?: boolean; placeholder?: string }[] = [
  { field: 'websiteUrl', label: 'Website link', placeholder: 'https://…' },
  { field: 'businessHandle', label: 'Business handle', placeholder: '@watercolorshop' },
  { field: 'shareHashtags', label: 'Hashtags', placeholder: '#watercolor #giveaway' },
  { field: 'instagramShareText', label: 'Instagram text', long: true },
  { field: 'facebookShareText', label: 'Facebook text', long: true },
  { field: 'tiktokShareText', label: 'TikTok text', long: true },
  { field: 'shareText', label: 'General share text', long: true },
  { field: 'sharingGuide', label: 'Sharing guide', long: true },
];

type GiveawayFormProps = {
  /** The giveaway being edited, or null to create one. */
  editing: GiveawayView | null;
  /** Back to create mode (after saving an edit, or on cancel). */
  onDone: () => void;
};

/** Creates or edits a giveaway with its image (docs/product/back-office.md §3 "Giveaway", §5 "Giveaway create"). */
export function GiveawayForm({ editing, onDone }: GiveawayFormProps) {
  const [values, setValues] = useState<GiveawayFormValues>(() => (editing ? giveawayFormValues(editing) : emptyGiveawayForm()));
  const [image, setImage] = useState<File[]>([]);
  const [errors, setErrors] = useState<GiveawayFormErrors>({});
  const save = useSaveGiveaway();

  const set = <K extends keyof GiveawayFormValues>(name: K, value: GiveawayFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateGiveawayForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      if (found.title === TITLE_MISSING) toast({ title: TITLE_REQUIRED, variant: 'destructive' });
      return;
    }
    const form = toGiveawayFormData(values, image[0] ?? null, editing);
    if (editing && formDataIsEmpty(form)) {
      toast({ title: 'No changes to save' });
      onDone();
      return;
    }
    save.mutate(
      { id: editing?.id ?? null, form },
      {
        onSuccess: (giveaway) => {
          toast({
            title: editing ? 'Giveaway updated successfully' : 'Giveaway created successfully',
            description: giveaway.title,
            variant: 'success',
          });
          setImage([]);
          if (!editing) setValues(emptyGiveawayForm());
          onDone();
        },
        onError: toastFailure(editing ? 'Failed to update giveaway' : 'Failed to create giveaway'),
      },
    );
  }

  const text = (field: GiveawayTextField, label: string, options: { long?: boolean; placeholder?: string; hint?: string } = {}) => {
    const Field = options.long ? TextArea : Input;
    return (
      <Field
        key={field}
        label={label}
        name={field}
        rows={options.long ? 3 : undefined}
        maxLength={maxLengthOf(field)}
        placeholder={options.placeholder}
        hint={options.hint}
        value={values[field]}
        error={errors[field]}
        onChange={(e: { target: { value: string } }) => set(field, e.target.value)}
      />
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="giveaway-form"
      aria-label={editing ? `Edit ${editing.title}` : 'New giveaway'}
    >
      <Input
        label="Title"
        name="title"
        required
        maxLength={GIVEAWAY_TITLE_MAX_LENGTH}
        value={values.title}
        error={errors.title}
        onChange={(e) => set('title', e.target.value)}
      />
      {text('description', 'Description', { long: true })}
      {text('question', 'Question', {
        long: true,
        hint: 'What entrants answer. Blank: the shop’s default question about watercolor techniques.',
      })}
      {text('bulletinMessage', 'Bulletin message (optional)', { hint: 'The teaser’s text; the title when blank.' })}
      {editing?.imageUrl && (
        <img src={editing.imageUrl} alt={`${editing.title}, current image`} className="size-24 rounded-xl border border-line object-cover" />
      )}
      <ImageFilesInput label={editing?.imageUrl ? 'Replace image' : 'Image'} files={image} onChange={setImage} max={1} previews={1} />
      <DateTimeRange
        values={values}
        errors={errors}
        onChange={set}
        startLabel="Start (optional)"
        endLabel="End (optional)"
        note="Blank: no start or end."
      />
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
        <CheckboxField name="isActive" checked={values.isActive} onChange={(checked) => set('isActive', checked)}>
          Active
        </CheckboxField>
        <CheckboxField name="isComingSoon" checked={values.isComingSoon} onChange={(checked) => set('isComingSoon', checked)}>
          Coming soon (shown, no entries yet)
        </CheckboxField>
      </div>
      <details className="group rounded-xl border border-line bg-paper/60" data-testid="giveaway-share-fields">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-xl px-4 font-medium text-ink focus-ring">
          Share settings (optional)
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="flex flex-col gap-4 px-4 pb-4">
          <p className="text-sm text-ink-soft">
            Blank texts can be generated from the giveaway’s own fields below its entries, reviewed, then published.
          </p>
          {SHARE_FIELDS.map(({ field, label, long, placeholder }) => text(field, label, { long, placeholder }))}
        </div>
      </details>
      <FormActions noun="Giveaway" editing={editing !== null} busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
