/// <reference types="jest" />
import 'reflect-metadata';
import { shippingAddressLines } from '@shop/contracts';
import { parseStatus } from './status';

describe('an order as the back office prints it', () => {
  it('prints a shipping address as label lines: name, street, "city, state ZIP", country', () => {
    expect(
      shippingAddressLines({
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: '12 Paint Lane',
        city: 'Austin',
        state: 'TX',
        zipCode: '73301-0001',
        country: 'US',
      }),
    ).toEqual(['Ada Lovelace', '12 Paint Lane', 'Austin, TX 73301-0001', 'United States']);
  });

  it('reads the status filter from the address: a known status, else every status', () => {
    expect(parseStatus('paid')).toBe('paid');
    expect(parseStatus('cancelled')).toBe('cancelled');
    expect(parseStatus(null)).toBeNull();
    expect(parseStatus('')).toBeNull();
    expect(parseStatus('PAID')).toBeNull();
    expect(parseStatus('refunded')).toBeNull();
  });
});
