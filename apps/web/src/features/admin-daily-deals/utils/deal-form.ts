import {
  DEAL_DESCRIPTION_MAX_LENGTH,
  DEAL_MAX_PER_SHOPPER_DEFAULT,
  DEAL_PRODUCT_LINK_MAX_LENGTH,
  DEAL_QUANTITY_DEFAULT,
  DEAL_QUANTITY_MAX,
  DEAL_TITLE_MAX_LENGTH,
  dealPriceProblem,
  dealRuleProblems,
  type DailyDealInput,
  type DailyDealView,
} from '@shop/contracts';
import { dealDiscountPercent, toCents } from '@shop/pricing';
// Relative, not '@/…': the unit tests load this file without the web app's path alias.
import { withRuleProblems } from '../../../components/admin-form/rule-errors';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-local';

/** The deal fields the form edits (the contract's own names); docs/product/back-office.md §5 "Daily deal form". */
type DealFormField = keyof Pick<
  DailyDealInput,
  'title' | 'description' | 'originalPrice' | 'salePrice' | 'quantity' | 'maxPerShopper' | 'startDate' | 'endDate' | 'productLink'
>;

/** The form as typed: each field as its text; times are datetime-local values. */
export type DealFormValues = Record<DealFormField, string>;

export type DealFormErrors = Partial<Record<keyof DealFormValues | 'images' | 'form', string>>;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** A new deal: one unit (at most 2 per shopper), starting now; the end left blank runs it 24 hours (the server's default). */
export function emptyDealForm(now = new Date()): DealFormValues {
  return {
    title: '',
    description: '',
    originalPrice: '',
    salePrice: '',
    quantity: String(DEAL_QUANTITY_DEFAULT),
    maxPerShopper: String(DEAL_MAX_PER_SHOPPER_DEFAULT),
    startDate: toLocalInput(now),
    endDate: '',
    productLink: '',
  };
}

export function dealFormValues(deal: DailyDealView): DealFormValues {
  return {
    title: deal.title,
    description: deal.description ?? '',
    originalPrice: deal.originalPrice.toFixed(2),
    salePrice: deal.salePrice.toFixed(2),
    quantity: String(deal.quantity),
    maxPerShopper: String(deal.maxPerShopper),
    startDate: toLocalInput(deal.startDate),
    endDate: toLocalInput(deal.endDate),
    productLink: deal.productLink ?? '',
  };
}

/** The quantity field on blur: empty or below 1 becomes 1 (docs/product/back-office.md §5). */
export function quantityOnBlur(text: string): string {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) || value < 1 ? String(DEAL_QUANTITY_DEFAULT) : text;
}

const DOLLARS = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** A count of units as typed: a whole number from 1 to DEAL_QUANTITY_MAX, as the server takes it; else null. */
function unitCount(text: string): number | null {
  const value = text.trim();
  return WHOLE.test(value) && Number(value) >= 1 && Number(value) <= DEAL_QUANTITY_MAX ? Number(value) : null;
}

/** Dollars ≥ 0 with at most 2 decimals, as the server takes them; else null. */
function dollars(text: string): number | null {
  const value = text.trim();
  return DOLLARS.test(value) ? Number(value) : null;
}

/** The discount the typed prices give, in whole percent as the server computes it; null until both prices make sense. */
export function formDiscountPercent(values: Pick<DealFormValues, 'originalPrice' | 'salePrice'>): number | null {
  const original = dollars(values.originalPrice);
  const sale = dollars(values.salePrice);
  if (original === null || sale === null || dealPriceProblem({ originalPrice: original, salePrice: sale })) return null;
  return dealDiscountPercent(toCents(original), toCents(sale));
}

type ImageCounts = { kept: number; added: number };

/**
 * The server's checks, run before sending (docs/api.md "Daily deals"): title and both prices required, the sale below the
 * original, quantity a whole number 1–100,000 and not below what is sold, the per-shopper limit a whole number 1–100,000,
 * the end after the start, at most 10 pictures.
 */
export function validateDealForm(values: DealFormValues, images: ImageCounts, soldCount = 0, now = new Date()): DealFormErrors {
  const errors: DealFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Title is required';
  else if (title.length > DEAL_TITLE_MAX_LENGTH) errors.title = `At most ${DEAL_TITLE_MAX_LENGTH} characters`;
  if (values.description.trim().length > DEAL_DESCRIPTION_MAX_LENGTH) {
    errors.description = `At most ${DEAL_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters`;
  }
  if (values.productLink.trim().length > DEAL_PRODUCT_LINK_MAX_LENGTH) {
    errors.productLink = `At most ${DEAL_PRODUCT_LINK_MAX_LENGTH} characters`;
  }

  const price = 'A price in dollars (0 or more), with at most 2 decimals';
  const original = dollars(values.originalPrice);
  const sale = dollars(values.salePrice);
  if (!values.originalPrice.trim()) errors.originalPrice = 'Original price is required';
  else if (original === null) errors.originalPrice = price;
  if (!values.salePrice.trim()) errors.salePrice = 'Sale price is required';
  else if (sale === null) errors.salePrice = price;

  const units = `A whole number from 1 to ${DEAL_QUANTITY_MAX.toLocaleString('en-US')}`;
  const quantity = unitCount(values.quantity);
  if (quantity === null) errors.quantity = units;
  if (unitCount(values.maxPerShopper) === null) errors.maxPerShopper = units;

  const start = values.startDate ? fromLocalInput(values.startDate) : now.toISOString();
  const end = values.endDate ? fromLocalInput(values.endDate) : null;
  if (values.startDate && !start) errors.startDate = 'Not a date and time';
  if (values.endDate && !end) errors.endDate = 'Not a date and time';

  // The rules across fields, in the service's words (libs/contracts rules/deal-rules.ts); a field's own problem comes first.
  withRuleProblems(
    errors,
    dealRuleProblems({
      originalPrice: original,
      salePrice: sale,
      quantity,
      soldCount,
      startDate: start,
      endDate: end,
      imageCount: images.kept + images.added,
    }),
  );

  if (!title || !values.originalPrice.trim() || !values.salePrice.trim()) errors.form = REQUIRED_FIELDS_MESSAGE;
  return errors;
}

export const hasErrors = (errors: DealFormErrors) => Object.values(errors).some(Boolean);

/**
 * The multipart body: the text fields (blank description and link are stored as none), new files as `images[]`.
 * A blank start or end is left out (the server: now, and start + 24 h). On an edit the times go only when they were
 * changed, so an untouched one keeps its seconds.
 */
export function toDealFormData(values: DealFormValues, files: readonly File[], editing: DailyDealView | null): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('originalPrice', values.originalPrice.trim());
  form.append('salePrice', values.salePrice.trim());
  form.append('quantity', values.quantity.trim());
  form.append('maxPerShopper', values.maxPerShopper.trim());
  form.append('productLink', values.productLink.trim());
  const loaded = editing ? dealFormValues(editing) : null;
  for (const field of ['startDate', 'endDate'] as const) {
    const instant = fromLocalInput(values[field]);
    if (instant && values[field] !== loaded?.[field]) form.append(field, instant);
  }
  for (const file of files) form.append('images[]', file);
  return form;
}

/** A PUT body that keeps only these of the deal's stored images (the others are taken off and their files deleted). */
export function keepImagesForm(keep: readonly string[]): FormData {
  const form = new FormData();
  form.append('keepImages', JSON.stringify(keep));
  return form;
}
