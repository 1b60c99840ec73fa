import type { FormEvent } from 'react';
import { DEAL_DESCRIPTION_MAX_LENGTH, DEAL_PRODUCT_LINK_MAX_LENGTH, MAX_DEAL_IMAGES, type DailyDealView } from '@shop/contracts';
import { FormAlert } from '@/components/admin-form/form-alert';
import { MoneyInput } from '@/components/admin-form/money-input';
import { PicturesField } from '@/components/admin-form/pictures-field';
import type { CreateOrEditFormProps } from '@/components/admin-form/save-create-or-edit';
import { FormActions } from '@/components/admin-form/save-actions';
import { hasFormErrors, useFormState } from '@/components/admin-form/use-form-state';
import { useStoredPictures } from '@/components/admin-form/use-stored-pictures';
import { TextArea } from '@/components/ui/form-field';
import { DateTimeRange } from '@/components/ui/date-time-range';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { toastFailure } from '@/lib/toast-failure';
import { useSaveDailyDeal } from '../api/admin-daily-deals';
import {
  dealFormValues,
  emptyDealForm,
  formDiscountPercent,
  keepImagesForm,
  quantityOnBlur,
  toDealFormData,
  validateDealForm,
  type DealFormErrors,
  type DealFormValues,
} from '../utils/deal-form';

type DealFormProps = CreateOrEditFormProps<DailyDealView>;

/** Creates or edits a daily deal, its pictures included (docs/product/back-office.md §5 "Daily deal form"; multipart `images[]`). */
export function DealForm({ editing, onDone }: DealFormProps) {
  const form = useFormState<DealFormValues, DealFormErrors>(() => (editing ? dealFormValues(editing) : emptyDealForm()), { alsoClear: ['form'] });
  const { values, errors, set, field } = form;
  const save = useSaveDailyDeal();
  const pictures = useStoredPictures(editing, useSaveDailyDeal(), (url, images) => keepImagesForm(images.filter((image) => image !== url)), {
    failureTitle: 'Failed to update daily deal',
    onChosen: () => form.clearErrors('images'),
  });
  const files = pictures.files;
  const discount = formDiscountPercent(values);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDealForm(values, { kept: pictures.images.length, added: files.length }, editing?.soldCount ?? 0);
    form.setErrors(found);
    if (hasFormErrors(found)) return;
    save.mutate(
      { id: editing?.id ?? null, form: toDealFormData(values, files, editing) },
      {
        onSuccess: (deal) => {
          toast({ title: editing ? 'Deal updated' : 'Deal created', description: deal.title, variant: 'success' });
          pictures.clearFiles();
          if (!editing) form.setValues(emptyDealForm());
          onDone();
        },
        onError: toastFailure(editing ? 'Failed to update daily deal' : 'Failed to create daily deal'),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="deal-form"
      aria-label={editing ? `Edit ${editing.title}` : 'New daily deal'}
    >
      <Input label="Title" {...field('title')} required />
      <TextArea label="Description" {...field('description')} rows={3} maxLength={DEAL_DESCRIPTION_MAX_LENGTH} />
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        <MoneyInput label="Original price ($)" {...field('originalPrice')} required />
        <MoneyInput label="Sale price ($)" {...field('salePrice')} required />
      </div>
      <p className="-mt-2 text-sm text-ink-soft" data-testid="deal-discount-preview" aria-live="polite">
        {discount === null ? (
          'The discount shows once the sale price is below the original.'
        ) : (
          <>
            Discount: <strong className="text-madder-deep">{discount}% off</strong>
          </>
        )}
      </p>
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        <Input
          label="Quantity"
          {...field('quantity')}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          hint={editing ? `${editing.soldCount} sold so far` : undefined}
          onBlur={(e) => set('quantity', quantityOnBlur(e.target.value))}
        />
        <Input
          label="Most per shopper"
          {...field('maxPerShopper')}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          hint="Units one shopper may hold across orders not expired or cancelled."
        />
      </div>
      <DateTimeRange
        values={values}
        errors={errors}
        onChange={set}
        startLabel="Start"
        endLabel="End (optional)"
        endHint={editing ? undefined : 'Blank: 24 hours after the start.'}
        note="A deal whose start is ahead waits as scheduled."
      />
      <Input label="Product link (optional)" {...field('productLink')} maxLength={DEAL_PRODUCT_LINK_MAX_LENGTH} placeholder="/products?product=…" />
      <PicturesField {...pictures.field} max={MAX_DEAL_IMAGES} owner="A deal" error={errors.images} />
      <FormAlert message={errors.form} />
      <FormActions noun="Deal" editing={editing !== null} busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
