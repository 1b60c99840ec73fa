import { Module } from '@nestjs/common';
import { createHealthController } from '@shop/platform';
import { SubscriptionStatusController } from './subscription-status/subscription-status.controller';
import { SubscriptionStatusService } from './subscription-status/subscription-status.service';

@Module({
  controllers: [createHealthController('commerce'), SubscriptionStatusController],
  providers: [SubscriptionStatusService],
})
export class CommerceModule {}
