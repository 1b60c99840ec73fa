import { Module } from '@nestjs/common';
import { createHealthController } from '@shop/platform';
import { AdminsController } from './admins/admins.controller';
import { AdminsService } from './admins/admins.service';
import { AuditController } from './audit/audit.controller';
import { AuditService } from './audit/audit.service';
import { ReportedUsersController } from './users/reported-users.controller';
import { ReportedUsersService } from './users/reported-users.service';

@Module({
  controllers: [createHealthController('admin-reporting'), AdminsController, AuditController, ReportedUsersController],
  providers: [AdminsService, AuditService, ReportedUsersService],
})
export class AdminReportingModule {}
