import { useState, type FormEvent } from 'react';
import { MAX_VARIANT_IMAGES, type ProductView, type VariantView } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useCreateVariant } from '../api/create-variant';
import { useDeleteVariant } from '../api/delete-variant';
import { useProductVariants } from '../api/get-product-variants';
import { useSetVariantAvailability } from '../api/set-variant-availability';
import {
  buildVariantForm,
  EMPTY_VARIANT_VALUES,
  validateVariant,
  VARIANT_NAME_REQUIRED,
  type FieldErrors,
  type VariantValues,
} from '../utils/product-form';
import { Badge, TextAreaField } from './fields';
import { ImageFilesInput } from '@/components/admin-form/image-files-input';

function VariantPrice({ variant }: { variant: VariantView }) {
  if (variant.price === null && variant.sale_price === null) {
    return <span className="text-ink-soft">Product price</span>;
  }
  return (
    <span>
      {variant.sale_price !== null && <strong className="text-madder-deep">{formatMoney(variant.sale_price)} </strong>}
      {variant.price !== null &&
        (variant.sale_price !== null ? <s className="text-ink-soft">{formatMoney(variant.price)}</s> : formatMoney(variant.price))}
    </span>
  );
}

function VariantRow({ variant }: { variant: VariantView }) {
  const availability = useSetVariantAvailability();
  const remove = useDeleteVariant();

  function setAvailable(available: boolean) {
    availability.mutate(
      { id: variant.id, available },
      {
        onSuccess: () =>
          toast({
            title: 'Success',
            description: available ? `"${variant.name}" is available again.` : `"${variant.name}" is marked sold.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: available ? 'Failed to mark as available' : 'Failed to mark as sold',
            description: getErrorMessage(error, ''),
            variant: 'destructive',
          }),
      },
    );
  }

  /** Awaited: the refreshed list drops this row, and react-query skips the callbacks of an unmounted caller. */
  async function handleDelete() {
    try {
      await remove.mutateAsync(variant.id);
      toast({ title: 'Success', description: `Variant "${variant.name}" deleted.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to delete variant', description: getErrorMessage(error, ''), variant: 'destructive' });
    }
  }

  return (
    <li data-testid="admin-variant-row" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {variant.images[0] ? (
          <img src={variant.images[0]} alt="" className="size-14 shrink-0 rounded-lg bg-paper-deep object-cover" />
        ) : (
          <div className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-paper-deep text-xs text-ink-soft">No image</div>
        )}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {variant.name}
            {variant.isAvailable ? <Badge tone="good">Available</Badge> : <Badge tone="bad">Sold</Badge>}
          </p>
          {variant.description && <p className="line-clamp-2 text-sm text-ink-soft">{variant.description}</p>}
          <p className="text-sm text-ink">
            <VariantPrice variant={variant} /> <span className="text-ink-soft">· Order {variant.sortOrder}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" busy={availability.isPending} onClick={() => setAvailable(!variant.isAvailable)}>
          {variant.isAvailable ? 'Mark Sold' : 'Make Available'}
        </Button>
        <ConfirmButton
          label="Delete"
          ariaLabel={`Delete variant ${variant.name}`}
          question={`Delete "${variant.name}" for good?`}
          confirmLabel="Yes, delete"
          busy={remove.isPending}
          onConfirm={() => void handleDelete()}
        />
      </div>
    </li>
  );
}

function AddVariantForm({ productId }: { productId: string }) {
  const [values, setValues] = useState<VariantValues>(EMPTY_VARIANT_VALUES);
  const [errors, setErrors] = useState<FieldErrors<VariantValues>>({});
  const create = useCreateVariant();

  function set<K extends keyof VariantValues>(key: K, value: VariantValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateVariant(values);
    setErrors(found);
    if (found.name) toast({ title: 'Error', description: VARIANT_NAME_REQUIRED, variant: 'destructive' });
    if (Object.values(found).some(Boolean)) return;
    create.mutate(
      { productId, form: buildVariantForm(values) },
      {
        onSuccess: (variant) => {
          toast({ title: 'Success', description: `Variant "${variant.name}" created.`, variant: 'success' });
          setValues(EMPTY_VARIANT_VALUES);
        },
        onError: (error) =>
          toast({
            title: 'Failed to create variant',
            description: getErrorMessage(error, ''),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Add variant" className="flex flex-col gap-3 rounded-xl border border-dashed border-line p-3">
      <h4 className="font-semibold text-ink">Add a variant</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <Input label="Variant name" required value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
        <Input
          label="Sort order"
          inputMode="numeric"
          value={values.sortOrder}
          onChange={(e) => set('sortOrder', e.target.value)}
          error={errors.sortOrder}
        />
      </div>
      <TextAreaField label="Description" rows={2} value={values.description} onChange={(e) => set('description', e.target.value)} />
      <div className="grid grid-cols-2 gap-3">
        <Input
          label="Price"
          inputMode="decimal"
          placeholder="product price"
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
          error={errors.price}
        />
        <Input
          label="Sale price"
          inputMode="decimal"
          placeholder="optional"
          value={values.salePrice}
          onChange={(e) => set('salePrice', e.target.value)}
          error={errors.salePrice}
        />
      </div>
      <ImageFilesInput
        label="Images"
        files={values.images}
        onChange={(files) => set('images', files)}
        max={MAX_VARIANT_IMAGES}
        previews={MAX_VARIANT_IMAGES}
      />
      <Button type="submit" busy={create.isPending} className="sm:w-fit">
        Create variant
      </Button>
    </form>
  );
}

/** The Product Variants manager: every variant (sold ones too), Mark Sold / Make Available, delete, and create. */
export function VariantsManager({ product }: { product: ProductView }) {
  const query = useProductVariants(product.id);

  return (
    <div className="flex flex-col gap-3">
      {query.isPending ? (
        <LoadingBlock label="Loading variants..." />
      ) : query.isError ? (
        <ErrorState
          title="Could not load the variants"
          message={getErrorMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-ink-soft">No variants yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.map((variant) => (
            <VariantRow key={variant.id} variant={variant} />
          ))}
        </ul>
      )}
      <AddVariantForm productId={product.id} />
    </div>
  );
}
