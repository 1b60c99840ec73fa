import { Module } from '@nestjs/common';
import { createAttemptCountHandlers, createHealthController } from '@shop/platform';
import { GiveawaysHandlers } from './giveaways/giveaways.handlers';
import { GiveawaysService } from './giveaways/giveaways.service';
import { ShopperSessionsHandlers } from './sessions/shopper-sessions.handlers';
import { ShopperSessionsService } from './sessions/shopper-sessions.service';
import { UsersHandlers } from './users/users.handlers';
import { UsersService } from './users/users.service';
import { VerificationHandlers } from './verification/verification.handlers';
import { VerificationService } from './verification/verification.service';

@Module({
  controllers: [createHealthController('engagement'), createAttemptCountHandlers('engagement'), UsersHandlers, VerificationHandlers, ShopperSessionsHandlers, GiveawaysHandlers],
  providers: [UsersService, VerificationService, ShopperSessionsService, GiveawaysService],
})
export class EngagementModule {}
