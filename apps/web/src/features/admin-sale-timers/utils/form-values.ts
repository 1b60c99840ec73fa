import { SALE_TIMER_DISCOUNT_MAX, SALE_TIMER_DISCOUNT_MIN, saleTimerRuleProblems, type SaleTimer, type SaleTimerType } from '@shop/contracts';
import { withRuleProblems } from '../../../components/admin-form/rule-errors';
import type { SaleTimerInput } from '../api/create-sale-timer';
import { DEFAULT_SALE_TIMER_DAYS } from '../constants';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-local';

/** The form as typed: times in the admin's own time zone (datetime-local), product ids as free text. */
export type SaleTimerFormValues = Record<
  keyof Pick<SaleTimerInput, 'name' | 'description' | 'discountPercentage' | 'startTime' | 'endTime' | 'targetProductIds'>,
  string
> &
  Pick<SaleTimerInput, 'saleType' | 'isActive'> & { targetCategories: string[] };

export type SaleTimerFormErrors = Partial<Record<keyof SaleTimerFormValues, string>>;

/** Product ids typed one per line or separated by commas or spaces; blanks and repeats dropped. */
export function parseProductIds(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

export function emptyFormValues(now = new Date()): SaleTimerFormValues {
  const end = new Date(now.getTime() + DEFAULT_SALE_TIMER_DAYS * 24 * 60 * 60 * 1000);
  return {
    name: '',
    description: '',
    discountPercentage: '',
    startTime: toLocalInput(now),
    endTime: toLocalInput(end),
    saleType: 'all',
    targetCategories: [],
    targetProductIds: '',
    isActive: true,
  };
}

export function formValuesFromTimer(timer: SaleTimer): SaleTimerFormValues {
  return {
    name: timer.name,
    description: timer.description ?? '',
    discountPercentage: String(timer.discountPercentage),
    startTime: toLocalInput(timer.startTime),
    endTime: toLocalInput(timer.endTime),
    saleType: timer.saleType,
    targetCategories: timer.targetCategories ?? [],
    targetProductIds: (timer.targetProductIds ?? []).join('\n'),
    isActive: timer.isActive,
  };
}

/** Switching the sale type clears the target categories and product ids (docs/product/back-office.md §4 "Sale timer"). */
export function withSaleType(values: SaleTimerFormValues, saleType: SaleTimerType): SaleTimerFormValues {
  if (saleType === values.saleType) return values;
  return { ...values, saleType, targetCategories: [], targetProductIds: '' };
}

export type FormCheck = { ok: true; input: SaleTimerInput } | { ok: false; errors: SaleTimerFormErrors };

/** docs/product/back-office.md §5 "Sale timer": name, discount, start, end and type required; discount 1 to 90; plus the targets of the type. */
export function checkForm(values: SaleTimerFormValues): FormCheck {
  const errors: SaleTimerFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name is required';

  const discountText = values.discountPercentage.trim();
  const discount = Number(discountText);
  if (!discountText) errors.discountPercentage = 'Discount is required';
  else if (!Number.isInteger(discount) || discount < SALE_TIMER_DISCOUNT_MIN || discount > SALE_TIMER_DISCOUNT_MAX) {
    errors.discountPercentage = `Discount must be a whole number between ${SALE_TIMER_DISCOUNT_MIN} and ${SALE_TIMER_DISCOUNT_MAX}`;
  }

  const startTime = fromLocalInput(values.startTime);
  const endTime = fromLocalInput(values.endTime);
  if (!startTime) errors.startTime = 'Start time is required';
  if (!endTime) errors.endTime = 'End time is required';

  // The rules across fields, in the service's words (libs/contracts rules/sale-timer-rules.ts).
  const productIds = parseProductIds(values.targetProductIds);
  withRuleProblems(
    errors,
    saleTimerRuleProblems({
      startTime,
      endTime,
      saleType: values.saleType,
      targetCategories: values.targetCategories,
      targetProductIds: productIds,
    }),
  );

  if (Object.keys(errors).length > 0 || !startTime || !endTime) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      description: values.description.trim() || null,
      discountPercentage: discount,
      startTime,
      endTime,
      saleType: values.saleType,
      targetCategories: values.saleType === 'category' ? values.targetCategories : null,
      targetProductIds: values.saleType === 'specific' ? productIds : null,
      isActive: values.isActive,
    },
  };
}

/**
 * The fields an edit changed, compared with the timer as it was loaded into
 * the form, so untouched times keep their seconds. A change of sale type
 * sends both target lists.
 */
export function changedFields(original: SaleTimer, input: SaleTimerInput): Partial<SaleTimerInput> {
  const loaded = checkForm(formValuesFromTimer(original));
  const before = loaded.ok ? loaded.input : null;
  const changes: Partial<SaleTimerInput> = {};
  for (const key of Object.keys(input) as (keyof SaleTimerInput)[]) {
    if (!before || JSON.stringify(before[key]) !== JSON.stringify(input[key])) {
      (changes as Record<string, unknown>)[key] = input[key];
    }
  }
  if ('saleType' in changes) {
    changes.targetCategories = input.targetCategories;
    changes.targetProductIds = input.targetProductIds;
  }
  return changes;
}
