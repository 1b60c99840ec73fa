import {
  ADDRESS_NAME_MAX_LENGTH, CITY_MAX_LENGTH, SHIPPING_COUNTRY, SHIPPING_COUNTRY_NAME, STREET_MAX_LENGTH, US_STATE_CODES, ZIP_CODE_PATTERN, type ShippingAddress,
} from '@shop/contracts';

/** The address form's fields as typed (the country is always the United States: docs/rules.md §6). */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'city', 'state', 'zipCode'] as const;
/** How the one country the shop ships to is shown. */
export const SHIPPING_COUNTRY_LABEL = SHIPPING_COUNTRY_NAME;

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
  state: (value) => ((US_STATE_CODES as readonly string[]).includes(value) ? null : 'Choose your state'),
  zipCode: (value) =>
    ZIP_CODE_PATTERN.test(value) ? null : 'Enter a US ZIP code: 5 digits, or 5 digits, a dash and 4 more (12345-6789)',
};

/** What is wrong with each field, if anything; empty when the address can be sent. */
export function addressProblems(form: AddressForm): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of ADDRESS_FIELDS) {
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

export const isBlankAddress = (form: AddressForm) => ADDRESS_FIELDS.every((field) => form[field].trim() === '');

/** The id of a field's control, so a refused checkout can move focus to the first field to fix. */
export const addressFieldId = (field: AddressField) => `shipping-address-${field}`;
