import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  type BusPayload,
  ByIdRequest,
  EventEnvelope,
  OrderCancelledEvent,
  OrderCancelRequest,
  OrderCheckoutRequest,
  OrderEvents,
  OrderListQueryDto,
  OrderMarkPaidRequest,
  OrderMarkShippedRequest,
  OrderPatterns,
  OrderSubscriptionOrdersRequest,
  PaymentWebhookDto,
} from '@shop/contracts';
import { CheckoutService } from './checkout.service';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { OrderEmailsService } from './order-emails.service';
import { OrdersService } from './orders.service';
import { subscriptionOrdersOf } from './subscription-orders';

@Controller()
export class OrdersHandlers {
  constructor(
    private readonly orders: OrdersService,
    private readonly checkouts: CheckoutService,
    private readonly confirmation: OrderConfirmationService,
    private readonly fulfilment: OrderFulfilmentService,
    private readonly emails: OrderEmailsService,
  ) {}

  @MessagePattern(OrderPatterns.checkout)
  checkout(@Payload() input: OrderCheckoutRequest): Promise<BusAnswer<typeof OrderPatterns.checkout>> {
    return this.checkouts.checkout(input.email, input.checkout, input.scope, input.returnBase, input.idempotencyKey);
  }

  @MessagePattern(OrderPatterns.markPaid)
  markPaid(@Payload() input: OrderMarkPaidRequest): Promise<BusAnswer<typeof OrderPatterns.markPaid>> {
    return this.orders.markPaid(input.id, input);
  }

  @MessagePattern(OrderPatterns.paymentWebhook)
  paymentWebhook(@Payload() input: PaymentWebhookDto): Promise<BusAnswer<typeof OrderPatterns.paymentWebhook>> {
    return this.orders.paymentWebhook(input);
  }

  @MessagePattern(OrderPatterns.list)
  list(@Payload() query: OrderListQueryDto): Promise<BusAnswer<typeof OrderPatterns.list>> {
    return this.orders.search(query);
  }

  @MessagePattern(OrderPatterns.get)
  get(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof OrderPatterns.get>> {
    return this.orders.get(input.id);
  }

  /** What waits to ship: paid and processing orders, oldest first (every one of them: the CSV is the packing list). */
  @MessagePattern(OrderPatterns.toShip)
  toShip(): Promise<BusAnswer<typeof OrderPatterns.toShip>> {
    return this.orders.toShip();
  }

  @MessagePattern(OrderPatterns.productOrders)
  productOrders(@Payload() query: OrderListQueryDto): Promise<BusAnswer<typeof OrderPatterns.productOrders>> {
    return this.orders.list(query, "NOT has_subscription AND status IN ('paid', 'processing', 'shipped', 'completed')");
  }

  @MessagePattern(OrderPatterns.subscriptionOrders)
  async subscriptionOrders(@Payload() input: OrderSubscriptionOrdersRequest): Promise<BusAnswer<typeof OrderPatterns.subscriptionOrders>> {
    const orders = await this.orders.list(input, "has_subscription AND status IN ('paid', 'processing', 'shipped', 'completed')");
    const rows = orders.flatMap((order) => subscriptionOrdersOf(order));
    return input.activeOnly ? rows.filter((r) => r.status === 'active') : rows;
  }

  @MessagePattern(OrderPatterns.createManual)
  createManual(@Payload() input: BusPayload<typeof OrderPatterns.createManual>): Promise<BusAnswer<typeof OrderPatterns.createManual>> {
    return this.orders.createManual(input.order, input.idempotencyKey);
  }

  @MessagePattern(OrderPatterns.createReal)
  createReal(@Payload() input: BusPayload<typeof OrderPatterns.createReal>): Promise<BusAnswer<typeof OrderPatterns.createReal>> {
    return this.orders.createReal(input.order, input.idempotencyKey);
  }

  @EventPattern(OrderEvents.paid)
  onOrderPaid(@Payload() event: EventEnvelope<never>) {
    return this.confirmation.onOrderPaid(event);
  }

  @MessagePattern(OrderPatterns.markProcessing)
  markProcessing(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof OrderPatterns.markProcessing>> {
    return this.fulfilment.markProcessing(input.id);
  }

  @MessagePattern(OrderPatterns.markShipped)
  markShipped(@Payload() input: OrderMarkShippedRequest): Promise<BusAnswer<typeof OrderPatterns.markShipped>> {
    return this.fulfilment.markShipped(input.id, { carrier: input.carrier, trackingNumber: input.trackingNumber });
  }

  @EventPattern(OrderEvents.shipped)
  onOrderShipped(@Payload() event: EventEnvelope<never>) {
    return this.emails.onOrderShipped(event);
  }

  @MessagePattern(OrderPatterns.cancel)
  cancel(@Payload() input: OrderCancelRequest): Promise<BusAnswer<typeof OrderPatterns.cancel>> {
    return this.fulfilment.cancel(input.id, input.reason);
  }

  @EventPattern(OrderEvents.cancelled)
  onOrderCancelled(@Payload() event: EventEnvelope<OrderCancelledEvent>) {
    return this.emails.onOrderCancelled(event);
  }
}
