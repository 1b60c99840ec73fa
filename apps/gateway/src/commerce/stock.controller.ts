import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { NotifyWhenBackDto, RestockDto, SetProductStockDto, StockMovementsQueryDto, StockPatterns, UuidParamDto } from '@shop/contracts';
import { AdminOnly, CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { httpError } from '../common/http/http-error';
import { RateLimit } from '../common/http/rate-limit';
import { Identity } from '../common/auth/identity';
import { ServiceClient } from '../common/service-client';

/** What shoppers see of stock: units left of every counted item (docs/rules.md §7). */
@Controller('api/stock')
export class StockController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  available() {
    return this.services.send(StockPatterns.available);
  }

  /** She asks to be told by e-mail (her session's) when a sold-out item is back: once per item while she waits. */
  @Post('notify-when-back')
  @HttpCode(201)
  @ShopperOnly({ sessionOnly: true })
  @RateLimit(30, 60_000, 'session', 'Too many requests. Please wait a minute.')
  notifyWhenBack(@Body() input: NotifyWhenBackDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    if (!shopper) throw httpError('NOT_SIGNED_IN', 'Please sign in with your e-mail first');
    return this.services.send(StockPatterns.notifyWhenBack, { ...input, email: shopper.email });
  }
}

/** A product's stock in the back office: which items are counted and how many, restocks, and the ledger. */
@Controller('api/admin/products/:id/stock')
@AdminOnly()
export class AdminStockController {
  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
  ) {}

  @Get()
  ofProduct(@Param() { id }: UuidParamDto) {
    return this.services.send(StockPatterns.ofProduct, { id });
  }

  @Put()
  async set(@Param() { id }: UuidParamDto, @Body() input: SetProductStockDto, @Req() request: FastifyRequest) {
    return this.services.send(StockPatterns.set, { id, ...input, actor: await this.adminEmail(request) });
  }

  @Post('restock')
  @HttpCode(200)
  async restock(@Param() { id }: UuidParamDto, @Body() input: RestockDto, @Req() request: FastifyRequest) {
    return this.services.send(StockPatterns.restock, { id, ...input, actor: await this.adminEmail(request) });
  }

  @Get('movements')
  movements(@Param() { id }: UuidParamDto, @Query() query: StockMovementsQueryDto) {
    return this.services.send(StockPatterns.movements, { id, limit: query.limit });
  }

  private async adminEmail(request: FastifyRequest): Promise<string> {
    return (await this.identity.adminOf(request))!.email;
  }
}

/** The dashboard's Low stock panel: counted items at or below their threshold. */
@Controller('api/admin/stock')
@AdminOnly()
export class AdminLowStockController {
  constructor(private readonly services: ServiceClient) {}

  @Get('low')
  low() {
    return this.services.send(StockPatterns.low);
  }
}
