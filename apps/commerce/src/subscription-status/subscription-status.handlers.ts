import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BusAnswer, ByEmailRequest, SubscriptionStatusPatterns } from '@shop/contracts';
import { SubscriptionStatusService } from './subscription-status.service';

@Controller()
export class SubscriptionStatusHandlers {
  constructor(private readonly status: SubscriptionStatusService) {}

  @MessagePattern(SubscriptionStatusPatterns.get)
  get(@Payload() input: ByEmailRequest): Promise<BusAnswer<typeof SubscriptionStatusPatterns.get>> {
    return this.status.get(input.email);
  }
}
