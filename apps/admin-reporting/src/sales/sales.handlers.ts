import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByIdRequest,
  CommissionEarnedEvent,
  DEFAULT_SALE_TYPE,
  DEFAULT_SALES_RANGE,
  EventEnvelope,
  OrderCancelledEvent,
  OrderEvents,
  PaymentEvents,
  PaymentRefundedEvent,
  ReferralEvents,
  SalesOverviewQueryDto,
  SalesPatterns,
} from '@shop/contracts';
import { OrderCreated, OrderExpired, OrderPaid, ReportedOrdersService } from './reported-orders.service';
import { SalesOverviewService } from './sales-overview.service';

@Controller()
export class SalesHandlers {
  constructor(
    private readonly orders: ReportedOrdersService,
    private readonly sales: SalesOverviewService,
  ) {}

  @EventPattern(OrderEvents.created)
  onOrderCreated(@Payload() event: EventEnvelope<OrderCreated>) {
    return this.orders.onOrderCreated(event);
  }

  @EventPattern(OrderEvents.paid)
  onOrderPaid(@Payload() event: EventEnvelope<OrderPaid>) {
    return this.orders.onOrderPaid(event);
  }

  @EventPattern(OrderEvents.expired)
  onOrderExpired(@Payload() event: EventEnvelope<OrderExpired>) {
    return this.orders.onOrderExpired(event);
  }

  @EventPattern(OrderEvents.cancelled)
  onOrderCancelled(@Payload() event: EventEnvelope<OrderCancelledEvent>) {
    return this.orders.onOrderCancelled(event);
  }

  /** The owner's refunds lower the sales, the Users panel's purchases and the analytics revenue (onPaymentRefunded). */
  @EventPattern(PaymentEvents.refunded)
  onPaymentRefunded(@Payload() event: EventEnvelope<PaymentRefundedEvent>) {
    return this.orders.onPaymentRefunded(event);
  }

  @EventPattern(ReferralEvents.commissionEarned)
  onCommissionEarned(@Payload() event: EventEnvelope<CommissionEarnedEvent>) {
    return this.orders.onCommissionEarned(event);
  }

  @MessagePattern(SalesPatterns.customerEmail)
  customerEmail(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof SalesPatterns.customerEmail>> {
    return this.orders.customerEmail(input.id);
  }

  @MessagePattern(SalesPatterns.overview)
  overview(@Payload() query: SalesOverviewQueryDto): Promise<BusAnswer<typeof SalesPatterns.overview>> {
    return this.sales.overview(query.range ?? DEFAULT_SALES_RANGE, query.saleType ?? DEFAULT_SALE_TYPE);
  }
}
