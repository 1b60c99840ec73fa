import { useState, type FormEvent } from 'react';
import { DEAL_DESCRIPTION_MAX_LENGTH, DEAL_PRODUCT_LINK_MAX_LENGTH, MAX_DEAL_IMAGES, type DailyDealView } from '@shop/contracts';
import { FormActions } from '@/components/ui/form-actions';
import { TextArea } from '@/components/ui/form-field';
import { DateTimeRange } from '@/components/ui/date-time-range';
import { Input } from '@/components/ui/input';
import { PictureGrid } from '@/components/ui/picture-grid';
import { toast } from '@/components/ui/toast/use-toast';
import { ImageFilesInput } from '@/features/admin-products/components/image-files-input';
import { toastFailure } from '@/lib/toast-failure';
import { useSaveDailyDeal } from '../api/admin-daily-deals';
import {
  dealFormValues, emptyDealForm, formDiscountPercent, hasErrors, keepImagesForm, quantityOnBlur, toDealFormData,
  validateDealForm, type DealFormErrors, type DealFormValues,
} from '../utils/deal-form';

type DealFormProps = {
  /** The deal being edited, or null to create one. */
  editing: DailyDealView | null;
  /** Back to create mode (after saving, or on cancel). */
  onDone: () => void;
};

/** Creates or edits a daily deal, its pictures included (docs/product/back-office.md §5 "Daily deal form"; multipart `images[]`). */
export function DealForm({ editing, onDone }: DealFormProps) {
  const [values, setValues] = useState<DealFormValues>(() => (editing ? dealFormValues(editing) : emptyDealForm()));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<DealFormErrors>({});
  const save = useSaveDailyDeal();
  const removeImage = useSaveDailyDeal();
  const [images, setImages] = useState<string[]>(editing?.images ?? []);
  const [deletingImage, setDeletingImage] = useState<string | null>(null);
  const room = Math.max(0, MAX_DEAL_IMAGES - images.length);
  const discount = formDiscountPercent(values);

  const set = <K extends keyof DealFormValues>(name: K, value: DealFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDealForm(values, { kept: images.length, added: files.length }, editing?.soldCount ?? 0);
    setErrors(found);
    if (hasErrors(found)) return;
    save.mutate(
      { id: editing?.id ?? null, form: toDealFormData(values, files, editing) },
      {
        onSuccess: (deal) => {
          toast({ title: editing ? 'Deal updated' : 'Deal created', description: deal.title, variant: 'success' });
          setFiles([]);
          if (!editing) setValues(emptyDealForm());
          onDone();
        },
        onError: toastFailure(editing ? 'Failed to update daily deal' : 'Failed to create daily deal'),
      },
    );
  }

  /** A picture is taken off at once (one click, like the shop's other admin pictures): the others are kept. */
  function deleteImage(url: string) {
    if (!editing) return;
    setDeletingImage(url);
    removeImage.mutate(
      { id: editing.id, form: keepImagesForm(images.filter((image) => image !== url)) },
      {
        onSuccess: (deal) => {
          setImages(deal.images);
          toast({ title: 'Picture deleted', description: deal.title, variant: 'success' });
        },
        onError: toastFailure('Failed to update daily deal'),
        onSettled: () => setDeletingImage(null),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="deal-form" aria-label={editing ? `Edit ${editing.title}` : 'New daily deal'}>
      <Input label="Title" name="title" required value={values.title} error={errors.title} onChange={(e) => set('title', e.target.value)} />
      <TextArea
        label="Description"
        name="description"
        rows={3}
        maxLength={DEAL_DESCRIPTION_MAX_LENGTH}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        <Input
          label="Original price ($)"
          name="originalPrice"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
          value={values.originalPrice}
          error={errors.originalPrice}
          onChange={(e) => set('originalPrice', e.target.value)}
        />
        <Input
          label="Sale price ($)"
          name="salePrice"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
          value={values.salePrice}
          error={errors.salePrice}
          onChange={(e) => set('salePrice', e.target.value)}
        />
      </div>
      <p className="-mt-2 text-sm text-ink-soft" data-testid="deal-discount-preview" aria-live="polite">
        {discount === null ? 'The discount shows once the sale price is below the original.' : (
          <>Discount: <strong className="text-madder-deep">{discount}% off</strong></>
        )}
      </p>
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        <Input
          label="Quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          value={values.quantity}
          hint={editing ? `${editing.soldCount} sold so far` : undefined}
          error={errors.quantity}
          onChange={(e) => set('quantity', e.target.value)}
          onBlur={(e) => set('quantity', quantityOnBlur(e.target.value))}
        />
        <Input
          label="Most per shopper"
          name="maxPerShopper"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          value={values.maxPerShopper}
          hint="Units one shopper may hold across orders not expired or cancelled."
          error={errors.maxPerShopper}
          onChange={(e) => set('maxPerShopper', e.target.value)}
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
      <Input
        label="Product link (optional)"
        name="productLink"
        maxLength={DEAL_PRODUCT_LINK_MAX_LENGTH}
        placeholder="/products?product=…"
        value={values.productLink}
        error={errors.productLink}
        onChange={(e) => set('productLink', e.target.value)}
      />
      {editing && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">Pictures</p>
          <PictureGrid owner={editing.title} images={images} deleting={deletingImage} onDelete={deleteImage} />
        </div>
      )}
      <ImageFilesInput
        label={editing ? 'Add pictures' : 'Pictures'}
        files={files}
        onChange={(chosen) => {
          setFiles(chosen);
          setErrors((current) => ({ ...current, images: undefined }));
        }}
        max={room}
        disabledHint={`A deal has at most ${MAX_DEAL_IMAGES} pictures: delete one to add another.`}
      />
      {errors.images && <p className="text-sm font-medium text-red-700">{errors.images}</p>}
      {errors.form && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {errors.form}
        </p>
      )}
      <FormActions noun="Deal" editing={editing !== null} busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
