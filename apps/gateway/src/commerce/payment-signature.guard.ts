import { createHmac, timingSafeEqual } from 'node:crypto';
import { CanActivate, ExecutionContext, Injectable, RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';
import { httpError } from '../common/http/http-error';

/**
 * The payment provider's signature on the webhook, checked as a guard: before
 * the body is validated, so a caller without the secret learns nothing of the
 * body's shape (401, never 400). Header `x-signature` = hex HMAC-SHA256 of the
 * raw body with the shared secret (an optional `sha256=` prefix is accepted).
 */
@Injectable()
export class PaymentSignatureGuard implements CanActivate {
  constructor(@InjectGatewayOptions() private readonly options: GatewayOptions) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RawBodyRequest<FastifyRequest>>();
    const secret = this.options.paymentWebhookSecret;
    const header = request.headers['x-signature'];
    if (!secret || typeof header !== 'string' || !request.rawBody) throw invalidSignature();
    const expected = createHmac('sha256', secret).update(request.rawBody).digest('hex');
    const given = header.replace(/^sha256=/, '');
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) throw invalidSignature();
    return true;
  }
}

const invalidSignature = () => httpError('INVALID_SIGNATURE', 'Invalid webhook signature');
