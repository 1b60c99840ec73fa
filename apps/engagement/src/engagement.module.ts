import { Module } from '@nestjs/common';
import { createAttemptCountHandlers, createHealthController } from '@shop/platform';
import { GalleryHandlers } from './gallery/gallery.handlers';
import { GalleryService } from './gallery/gallery.service';
import { CreditTicketsHandlers } from './giveaways/credit-tickets.handlers';
import { CreditTicketsService } from './giveaways/credit-tickets.service';
import { GiveawaysHandlers } from './giveaways/giveaways.handlers';
import { GiveawaysService } from './giveaways/giveaways.service';
import { CommissionService } from './referrals/commission.service';
import { ReferralAttributionService } from './referrals/referral-attribution.service';
import { ReferralCancellationService } from './referrals/referral-cancellation.service';
import { ReferralLinksService } from './referrals/referral-links.service';
import { ReferralReportsService } from './referrals/referral-reports.service';
import { ReferralsHandlers } from './referrals/referrals.handlers';
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
  controllers: [
    createHealthController('engagement'),
    createAttemptCountHandlers('engagement'),
    UsersHandlers,
    VerificationHandlers,
    ShopperSessionsHandlers,
    GiveawaysHandlers,
    SharesHandlers,
    RedFlagsHandlers,
    CreditTicketsHandlers,
    ReferralsHandlers,
    GalleryHandlers,
  ],
  providers: [
    UsersService,
    VerificationService,
    ShopperSessionsService,
    GiveawaysService,
    SharesService,
    ShareContentService,
    RedFlagsService,
    CreditTicketsService,
    ReferralLinksService,
    ReferralReportsService,
    CommissionService,
    ReferralAttributionService,
    ReferralCancellationService,
    GalleryService,
  ],
})
export class EngagementModule {}
