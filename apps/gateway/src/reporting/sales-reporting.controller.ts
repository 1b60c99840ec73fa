import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  EMAIL_EXPORT_CSV_COLUMNS,
  EmailExportQueryDto,
  ExportPatterns,
  OrderPatterns,
  SalesOverviewQueryDto,
  SalesPatterns,
  toCsv,
  UuidParamDto,
} from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

/** Sales Overview Dashboard, Email Campaign Export and Social Media Content Export (docs/product/back-office.md). */
@Controller('api/admin')
@AdminOnly()
export class SalesReportingController {
  constructor(private readonly services: ServiceClient) {}

  @Get('sales-overview')
  salesOverview(@Query() query: SalesOverviewQueryDto) {
    return this.services.send(SalesPatterns.overview, query);
  }

  /** JSON, or `?format=csv`: the e-mail list as a CSV download. */
  @Get('email-export')
  async emailExport(@Query() query: EmailExportQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const answer = await this.services.send(ExportPatterns.emails, {});
    if (query.format !== 'csv') return answer;
    const csv = toCsv(EMAIL_EXPORT_CSV_COLUMNS, answer.emailList);
    const day = new Date().toISOString().slice(0, 10);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="email-export-${day}.csv"`);
    return csv;
  }

  @Get('content-export')
  contentExport() {
    return this.services.send(ExportPatterns.content, {});
  }
}

/** The Users panel's subscription orders of one shopper: her e-mail from the reporting copy, her orders from commerce. */
@Controller('api/users')
@AdminOnly()
export class UserSubscriptionOrdersController {
  constructor(private readonly services: ServiceClient) {}

  @Get(':id/subscription-orders')
  async subscriptionOrders(@Param() params: UuidParamDto) {
    const { email } = await this.services.send(SalesPatterns.customerEmail, { id: params.id });
    return this.services.send(OrderPatterns.subscriptionOrders, { customerEmail: email, limit: 500 });
  }
}
