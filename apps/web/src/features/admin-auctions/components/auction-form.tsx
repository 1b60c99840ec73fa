import { useState, type FormEvent } from 'react';
import { DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH, MAX_DUTCH_AUCTION_IMAGES, type DutchAuctionView } from '@shop/contracts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormActions } from '@/components/ui/form-actions';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PictureGrid } from '@/components/ui/picture-grid';
import { toast } from '@/components/ui/toast/use-toast';
import { ImageFilesInput } from '@/features/admin-products/components/image-files-input';
import { toastFailure } from '@/lib/toast-failure';
import { useSaveAuction } from '../api/admin-auctions';
import {
  toAuctionFormData, toFormValues, validateAuctionForm, type AuctionFormErrors, type AuctionFormValues,
} from '../utils/form-values';

type AuctionFormProps = {
  /** The auction being edited, or null to create one. */
  editing: DutchAuctionView | null;
  /** Back to create mode (after saving, or on cancel). */
  onDone: () => void;
};

type MoneyField = 'startPrice' | 'endPrice' | 'originalRetailPrice' | 'priceDropAmount';
const MONEY_FIELDS: readonly { name: MoneyField; label: string; hint?: string }[] = [
  { name: 'startPrice', label: 'Start price ($)' },
  { name: 'endPrice', label: 'End price ($)', hint: 'The floor: the price never falls below it.' },
  { name: 'originalRetailPrice', label: 'Original retail price ($)', hint: 'Shown struck through.' },
  { name: 'priceDropAmount', label: 'Drop amount ($)' },
];

/** Creates or edits a gravity auction, its pictures included (multipart `images[]`, `removeImages`). */
export function AuctionForm({ editing, onDone }: AuctionFormProps) {
  const [values, setValues] = useState<AuctionFormValues>(() => toFormValues(editing));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<AuctionFormErrors>({});
  const save = useSaveAuction();
  const removeImage = useSaveAuction();
  const [images, setImages] = useState<string[]>(editing?.images ?? []);
  const [deletingImage, setDeletingImage] = useState<string | null>(null);
  const room = Math.max(0, MAX_DUTCH_AUCTION_IMAGES - images.length);

  const set = <K extends keyof AuctionFormValues>(name: K, value: AuctionFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuctionForm(values, { kept: images.length, added: files.length }, editing?.soldCount ?? 0);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(
      { id: editing?.id ?? null, form: toAuctionFormData(values, files, [], editing) },
      {
        onSuccess: (auction) => {
          toast({ title: editing ? 'Auction updated' : 'Auction created', description: auction.title, variant: 'success' });
          setFiles([]);
          if (!editing) setValues(toFormValues(null));
          onDone();
        },
        onError: toastFailure(editing ? 'Failed to update auction' : 'Failed to create auction'),
      },
    );
  }

  /** A picture is taken off at once (one click, like the shop's other admin pictures). */
  function deleteImage(url: string) {
    if (!editing) return;
    const form = new FormData();
    form.append('removeImages', JSON.stringify([url]));
    setDeletingImage(url);
    removeImage.mutate(
      { id: editing.id, form },
      {
        onSuccess: (auction) => {
          setImages(auction.images);
          toast({ title: 'Picture deleted', description: auction.title, variant: 'success' });
        },
        onError: toastFailure('Failed to delete picture'),
        onSettled: () => setDeletingImage(null),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="auction-form" aria-label={editing ? `Edit ${editing.title}` : 'New gravity auction'}>
      <Input label="Title" name="title" value={values.title} error={errors.title} onChange={(e) => set('title', e.target.value)} />
      <TextArea
        label="Description"
        name="description"
        rows={3}
        maxLength={DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        {MONEY_FIELDS.map((field) => (
          <Input
            key={field.name}
            label={field.label}
            name={field.name}
            inputMode="decimal"
            value={values[field.name]}
            hint={field.hint}
            error={errors[field.name]}
            onChange={(e) => set(field.name, e.target.value)}
          />
        ))}
        <Input
          label="Drop interval (seconds)"
          name="priceDropInterval"
          inputMode="numeric"
          value={values.priceDropInterval}
          error={errors.priceDropInterval}
          onChange={(e) => set('priceDropInterval', e.target.value)}
        />
        <Input
          label="Quantity"
          name="quantity"
          inputMode="numeric"
          value={values.quantity}
          hint={editing ? `${editing.soldCount} sold so far` : undefined}
          error={errors.quantity}
          onChange={(e) => set('quantity', e.target.value)}
        />
      </div>
      <CheckboxField name="isActive" checked={values.isActive} onChange={(checked) => set('isActive', checked)}>
        Active (shown in the shop; switching it on starts the price again from the start price)
      </CheckboxField>
      {editing && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">Pictures</p>
          <PictureGrid
            owner={editing.title}
            images={images}
            deleting={deletingImage}
            onDelete={deleteImage}
          />
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
        disabledHint={`An auction has at most ${MAX_DUTCH_AUCTION_IMAGES} pictures: delete one to add another.`}
      />
      {errors.images && <p className="text-sm font-medium text-red-700">{errors.images}</p>}
      <FormActions noun="Auction" editing={editing !== null} busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
