import type { FormEvent } from 'react';
import { DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH, MAX_DUTCH_AUCTION_IMAGES, type DutchAuctionView } from '@shop/contracts';
import { PicturesField } from '@/components/admin-form/pictures-field';
import type { CreateOrEditFormProps } from '@/components/admin-form/save-create-or-edit';
import { FormActions } from '@/components/admin-form/save-actions';
import { hasFormErrors, useFormState } from '@/components/admin-form/use-form-state';
import { useStoredPictures } from '@/components/admin-form/use-stored-pictures';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { toastFailure } from '@/lib/toast-failure';
import { useSaveAuction } from '../api/admin-auctions';
import {
  removeImagesForm,
  toAuctionFormData,
  toFormValues,
  validateAuctionForm,
  type AuctionFormErrors,
  type AuctionFormValues,
} from '../utils/form-values';

type AuctionFormProps = CreateOrEditFormProps<DutchAuctionView>;

type MoneyField = 'startPrice' | 'endPrice' | 'originalRetailPrice' | 'priceDropAmount';
const MONEY_FIELDS: readonly { name: MoneyField; label: string; hint?: string }[] = [
  { name: 'startPrice', label: 'Start price ($)' },
  { name: 'endPrice', label: 'End price ($)', hint: 'The floor: the price never falls below it.' },
  { name: 'originalRetailPrice', label: 'Original retail price ($)', hint: 'Shown struck through.' },
  { name: 'priceDropAmount', label: 'Drop amount ($)' },
];

/** Creates or edits a gravity auction, its pictures included (multipart `images[]`, `removeImages`). */
export function AuctionForm({ editing, onDone }: AuctionFormProps) {
  const form = useFormState<AuctionFormValues, AuctionFormErrors>(() => toFormValues(editing));
  const { values, errors, set, field } = form;
  const save = useSaveAuction();
  const pictures = useStoredPictures(editing, useSaveAuction(), removeImagesForm, {
    failureTitle: 'Failed to delete picture',
    onChosen: () => form.clearErrors('images'),
  });
  const files = pictures.files;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuctionForm(values, { kept: pictures.images.length, added: files.length }, editing?.soldCount ?? 0);
    form.setErrors(found);
    if (hasFormErrors(found)) return;
    save.mutate(
      { id: editing?.id ?? null, form: toAuctionFormData(values, files, [], editing) },
      {
        onSuccess: (auction) => {
          toast({ title: editing ? 'Auction updated' : 'Auction created', description: auction.title, variant: 'success' });
          pictures.clearFiles();
          if (!editing) form.setValues(toFormValues(null));
          onDone();
        },
        onError: toastFailure(editing ? 'Failed to update auction' : 'Failed to create auction'),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="auction-form"
      aria-label={editing ? `Edit ${editing.title}` : 'New gravity auction'}
    >
      <Input label="Title" {...field('title')} />
      <TextArea label="Description" {...field('description')} rows={3} maxLength={DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH} />
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        {MONEY_FIELDS.map((money) => (
          <Input key={money.name} label={money.label} {...field(money.name)} inputMode="decimal" hint={money.hint} />
        ))}
        <Input label="Drop interval (seconds)" {...field('priceDropInterval')} inputMode="numeric" />
        <Input label="Quantity" {...field('quantity')} inputMode="numeric" hint={editing ? `${editing.soldCount} sold so far` : undefined} />
      </div>
      <CheckboxField name="isActive" checked={values.isActive} onChange={(checked) => set('isActive', checked)}>
        Active (shown in the shop; switching it on starts the price again from the start price)
      </CheckboxField>
      <PicturesField {...pictures.field} max={MAX_DUTCH_AUCTION_IMAGES} owner="An auction" error={errors.images} />
      <FormActions noun="Auction" editing={editing !== null} busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
