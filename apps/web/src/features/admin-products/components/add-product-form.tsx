import { useState, type FormEvent } from 'react';
import { MAX_PRODUCT_IMAGES, PRODUCT_FORM_CATEGORIES } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateProduct } from '../api/create-product';
import { buildCreateForm, EMPTY_CREATE_VALUES, validateCreate, type FieldErrors, type ProductCreateValues } from '../utils/product-form';
import { SelectField, TextAreaField } from './fields';
import { ImageFilesInput } from '@/components/admin-form/image-files-input';

/** The add-product form (docs/product/back-office.md §5 "Product create"). */
export function AddProductForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<ProductCreateValues>(EMPTY_CREATE_VALUES);
  const [errors, setErrors] = useState<FieldErrors<ProductCreateValues>>({});
  const create = useCreateProduct();

  function set<K extends keyof ProductCreateValues>(key: K, value: ProductCreateValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateCreate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    create.mutate(buildCreateForm(values), {
      onSuccess: (product) => {
        toast({ title: 'Success', description: `"${product.name}" was created.`, variant: 'success' });
        setValues(EMPTY_CREATE_VALUES);
        onDone();
      },
      onError: (error) => {
        // docs/product/back-office.md §8: 'Error creating product' ('Failed to create product'), then the server's words if any.
        const reason = getErrorMessage(error, '');
        toast({
          title: 'Error creating product',
          description: reason ? `Failed to create product: ${reason}` : 'Failed to create product',
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <form
      data-testid="admin-product-form"
      onSubmit={handleSubmit}
      noValidate
      aria-label="Add product"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-paper p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Name" required value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} autoFocus />
        <SelectField label="Category" required value={values.category} onChange={(e) => set('category', e.target.value)} error={errors.category}>
          <option value="">Choose a category…</option>
          {PRODUCT_FORM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label="Description" value={values.description} onChange={(e) => set('description', e.target.value)} />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Input
          label="Price (half pan)"
          required
          inputMode="decimal"
          placeholder="0.00"
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
        <Input
          label="Shipping"
          inputMode="decimal"
          value={values.shipping}
          onChange={(e) => set('shipping', e.target.value)}
          error={errors.shipping}
          className="col-span-2 sm:col-span-1"
        />
      </div>
      <ImageFilesInput label="Images" files={values.images} onChange={(files) => set('images', files)} max={MAX_PRODUCT_IMAGES} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!values.category} busy={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}
