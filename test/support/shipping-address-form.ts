import type { Locator, Page } from 'playwright-core';
import type { ShippingAddress } from '@shop/contracts';

export type TestAddress = Omit<ShippingAddress, 'country'>;

/** An address in Austin, TX (6.25 % tax), where the browser tests' checkouts ship unless they say otherwise. */
export const TEST_ADDRESS: TestAddress = {
  firstName: 'Rosa',
  lastName: 'Painter',
  street: '12 Orchard Lane',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
};

/**
 * Fills the cart's shipping address form (inside `scope`, usually the cart dialog) as a shopper would, every part typed
 * (the state as its 2-letter code). Answers the address filled in.
 */
export async function fillShippingAddress(scope: Locator | Page, address: Partial<TestAddress> = {}): Promise<TestAddress> {
  const filled = { ...TEST_ADDRESS, ...address };
  await scope.getByTestId('cart-first-name').fill(filled.firstName);
  await scope.getByTestId('cart-last-name').fill(filled.lastName);
  await scope.getByTestId('cart-street').fill(filled.street);
  await scope.getByTestId('cart-city').fill(filled.city);
  await scope.getByTestId('cart-state').fill(filled.state);
  await scope.getByTestId('cart-zip').fill(filled.zipCode);
  return filled;
}
