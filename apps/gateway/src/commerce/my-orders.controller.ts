import { Controller, Get, Param, Query } from '@nestjs/common';
import { MyOrdersQueryDto, OrderPatterns, UuidParamDto } from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { ServiceClient } from '../common/service-client';
import { httpError } from '../common/http/http-error';

/**
 * Our addition: the shopper's own orders. Orders are account data (docs/rules.md §4), so a verified session is needed and
 * its own e-mail is used — the request names nobody. Another shopper's order id answers 404, like an unknown one.
 */
@Controller('api/orders/mine')
export class MyOrdersController {
  constructor(private readonly services: ServiceClient) {}

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
