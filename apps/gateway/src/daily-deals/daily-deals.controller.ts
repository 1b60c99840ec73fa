import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DailyDealPatterns } from '@shop/contracts';
import { ServiceClient } from '../common/service-client';
import { DEALS_READ_TTL_MS, DealsReadCache } from './daily-deals-read-cache';

/** The shop page's daily deals (docs/product/engagement.md "Daily deals section"; the web refreshes them every 30 s). */
@Controller('api')
export class DailyDealsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cache: DealsReadCache,
  ) {}

  /** Active deals that have started and not ended, ending soonest first. */
  @Get('daily-deals')
  list(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.cache.serve(request, reply, DEALS_READ_TTL_MS, () => this.services.send(DailyDealPatterns.listPublic));
  }
}
