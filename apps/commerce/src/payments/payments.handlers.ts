import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  EventEnvelope,
  PaymentConfirmRequest,
  PaymentEvents,
  PaymentNoticeRequest,
  PaymentPatterns,
  RefundRequestedEvent,
} from '@shop/contracts';
import { PaymentRefundsService } from './payment-refunds.service';
import { PaymentsService } from './payments.service';

@Controller()
export class PaymentsHandlers {
  constructor(
    private readonly payments: PaymentsService,
    private readonly refunds: PaymentRefundsService,
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

  /** Idempotent by the refund's own state and its key at the provider, so a redelivered event sends nothing twice. */
  @EventPattern(PaymentEvents.refundRequested)
  onRefundRequested(@Payload() event: EventEnvelope<RefundRequestedEvent>): Promise<void> {
    return this.refunds.send(event.payload.refundId);
  }
}
