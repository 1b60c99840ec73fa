import { salePriceProblem } from '@shop/contracts';
/**
 * The multipart bodies of the product and variant forms, by the rules of
 * docs/product/back-office.md §5 ("Product create", "Product update", "Variant create").
 */

/** A money field the server will take: a non-negative number (it checks the two decimals). */
export function isAmount(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return false;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0;
}

export type ProductCreateValues = {
  name: string;
  category: string;
  description: string;
  price: string;
  salePrice: string;
  shipping: string;
  images: File[];
};

export const EMPTY_CREATE_VALUES: ProductCreateValues = {
  name: '',
  category: '',
  description: '',
  price: '',
  salePrice: '',
  shipping: '0.00',
  images: [],
};

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Name, category and price are required; prices must be amounts. */
export function validateCreate(values: ProductCreateValues): FieldErrors<ProductCreateValues> {
  const errors: FieldErrors<ProductCreateValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.category) errors.category = 'Choose a category';
  if (!values.price.trim()) errors.price = 'Price is required';
  else if (!isAmount(values.price)) errors.price = 'Price must be a number, e.g. 12.50';
  if (values.salePrice.trim() && !isAmount(values.salePrice)) errors.salePrice = 'Sale price must be a number';
  if (values.shipping.trim() && !isAmount(values.shipping)) errors.shipping = 'Shipping must be a number';
  const saleProblem = errors.salePrice ? undefined : saleNotBelowPrice(values.price, values.salePrice);
  if (saleProblem) errors.salePrice = saleProblem;
  return errors;
}

/** The server's one message when both are amounts and the sale price is not below the price (a fake "was" price). */
function saleNotBelowPrice(price: string, salePrice: string): string | undefined {
  if (!isAmount(price) || !isAmount(salePrice)) return undefined;
  return salePriceProblem(Number(price), Number(salePrice))?.message;
}

/** POST /api/products: shipping defaults to 0.00; an empty description or sale price is left out. */
export function buildCreateForm(values: ProductCreateValues): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('category', values.category);
  form.append('price', values.price.trim());
  if (values.description.trim()) form.append('description', values.description.trim());
  if (isAmount(values.salePrice)) form.append('salePrice', values.salePrice.trim());
  form.append('shipping', isAmount(values.shipping) ? values.shipping.trim() : '0.00');
  for (const file of values.images) form.append('images', file);
  return form;
}

export type ProductEditValues = {
  name: string;
  category: string;
  subcategory: string;
  subcategories: string[];
  description: string;
  price: string;
  salePrice: string;
  halfPanPrice: string;
  fullPanPrice: string;
  grandePrice: string;
  shipping: string;
  paintCount: string;
  hasVariants: boolean;
  hasExtenders: boolean;
};

const NULLABLE_PRICES = ['salePrice', 'halfPanPrice', 'fullPanPrice', 'grandePrice'] as const;

/** Blocks a save that would silently drop a typed value. */
export function validateEdit(values: ProductEditValues): FieldErrors<ProductEditValues> {
  const errors: FieldErrors<ProductEditValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (values.price.trim() && !isAmount(values.price)) errors.price = 'Price must be a number';
  for (const field of NULLABLE_PRICES) {
    if (values[field].trim() && !isAmount(values[field])) errors[field] = 'Must be a number, or empty';
  }
  const count = values.paintCount.trim();
  if (count && !/^\d+$/.test(count)) errors.paintCount = 'Paint count must be a whole number';
  const saleProblem = errors.salePrice ? undefined : saleNotBelowPrice(values.price, values.salePrice);
  if (saleProblem) errors.salePrice = saleProblem;
  return errors;
}

/**
 * PUT /api/products/{id}: price only when numeric; sale, half-pan, full-pan
 * (and grande) prices empty when blank (the server stores null), else when
 * numeric; shipping 0.00 when blank or invalid; subcategories as JSON text;
 * other text fields only when non-empty.
 */
export function buildUpdateForm(values: ProductEditValues): FormData {
  const form = new FormData();
  const text = (key: string, value: string) => {
    if (value.trim()) form.append(key, value.trim());
  };
  text('name', values.name);
  text('category', values.category);
  text('subcategory', values.subcategory);
  text('description', values.description);
  text('paintCount', values.paintCount);
  if (isAmount(values.price)) form.append('price', values.price.trim());
  for (const field of NULLABLE_PRICES) {
    const value = values[field].trim();
    if (!value) form.append(field, '');
    else if (isAmount(value)) form.append(field, value);
  }
  form.append('shipping', isAmount(values.shipping) ? values.shipping.trim() : '0.00');
  form.append('subcategories', JSON.stringify(values.subcategories));
  form.append('hasVariants', String(values.hasVariants));
  form.append('hasExtenders', String(values.hasExtenders));
  return form;
}

/** A stored amount as the form shows it: '' for none, two decimals otherwise. */
export function amountText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : value.toFixed(2);
}

export type VariantValues = {
  name: string;
  description: string;
  sortOrder: string;
  price: string;
  salePrice: string;
  images: File[];
};

export const EMPTY_VARIANT_VALUES: VariantValues = {
  name: '',
  description: '',
  sortOrder: '0',
  price: '',
  salePrice: '',
  images: [],
};

/** The documented message, shown once, in the toast (docs/product/back-office.md §5). */
export const VARIANT_NAME_REQUIRED = 'Variant name is required';
/** What the Variant name field itself says then. */
export const VARIANT_NAME_MISSING = "Enter the variant's name";

export function validateVariant(values: VariantValues): FieldErrors<VariantValues> {
  const errors: FieldErrors<VariantValues> = {};
  if (!values.name.trim()) errors.name = VARIANT_NAME_MISSING;
  if (values.sortOrder.trim() && !/^-?\d+$/.test(values.sortOrder.trim())) {
    errors.sortOrder = 'Sort order must be a whole number';
  }
  if (values.price.trim() && !isAmount(values.price)) errors.price = 'Price must be a number';
  if (values.salePrice.trim() && !isAmount(values.salePrice)) errors.salePrice = 'Sale price must be a number';
  return errors;
}

/** POST /api/products/{id}/variants: sortOrder defaults to 0; empty prices are left out. */
export function buildVariantForm(values: VariantValues): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  if (values.description.trim()) form.append('description', values.description.trim());
  form.append('sortOrder', values.sortOrder.trim() || '0');
  if (isAmount(values.price)) form.append('price', values.price.trim());
  if (isAmount(values.salePrice)) form.append('sale_price', values.salePrice.trim());
  for (const file of values.images) form.append('images', file);
  return form;
}

/** The bulk-sale discount: a whole number from 1 to 50; anything not a number means 20 (docs/product/back-office.md §5). */
export function bulkDiscount(text: string, min: number, max: number, fallback: number): number {
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}
