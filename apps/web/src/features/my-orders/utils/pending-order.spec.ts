import { ORDER_STATUSES } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { actionFailure, isAwaitingPayment, PAY_FAILED, pendingOrderWords } from './pending-order';

describe('pending-order', () => {
  it('offers Pay now and Cancel order for a pending order only', () => {
    expect(isAwaitingPayment({ status: 'pending' })).toBe(true);
    for (const status of ORDER_STATUSES.filter((status) => status !== 'pending')) {
      expect(isAwaitingPayment({ status })).toBe(false);
    }
  });

  it('names the buttons and asks the question with the order number', () => {
    const words = pendingOrderWords(1042);
    expect(words.payLabel).toBe('Pay now for order #1042');
    expect(words.cancelLabel).toBe('Cancel order #1042');
    expect(words.cancelQuestion).toBe('Cancel order #1042? Anything it held goes back to the shop.');
    expect(words.cancelled).toBe('Order #1042 cancelled');
  });

  it('tells a 409 ORDER_STATUS_CONFLICT apart and keeps the server message of any other failure', () => {
    const conflict = new ApiError(409, 'Conflict', { code: 'ORDER_STATUS_CONFLICT', message: 'Order is paid' });
    expect(actionFailure(conflict, PAY_FAILED)).toEqual({ stale: true, message: 'Order is paid' });
    const down = new ApiError(503, 'Service Unavailable', { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'PayPal did not answer' });
    expect(actionFailure(down, PAY_FAILED)).toEqual({ stale: false, message: 'PayPal did not answer' });
    expect(actionFailure(new ApiError(500, 'Internal Server Error', null), PAY_FAILED)).toEqual({ stale: false, message: PAY_FAILED });
  });
});
