/// <reference types="jest" />
import 'reflect-metadata';
import { capturedAmount, paymentIdentity, paymentMoney, providerLabel, requesterLabel, stateLabel } from './payments';

describe("an order's payments as the order screen shows them", () => {
  it('names the providers', () => {
    expect(providerLabel('paypal')).toBe('PayPal');
    expect(providerLabel('stripe')).toBe('Stripe');
    expect(providerLabel('transfer')).toBe('Bank transfer');
  });

  it("shows the payment id once captured, the provider's reference before", () => {
    expect(paymentIdentity({ paymentId: 'CAPTURE-1', reference: 'PAYPAL-ORDER-1' })).toEqual({ label: 'Payment id', value: 'CAPTURE-1' });
    expect(paymentIdentity({ paymentId: null, reference: 'cs_test_1' })).toEqual({ label: 'Reference', value: 'cs_test_1' });
  });

  it('writes dollars as the shop does (any case of USD, or no currency), another currency with its code', () => {
    expect(paymentMoney(12.5, 'USD')).toBe('$12.50');
    expect(paymentMoney(12.5, 'usd')).toBe('$12.50');
    expect(paymentMoney(12.5, null)).toBe('$12.50');
    expect(paymentMoney(12.5, 'eur')).toBe('12.50 EUR');
  });

  it('shows a captured amount only for a captured payment', () => {
    expect(capturedAmount({ state: 'captured', amount: 30, currency: 'USD' })).toBe('$30.00');
    expect(capturedAmount({ state: 'started', amount: 30, currency: 'USD' })).toBeNull();
    expect(capturedAmount({ state: 'captured', amount: null, currency: null })).toBeNull();
  });

  it("says who asked for a refund: the admin's e-mail, the shop, or the provider's dashboard", () => {
    expect(requesterLabel('owner@watercolor.shop')).toBe('owner@watercolor.shop');
    expect(requesterLabel('shop')).toBe('The shop (automatic)');
    expect(requesterLabel('stripe')).toBe('Stripe dashboard');
    expect(requesterLabel('paypal')).toBe('PayPal dashboard');
    expect(requesterLabel('constructor')).toBe('constructor');
  });

  it('words the states', () => {
    expect(stateLabel('started')).toBe('Not captured');
    expect(stateLabel('requested')).toBe('Requested');
    expect(stateLabel('failed')).toBe('Failed');
  });
});
