import { Controller, Get, Query } from '@nestjs/common';
import { AuditLogQueryDto, AuditPatterns } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

@Controller('api/admin/audit-log')
@AdminOnly()
export class AuditLogController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  list(@Query() query: AuditLogQueryDto) {
    return this.services.send(AuditPatterns.list, query);
  }
}
