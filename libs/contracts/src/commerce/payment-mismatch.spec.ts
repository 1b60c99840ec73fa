import { paymentMismatchProblem } from './orders';

describe('paymentMismatchProblem', () => {
  it('lets a notice of exactly the total pay, with the shop currency or none named', () => {
    expect(paymentMismatchProblem({ amountCents: 1700, currency: null }, 1700)).toBeNull();
    expect(paymentMismatchProblem({ amountCents: 1700, currency: 'USD' }, 1700)).toBeNull();
  });

  it('names what is wrong with any other notice: less, more, or another currency', () => {
    expect(paymentMismatchProblem({ amountCents: 1, currency: null }, 1700)).toBe('Payment amount $0.01 does not match the order total $17.00');
    expect(paymentMismatchProblem({ amountCents: 1701, currency: 'USD' }, 1700)).toBe('Payment amount $17.01 does not match the order total $17.00');
    expect(paymentMismatchProblem({ amountCents: 1700, currency: 'EUR' }, 1700)).toBe("Payment currency EUR does not match the shop's currency USD");
  });
});
