import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { AbandonedCartPatterns, AbandonedCartsQueryDto, DEFAULT_ABANDONED_CART_WINDOW, SendCartOfferDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';

/** The Abandoned Carts panel (docs/product/back-office.md §2.3): the list, and the recovery offer e-mailed to a shopper. */
@Controller('api/admin/abandoned-carts')
@AdminOnly()
export class AbandonedCartsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  list(@Query() { hours }: AbandonedCartsQueryDto) {
    return this.services.send(AbandonedCartPatterns.list, { hours: hours ?? DEFAULT_ABANDONED_CART_WINDOW });
  }

  @Post('offer')
  @HttpCode(200)
  @RateLimit(30, 60_000, 'ip', 'Too many offers sent. Please wait a minute and try again.')
  sendOffer(@Body() input: SendCartOfferDto) {
    return this.services.send(AbandonedCartPatterns.sendOffer, input);
  }
}
