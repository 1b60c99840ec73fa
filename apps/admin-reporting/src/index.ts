import { AttemptCounts1764000000000, PlatformTables1763784000000, ServiceDefinition } from '@shop/platform';
import { AdminReportingModule } from './admin-reporting.module';
import { Initial1763785000000 } from './migrations/1763785000000-initial';
import { AdminLoginFailures1764200000000 } from './migrations/1764200000000-admin-login-failures';
import { AuditAttempts1764210000000 } from './migrations/1764210000000-audit-attempts';
import { SalesReporting1764610000000 } from './migrations/1764610000000-sales-reporting';
import { Analytics1764600000000 } from './migrations/1764600000000-analytics';
import { EngagementCounts1764620000000 } from './migrations/1764620000000-engagement-counts';
import { OrderCancellation1764810000000 } from './migrations/1764810000000-order-cancellation';
import { UserShippingSubscription1765100000000 } from './migrations/1765100000000-user-shipping-subscription';
import { LiveSessionCarts1765220000000 } from './migrations/1765220000000-live-session-carts';
import { PaymentRefunds1765310000000 } from './migrations/1765310000000-payment-refunds';

export const adminReportingService: ServiceDefinition = {
  name: 'admin-reporting',
  module: AdminReportingModule,
  entities: [],
  migrations: [
    PlatformTables1763784000000,
    Initial1763785000000,
    AttemptCounts1764000000000,
    AdminLoginFailures1764200000000,
    AuditAttempts1764210000000,
    Analytics1764600000000,
    SalesReporting1764610000000,
    EngagementCounts1764620000000,
    OrderCancellation1764810000000,
    UserShippingSubscription1765100000000,
    LiveSessionCarts1765220000000,
    PaymentRefunds1765310000000,
  ],
};
