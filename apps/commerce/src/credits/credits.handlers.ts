import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreditAddAnswer, CreditBalanceView, CreditEvents, CreditPatterns, CreditSpendAnswer, CreditsSpendRefusedEvent, CreditTransactionView, EventEnvelope,
  OrderEvents,
} from '@shop/contracts';
import { CreditsService, OrderPaidForCredits } from './credits.service';

@Controller()
export class CreditsHandlers {
  constructor(private readonly credits: CreditsService) {}

  @MessagePattern(CreditPatterns.balance)
  balance(@Payload() input: { email: string }): Promise<CreditBalanceView> { return this.credits.balance(input.email); }

  @MessagePattern(CreditPatterns.transactions)
  transactions(@Payload() input: { email: string }): Promise<CreditTransactionView[]> { return this.credits.transactions(input.email); }

  @MessagePattern(CreditPatterns.userStats)
  userStats(@Payload() input: { email: string }): Promise<{ totalCredits: number; totalPurchases: number }> { return this.credits.userStats(input.email); }

  @MessagePattern(CreditPatterns.spend)
  spend(@Payload() input: { email: string; credits: number; giveawayId: string; giveawayTitle?: string }): Promise<CreditSpendAnswer> {
    return this.credits.spend(input);
  }

  @MessagePattern(CreditPatterns.adminAdd)
  adminAdd(@Payload() input: { email: string; credits: number; reason?: string }): Promise<CreditAddAnswer> { return this.credits.adminAdd(input); }

  /** Commerce hears its own order.paid here too (the confirmation e-mail has its own handler): each consumes it once. */
  @EventPattern(OrderEvents.paid)
  onOrderPaid(@Payload() event: EventEnvelope<OrderPaidForCredits>) { return this.credits.earnFromOrder(event); }

  @EventPattern(CreditEvents.spendRefused)
  onSpendRefused(@Payload() event: EventEnvelope<CreditsSpendRefusedEvent>) { return this.credits.refundRefusedSpend(event); }
}
