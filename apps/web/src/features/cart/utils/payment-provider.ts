import type { PaymentProviderName } from '@shop/contracts';

/**
 * The provider the checkout asks for: her choice while the shop still offers it, else the shop's default (the first
 * offered). Undefined when there is nothing to choose (one provider, or the list is not known): the checkout then
 * sends no choice, as before there was one, and the shop uses its default.
 */
export function chosenPaymentProvider(offered: readonly PaymentProviderName[], choice: PaymentProviderName | null): PaymentProviderName | undefined {
  if (offered.length < 2) return undefined;
  return choice && offered.includes(choice) ? choice : offered[0];
}
