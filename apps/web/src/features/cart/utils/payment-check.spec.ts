import type { PaymentConfirmReply } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { CONFIRM_POLL_LIMIT, CONFIRM_POLL_MS } from '../constants';
import { CHECK_FAILED_FALLBACK, initialPaymentCheck, paymentCheckReducer, type PaymentCheck, type PaymentCheckEvent } from './payment-check';

const ORDER = '6f1c2b7e-0c4e-4a59-9d0a-2f4d8f5b1a11';

const answered = (status: PaymentConfirmReply['status'], paymentProvider: PaymentConfirmReply['paymentProvider'] = 'paypal'): PaymentCheckEvent => ({
  type: 'answered',
  reply: { orderId: ORDER, status, paymentProvider },
});

const refused = (status: number, code: string, message: string): PaymentCheckEvent => ({
  type: 'failed',
  error: new ApiError(status, message, { statusCode: status, error: 'Error', message, code }),
});

const first = initialPaymentCheck(ORDER, true);

/** Runs the events from a state, as the page would one answer after another. */
const run = (state: PaymentCheck, ...events: PaymentCheckEvent[]) => events.reduce(paymentCheckReducer, state);

describe('the /success payment check', () => {
  describe('where it starts', () => {
    it('asks at once when the address names an order and the browser has a shopper session', () => {
      expect(first).toEqual({ kind: 'confirming', attempt: 0, delayMs: 0 });
    });

    it("has nothing to confirm without an order in the address: today's thanks, with this browser's checkout, and the cart emptied", () => {
      expect(initialPaymentCheck(null, true)).toEqual({ kind: 'thanks', details: true, emptyCart: true });
      expect(initialPaymentCheck(null, false)).toEqual({ kind: 'thanks', details: true, emptyCart: true });
    });

    it('cannot ask without a session: a thank-you without details, and the cart left as it is', () => {
      expect(initialPaymentCheck(ORDER, false)).toEqual({ kind: 'thanks', details: false, emptyCart: false });
    });
  });

  describe('the answers', () => {
    it.each(['paid', 'processing', 'shipped', 'completed'] as const)("a %s order is paid: today's thanks, and the cart emptied", (status) => {
      expect(run(first, answered(status))).toEqual({ kind: 'thanks', details: true, emptyCart: true });
    });

    it.each(['expired', 'cancelled'] as const)('an %s order is no longer open', (status) => {
      expect(run(first, answered(status))).toEqual({ kind: 'closed', status });
    });

    it('asks again every 2 s while the order is pending', () => {
      expect(run(first, answered('pending'))).toEqual({ kind: 'confirming', attempt: 1, delayMs: CONFIRM_POLL_MS });
      expect(run(first, answered('pending', 'stripe'), answered('pending', 'stripe'))).toEqual({
        kind: 'confirming',
        attempt: 2,
        delayMs: CONFIRM_POLL_MS,
      });
    });

    it('says plainly the payment is not completed after about 30 s of pending answers', () => {
      expect(CONFIRM_POLL_MS * CONFIRM_POLL_LIMIT).toBe(30_000);
      const pending = Array.from({ length: CONFIRM_POLL_LIMIT }, () => answered('pending'));
      expect(run(first, ...pending)).toEqual({ kind: 'confirming', attempt: CONFIRM_POLL_LIMIT, delayMs: CONFIRM_POLL_MS });
      expect(run(first, ...pending, answered('pending'))).toEqual({ kind: 'not-completed' });
    });

    it('is paid when the payment arrives while it asks again', () => {
      expect(run(first, answered('pending'), answered('pending'), answered('paid'))).toEqual({ kind: 'thanks', details: true, emptyCart: true });
    });

    it("does not wait for a transfer, which the browser cannot confirm: today's thanks at once", () => {
      expect(run(first, answered('pending', 'transfer'))).toEqual({ kind: 'thanks', details: true, emptyCart: true });
    });
  });

  describe('the failures, decided on their code', () => {
    it("shows the server's message when the provider does not answer (503 PAYMENT_PROVIDER_UNAVAILABLE), and stops asking", () => {
      const down = refused(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'PayPal is not answering right now. Please try again in a few minutes.');
      expect(run(first, down)).toEqual({ kind: 'failed', message: 'PayPal is not answering right now. Please try again in a few minutes.' });
      expect(run(first, answered('pending'), down).kind).toBe('failed');
    });

    it('keeps the page as it was for an order that is not hers (404) or without a session on the server (401): no details', () => {
      const thanksWithoutDetails = { kind: 'thanks', details: false, emptyCart: false };
      expect(run(first, refused(404, 'NOT_FOUND', 'No order with that id'))).toEqual(thanksWithoutDetails);
      expect(run(first, refused(401, 'NOT_SIGNED_IN', 'Please sign in with your e-mail first'))).toEqual(thanksWithoutDetails);
    });

    it('says what went wrong for any other failure, with a fallback when the server gave no words', () => {
      expect(run(first, refused(429, 'RATE_LIMITED', 'Too many payment checks. Please wait a minute.'))).toEqual({
        kind: 'failed',
        message: 'Too many payment checks. Please wait a minute.',
      });
      expect(run(first, { type: 'failed', error: new ApiError(502, 'Bad Gateway', null) })).toEqual({
        kind: 'failed',
        message: CHECK_FAILED_FALLBACK,
      });
      expect(run(first, { type: 'failed', error: new TypeError('Failed to fetch') })).toEqual({
        kind: 'failed',
        message: 'Could not reach the shop. Check your connection and try again.',
      });
    });
  });

  describe('Check again', () => {
    it('starts the questions over after "not completed" or a failure', () => {
      expect(paymentCheckReducer({ kind: 'not-completed' }, { type: 'check-again' })).toEqual(first);
      expect(paymentCheckReducer({ kind: 'failed', message: 'down' }, { type: 'check-again' })).toEqual(first);
    });

    it('changes nothing once the page has its answer, or while it is asking', () => {
      const thanks: PaymentCheck = { kind: 'thanks', details: true, emptyCart: true };
      expect(paymentCheckReducer(thanks, { type: 'check-again' })).toBe(thanks);
      const asking = run(first, answered('pending'));
      expect(paymentCheckReducer(asking, { type: 'check-again' })).toBe(asking);
    });
  });

  it('ignores an answer that arrives when the page is no longer asking', () => {
    const closed: PaymentCheck = { kind: 'closed', status: 'expired' };
    expect(paymentCheckReducer(closed, answered('paid'))).toBe(closed);
    expect(paymentCheckReducer(closed, refused(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'down'))).toBe(closed);
  });
});
