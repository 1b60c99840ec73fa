import { Controller, Get } from '@nestjs/common';
import { DailyDealPatterns, DailyDealView } from '@shop/contracts';
import { ServiceClient } from '../common/service-client';

/** The shop page's daily deals (docs/product/engagement.md "Daily deals section"; the web refreshes them every 30 s). */
@Controller('api')
export class DailyDealsController {
  constructor(private readonly services: ServiceClient) {}

  /** Active deals that have started and not ended, ending soonest first. */
  @Get('daily-deals')
  list() {
    return this.services.send<DailyDealView[]>(DailyDealPatterns.listPublic);
  }
}
