import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByEmailRequest,
  CreditAdminAddRequest,
  CreditEvents,
  CreditPatterns,
  CreditSpendRequest,
  CreditsSpendRefusedEvent,
  EventEnvelope,
  OrderEvents,
} from '@shop/contracts';
import { CreditsService, OrderPaidForCredits } from './credits.service';

@Controller()
export class CreditsHandlers {
  constructor(private readonly credits: CreditsService) {}

  @MessagePattern(CreditPatterns.balance)
  balance(@Payload() input: ByEmailRequest): Promise<BusAnswer<typeof CreditPatterns.balance>> {
    return this.credits.balance(input.email);
  }

  @MessagePattern(CreditPatterns.transactions)
  transactions(@Payload() input: ByEmailRequest): Promise<BusAnswer<typeof CreditPatterns.transactions>> {
    return this.credits.transactions(input.email);
  }

  @MessagePattern(CreditPatterns.userStats)
  userStats(@Payload() input: ByEmailRequest): Promise<BusAnswer<typeof CreditPatterns.userStats>> {
    return this.credits.userStats(input.email);
  }

  @MessagePattern(CreditPatterns.spend)
  spend(@Payload() input: CreditSpendRequest): Promise<BusAnswer<typeof CreditPatterns.spend>> {
    return this.credits.spend(input);
  }

  @MessagePattern(CreditPatterns.adminAdd)
  adminAdd(@Payload() input: CreditAdminAddRequest): Promise<BusAnswer<typeof CreditPatterns.adminAdd>> {
    return this.credits.adminAdd(input);
  }

  /** Commerce hears its own order.paid here too (the confirmation e-mail has its own handler): each consumes it once. */
  @EventPattern(OrderEvents.paid)
  onOrderPaid(@Payload() event: EventEnvelope<OrderPaidForCredits>) {
    return this.credits.earnFromOrder(event);
  }

  @EventPattern(CreditEvents.spendRefused)
  onSpendRefused(@Payload() event: EventEnvelope<CreditsSpendRefusedEvent>) {
    return this.credits.refundRefusedSpend(event);
  }
}
