import type { CartItem } from '@/lib/cart-store';
import type { CheckedOutOrder } from './pending-checkout';
import { isPastExpiry, orderableLines, payForOrderLabel, pendingOrderMessage, pendingOrderNotice, sameLines } from './pending-order-notice';

const NOW = Date.parse('2031-05-01T10:00:00.000Z');
const order: CheckedOutOrder = {
  orderId: '6f1c2b7e-0c4e-4a59-9d0a-2f4d8f5b1a11',
  orderNumber: 1042,
  total: 27.5,
  paymentUrl: 'https://pay.example.com/transfer/27.50?order=6f1c2b7e-0c4e-4a59-9d0a-2f4d8f5b1a11',
  expiresAt: '2031-05-02T10:00:00.000Z',
  lines: [
    { name: 'Cobalt Teal - Half Pan', quantity: 2, type: 'product' },
    { name: 'Mop Brush', quantity: 1, type: 'product' },
  ],
  at: NOW - 60_000,
};
const cart: CartItem[] = [
  { id: 'brush-half', name: 'Mop Brush', price: 29, type: 'product', quantity: 1 },
  { id: 'p1-half', name: 'Cobalt Teal - Half Pan', price: 9, type: 'product', quantity: 2 },
];

describe('the unpaid order the cart offers instead of a second checkout', () => {
  it('is offered for the same cart, in any order of lines, with its stored payment page', () => {
    expect(pendingOrderNotice(order, { items: cart, now: NOW, verified: false })).toEqual({ order, sameCart: true, payBy: 'stored' });
  });

  it('is not offered when this browser holds no checkout, or once its hold is over', () => {
    expect(pendingOrderNotice(null, { items: cart, now: NOW, verified: true })).toBeNull();
    const later = Date.parse(order.expiresAt!);
    expect(pendingOrderNotice(order, { items: cart, now: later, verified: true })).toBeNull();
    expect(pendingOrderNotice(order, { items: cart, now: later - 1, verified: true })).not.toBeNull();
  });

  it('is offered for a changed cart too, as an order from an earlier checkout', () => {
    const more = cart.map((item) => (item.id === 'brush-half' ? { ...item, quantity: 2 } : item));
    const notice = pendingOrderNotice(order, { items: more, now: NOW, verified: false })!;
    expect(notice.sameCart).toBe(false);
    expect(pendingOrderMessage(notice)).toBe('You have an unpaid order #1042 for $27.50 from an earlier checkout.');
    expect(pendingOrderMessage({ order, sameCart: true })).toBe('You have an unpaid order #1042 for $27.50.');
    expect(payForOrderLabel(1042)).toBe('Pay for order #1042');
  });

  it('asks the server for the payment page when none was stored and the session is verified; else offers no payment', () => {
    const { paymentUrl: _url, expiresAt: _until, ...older } = order;
    expect(pendingOrderNotice(older, { items: cart, now: NOW, verified: true })?.payBy).toBe('server');
    expect(pendingOrderNotice(older, { items: cart, now: NOW, verified: false })?.payBy).toBeNull();
    expect(isPastExpiry(older, NOW + 1e12)).toBe(false); // no deadline stored: its 48-hour life (readPendingCheckout) decides
  });
});

describe('comparing the cart with the order', () => {
  it('compares name, quantity and type as lists, ignoring mystery boxes and unavailable lines as checkout does', () => {
    const withExtras: CartItem[] = [
      ...cart,
      { id: 'mb', name: 'Mystery Box', price: 0, type: 'mystery_box', quantity: 1 },
      { id: 'gone', name: 'Old Paint', price: 5, type: 'product', quantity: 1, unavailable: true },
    ];
    expect(orderableLines(withExtras)).toEqual([
      { name: 'Mop Brush', quantity: 1, type: 'product' },
      { name: 'Cobalt Teal - Half Pan', quantity: 2, type: 'product' },
    ]);
    expect(sameLines(order.lines, orderableLines(withExtras))).toBe(true);
  });

  it('tells a different quantity, type, a missing or an extra line apart', () => {
    const [pan, brush] = order.lines;
    expect(sameLines(order.lines, [pan, { ...brush, quantity: 2 }])).toBe(false);
    expect(sameLines(order.lines, [pan, { ...brush, type: 'subscription' }])).toBe(false);
    expect(sameLines(order.lines, [pan])).toBe(false);
    expect(sameLines(order.lines, [pan, brush, brush])).toBe(false);
    expect(sameLines([pan, pan], [pan, brush])).toBe(false);
    expect(sameLines([], [])).toBe(true);
  });
});
