import { problemsOf, windowProblem, type CommissionSettingView } from '@shop/contracts';
// Relative, not '@/…', as the other utils: plain TypeScript the unit tests can load.
import { withRuleProblems } from '../../../components/admin-form/rule-errors';

/** The body of POST /api/admin/commission-settings: the setting's own fields, ISO instants, `validUntil` and `description` null when left empty. */
export type CommissionSettingInput = Pick<CommissionSettingView, 'name' | 'rate' | 'description' | 'validFrom' | 'validUntil'>;

/** The commission form as typed (docs/product/back-office.md §5 "Commission form"): each field as its text; dates are date-input values. */
export type CommissionFormValues = Record<keyof CommissionSettingInput, string>;

export type CommissionFormErrors = Partial<Record<keyof CommissionFormValues, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as a date input holds it ("2025-06-10"), in the browser's time zone. */
export function toDateInput(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

function dayOf(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return day.getMonth() === Number(match[2]) - 1 ? day : null;
}

/** The start of a date input's day in the browser's time zone, as an ISO instant; null when blank or not a date. */
export function fromDateInput(value: string): string | null {
  return dayOf(value)?.toISOString() ?? null;
}

/** The last moment of a date input's day: a setting valid until a day covers that whole day. */
export function endOfDateInput(value: string): string | null {
  const day = dayOf(value);
  if (!day) return null;
  day.setHours(23, 59, 59, 999);
  return day.toISOString();
}

/** A new setting starts today. */
export function emptyCommissionForm(today = new Date()): CommissionFormValues {
  return { name: '', rate: '', validFrom: toDateInput(today), validUntil: '', description: '' };
}

/** 'Create Setting' is enabled only with a name and a rate. */
export function isComplete(values: CommissionFormValues): boolean {
  return values.name.trim() !== '' && values.rate.trim() !== '';
}

/** The form checked before sending: a rate from 0 to 100 with at most 2 decimals, an end after the start. */
export function checkCommissionForm(
  values: CommissionFormValues,
): { ok: true; input: CommissionSettingInput } | { ok: false; errors: CommissionFormErrors } {
  const errors: CommissionFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name is required';
  const rate = Number(values.rate);
  if (!/^\d+(\.\d{1,2})?$/.test(values.rate.trim())) errors.rate = 'Rate must be a percentage with at most 2 decimals';
  else if (rate > 100) errors.rate = 'Rate must be from 0 to 100';
  const validFrom = fromDateInput(values.validFrom);
  if (!validFrom) errors.validFrom = 'Valid From is required';
  const validUntil = values.validUntil ? endOfDateInput(values.validUntil) : null;
  if (values.validUntil && !validUntil) errors.validUntil = 'Valid Until must be a date';
  withRuleProblems(errors, problemsOf(windowProblem({ start: 'validFrom', end: 'validUntil' }, validFrom, validUntil)));
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    input: { name, rate, description: values.description.trim() || null, validFrom: validFrom!, validUntil },
  };
}
