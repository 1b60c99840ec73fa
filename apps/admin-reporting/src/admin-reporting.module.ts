import { Module } from '@nestjs/common';
import { createAttemptCountHandlers, createHealthController } from '@shop/platform';
import { AdminLockout } from './admins/admin-lockout';
import { AdminsHandlers } from './admins/admins.handlers';
import { AdminsService } from './admins/admins.service';
import { AnalyticsFeedService } from './analytics/analytics-feed.service';
import { AnalyticsHandlers } from './analytics/analytics.handlers';
import { AnalyticsReadsService } from './analytics/analytics-reads.service';
import { AuditHandlers } from './audit/audit.handlers';
import { AuditService } from './audit/audit.service';
import { ExportsHandlers } from './exports/exports.handlers';
import { ExportsService } from './exports/exports.service';
import { ReportedGiveawayEntriesService } from './exports/reported-giveaway-entries.service';
import { ReportedOrdersService } from './sales/reported-orders.service';
import { SalesHandlers } from './sales/sales.handlers';
import { SalesOverviewService } from './sales/sales-overview.service';
import { ReportedUsersHandlers } from './users/reported-users.handlers';
import { ReportedUsersService } from './users/reported-users.service';

@Module({
  controllers: [
    createHealthController('admin-reporting'),
    createAttemptCountHandlers('admin-reporting'),
    AdminsHandlers,
    AuditHandlers,
    ReportedUsersHandlers,
    AnalyticsHandlers,
    SalesHandlers,
    ExportsHandlers,
  ],
  providers: [
    AdminLockout,
    AdminsService,
    AuditService,
    ReportedUsersService,
    AnalyticsFeedService,
    AnalyticsReadsService,
    ReportedOrdersService,
    SalesOverviewService,
    ReportedGiveawayEntriesService,
    ExportsService,
  ],
})
export class AdminReportingModule {}
