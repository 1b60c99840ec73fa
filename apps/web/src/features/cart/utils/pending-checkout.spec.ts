import type { CheckoutResult } from '@shop/contracts';
import { CART_STORAGE_KEY, getCart, type CartItem } from '@/lib/cart-store';
import {
  completePaidCheckout,
  forgetPendingCheckout,
  readPendingCheckout,
  readPendingCheckoutFor,
  rememberPendingCheckout,
} from './pending-checkout';

const ORDER = '6f1c2b7e-0c4e-4a59-9d0a-2f4d8f5b1a11';
const OTHER = '00000000-0000-4000-8000-000000000000';
const result: CheckoutResult = {
  orderId: ORDER,
  orderNumber: 1042,
  status: 'pending',
  total: 27.5,
  paymentUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
  paymentProvider: 'paypal',
  expiresAt: '2031-05-02T10:00:00.000Z',
};
const items: CartItem[] = [{ id: 'p1-half', name: 'Cobalt Teal - Half Pan', price: 9, type: 'product', quantity: 2 }];

/** The browser's localStorage, as the storage helper reads it (a node test has no window). */
function fakeBrowser() {
  const stored = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  Object.assign(globalThis, { window: { localStorage, dispatchEvent: () => true } });
}

describe('the pending checkout this browser keeps', () => {
  beforeEach(() => {
    fakeBrowser();
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    rememberPendingCheckout(result, items);
  });

  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it("keeps the provider's payment page and the order's deadline, for /cancel's 'Try Again'", () => {
    expect(readPendingCheckout()).toMatchObject({
      orderId: ORDER,
      orderNumber: 1042,
      total: 27.5,
      paymentUrl: result.paymentUrl,
      expiresAt: result.expiresAt,
      lines: [{ name: 'Cobalt Teal - Half Pan', quantity: 2, type: 'product' }],
    });
  });

  it('still reads what an older version stored without them', () => {
    const { paymentUrl, expiresAt, ...older } = readPendingCheckout()!;
    expect([paymentUrl, expiresAt]).toEqual([result.paymentUrl, result.expiresAt]);
    window.localStorage.setItem('pendingCheckout', JSON.stringify(older));
    expect(readPendingCheckout()).toEqual(older);
  });

  it('is the checkout a result page is about when the address names it, or names no order', () => {
    expect(readPendingCheckoutFor(ORDER)?.orderId).toBe(ORDER);
    expect(readPendingCheckoutFor(null)?.orderId).toBe(ORDER);
    expect(readPendingCheckoutFor(OTHER)).toBeNull();
  });

  it('empties the cart and forgets the checkout once its order is paid', () => {
    completePaidCheckout(ORDER);
    expect(getCart()).toEqual([]);
    expect(readPendingCheckout()).toBeNull();
  });

  it("leaves the cart alone when another order was paid (a gravity sale's)", () => {
    completePaidCheckout(OTHER);
    expect(getCart()).toEqual(items);
    expect(readPendingCheckout()?.orderId).toBe(ORDER);
  });

  it('empties the cart with no order named (the return from the transfer page), as before', () => {
    completePaidCheckout();
    expect(getCart()).toEqual([]);
    expect(readPendingCheckout()).toBeNull();
  });

  it('forgets the checkout, cart untouched, when its order is no longer pending (the server says 409)', () => {
    forgetPendingCheckout();
    expect(readPendingCheckout()).toBeNull();
    expect(getCart()).toEqual(items);
  });
});
