import type { OrderView } from '@shop/contracts';
import { getErrorMessage, hasErrorCode } from '@/lib/api-client';

/** Only an order still waiting for payment can be paid again or cancelled by the shopper; every other shows neither. */
export function isAwaitingPayment(order: Pick<OrderView, 'status'>): boolean {
  return order.status === 'pending';
}

/** The words of Pay now and Cancel order for order #N: accessible names, the question asked, what she is told after. */
export function pendingOrderWords(orderNumber: number) {
  return {
    payLabel: `Pay now for order #${orderNumber}`,
    cancelLabel: `Cancel order #${orderNumber}`,
    cancelQuestion: `Cancel order #${orderNumber}? Anything it held goes back to the shop.`,
    cancelled: `Order #${orderNumber} cancelled`,
    cannotCancel: `Order #${orderNumber} can no longer be cancelled`,
    notPending: 'This order is no longer waiting for payment.',
  };
}

export const PAY_FAILED = 'Could not open the payment page. Please try again.';
export const CANCEL_FAILED = 'Could not cancel the order. Please try again.';

export type ActionFailure = {
  /** 409 ORDER_STATUS_CONFLICT: the order moved on meanwhile (paid, cancelled, expired); the list is asked again. */
  stale: boolean;
  /** The server's own words, or the fallback. */
  message: string;
};

/** What a failed Pay now or Cancel order tells her. */
export function actionFailure(error: unknown, fallback: string): ActionFailure {
  return { stale: hasErrorCode(error, 'ORDER_STATUS_CONFLICT'), message: getErrorMessage(error, fallback) };
}
