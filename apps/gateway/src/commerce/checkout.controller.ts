import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  Body, Controller, HttpCode, Post, RawBodyRequest, Req, UnauthorizedException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CheckoutDto, CheckoutResult, OrderPatterns, PaymentWebhookDto } from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';

@Controller('api')
export class CheckoutController {
  constructor(
    private readonly services: ServiceClient,
    @InjectGatewayOptions() private readonly options: GatewayOptions,
  ) {}

  /** Reprices the shopper's saved cart and creates a pending order; the answer holds the payment-transfer address. */
  @Post('checkout')
  @HttpCode(201)
  @ShopperOnly()
  @RateLimit(60, 60_000, 'session', 'Too many checkouts. Please wait a minute.')
  checkout(@Body() input: CheckoutDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    if (!shopper) throw new UnauthorizedException('Please sign in with your e-mail first');
    return this.services.send<CheckoutResult>(OrderPatterns.checkout, { email: shopper.email, checkout: input });
  }

  /**
   * The payment provider's word that an order is paid, signed with the shared
   * secret: header `x-signature` = hex HMAC-SHA256 of the raw body (an optional
   * `sha256=` prefix is accepted). A bad or missing signature answers 401.
   */
  @Post('payments/webhook')
  @HttpCode(200)
  webhook(@Req() request: RawBodyRequest<FastifyRequest>, @Body() input: PaymentWebhookDto) {
    this.verifySignature(request);
    return this.services.send(OrderPatterns.paymentWebhook, input);
  }

  private verifySignature(request: RawBodyRequest<FastifyRequest>): void {
    const secret = this.options.paymentWebhookSecret;
    const header = request.headers['x-signature'];
    if (!secret || typeof header !== 'string' || !request.rawBody) throw new UnauthorizedException('Invalid webhook signature');
    const expected = createHmac('sha256', secret).update(request.rawBody).digest('hex');
    const given = header.replace(/^sha256=/, '');
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      throw new UnauthorizedException('Invalid webhook signature');
    }
  }
}
