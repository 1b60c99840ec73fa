import { useSyncExternalStore } from 'react';
import type { CheckoutResult } from '@shop/contracts';
import type { AppliedCoupon } from '../types';

/**
 * What the shopper typed in the cart besides its items: location, coupon and
 * the last checkout. It outlives the modal (closed and opened again) and
 * navigation between shop pages, but not a reload.
 */
export type CartDetails = {
  city: string;
  /** At most 2 letters, upper-cased. */
  state: string;
  couponInput: string;
  coupon: AppliedCoupon | null;
  /** The shopper ticked 'Use store credit' (docs/rules.md §3 step 7). */
  useStoreCredit: boolean;
  /** The pending order of the last checkout, with the cart it was made from. */
  checkout: { result: CheckoutResult; cartKey: string } | null;
};

let details: CartDetails = { city: '', state: '', couponInput: '', coupon: null, useStoreCredit: false, checkout: null };
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
