import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, CreditEvents, CreditsSpendableQuery, CreditsSpentEvent, EventEnvelope, GiveawayPatterns } from '@shop/contracts';
import { CreditTicketsService } from './credit-tickets.service';

@Controller()
export class CreditTicketsHandlers {
  constructor(private readonly creditTickets: CreditTicketsService) {}

  @MessagePattern(GiveawayPatterns.assertCreditsSpendable)
  assertSpendable(@Payload() data: CreditsSpendableQuery): Promise<BusAnswer<typeof GiveawayPatterns.assertCreditsSpendable>> {
    return this.creditTickets.assertSpendable(data.giveawayId, data.email);
  }

  @EventPattern(CreditEvents.spent)
  onCreditsSpent(@Payload() event: EventEnvelope<CreditsSpentEvent>) {
    return this.creditTickets.onCreditsSpent(event);
  }
}
