import type { ByEmailRequest, ByIdRequest, NoPayload } from '../bus-payloads';
import type { CartScope } from './cart';
import {
  OrderPatterns,
  type CheckoutResult,
  type OrderView,
  type PaymentWebhookReply,
  type ShippingAddress,
  type SubscriptionOrderView,
} from './orders';
import type { CheckoutDto, ManualOrderDto, MyOrdersQueryDto, OrderListQueryDto, PaymentWebhookDto, RealOrderDto, ShipOrderDto } from './orders.dto';

/** returnBase: where the shop is reached (the gateway's PUBLIC_URL, else the request's own origin), for /success and /cancel. */
/** `idempotencyKey`: the client's Idempotency-Key header, when it sent one (docs/rules.md §6 "Retried requests"). */
export type OrderCheckoutRequest = { email: string; checkout: CheckoutDto; returnBase: string; idempotencyKey?: string } & CartScope;
export interface OrderMarkPaidRequest {
  id: string;
  paymentMethod?: string;
  paymentId?: string;
}
export type OrderSubscriptionOrdersRequest = OrderListQueryDto & { activeOnly?: boolean; customerEmail?: string };
export type OrderMarkShippedRequest = { id: string } & ShipOrderDto;
export interface OrderCancelRequest {
  id: string;
  reason: string;
}
export type OrderMineRequest = { email: string } & MyOrdersQueryDto;
export interface OrderMineOneRequest {
  email: string;
  id: string;
}
export interface OrderLastShippingAddressAnswer {
  shippingAddress: ShippingAddress | null;
}

/** What each of OrderPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface OrderRequests {
  [OrderPatterns.checkout]: { payload: OrderCheckoutRequest; answer: CheckoutResult };
  [OrderPatterns.markPaid]: { payload: OrderMarkPaidRequest; answer: OrderView };
  [OrderPatterns.paymentWebhook]: { payload: PaymentWebhookDto; answer: PaymentWebhookReply };
  /** A page of the search, and how many orders the search finds in all. */
  [OrderPatterns.list]: { payload: OrderListQueryDto; answer: { items: OrderView[]; total: number } };
  [OrderPatterns.get]: { payload: ByIdRequest; answer: OrderView };
  [OrderPatterns.toShip]: { payload: NoPayload; answer: OrderView[] };
  [OrderPatterns.productOrders]: { payload: OrderListQueryDto; answer: OrderView[] };
  [OrderPatterns.subscriptionOrders]: { payload: OrderSubscriptionOrdersRequest; answer: SubscriptionOrderView[] };
  /** `idempotencyKey`: the admin's Idempotency-Key header, when sent (the same key and order: the first answer). */
  [OrderPatterns.createManual]: { payload: { order: ManualOrderDto; idempotencyKey?: string }; answer: OrderView };
  [OrderPatterns.createReal]: { payload: { order: RealOrderDto; idempotencyKey?: string }; answer: OrderView };
  [OrderPatterns.markProcessing]: { payload: ByIdRequest; answer: OrderView };
  [OrderPatterns.markShipped]: { payload: OrderMarkShippedRequest; answer: OrderView };
  [OrderPatterns.cancel]: { payload: OrderCancelRequest; answer: OrderView };
  [OrderPatterns.mine]: { payload: OrderMineRequest; answer: OrderView[] };
  [OrderPatterns.mineOne]: { payload: OrderMineOneRequest; answer: OrderView };
  [OrderPatterns.payMine]: { payload: OrderMineOneRequest & { returnBase: string }; answer: CheckoutResult };
  [OrderPatterns.cancelMine]: { payload: OrderMineOneRequest; answer: OrderView };
  [OrderPatterns.lastShippingAddress]: { payload: ByEmailRequest; answer: OrderLastShippingAddressAnswer };
}
