import { Module } from '@nestjs/common';
import { createAttemptCountHandlers, createHealthController } from '@shop/platform';
import { AdminLockout } from './admins/admin-lockout';
import { AdminsHandlers } from './admins/admins.handlers';
import { AdminsService } from './admins/admins.service';
import { AuditHandlers } from './audit/audit.handlers';
import { AuditService } from './audit/audit.service';
import { ReportedUsersHandlers } from './users/reported-users.handlers';
import { ReportedUsersService } from './users/reported-users.service';

@Module({
  controllers: [createHealthController('admin-reporting'), createAttemptCountHandlers('admin-reporting'), AdminsHandlers, AuditHandlers, ReportedUsersHandlers],
  providers: [AdminLockout, AdminsService, AuditService, ReportedUsersService],
})
export class AdminReportingModule {}
