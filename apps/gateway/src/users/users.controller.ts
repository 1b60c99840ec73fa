import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EmailParamDto,
  RecordActivityDto,
  RegisterUserDto,
  ShopperSessionPatterns,
  SubscriptionStatusPatterns,
  UserPatterns,
  VerificationRefused,
  VerifyCodeDto,
} from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import { clearShopperSession, cookiesAreSecure, readSessionToken, ShopperSession, writeSessionToken } from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';
import { httpError } from '../common/http/http-error';

const MINUTE = 60_000;

@Controller('api')
export class UsersController {
  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
    @InjectGatewayOptions() private readonly options: GatewayOptions,
  ) {}

  /**
   * E-mail sign-in: upserts the shopper, opens a server-side session (or keeps
   * the browser's live one for the same e-mail, under a new token) and sets its
   * 30-day cookie.
   * The answer is the same for a new and a known e-mail (docs/rules.md §4:
   * answers never reveal whether an e-mail is known): 200 `{id, email, verified}`.
   * A new session is unverified: it sees only what it creates until the code is entered.
   */
  @Post('users')
  @HttpCode(200)
  @RateLimit(20, MINUTE, 'ip+email', 'Too many sign-in attempts for this e-mail. Please wait a minute and try again.')
  async signIn(@Body() input: RegisterUserDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const currentToken = readSessionToken(request);
    const opened = await this.services.send(ShopperSessionPatterns.open, { registration: input, currentToken });
    // Every sign-in answers a new token (the same session kept, or a new one): the old one opens nothing any more.
    this.identity.forgetShopper(currentToken);
    writeSessionToken(reply, opened.token, cookiesAreSecure(request, this.options.secureCookies));
    return { id: opened.user.id, email: opened.user.email, verified: opened.session.verified };
  }

  /** Who the browser is signed in as (our addition: lets the app drop a stale local session). */
  @Get('session')
  async session(@Req() request: FastifyRequest) {
    const session = await this.identity.shopperOf(request);
    if (!session) throw httpError('NOT_SIGNED_IN', 'Not signed in');
    return { email: session.email, verified: session.verified, expiresAt: session.expiresAt };
  }

  /** Ends the session on the server too: the same cookie, sent again, answers 401. */
  @Post('users/logout')
  @HttpCode(200)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const token = readSessionToken(request);
    if (token) {
      await this.services.send(ShopperSessionPatterns.end, { token });
      this.identity.forgetShopper(token);
    }
    clearShopperSession(reply);
    return { signedOut: true };
  }

  @Get('users/:email/subscription-status')
  @ShopperOnly()
  subscriptionStatus(@Param() params: EmailParamDto) {
    return this.services.send(SubscriptionStatusPatterns.get, { email: params.email });
  }

  @Post('users/activity')
  @HttpCode(200)
  @ShopperOnly()
  @RateLimit(120, MINUTE, 'ip', 'Too many activity events. Please slow down.')
  recordActivity(@Body() input: RecordActivityDto) {
    return this.services.send(UserPatterns.recordActivity, input);
  }

  /**
   * E-mails a 6-digit code to the session's own address; the answer is the same for every address. Over the
   * e-mail's own limits (3 in 10 minutes, 10 a day): 429 with the wait, and a Retry-After.
   */
  @Post('users/verification-code')
  @HttpCode(202)
  @ShopperOnly({ sessionOnly: true })
  @RateLimit(5, 10 * MINUTE, 'session', 'Too many codes requested. Please wait a few minutes before asking for another.')
  async requestCode(@CurrentShopper() shopper: ShopperSession | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    const { email } = this.requireShopper(shopper);
    refuseIfLimited(reply, await this.services.send(UserPatterns.requestVerificationCode, { email }));
    return { sent: true, message: 'If this address can receive mail, a 6-digit code is on its way. It is valid for 10 minutes.' };
  }

  @Post('users/verify')
  @HttpCode(200)
  @ShopperOnly({ sessionOnly: true })
  @RateLimit(10, 10 * MINUTE, 'session', 'Too many attempts. Please wait a few minutes and request a new code.', { countedBy: 'engagement' })
  async verify(
    @Body() input: VerifyCodeDto,
    @CurrentShopper() shopper: ShopperSession | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { email, sessionId } = this.requireShopper(shopper);
    const answer = await this.services.send(UserPatterns.verifyCode, { email, code: input.code, sessionId });
    refuseIfLimited(reply, answer);
    // The verified session lives on under a new token: the old cookie, and this gateway's memory of it, open nothing.
    this.identity.forgetShopper(readSessionToken(request));
    writeSessionToken(reply, answer.token, cookiesAreSecure(request, this.options.secureCookies));
    return { verified: true, email };
  }

  private requireShopper(shopper: ShopperSession | undefined): ShopperSession {
    if (!shopper) throw httpError('NOT_SIGNED_IN', 'Please sign in with your e-mail first');
    return shopper;
  }
}

/** Verification's per-e-mail limits answer as data, so the wait can go out as Retry-After with the 429. */
function refuseIfLimited<T extends object>(reply: FastifyReply, answer: T): asserts answer is Exclude<T, VerificationRefused> {
  if (!isRefused(answer)) return;
  void reply.header('retry-after', String(answer.retryAfterSeconds));
  throw httpError(answer.refused, answer.message);
}

const isRefused = (answer: object): answer is VerificationRefused => 'refused' in answer;
