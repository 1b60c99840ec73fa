import { useSyncExternalStore } from 'react';
import type { CheckoutResult, PaymentProviderName } from '@shop/contracts';
import type { AppliedCoupon } from '../types';
import type { AddressForm } from './shipping-address';

/**
 * What the shopper typed in the cart besides its items: the shipping address
 * (its city and state also price the quote), coupon, the way to pay and the last checkout. It
 * outlives the modal (closed and opened again) and navigation between shop
 * pages, but not a reload.
 */
export type CartDetails = AddressForm & {
  /** A checkout was tried: every address field shows what is wrong with it, not only those she has left. */
  addressChecked: boolean;
  couponInput: string;
  coupon: AppliedCoupon | null;
  /** The shopper ticked 'Use store credit' (docs/rules.md §3 step 7). */
  useStoreCredit: boolean;
  /** The pending order of the last checkout, with the cart it was made from. */
  checkout: { result: CheckoutResult; cartKey: string } | null;
  /** The provider she chose under 'Pay with'; null: the shop's default (the first offered). */
  paymentProvider: PaymentProviderName | null;
};

let details: CartDetails = {
  firstName: '',
  lastName: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  addressChecked: false,
  couponInput: '',
  coupon: null,
  useStoreCredit: false,
  checkout: null,
  paymentProvider: null,
};
const listeners = new Set<() => void>();

export function updateCartDetails(patch: Partial<CartDetails>): void {
  details = { ...details, ...patch };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartDetails(): CartDetails {
  return useSyncExternalStore(subscribe, () => details);
}
