import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { CreditEvents, CreditsSpentEvent, EventEnvelope } from '@shop/contracts';
import { CreditTicketsService } from './credit-tickets.service';

@Controller()
export class CreditTicketsHandlers {
  constructor(private readonly creditTickets: CreditTicketsService) {}

  @EventPattern(CreditEvents.spent)
  onCreditsSpent(@Payload() event: EventEnvelope<CreditsSpentEvent>) { return this.creditTickets.onCreditsSpent(event); }
}
