import {
  DEAL_DESCRIPTION_MAX_LENGTH,
  DEAL_QUANTITY_DEFAULT,
  DEAL_QUANTITY_MAX,
  DEAL_DISCOUNT_DEFAULT,
  DEAL_DISCOUNT_MAX,
  DEAL_DISCOUNT_MIN,
  dealWindowProblem,
  problemsOf,
} from '@shop/contracts';
import { percentOff, toCents, toDollars } from '@shop/pricing';
// Relative, not '@/…': the unit tests load this file without the web app's path alias.
import { withRuleProblems } from '../../../components/admin-form/rule-errors';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-local';

/** The scheduler's form as typed (docs/product/back-office.md §2.12, §5 "Scheduler"). */
export type ScheduleFormValues = {
  productId: string;
  discountPercent: string;
  /** Units on offer. */
  quantity: string;
  startDate: string;
  endDate: string;
  blurb: string;
};

/** POST /api/admin/daily-deals/schedule-from-product's body. */
export type ScheduleFromProductInput = {
  productId: string;
  discountPercent: number;
  quantity: number;
  startDate: string;
  endDate: string;
  /** Left out: the server writes it from the product's own text. */
  blurb?: string;
};

export type ScheduleFormErrors = Partial<Record<keyof ScheduleFormValues | 'form', string>>;

export const SCHEDULE_REQUIRED_MESSAGE = 'Please select a product and set start/end dates.';

/** The default deal window: the next day at 09:00 to the day after at 21:00, in the admin's time zone (back-office.md §9). */
export function defaultDealWindow(now = new Date()): { startDate: string; endDate: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2, 21, 0);
  return { startDate: toLocalInput(start), endDate: toLocalInput(end) };
}

export function emptyScheduleForm(now = new Date()): ScheduleFormValues {
  return {
    productId: '',
    discountPercent: String(DEAL_DISCOUNT_DEFAULT),
    quantity: String(DEAL_QUANTITY_DEFAULT),
    blurb: '',
    ...defaultDealWindow(now),
  };
}

export type ScheduleCheck = { ok: true; input: ScheduleFromProductInput } | { ok: false; errors: ScheduleFormErrors };

/** Product, start and end required; the discount a whole number 5–70; the units a whole number from 1; the end after the start. */
export function checkScheduleForm(values: ScheduleFormValues): ScheduleCheck {
  const errors: ScheduleFormErrors = {};
  const startDate = fromLocalInput(values.startDate);
  const endDate = fromLocalInput(values.endDate);
  if (!values.productId) errors.productId = 'Choose a product';
  if (!startDate) errors.startDate = 'Start is required';
  if (!endDate) errors.endDate = 'End is required';
  else if (startDate) withRuleProblems(errors, problemsOf(dealWindowProblem({ startDate, endDate })));
  if (!values.productId || !startDate || !endDate) errors.form = SCHEDULE_REQUIRED_MESSAGE;

  const text = values.discountPercent.trim();
  const discount = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(discount >= DEAL_DISCOUNT_MIN && discount <= DEAL_DISCOUNT_MAX)) {
    errors.discountPercent = `A whole number from ${DEAL_DISCOUNT_MIN} to ${DEAL_DISCOUNT_MAX}`;
  }
  const quantityText = values.quantity.trim();
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
  if (!(quantity >= 1 && quantity <= DEAL_QUANTITY_MAX)) errors.quantity = `A whole number from 1 to ${DEAL_QUANTITY_MAX.toLocaleString('en-US')}`;
  const blurb = values.blurb.trim();
  if (blurb.length > DEAL_DESCRIPTION_MAX_LENGTH) errors.blurb = `At most ${DEAL_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters`;

  if (Object.values(errors).some(Boolean) || !startDate || !endDate) return { ok: false, errors };
  return {
    ok: true,
    input: { productId: values.productId, discountPercent: discount, quantity, startDate, endDate, ...(blurb ? { blurb } : {}) },
  };
}

/** What the deal will cost, as the server prices it: the product's current price less the discount, rounded half-up. */
export function scheduledSalePrice(productPrice: number, discountPercent: number): number | null {
  if (!Number.isInteger(discountPercent) || discountPercent < DEAL_DISCOUNT_MIN || discountPercent > DEAL_DISCOUNT_MAX) return null;
  return toDollars(percentOff(toCents(productPrice), discountPercent));
}
