import { Module } from '@nestjs/common';
import { createAttemptCountHandlers, createHealthController } from '@shop/platform';
import { GiveawaysHandlers } from './giveaways/giveaways.handlers';
import { GiveawaysService } from './giveaways/giveaways.service';
import { ShareContentService } from './giveaways/share-content.service';
import { ShopperSessionsHandlers } from './sessions/shopper-sessions.handlers';
import { ShopperSessionsService } from './sessions/shopper-sessions.service';
import { RedFlagsHandlers } from './shares/red-flags.handlers';
import { RedFlagsService } from './shares/red-flags.service';
import { SharesHandlers } from './shares/shares.handlers';
import { SharesService } from './shares/shares.service';
import { UsersHandlers } from './users/users.handlers';
import { UsersService } from './users/users.service';
import { VerificationHandlers } from './verification/verification.handlers';
import { VerificationService } from './verification/verification.service';

@Module({
  controllers: [createHealthController('engagement'), createAttemptCountHandlers('engagement'), UsersHandlers, VerificationHandlers, ShopperSessionsHandlers, GiveawaysHandlers, SharesHandlers, RedFlagsHandlers],
  providers: [UsersService, VerificationService, ShopperSessionsService, GiveawaysService, SharesService, ShareContentService, RedFlagsService],
})
export class EngagementModule {}
