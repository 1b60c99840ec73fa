import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByIdRequest,
  EventEnvelope,
  PaymentConfirmRequest,
  PaymentEvents,
  PaymentNoticeRequest,
  PaymentPatterns,
  PaymentRefundRequest,
  RefundRequestedEvent,
} from '@shop/contracts';
import { OrderPaymentsService } from './order-payments.service';
import { PaymentRefundsService } from './payment-refunds.service';
import { PaymentsService } from './payments.service';

@Controller()
export class PaymentsHandlers {
  constructor(
    private readonly payments: PaymentsService,
    private readonly refunds: PaymentRefundsService,
    private readonly orderPayments: OrderPaymentsService,
  ) {}

  @MessagePattern(PaymentPatterns.providers)
  providers(): BusAnswer<typeof PaymentPatterns.providers> {
    return this.payments.offered();
  }

  @MessagePattern(PaymentPatterns.confirm)
  confirm(@Payload() input: PaymentConfirmRequest): Promise<BusAnswer<typeof PaymentPatterns.confirm>> {
    return this.payments.confirm(input.orderId, input.email);
  }

  @MessagePattern(PaymentPatterns.notice)
  notice(@Payload() input: PaymentNoticeRequest): Promise<BusAnswer<typeof PaymentPatterns.notice>> {
    return this.payments.notice(input.provider, { headers: input.headers, body: input.body });
  }

  @MessagePattern(PaymentPatterns.ofOrder)
  ofOrder(@Payload() input: ByIdRequest): Promise<BusAnswer<typeof PaymentPatterns.ofOrder>> {
    return this.orderPayments.ofOrder(input.id);
  }

  @MessagePattern(PaymentPatterns.refund)
  refund(@Payload() input: PaymentRefundRequest): Promise<BusAnswer<typeof PaymentPatterns.refund>> {
    return this.orderPayments.refund(input);
  }

  /** Idempotent by the refund's own state and its key at the provider, so a redelivered event sends nothing twice. */
  @EventPattern(PaymentEvents.refundRequested)
  async onRefundRequested(@Payload() event: EventEnvelope<RefundRequestedEvent>): Promise<void> {
    await this.refunds.send(event.payload.refundId);
  }
}
