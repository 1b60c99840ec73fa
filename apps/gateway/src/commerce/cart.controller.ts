import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CartPatterns, CartQuoteView, EmailParamDto, QuoteCartDto, SaveCartDto } from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';

@Controller('api/cart')
export class CartController {
  constructor(private readonly services: ServiceClient) {}

  @Get(':email')
  @ShopperOnly()
  get(@Param() { email }: EmailParamDto) {
    return this.services.send(CartPatterns.get, { email });
  }

  @Post('save')
  @HttpCode(200)
  @ShopperOnly()
  @RateLimit(1_200, 60_000, 'session', 'Too many cart updates. Please slow down.')
  save(@Body() input: SaveCartDto) {
    return this.services.send(CartPatterns.save, input);
  }

  /** The full breakdown, priced by the server from the catalogue; visitors may ask too. */
  @Post('quote')
  @HttpCode(200)
  @ShopperOnly({ optional: true })
  @RateLimit(1_200, 60_000, 'ip', 'Too many price checks. Please slow down.')
  quote(@Body() input: QuoteCartDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send<CartQuoteView>(CartPatterns.quote, { ...input, sessionEmail: shopper?.email });
  }
}
