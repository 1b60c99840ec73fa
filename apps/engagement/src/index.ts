import { AttemptCounts1764000000000, PlatformTables1763784000000, ServiceDefinition } from '@shop/platform';
import { EngagementModule } from './engagement.module';
import { Initial1763785000000 } from './migrations/1763785000000-initial';
import { Giveaways1764300000000 } from './migrations/1764300000000-giveaways';
import { GiveawayShares1764400000000 } from './migrations/1764400000000-giveaway-shares';
import { Referrals1764500000000 } from './migrations/1764500000000-referrals';
import { Gallery1764600000000 } from './migrations/1764600000000-gallery';
import { ReferralCancellation1764810000000 } from './migrations/1764810000000-referral-cancellation';
import { SessionScopedLikesEntries1764916000000 } from './migrations/1764916000000-session-scoped-likes-entries';
import { SessionScopedShares1765000000000 } from './migrations/1765000000000-session-scoped-shares';
import { SessionTouchesVerificationLimits1765200000000 } from './migrations/1765200000000-session-touches-verification-limits';
import { GiveawayEntriesCanonicalEmail1765210000000 } from './migrations/1765210000000-giveaway-entries-canonical-email';
import { ShopperSessions1764100000000 } from './migrations/1764100000000-shopper-sessions';
import { UserEntity } from './users/user.entity';

export const engagementService: ServiceDefinition = {
  name: 'engagement',
  module: EngagementModule,
  entities: [UserEntity],
  migrations: [
    PlatformTables1763784000000,
    Initial1763785000000,
    AttemptCounts1764000000000,
    ShopperSessions1764100000000,
    Giveaways1764300000000,
    GiveawayShares1764400000000,
    Referrals1764500000000,
    Gallery1764600000000,
    ReferralCancellation1764810000000,
    SessionScopedLikesEntries1764916000000,
    SessionScopedShares1765000000000,
    SessionTouchesVerificationLimits1765200000000,
    GiveawayEntriesCanonicalEmail1765210000000,
  ],
};
