import type { ByIdRequest, NoPayload } from '../bus-payloads';
import {
  PaymentPatterns,
  type PaymentConfirmReply,
  type PaymentProviderName,
  type PaymentProvidersView,
  type ProviderNoticeReply,
  type OrderPaymentsView,
} from './payments';

export interface PaymentConfirmRequest {
  /** The shopper's e-mail from her session: only her own order is confirmed. */
  email: string;
  orderId: string;
}

/** A provider's notice as it arrived at the gateway: the exact body (its signature is over these bytes) and the headers. */
export interface PaymentNoticeRequest {
  provider: PaymentProviderName;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface PaymentRefundRequest {
  orderId: string;
  amount: number;
  reason: string;
  /** The admin who asked (her e-mail). */
  requestedBy: string;
  /** The client's Idempotency-Key: the same key never refunds twice. Absent: one made for this request. */
  idempotencyKey?: string;
}

/** What each of PaymentPatterns takes and answers. */
export interface PaymentRequests {
  [PaymentPatterns.providers]: { payload: NoPayload; answer: PaymentProvidersView };
  [PaymentPatterns.confirm]: { payload: PaymentConfirmRequest; answer: PaymentConfirmReply };
  [PaymentPatterns.notice]: { payload: PaymentNoticeRequest; answer: ProviderNoticeReply };
  [PaymentPatterns.ofOrder]: { payload: ByIdRequest; answer: OrderPaymentsView };
  [PaymentPatterns.refund]: { payload: PaymentRefundRequest; answer: OrderPaymentsView };
}
