import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EmailParamDto, OpenedShopperSession, RecordActivityDto, RegisterUserDto, ShopperSessionPatterns, SubscriptionStatus,
  SubscriptionStatusPatterns, UserPatterns, VerifyCodeDto,
} from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import {
  clearShopperSession, cookiesAreSecure, readSessionToken, ShopperSession, writeSessionToken,
} from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';

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
   * the browser's live one for the same e-mail) and sets its 30-day cookie.
   * The answer is the same for a new and a known e-mail (docs/rules.md §4:
   * answers never reveal whether an e-mail is known): 200 `{id, email, verified}`.
   * A new session is unverified: it sees only what it creates until the code is entered.
   */
  @Post('users')
  @HttpCode(200)
  @RateLimit(20, MINUTE, 'ip+email', 'Too many sign-in attempts for this e-mail. Please wait a minute and try again.')
  async signIn(@Body() input: RegisterUserDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const currentToken = readSessionToken(request);
    const opened = await this.services.send<OpenedShopperSession>(ShopperSessionPatterns.open, { registration: input, currentToken });
    if (opened.token !== currentToken) this.identity.forgetShopper(currentToken);
    writeSessionToken(reply, opened.token, cookiesAreSecure(request, this.options.secureCookies));
    return { id: opened.user.id, email: opened.user.email, verified: opened.session.verified };
  }

  /** Who the browser is signed in as (our addition: lets the app drop a stale local session). */
  @Get('session')
  async session(@Req() request: FastifyRequest) {
    const session = await this.identity.shopperOf(request);
    if (!session) throw new UnauthorizedException('Not signed in');
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
    return this.services.send<SubscriptionStatus>(SubscriptionStatusPatterns.get, { email: params.email });
  }

  @Post('users/activity')
  @HttpCode(200)
  @ShopperOnly()
  @RateLimit(120, MINUTE, 'ip', 'Too many activity events. Please slow down.')
  recordActivity(@Body() input: RecordActivityDto) {
    return this.services.send(UserPatterns.recordActivity, input);
  }

  /** E-mails a 6-digit code to the session's own address; the answer is the same for every address. */
  @Post('users/verification-code')
  @HttpCode(202)
  @ShopperOnly()
  @RateLimit(5, 10 * MINUTE, 'session', 'Too many codes requested. Please wait a few minutes before asking for another.')
  async requestCode(@CurrentShopper() shopper: ShopperSession | undefined) {
    const { email } = this.requireShopper(shopper);
    await this.services.send(UserPatterns.requestVerificationCode, { email });
    return { sent: true, message: 'If this address can receive mail, a 6-digit code is on its way. It is valid for 10 minutes.' };
  }

  @Post('users/verify')
  @HttpCode(200)
  @ShopperOnly()
  @RateLimit(10, 10 * MINUTE, 'session', 'Too many attempts. Please wait a few minutes and request a new code.', { countedBy: 'engagement' })
  async verify(@Body() input: VerifyCodeDto, @CurrentShopper() shopper: ShopperSession | undefined, @Req() request: FastifyRequest) {
    const { email, sessionId } = this.requireShopper(shopper);
    await this.services.send(UserPatterns.verifyCode, { email, code: input.code, sessionId });
    this.identity.forgetShopper(readSessionToken(request));
    return { verified: true, email };
  }

  private requireShopper(shopper: ShopperSession | undefined): ShopperSession {
    if (!shopper) throw new UnauthorizedException('Please sign in with your e-mail first');
    return shopper;
  }
}
