/// <reference types="jest" />
// The unit project resolves @shop/contracts to its server entry, whose DTO decorators need this.
import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import * as contracts from '@shop/contracts';
import { addressProblems, checkoutDestination, hasLocation, toShippingAddress, type AddressForm } from './shipping-address';

// The gateway's own validation class. Jest resolves @shop/contracts to the server entry, which has it; the web app's
// typecheck sees the browser entry, which must not, hence the look-up by name.
const ShippingAddressDto = (contracts as unknown as Record<string, new () => object>).ShippingAddressDto;

const ADA: AddressForm = { firstName: 'Ada', lastName: 'Lovelace', street: '12 Orchard Lane', city: 'San Jose', state: 'CA', zipCode: '95112' };
/** Only where tax is worked out from: no name, street or ZIP code. */
const SAN_JOSE: AddressForm = { firstName: '', lastName: '', street: '', city: 'San Jose', state: 'CA', zipCode: '' };

/** The fields the gateway's ShippingAddressDto refuses in what the browser would send. */
function serverRefuses(form: AddressForm): string[] {
  const errors = validateSync(plainToInstance(ShippingAddressDto, toShippingAddress(form)));
  return errors.map((error) => error.property).sort();
}

describe("the cart's shipping address form", () => {
  const cases: [string, Partial<AddressForm>][] = [
    ['a complete address', {}],
    ['ZIP+4', { zipCode: '95112-1234' }],
    ['spaces around every part', { firstName: ' Ada ', street: ' 12 Orchard Lane ', zipCode: ' 95112 ' }],
    ['no first name', { firstName: '' }],
    ['a blank last name', { lastName: '   ' }],
    ['no street', { street: '' }],
    ['a street of 201 characters', { street: 'x'.repeat(201) }],
    ['a first name of 101 characters', { firstName: 'A'.repeat(101) }],
    ['a first name of 100 characters', { firstName: 'A'.repeat(100) }],
    ['a city of 101 characters', { city: 'c'.repeat(101) }],
    ['no state', { state: '' }],
    ['the state XX', { state: 'XX' }],
    ['a ZIP code of 4 digits', { zipCode: '9511' }],
    ['a ZIP code with letters', { zipCode: '9511A' }],
    ['a ZIP+4 with too few digits', { zipCode: '95112-12' }],
  ];

  it('checks against the real validation class', () => expect(ShippingAddressDto).toEqual(expect.any(Function)));

  it.each(cases)('refuses exactly the fields the server refuses: %s', (_label, change) => {
    const form = { ...ADA, ...change };
    expect(Object.keys(addressProblems(form)).sort()).toEqual(serverRefuses(form));
  });

  it('sends the parts trimmed, with the country the shop ships to', () => {
    expect(toShippingAddress({ ...ADA, firstName: ' Ada ', zipCode: ' 95112 ' })).toEqual({ ...ADA, country: 'US' });
  });

  it('says in words what is wrong', () => {
    expect(addressProblems({ ...ADA, zipCode: '9511', state: '' })).toEqual({
      zipCode: 'Enter a US ZIP code: 5 digits, or 5 digits, a dash and 4 more (12345-6789)',
      state: "Enter your state's 2-letter code, e.g. CA",
    });
  });

  it('sends the whole address once any of name, street or ZIP code is given', () => {
    expect(checkoutDestination({ ...ADA, street: ' 12 Orchard Lane ' })).toEqual({ shippingAddress: { ...ADA, country: 'US' } });
    expect(addressProblems({ ...SAN_JOSE, zipCode: '95112' })).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      street: 'Enter your street address',
    });
    expect(addressProblems({ ...SAN_JOSE, firstName: 'Ada' })).toEqual(expect.objectContaining({ zipCode: expect.any(String) }));
  });

  it('with none of them, sends the city and state alone, trimmed', () => {
    expect(addressProblems({ ...SAN_JOSE, firstName: '  ' })).toEqual({});
    expect(checkoutDestination({ ...SAN_JOSE, city: ' San Jose ', street: ' ' })).toEqual({ city: 'San Jose', state: 'CA' });
  });

  it('still checks the city and state when they go alone', () => {
    expect(addressProblems({ ...SAN_JOSE, city: ' ', state: 'XX' })).toEqual({
      city: 'Enter your city',
      state: "Enter your state's 2-letter code, e.g. CA",
    });
  });

  it('can start checkout only with both a city and a state', () => {
    expect(hasLocation(SAN_JOSE)).toBe(true);
    expect(hasLocation({ ...SAN_JOSE, city: '  ' })).toBe(false);
    expect(hasLocation({ ...SAN_JOSE, state: '' })).toBe(false);
  });
});
