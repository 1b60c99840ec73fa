import {
  ADDRESS_NAME_MAX_LENGTH,
  CITY_MAX_LENGTH,
  SHIPPING_COUNTRY,
  SHIPPING_COUNTRY_NAME,
  STREET_MAX_LENGTH,
  US_STATE_CODES,
  ZIP_CODE_PATTERN,
  type ShippingAddress,
} from '@shop/contracts';

/** The address form's fields as typed, in the form's order (the country is always the United States: docs/rules.md §6). */
export const ADDRESS_FIELDS = ['city', 'state', 'firstName', 'lastName', 'street', 'zipCode'] as const;
/** How the one country the shop ships to is shown. */
export const SHIPPING_COUNTRY_LABEL = SHIPPING_COUNTRY_NAME;

/** Where tax is worked out from: checkout needs both (docs/rules.md §3). */
export const LOCATION_FIELDS: readonly AddressField[] = ['city', 'state'];
/** The rest of a postal address: all blank (checkout then sends the city and state alone) or all given and valid. */
export const POSTAL_FIELDS: readonly AddressField[] = ['firstName', 'lastName', 'street', 'zipCode'];
/** The state field's message: a US state, DC or territory code. */
export const STATE_CODE_MESSAGE = "Enter your state's 2-letter code, e.g. CA";

export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressForm = Record<AddressField, string>;
export type AddressProblems = Partial<Record<AddressField, string>>;

const required = (name: string, max: number) => (value: string) =>
  !value ? `Enter your ${name}` : value.length > max ? `Your ${name} can be at most ${max} characters` : null;

/** The server's rules (ShippingAddressDto), from the same constants, in the shopper's words. */
const RULES: Record<AddressField, (trimmed: string) => string | null> = {
  firstName: required('first name', ADDRESS_NAME_MAX_LENGTH),
  lastName: required('last name', ADDRESS_NAME_MAX_LENGTH),
  street: required('street address', STREET_MAX_LENGTH),
  city: required('city', CITY_MAX_LENGTH),
  state: (value) => ((US_STATE_CODES as readonly string[]).includes(value) ? null : STATE_CODE_MESSAGE),
  zipCode: (value) => (ZIP_CODE_PATTERN.test(value) ? null : 'Enter a US ZIP code: 5 digits, or 5 digits, a dash and 4 more (12345-6789)'),
};

const isBlank = (form: AddressForm, fields: readonly AddressField[]) => fields.every((field) => form[field].trim() === '');

export const isBlankAddress = (form: AddressForm) => isBlank(form, ADDRESS_FIELDS);
/** No name, street or ZIP code given: checkout sends only the city and state. */
export const isLocationOnly = (form: AddressForm) => isBlank(form, POSTAL_FIELDS);
/** Both a city and a state are given: checkout can start. */
export const hasLocation = (form: AddressForm) => LOCATION_FIELDS.every((field) => form[field].trim() !== '');

/**
 * What is wrong with each field, if anything; empty when checkout can send it. The city and state are always checked;
 * the other parts only once any of them is given (then every part is required).
 */
export function addressProblems(form: AddressForm): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of isLocationOnly(form) ? LOCATION_FIELDS : ADDRESS_FIELDS) {
    const problem = RULES[field](form[field].trim());
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The address fields of something that holds them (the cart's details), each as typed or trimmed. */
export function addressFormOf(source: AddressForm, trim = false): AddressForm {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, trim ? source[field].trim() : source[field]])) as AddressForm;
}

export function toShippingAddress(form: AddressForm): ShippingAddress {
  return { ...addressFormOf(form, true), country: SHIPPING_COUNTRY };
}

/** Where checkout says the order goes: the whole address, or only the city and state when none of the rest is given. */
export type CheckoutDestination = { shippingAddress: ShippingAddress } | { city: string; state: string };

export function checkoutDestination(form: AddressForm): CheckoutDestination {
  if (!isLocationOnly(form)) return { shippingAddress: toShippingAddress(form) };
  const { city, state } = addressFormOf(form, true);
  return { city, state };
}

/** The id of a field's control, so a refused checkout can move focus to the first field to fix. */
export const addressFieldId = (field: AddressField) => `shipping-address-${field}`;
