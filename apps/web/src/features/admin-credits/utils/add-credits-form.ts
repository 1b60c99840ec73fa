import { MAX_CREDITS_PER_REQUEST } from '@shop/contracts';

/** The manual add-credits form as typed (docs/product/back-office.md §5 "Credits (manual add)"). */
export type AddCreditsValues = { userEmail: string; credits: string; reason: string };

export type AddCreditsInput = { userEmail: string; credits: number; reason: string };

export const INVALID_INPUT_TITLE = 'Invalid Input';
export const INVALID_INPUT_MESSAGE = 'Please enter a valid email and credit amount.';

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

export const emptyAddCreditsValues = (): AddCreditsValues => ({ userEmail: '', credits: '', reason: '' });

/**
 * The credit field clamped to at least 1 (and at most one request's limit), whole credits only. A blank field stays
 * blank, so the form can still say what is missing.
 */
export function clampCredits(typed: string): string {
  if (!typed.trim()) return '';
  const value = Math.floor(Number(typed));
  if (!Number.isFinite(value)) return '1';
  return String(Math.min(MAX_CREDITS_PER_REQUEST, Math.max(1, value)));
}

/** The body of POST /api/admin/credits/add, or null when the e-mail or the credit amount is not valid. */
export function toAddCreditsInput(values: AddCreditsValues): AddCreditsInput | null {
  const userEmail = values.userEmail.trim().toLowerCase();
  const credits = Number(values.credits);
  if (!EMAIL.test(userEmail) || userEmail.length > 254) return null;
  if (!values.credits.trim() || !Number.isInteger(credits) || credits < 1 || credits > MAX_CREDITS_PER_REQUEST) return null;
  return { userEmail, credits, reason: values.reason.trim() };
}
