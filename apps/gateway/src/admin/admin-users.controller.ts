import { Controller, Get, Param, Query } from '@nestjs/common';
import { ReportingUserPatterns, UserListQueryDto, UuidParamDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

/** The Users panel: the back office's copy of every shopper (docs/product/back-office.md §2.3). */
@Controller('api/users')
@AdminOnly()
export class AdminUsersController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  list(@Query() query: UserListQueryDto) {
    return this.services.send(ReportingUserPatterns.list, query);
  }

  @Get(':id/activity')
  activity(@Param() params: UuidParamDto) {
    return this.services.send(ReportingUserPatterns.activity, { id: params.id });
  }
}
