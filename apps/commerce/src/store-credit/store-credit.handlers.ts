import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ByEmailRequest,
  CommissionEarnedEvent,
  CommissionReversedEvent,
  CreditPatterns,
  EventEnvelope,
  PaintCreditImportDto,
  ReferralEvents,
} from '@shop/contracts';
import { PaintCreditsService } from './paint-credits.service';
import { StoreCreditService } from './store-credit.service';

@Controller()
export class StoreCreditHandlers {
  constructor(
    private readonly storeCredit: StoreCreditService,
    private readonly paintCredits: PaintCreditsService,
  ) {}

  @MessagePattern(CreditPatterns.storeCreditBalance)
  balance(@Payload() input: ByEmailRequest): Promise<BusAnswer<typeof CreditPatterns.storeCreditBalance>> {
    return this.storeCredit.balance(input.email);
  }

  @MessagePattern(CreditPatterns.storeCreditTransactions)
  transactions(@Payload() input: ByEmailRequest): Promise<BusAnswer<typeof CreditPatterns.storeCreditTransactions>> {
    return this.storeCredit.transactions(input.email);
  }

  @MessagePattern(CreditPatterns.paintCreditsOverview)
  paintCreditsOverview(): Promise<BusAnswer<typeof CreditPatterns.paintCreditsOverview>> {
    return this.paintCredits.overview();
  }

  @MessagePattern(CreditPatterns.paintCreditsImport)
  paintCreditsImport(@Payload() input: PaintCreditImportDto): Promise<BusAnswer<typeof CreditPatterns.paintCreditsImport>> {
    return this.paintCredits.import(input);
  }

  @EventPattern(ReferralEvents.commissionEarned)
  onCommissionEarned(@Payload() event: EventEnvelope<CommissionEarnedEvent>) {
    return this.storeCredit.onCommissionEarned(event);
  }

  @EventPattern(ReferralEvents.commissionReversed)
  onCommissionReversed(@Payload() event: EventEnvelope<CommissionReversedEvent>) {
    return this.storeCredit.onCommissionReversed(event);
  }
}
