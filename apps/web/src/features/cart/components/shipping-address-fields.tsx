import { useEffect, useEffectEvent, useState } from 'react';
import {
  ADDRESS_NAME_MAX_LENGTH,
  CITY_MAX_LENGTH,
  SHIPPING_COUNTRY,
  STATE_CODE_LENGTH,
  STREET_MAX_LENGTH,
  type ShippingAddress,
} from '@shop/contracts';
import { Select } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { updateCartDetails } from '../utils/cart-details-store';
import {
  addressFieldId,
  addressProblems,
  isBlankAddress,
  SHIPPING_COUNTRY_LABEL,
  type AddressField,
  type AddressForm,
} from '../utils/shipping-address';

const COUNTRY_OPTIONS = [{ value: SHIPPING_COUNTRY, label: SHIPPING_COUNTRY_LABEL }];
/** The longest a ZIP+4 code is: 12345-6789. */
const ZIP_CODE_MAX_LENGTH = 10;

const TEST_IDS: Record<AddressField, string> = {
  firstName: 'cart-first-name',
  lastName: 'cart-last-name',
  street: 'cart-street',
  city: 'cart-city',
  state: 'cart-state',
  zipCode: 'cart-zip',
};

type TextFieldSpec = {
  field: AddressField;
  label: string;
  autoComplete: string;
  maxLength: number;
  inputMode?: 'numeric';
  /** Typed in capitals (the state's code). */
  upperCase?: true;
};

const NAME_FIELDS: TextFieldSpec[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: ADDRESS_NAME_MAX_LENGTH },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: ADDRESS_NAME_MAX_LENGTH },
];
const STREET: TextFieldSpec = { field: 'street', label: 'Street address', autoComplete: 'address-line1', maxLength: STREET_MAX_LENGTH };
const CITY: TextFieldSpec = { field: 'city', label: 'City', autoComplete: 'address-level2', maxLength: CITY_MAX_LENGTH };
const STATE: TextFieldSpec = { field: 'state', label: 'State', autoComplete: 'address-level1', maxLength: STATE_CODE_LENGTH, upperCase: true };
const ZIP: TextFieldSpec = {
  field: 'zipCode',
  label: 'ZIP code',
  autoComplete: 'postal-code',
  maxLength: ZIP_CODE_MAX_LENGTH,
  inputMode: 'numeric',
};

type ShippingAddressFieldsProps = {
  form: AddressForm;
  /** A checkout was tried: show every field's problem. */
  checked: boolean;
  /** Her last verified checkout's address: fills the form while she has typed none of it. */
  remembered: ShippingAddress | null;
};

/**
 * Where the order ships (docs/rules.md §6), checked here by the server's own rules: a field says what is wrong once she
 * has left it, or once she tries to check out. The city and state are always needed (tax is worked out from them); the
 * name, street and ZIP code are all given or all left blank.
 */
export function ShippingAddressFields({ form, checked, remembered }: ShippingAddressFieldsProps) {
  const [left, setLeft] = useState<ReadonlySet<AddressField>>(new Set());
  const problems = addressProblems(form);

  // Reads the form as it is, but runs only when her remembered address arrives (not on each keystroke): what she
  // types afterwards is hers.
  const fillRemembered = useEffectEvent((address: ShippingAddress) => {
    if (!isBlankAddress(form)) return;
    const { country: _country, ...fields } = address;
    updateCartDetails(fields);
  });
  useEffect(() => {
    if (remembered) fillRemembered(remembered);
  }, [remembered]);

  const errorOf = (field: AddressField) => ((checked || left.has(field)) && problems[field]) || null;
  const fieldProps = (field: AddressField) => ({
    id: addressFieldId(field),
    'data-testid': TEST_IDS[field],
    error: errorOf(field),
    onBlur: () => setLeft((seen) => new Set(seen).add(field)),
  });
  const text = ({ field, label, autoComplete, maxLength, inputMode, upperCase }: TextFieldSpec) => (
    <Input
      key={field}
      label={label}
      autoComplete={autoComplete}
      maxLength={maxLength}
      inputMode={inputMode}
      autoCapitalize={upperCase && 'characters'}
      value={form[field]}
      onChange={({ target: { value } }) => updateCartDetails({ [field]: upperCase ? value.toUpperCase() : value })}
      {...fieldProps(field)}
    />
  );

  return (
    <fieldset className="flex flex-col gap-3" data-testid="cart-shipping-address">
      <legend className="mb-2 font-semibold text-ink">Shipping address</legend>
      <div className="grid grid-cols-2 gap-3">
        {text(CITY)}
        {text(STATE)}
      </div>
      <p className="text-sm text-ink-soft">Tax is worked out from the city and state.</p>
      <p className="text-sm text-ink-soft" data-testid="cart-postal-hint">
        Add your name, street and ZIP code so we can post your order; without them we will e-mail you for the address.
      </p>
      <div className="grid grid-cols-2 gap-3">{NAME_FIELDS.map(text)}</div>
      {text(STREET)}
      {text(ZIP)}
      <Select
        label="Country"
        data-testid="cart-country"
        autoComplete="country"
        options={COUNTRY_OPTIONS}
        value={SHIPPING_COUNTRY}
        disabled
        hint="We ship within the United States only."
      />
    </fieldset>
  );
}
