import type { PaymentProviderName } from '@shop/contracts';

/**
 * The one seam every payment provider sits behind, as Vendure's PaymentMethodHandler and Medusa's payment providers:
 * start a payment for an order, confirm it when the shopper comes back, read the provider's notice, refund an amount,
 * look a payment up. Amounts are integer cents; currencies upper-case ISO 4217 codes.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a payment at the provider for the order; the shopper approves it at `approvalUrl`. */
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** The shopper came back: captures (PayPal) or reads (Stripe) the payment started under `reference`. Safe to repeat. */
  confirm(reference: string): Promise<ProviderPayment>;
  /** Verifies a notice as the provider signs it and reads it; throws NoticeNotVerifiedError when it does not verify. */
  readNotice(notice: RawNotice): Promise<ProviderNotice>;
  /** Gives back `amountCents` of a captured payment; the same idempotency key never refunds twice. */
  refund(refund: RefundRequest): Promise<ProviderRefund>;
  /** What the provider knows now about the payment started under `reference` (reconciliation); captures nothing. */
  lookup(reference: string): Promise<ProviderPayment>;
}

/** What a provider is asked to collect. lines × quantity + shipping + tax − discount = total, to the cent. */
export interface PaymentRequest {
  orderId: string;
  orderNumber: number;
  currency: string;
  customerEmail: string;
  lines: PaymentLine[];
  shippingCents: number;
  taxCents: number;
  /** The coupon's discount and the store credit used, together. */
  discountCents: number;
  totalCents: number;
  /** Our /success?order={id} and /cancel?order={id}. */
  returnUrl: string;
  cancelUrl: string;
}

export interface PaymentLine {
  name: string;
  unitCents: number;
  quantity: number;
}

export interface StartedPayment {
  /** The provider's id of this payment: a PayPal order id, a Stripe Checkout Session id, our order id for a transfer. */
  reference: string;
  /** The page where the shopper approves it. */
  approvalUrl: string;
}

/** A payment as the provider reports it. */
export interface ProviderPayment {
  reference: string;
  /** completed: the money is captured; pending: not yet (awaiting the shopper, or an async method); failed: it will not be. */
  state: 'completed' | 'pending' | 'failed';
  /** The payment's id, which refunds name (a PayPal capture id, a Stripe PaymentIntent id); null while there is none. */
  paymentId: string | null;
  /** What was captured; null until captured. */
  amountCents: number | null;
  currency: string | null;
  /** Our order id as the provider carries it (PayPal custom_id, Stripe client_reference_id); null when absent. */
  orderId: string | null;
}

/** A notice exactly as it arrived: the raw body (the signature is over its bytes) and the headers, lower-case. */
export interface RawNotice {
  headers: Record<string, string | undefined>;
  body: string;
}

/** A verified notice, reduced to what the shop acts on. eventId is the provider's own event id. */
export type ProviderNotice =
  /** Money was captured, or a payment completed. */
  | { kind: 'payment'; eventId: string; payment: ProviderPayment }
  /** The shopper approved a payment that still has to be captured (PayPal CHECKOUT.ORDER.APPROVED). */
  | { kind: 'approved'; eventId: string; reference: string; orderId: string | null }
  /**
   * Money was given back (made here or at the provider's dashboard): the refunds of that payment the provider names,
   * each with its own id, so a refund already known is never counted twice.
   */
  | { kind: 'refund'; eventId: string; paymentId: string; currency: string; refunds: { refundId: string; amountCents: number }[] }
  /** A verified event the shop has nothing to do with. */
  | { kind: 'ignored'; eventId: string; type: string };

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  reason?: string;
}

export interface ProviderRefund {
  refundId: string;
  state: 'completed' | 'pending' | 'failed';
  amountCents: number;
}

/** The provider could not be reached, timed out or answered 5xx: the caller answers 503 and changes nothing. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    detail: string,
  ) {
    super(`${provider} is not answering: ${detail}`);
  }
}

/** A notice whose signature, timestamp or webhook id does not verify. */
export class NoticeNotVerifiedError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    detail: string,
  ) {
    super(`${provider} notice not verified: ${detail}`);
  }
}

/** The provider refused the request itself (4xx other than a conflict we handle): a bug or a setting, not the shopper's input. */
export class ProviderRefusedError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    readonly status: number,
    detail: string,
  ) {
    super(`${provider} refused (${status}): ${detail}`);
  }
}
