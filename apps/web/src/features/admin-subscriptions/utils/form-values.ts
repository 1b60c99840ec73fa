import type { SubscriptionView } from '@shop/contracts';
import type { SubscriptionFormValues } from '../types';

const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** A plan's values as the edit form shows them (characteristics one per line). */
export function formValuesOf(subscription: SubscriptionView): SubscriptionFormValues {
  return {
    title: subscription.title,
    description: subscription.description,
    basePrice: money(subscription.basePrice),
    price1Month: money(subscription.price1Month),
    price3Month: money(subscription.price3Month),
    price6Month: money(subscription.price6Month),
    price12Month: money(subscription.price12Month),
    isEarlyBirdEnabled: subscription.isEarlyBirdEnabled,
    earlyBirdPrice: money(subscription.earlyBirdPrice),
    has12MonthBonus: subscription.has12MonthBonus,
    twelveMonthBonusText: subscription.twelveMonthBonusText,
    hasFreeLessons: subscription.hasFreeLessons,
    freeLessonsWeeks: subscription.freeLessonsWeeks === null ? '' : String(subscription.freeLessonsWeeks),
    freeLessonsText: subscription.freeLessonsText,
    characteristics: subscription.characteristics.join('\n'),
  };
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

export type FormErrors = Partial<Record<keyof SubscriptionFormValues, string>>;

/** The checks the form makes before sending (docs/product/back-office.md §5 "Subscription"); the server checks again. */
export function validateForm(values: SubscriptionFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.basePrice.trim()) errors.basePrice = 'Base price is required';
  else if (!AMOUNT.test(values.basePrice.trim())) errors.basePrice = 'Enter a price in dollars, e.g. 34.00';
  for (const field of ['price1Month', 'price3Month', 'price6Month', 'price12Month', 'earlyBirdPrice'] as const) {
    const value = values[field].trim();
    if (value && !AMOUNT.test(value)) errors[field] = 'Enter a price in dollars, or leave it blank';
  }
  if (values.isEarlyBirdEnabled && !(Number(values.earlyBirdPrice) > 0)) errors.earlyBirdPrice = 'Enter the early-bird price to enable it';
  const weeks = values.freeLessonsWeeks.trim();
  if (weeks && !(/^\d+$/.test(weeks) && Number(weeks) >= 1 && Number(weeks) <= 52)) errors.freeLessonsWeeks = 'Enter a number of weeks from 1 to 52';
  return errors;
}

/** The form as form data: every field as text, flags "true"/"false", blank prices (which clear them) as ''. */
export function toFormData(values: SubscriptionFormValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    form.append(name, typeof value === 'boolean' ? String(value) : name === 'characteristics' || name === 'description' ? value : value.trim());
  }
  return form;
}
