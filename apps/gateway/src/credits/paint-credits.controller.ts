import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CreditPatterns, PaintCreditImportDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

/**
 * The paint-credit import for past customers (docs/product/back-office.md §2.8): admin only, every write audited
 * (docs/rules.md §4).
 */
@Controller('api/admin/paint-credits')
@AdminOnly()
export class PaintCreditsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('overview')
  overview() {
    return this.services.send(CreditPatterns.paintCreditsOverview);
  }

  /** 201 with the customers granted; a preview stores nothing and answers 200. */
  @Post('import')
  @HttpCode(201)
  async import(@Body() input: PaintCreditImportDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const answer = await this.services.send(CreditPatterns.paintCreditsImport, input);
    if (answer.preview) reply.status(HttpStatus.OK);
    return answer;
  }
}
