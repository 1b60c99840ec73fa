import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CartPatterns, EmailParamDto, QuoteCartDto, SaveCartDto, ShopperScope } from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';

@Controller('api/cart')
export class CartController {
  constructor(private readonly services: ServiceClient) {}

  /** The session's cart, priced now: an unverified session's own, a verified one's the account's; an admin's, the account's. */
  @Get(':email')
  @ShopperOnly()
  get(@Param() { email }: EmailParamDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(CartPatterns.get, { email, scope: scopeOf(shopper) });
  }

  @Post('save')
  @HttpCode(200)
  @ShopperOnly()
  @RateLimit(1_200, 60_000, 'session', 'Too many cart updates. Please slow down.')
  save(@Body() input: SaveCartDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(CartPatterns.save, { ...input, scope: scopeOf(shopper) });
  }

  /** The full breakdown, priced by the server from the catalogue; visitors may ask too. */
  @Post('quote')
  @HttpCode(200)
  @ShopperOnly({ optional: true })
  @RateLimit(1_200, 60_000, 'ip', 'Too many price checks. Please slow down.')
  quote(@Body() input: QuoteCartDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(CartPatterns.quote, { ...input, sessionEmail: shopper?.email, sessionVerified: shopper?.verified === true });
  }
}

/** Which saved cart a shopper's request means (docs/rules.md §4); none for an admin (the account's). */
export function scopeOf(shopper: ShopperSession | undefined): ShopperScope | undefined {
  return shopper && { email: shopper.email, sessionId: shopper.sessionId, verified: shopper.verified };
}
