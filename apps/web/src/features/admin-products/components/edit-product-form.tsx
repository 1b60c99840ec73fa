import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { ALL_PRODUCT_CATEGORIES, type ProductView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCategories } from '../api/get-categories';
import { useUpdateProduct } from '../api/update-product';
import { amountText, buildUpdateForm, validateEdit, type FieldErrors, type ProductEditValues } from '../utils/product-form';
import { SelectField, TextAreaField } from './fields';

function initialValues(product: ProductView): ProductEditValues {
  return {
    name: product.name,
    category: product.category,
    subcategory: product.subcategory ?? '',
    subcategories: product.subcategories,
    description: product.description ?? '',
    price: amountText(product.price),
    salePrice: amountText(product.salePrice),
    halfPanPrice: amountText(product.halfPanPrice),
    fullPanPrice: amountText(product.fullPanPrice),
    grandePrice: amountText(product.grandePrice),
    shipping: amountText(product.shipping),
    paintCount: product.paintCount === null ? '' : String(product.paintCount),
    hasVariants: product.hasVariants,
    hasExtenders: product.hasExtenders,
  };
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

type SubcategoriesProps = { category: string; value: string[]; onChange: (next: string[]) => void };

/** Subcategory tags: the shop's known ones for the category as toggles, plus any others typed in. */
function SubcategoriesField(props: SubcategoriesProps) {
  const categories = useCategories();
  if (categories.isPending) return <p className="text-sm text-ink-soft">Loading subcategories...</p>;
  // Without the reference list (failed call, or a category outside the shop's seven) every tag is typed in.
  const known = categories.data?.find((c) => c.name === props.category)?.subcategories ?? [];
  return <SubcategoriesEditor {...props} known={known} />;
}

function SubcategoriesEditor({ value, onChange, known }: SubcategoriesProps & { known: string[] }) {
  const others = value.filter((tag) => !known.includes(tag));
  const [othersText, setOthersText] = useState(others.join(', '));

  function toggle(tag: string) {
    onChange(value.includes(tag) ? value.filter((t) => t !== tag) : [...value, tag]);
  }

  function setOthers(text: string) {
    setOthersText(text);
    onChange([...value.filter((tag) => known.includes(tag)), ...splitList(text)]);
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">Subcategories</legend>
      {known.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {known.map((tag) => {
            const on = value.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(tag)}
                className={clsx(
                  'min-h-9 rounded-full border px-3 text-sm focus-ring',
                  on ? 'border-madder bg-madder text-white' : 'border-line bg-white text-ink',
                )}
              >
                {tag}
              </button>
            );
          })}
        </div>
      )}
      <Input
        label={known.length ? 'Other subcategories' : 'Subcategories'}
        hint="Separated by commas"
        value={othersText}
        onChange={(e) => setOthers(e.target.value)}
      />
    </fieldset>
  );
}

type EditProductFormProps = { product: ProductView; onDone: () => void };

/** Edit a product's fields (docs/product/back-office.md §5 "Product update"); images have their own section. */
export function EditProductForm({ product, onDone }: EditProductFormProps) {
  const [values, setValues] = useState(() => initialValues(product));
  const [errors, setErrors] = useState<FieldErrors<ProductEditValues>>({});
  const update = useUpdateProduct();
  const categoryOptions = ALL_PRODUCT_CATEGORIES.includes(product.category) ? ALL_PRODUCT_CATEGORIES : [product.category, ...ALL_PRODUCT_CATEGORIES];

  function set<K extends keyof ProductEditValues>(key: K, value: ProductEditValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateEdit(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    update.mutate(
      { id: product.id, form: buildUpdateForm(values) },
      {
        onSuccess: (saved) => {
          toast({ title: 'Success', description: `"${saved.name}" was updated.`, variant: 'success' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Failed to update product',
            description: getErrorMessage(error, 'Failed to update product'),
            variant: 'destructive',
          }),
      },
    );
  }

  type MoneyKey = 'price' | 'salePrice' | 'halfPanPrice' | 'fullPanPrice' | 'grandePrice' | 'shipping';
  const money = (key: MoneyKey, label: string) => (
    <Input label={label} inputMode="decimal" value={values[key]} onChange={(e) => set(key, e.target.value)} error={errors[key]} />
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={`Edit ${product.name}`} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Name" value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
        <SelectField label="Category" value={values.category} onChange={(e) => set('category', e.target.value)}>
          {categoryOptions.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Description"
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        hint="An emptied description keeps the old text."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Main subcategory" value={values.subcategory} onChange={(e) => set('subcategory', e.target.value)} />
        <Input
          label="Paint count (sets)"
          inputMode="numeric"
          value={values.paintCount}
          onChange={(e) => set('paintCount', e.target.value)}
          error={errors.paintCount}
        />
      </div>
      <SubcategoriesField
        key={values.category}
        category={values.category}
        value={values.subcategories}
        onChange={(next) => set('subcategories', next)}
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {money('price', 'Price (half pan)')}
        {money('salePrice', 'Sale price')}
        {money('halfPanPrice', 'Half-pan price')}
        {money('fullPanPrice', 'Full-pan price')}
        {money('grandePrice', 'Grande price')}
        {money('shipping', 'Shipping')}
      </div>
      <p className="-mt-2 text-sm text-ink-soft">Empty price fields are cleared; an empty or invalid shipping is saved as 0.00.</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={values.hasVariants}
            onChange={(e) => set('hasVariants', e.target.checked)}
            className="size-4 accent-madder"
          />
          Has variants
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={values.hasExtenders}
            onChange={(e) => set('hasExtenders', e.target.checked)}
            className="size-4 accent-madder"
          />
          Offers extender packs (Watercolor Sets)
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
