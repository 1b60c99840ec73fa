import { Controller, Get, HttpCode, Param, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MyOrdersQueryDto, OrderPatterns, UuidParamDto } from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { ServiceClient } from '../common/service-client';
import { httpError } from '../common/http/http-error';
import { RateLimit } from '../common/http/rate-limit';
import { shopOrigin } from '../common/http/shop-origin';
import { ClearDealsCache } from '../daily-deals/daily-deals-read-cache';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';

/**
 * Our addition: the shopper's own orders. Orders are account data (docs/rules.md §4), so a verified session is needed and
 * its own e-mail is used — the request names nobody. Another shopper's order id answers 404, like an unknown one.
 */
@Controller('api/orders/mine')
export class MyOrdersController {
  constructor(
    private readonly services: ServiceClient,
    @InjectGatewayOptions() private readonly options: GatewayOptions,
  ) {}

  @Get()
  @ShopperOnly({ verified: true, sessionOnly: true })
  list(@Query() page: MyOrdersQueryDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(OrderPatterns.mine, { email: sessionEmail(shopper), limit: page.limit, offset: page.offset });
  }

  @Get(':id')
  @ShopperOnly({ verified: true, sessionOnly: true })
  get(@Param() { id }: UuidParamDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(OrderPatterns.mineOne, { email: sessionEmail(shopper), id });
  }

  /** Pay now: her pending order's payment page again (the checkout's answer shape); 409 once it is not pending. */
  @Post(':id/pay')
  @HttpCode(200)
  @ShopperOnly({ verified: true, sessionOnly: true })
  @RateLimit(30, 60_000, 'session', 'Too many requests. Please wait a minute.')
  pay(@Param() { id }: UuidParamDto, @CurrentShopper() shopper: ShopperSession | undefined, @Req() request: FastifyRequest) {
    return this.services.send(OrderPatterns.payMine, { email: sessionEmail(shopper), id, returnBase: shopOrigin(this.options, request) });
  }

  /** She cancels her pending order: what it held goes back (deal units, coupon, store credit); 409 once it is not pending. */
  @Post(':id/cancel')
  @HttpCode(200)
  @UseInterceptors(ClearDealsCache)
  @ShopperOnly({ verified: true, sessionOnly: true })
  cancel(@Param() { id }: UuidParamDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(OrderPatterns.cancelMine, { email: sessionEmail(shopper), id });
  }
}

/**
 * Our addition: the address her last checkout shipped to, to fill the checkout form again. Addresses are account data
 * (docs/rules.md §4): a verified session only.
 */
@Controller('api/shipping-address')
export class MyShippingAddressController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ShopperOnly({ verified: true, sessionOnly: true })
  get(@CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(OrderPatterns.lastShippingAddress, { email: sessionEmail(shopper) });
  }
}

/** An admin passes ShopperGuard without a shopper session; "mine" means nothing without one. */
function sessionEmail(shopper: ShopperSession | undefined): string {
  if (!shopper) throw httpError('NOT_SIGNED_IN', 'Please sign in with your e-mail first');
  return shopper.email;
}
