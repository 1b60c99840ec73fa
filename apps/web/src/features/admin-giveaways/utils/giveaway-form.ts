import {
  GIVEAWAY_SHORT_TEXT_MAX_LENGTH,
  GIVEAWAY_TEXT_FIELDS,
  GIVEAWAY_TEXT_MAX_LENGTH,
  GIVEAWAY_TITLE_MAX_LENGTH,
  GIVEAWAY_WEBSITE_URL_HINT,
  isBlankText,
  isGiveawayWebsiteUrl,
  windowProblem,
  type GiveawayTextField,
  type GiveawayView,
} from '@shop/contracts';
// Relative, not '@/…': the unit tests load this file without the web app's path alias.
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-local';

/** The form as typed: every text as given, the dates as datetime-local values ('' for none). */
export type GiveawayFormValues = { title: string; isActive: boolean; isComingSoon: boolean; startDate: string; endDate: string } & Record<
  GiveawayTextField,
  string
>;

export type GiveawayFormErrors = Partial<Record<'title' | 'startDate' | 'endDate' | GiveawayTextField, string>>;

export const TITLE_REQUIRED = 'Title is required';
/** What the Title field itself says then: the documented words are the toast's, shown once on the page. */
export const TITLE_MISSING = 'Give the giveaway a title';

/** The short fields (a link, a handle, hashtags) and their limit; the other texts may be long. */
const SHORT_FIELDS: ReadonlySet<GiveawayTextField> = new Set(['websiteUrl', 'businessHandle', 'shareHashtags']);
export const maxLengthOf = (field: GiveawayTextField) => (SHORT_FIELDS.has(field) ? GIVEAWAY_SHORT_TEXT_MAX_LENGTH : GIVEAWAY_TEXT_MAX_LENGTH);

export function emptyGiveawayForm(): GiveawayFormValues {
  return {
    title: '',
    isActive: true,
    isComingSoon: false,
    startDate: '',
    endDate: '',
    ...(Object.fromEntries(GIVEAWAY_TEXT_FIELDS.map((field) => [field, ''])) as Record<GiveawayTextField, string>),
  };
}

export function giveawayFormValues(giveaway: GiveawayView): GiveawayFormValues {
  return {
    title: giveaway.title,
    isActive: giveaway.isActive,
    isComingSoon: giveaway.isComingSoon,
    startDate: giveaway.startDate ? toLocalInput(giveaway.startDate) : '',
    endDate: giveaway.endDate ? toLocalInput(giveaway.endDate) : '',
    ...(Object.fromEntries(GIVEAWAY_TEXT_FIELDS.map((field) => [field, giveaway[field]])) as Record<GiveawayTextField, string>),
  };
}

/**
 * docs/product/back-office.md §5 "Giveaway create": a title, dates optional; the server's own rules checked first
 * (lengths, the end after the start). A date emptied on edit is sent blank: the API clears it.
 */
export function validateGiveawayForm(values: GiveawayFormValues): GiveawayFormErrors {
  const errors: GiveawayFormErrors = {};
  const title = values.title.trim();
  if (isBlankText(title)) errors.title = TITLE_MISSING;
  else if (title.length > GIVEAWAY_TITLE_MAX_LENGTH) errors.title = `Title must be at most ${GIVEAWAY_TITLE_MAX_LENGTH} characters`;
  for (const field of GIVEAWAY_TEXT_FIELDS) {
    if (values[field].trim().length > maxLengthOf(field)) errors[field] = `At most ${maxLengthOf(field)} characters`;
  }
  if (!errors.websiteUrl && !isGiveawayWebsiteUrl(values.websiteUrl)) errors.websiteUrl = `Must be ${GIVEAWAY_WEBSITE_URL_HINT}`;
  const start = fromLocalInput(values.startDate);
  const end = fromLocalInput(values.endDate);
  if (values.startDate && !start) errors.startDate = 'Start must be a date and time';
  if (values.endDate && !end) errors.endDate = 'End must be a date and time';
  const window = windowProblem({ start: 'startDate', end: 'endDate' }, start, end);
  if (window) errors.endDate = window.message;
  return errors;
}

export const hasErrors = (errors: GiveawayFormErrors) => Object.values(errors).some(Boolean);

/**
 * The multipart body: on create every field (blank texts stored blank, blank dates none); on edit only the fields
 * that differ from the giveaway as it was loaded, so an untouched date keeps its exact instant. The image rides along.
 */
export function toGiveawayFormData(values: GiveawayFormValues, image: File | null, editing: GiveawayView | null): FormData {
  const loaded = editing ? giveawayFormValues(editing) : null;
  const form = new FormData();
  const changed = <K extends keyof GiveawayFormValues>(key: K) => !loaded || loaded[key] !== values[key];
  if (changed('title')) form.append('title', values.title.trim());
  for (const field of GIVEAWAY_TEXT_FIELDS) if (changed(field)) form.append(field, values[field].trim());
  if (changed('isActive')) form.append('isActive', String(values.isActive));
  if (changed('isComingSoon')) form.append('isComingSoon', String(values.isComingSoon));
  for (const field of ['startDate', 'endDate'] as const) {
    const instant = fromLocalInput(values[field]);
    if (changed(field) && (instant || editing)) form.append(field, instant ?? '');
  }
  if (image) form.append('image', image);
  return form;
}

/** Does the form send anything (an edit that changed nothing is not sent)? */
export const formDataIsEmpty = (form: FormData) => [...form.keys()].length === 0;
