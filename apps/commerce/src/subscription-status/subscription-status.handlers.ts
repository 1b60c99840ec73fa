import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SubscriptionStatus, SubscriptionStatusPatterns } from '@shop/contracts';
import { SubscriptionStatusService } from './subscription-status.service';

@Controller()
export class SubscriptionStatusHandlers {
  constructor(private readonly status: SubscriptionStatusService) {}

  @MessagePattern(SubscriptionStatusPatterns.get)
  get(@Payload() input: { email: string }): Promise<SubscriptionStatus> {
    return this.status.get(input.email);
  }
}
