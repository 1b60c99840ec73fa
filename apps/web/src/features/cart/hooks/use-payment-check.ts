import { useEffect, useLayoutEffect, useReducer } from 'react';
import { confirmPayment } from '../api/confirm-payment';
import { initialPaymentCheck, paymentCheckReducer, type PaymentCheck } from '../utils/payment-check';
import { completePaidCheckout } from '../utils/pending-checkout';

/**
 * /success's question to the shop (see PaymentCheck): asks POST /api/payments/confirm for the order in the address,
 * again every few seconds while it is pending, and empties the cart once her checkout is known paid (or there is
 * nothing to confirm). `checkAgain` starts the questions over after 'not completed' or a failure.
 */
export function usePaymentCheck(orderId: string | null, signedIn: boolean): { check: PaymentCheck; checkAgain: () => void } {
  const [check, dispatch] = useReducer(paymentCheckReducer, null, () => initialPaymentCheck(orderId, signedIn));

  useEffect(() => {
    if (check.kind !== 'confirming' || !orderId) return;
    const controller = new AbortController();
    // A timer even for the first question: React's development double mount cancels it before it is sent.
    const timer = window.setTimeout(() => {
      confirmPayment(orderId, controller.signal).then(
        (reply) => {
          if (!controller.signal.aborted) dispatch({ type: 'answered', reply });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) dispatch({ type: 'failed', error });
        },
      );
    }, check.delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [check, orderId]);

  // Before the thank-you is painted: whoever reads the cart once it shows finds it empty.
  const emptyCart = check.kind === 'thanks' && check.emptyCart;
  useLayoutEffect(() => {
    if (emptyCart) completePaidCheckout(orderId ?? undefined);
  }, [emptyCart, orderId]);

  return { check, checkAgain: () => dispatch({ type: 'check-again' }) };
}
