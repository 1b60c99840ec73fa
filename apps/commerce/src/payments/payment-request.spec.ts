import type { OrderRow } from '../orders/order-row';
import { assertRequestAddsUp, paymentRequestFor } from './payment-request';

const order = (overrides: Partial<OrderRow> = {}) =>
  ({
    id: '5b0f3b9e-6c43-4c2b-9d1e-0a4c1d2e3f40',
    order_number: '1042',
    customer_email: 'ann@example.com',
    items: [
      { id: 'p1', name: 'Ultramarine half pan', type: 'product', duration: null, quantity: 2, price: 6.5, originalPrice: 6.5, image: null },
      { id: 'p2', name: 'Botanical set', type: 'product', duration: null, quantity: 1, price: 11.99, originalPrice: 11.99, image: null },
    ],
    subtotal_cents: 2499,
    shipping_cents: 900,
    tax_cents: 175,
    coupon_discount_cents: 250,
    store_credit_cents: 300,
    total_cents: 3024,
    ...overrides,
  }) as OrderRow;

describe('paymentRequestFor: what a provider is asked to collect for an order', () => {
  it('itemises the lines at their prices, with shipping, tax, the coupon and store credit as one discount, and our return pages', () => {
    const request = paymentRequestFor(order(), 'https://shop.example/');
    expect(request).toEqual({
      orderId: order().id,
      orderNumber: 1042,
      currency: 'USD',
      customerEmail: 'ann@example.com',
      lines: [
        { name: 'Ultramarine half pan', unitCents: 650, quantity: 2 },
        { name: 'Botanical set', unitCents: 1199, quantity: 1 },
      ],
      shippingCents: 900,
      taxCents: 175,
      discountCents: 550,
      totalCents: 3024,
      returnUrl: `https://shop.example/success?order=${order().id}`,
      cancelUrl: `https://shop.example/cancel?order=${order().id}`,
    });
    expect(() => assertRequestAddsUp(request)).not.toThrow();
  });

  it('sends one line of the subtotal when the lines alone do not make it, so the provider never shows another total', () => {
    const request = paymentRequestFor(order({ subtotal_cents: 2500, total_cents: 3025 }), 'https://shop.example');
    expect(request.lines).toEqual([{ name: 'Order #1042', unitCents: 2500, quantity: 1 }]);
    expect(() => assertRequestAddsUp(request)).not.toThrow();
  });

  it('refuses, as a bug, parts that do not add up to the total or amounts that are not whole cents', () => {
    const request = paymentRequestFor(order(), 'https://shop.example');
    expect(() => assertRequestAddsUp({ ...request, totalCents: 3025 })).toThrow('its parts add up to 3024, not the total 3025');
    expect(() => assertRequestAddsUp({ ...request, taxCents: 174.5, totalCents: 3023.5 })).toThrow('amounts must be whole cents');
  });
});
