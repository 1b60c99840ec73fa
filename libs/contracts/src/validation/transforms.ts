import { Exclude, Transform } from 'class-transformer';

/** Trims and lower-cases a string field before it is validated. */
export const NormaliseEmail = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** Trims a text; leaves anything else for the validator to judge. One function, so a reader of the metadata can tell it. */
export const trimText = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export const Trim = () => Transform(trimText);

/** Parses a numeric query-string value; leaves anything else for the validator to reject. */
export const ToInt = () => Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

/** A field of a record as the API answers it, accepted when the record is sent back to be changed, and dropped. */
export const ReadOnlyField = () => Exclude({ toClassOnly: true });
