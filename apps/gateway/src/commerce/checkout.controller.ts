import { Body, Controller, Headers, HttpCode, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CheckoutDto, IDEMPOTENCY_KEY_HEADER, OrderPatterns, PaymentWebhookDto } from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { scopeOf } from './cart.controller';
import { ClearDealsCache } from '../daily-deals/daily-deals-read-cache';
import { PaymentSignatureGuard } from './payment-signature.guard';
import { httpError } from '../common/http/http-error';
import { idempotencyKeyOf } from '../common/http/idempotency-key';
import { shopOrigin } from '../common/http/shop-origin';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';

@Controller('api')
export class CheckoutController {
  constructor(
    private readonly services: ServiceClient,
    @InjectGatewayOptions() private readonly options: GatewayOptions,
  ) {}

  /**
   * The browser's one checkout call: commerce saves the cart lines sent (or takes her saved cart — the session's own
   * while it is unverified), prices them once,
   * creates the pending order holding its coupon and opens its payment at the chosen provider; the answer holds the
   * provider's page to pay on.
   */
  @Post('checkout')
  @HttpCode(201)
  @UseInterceptors(ClearDealsCache) // a deal's stock moved
  @ShopperOnly({ sessionOnly: true })
  @RateLimit(60, 60_000, 'session', 'Too many checkouts. Please wait a minute.')
  checkout(
    @Body() input: CheckoutDto,
    @CurrentShopper() shopper: ShopperSession | undefined,
    @Req() request: FastifyRequest,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyHeader: string | undefined,
  ) {
    if (!shopper) throw httpError('NOT_SIGNED_IN', 'Please sign in with your e-mail first');
    const idempotencyKey = idempotencyKeyOf(idempotencyHeader);
    const returnBase = shopOrigin(this.options, request);
    return this.services.send(OrderPatterns.checkout, { email: shopper.email, checkout: input, scope: scopeOf(shopper), returnBase, idempotencyKey });
  }

  /**
   * The payment provider's word that an order is paid; a bad or missing signature answers 401 before anything else.
   * Commerce pays the order only for its exact total (else 422, recorded for the owner).
   */
  @Post('payments/webhook')
  @HttpCode(200)
  @UseGuards(PaymentSignatureGuard)
  webhook(@Body() input: PaymentWebhookDto) {
    return this.services.send(OrderPatterns.paymentWebhook, input);
  }
}
