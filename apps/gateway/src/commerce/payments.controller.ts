import type { IncomingHttpHeaders } from 'node:http';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, RawBody } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER, PaymentConfirmDto, PaymentNoticeParamDto, PaymentPatterns } from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { httpError } from '../common/http/http-error';
import { idempotencyKeyOf } from '../common/http/idempotency-key';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';

/** The notice headers each provider signs with; the rest of a request's headers never leave the gateway. */
const NOTICE_HEADERS = [
  'stripe-signature',
  'paypal-transmission-id',
  'paypal-transmission-time',
  'paypal-transmission-sig',
  'paypal-cert-url',
  'paypal-auth-algo',
];

/** Payments through a provider (docs/rules.md §6): what the checkout offers, the shopper's return, the providers' notices. */
@Controller('api/payments')
export class PaymentsController {
  constructor(private readonly services: ServiceClient) {}

  /** The providers the cart's checkout offers, the default first. */
  @Get('providers')
  providers() {
    return this.services.send(PaymentPatterns.providers);
  }

  /**
   * The success page asks: the provider is asked in turn (PayPal captures, Stripe's session is read); the order's status.
   * Idempotent by itself (a payment is settled once, and a retry answers the order's status), so an Idempotency-Key is
   * only checked for its form.
   */
  @Post('confirm')
  @HttpCode(200)
  @ShopperOnly({ sessionOnly: true })
  @RateLimit(60, 60_000, 'session', 'Too many payment checks. Please wait a minute.')
  confirm(
    @Body() input: PaymentConfirmDto,
    @CurrentShopper() shopper: ShopperSession | undefined,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ) {
    idempotencyKeyOf(idempotencyKey);
    if (!shopper) throw httpError('NOT_SIGNED_IN', 'Please sign in with your e-mail first');
    return this.services.send(PaymentPatterns.confirm, { email: shopper.email, orderId: input.orderId });
  }

  /** A provider's notice, passed on as it arrived: commerce verifies it as that provider signs (401 when it does not). */
  @Post('webhooks/:provider')
  @HttpCode(200)
  notice(@Param() { provider }: PaymentNoticeParamDto, @Headers() received: IncomingHttpHeaders, @RawBody() raw: Buffer | undefined) {
    const headers = Object.fromEntries(NOTICE_HEADERS.map((name) => [name, headerValue(received[name])]));
    return this.services.send(PaymentPatterns.notice, { provider, headers, body: raw?.toString('utf8') ?? '' });
  }
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
