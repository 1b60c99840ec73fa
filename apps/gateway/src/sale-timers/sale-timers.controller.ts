import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { CreateSaleTimerDto, SaleTimerPatterns, SiteWideSalePatterns, UpdateSaleTimerDto, UuidParamDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

/** Sale Timer Management (docs/product/back-office.md §2.3, §3 "Sale timer"): admin writes and list, public active timers. */
@Controller('api/sale-timers')
export class SaleTimersController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @AdminOnly()
  list() {
    return this.services.send(SaleTimerPatterns.list);
  }

  /** The timers running right now, for the shop's countdowns and prices. */
  @Get('active')
  active() {
    return this.services.send(SaleTimerPatterns.listActive);
  }

  @Post()
  @AdminOnly()
  create(@Body() input: CreateSaleTimerDto) {
    return this.services.send(SaleTimerPatterns.create, input);
  }

  @Patch(':id')
  @AdminOnly()
  update(@Param() params: UuidParamDto, @Body() changes: UpdateSaleTimerDto) {
    return this.services.send(SaleTimerPatterns.update, { id: params.id, changes });
  }

  @Delete(':id')
  @AdminOnly()
  remove(@Param() params: UuidParamDto) {
    return this.services.send(SaleTimerPatterns.delete, { id: params.id });
  }
}

/** The site-wide sale (docs/product/engagement.md §3): the active `all` timer with the largest discount. */
@Controller('api/site-wide-sales')
export class SiteWideSalesController {
  constructor(private readonly services: ServiceClient) {}

  /** 200 with the sale, or 200 with JSON `null` when none runs. */
  @Get('active')
  active() {
    return this.services.send(SiteWideSalePatterns.getActive);
  }
}
