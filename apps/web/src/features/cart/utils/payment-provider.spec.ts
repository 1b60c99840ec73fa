import { chosenPaymentProvider } from './payment-provider';

describe('chosenPaymentProvider', () => {
  it('asks for nothing when there is no choice to make: one provider, or the list not known yet', () => {
    expect(chosenPaymentProvider(['transfer'], null)).toBeUndefined();
    expect(chosenPaymentProvider(['transfer'], 'paypal')).toBeUndefined();
    expect(chosenPaymentProvider([], 'stripe')).toBeUndefined();
  });

  it("preselects the shop's default, the first offered", () => {
    expect(chosenPaymentProvider(['stripe', 'paypal', 'transfer'], null)).toBe('stripe');
  });

  it('keeps her choice while it is offered, and falls back to the default when it no longer is', () => {
    expect(chosenPaymentProvider(['paypal', 'stripe'], 'stripe')).toBe('stripe');
    expect(chosenPaymentProvider(['paypal', 'transfer'], 'stripe')).toBe('paypal');
  });
});
