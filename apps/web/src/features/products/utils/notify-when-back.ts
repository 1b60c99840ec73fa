import { ALREADY_ASKED_WHEN_BACK } from '@shop/contracts';
import { getErrorMessage, isApiError } from '@/lib/api-client';

/** What the dialog says once she asked to be told when a sold-out item is back. */
export type NotifyAnswer = { kind: 'asked'; text: string } | { kind: 'sign-in' } | { kind: 'problem'; message: string };

export const askedText = (email: string) => `We'll email ${email} when it's back.`;

/**
 * A refusal of POST /api/stock/notify-when-back, as the dialog tells it: asked already (409) reads as asked, with her
 * session's e-mail when known, else the server's words; no session (401) asks her to sign in; anything else (400: not
 * sold out any more) shows the server's message.
 */
export function notifyRefusal(error: unknown, sessionEmail: string | null): NotifyAnswer {
  if (isApiError(error, 401)) return { kind: 'sign-in' };
  if (!isApiError(error, 409)) return { kind: 'problem', message: getErrorMessage(error, 'Could not ask to be told. Please try again.') };
  return { kind: 'asked', text: sessionEmail ? askedText(sessionEmail) : getErrorMessage(error, ALREADY_ASKED_WHEN_BACK) };
}
