import { SHORT_ID_LENGTH } from '../constants';

/** The short id shown for an order: its first 8 characters. */
export const shortId = (id: string) => id.slice(0, SHORT_ID_LENGTH);

/** The fields of a shipping address, in the order docs/product/back-office.md §2.9 lists them. */
export const ADDRESS_FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['street', 'Street'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'ZIP code'],
  ['country', 'Country'],
] as const;
