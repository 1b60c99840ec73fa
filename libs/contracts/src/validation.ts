import { Exclude, Transform } from 'class-transformer';

/** The longest e-mail address the shop accepts (decisions.md §4). */
export const EMAIL_MAX_LENGTH = 254;

/** Trims and lower-cases a string field before it is validated. */
export const NormaliseEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Parses a numeric query-string value; leaves anything else for the validator to reject. */
export const ToInt = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

/** A field of a record as the API answers it, accepted when the record is sent back to be changed, and dropped. */
export const ReadOnlyField = () => Exclude({ toClassOnly: true });
