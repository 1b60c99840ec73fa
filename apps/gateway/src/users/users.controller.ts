import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EmailParamDto, RecordActivityDto, RegisterUserDto, RegisteredUser, SubscriptionStatus, SubscriptionStatusPatterns,
  UserPatterns, VerifyCodeDto,
} from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import { clearShopperSession, readShopperSession, ShopperSession, writeShopperSession } from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';

const MINUTE = 60_000;

@Controller('api')
export class UsersController {
  constructor(
    private readonly services: ServiceClient,
    @InjectGatewayOptions() private readonly options: GatewayOptions,
  ) {}

  /**
   * E-mail sign-in: upserts the shopper and sets the 30-day session cookie.
   * The answer is the same for a new and a known e-mail (docs/rules.md §4:
   * answers never reveal whether an e-mail is known): 200 `{id, email, verified}`.
   */
  @Post('users')
  @HttpCode(200)
  @RateLimit(20, MINUTE, 'ip+email', 'Too many sign-in attempts for this e-mail. Please wait a minute and try again.')
  async signIn(@Body() input: RegisterUserDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const user = await this.services.send<RegisteredUser>(UserPatterns.register, input);
    const current = readShopperSession(request);
    const stillVerified = current?.email === user.email && current.verified;
    const session = writeShopperSession(reply, user.email, stillVerified, this.options.secureCookies);
    return { id: user.id, email: user.email, verified: session.verified };
  }

  /** Who the browser is signed in as (our addition: lets the app drop a stale local session). */
  @Get('session')
  session(@Req() request: FastifyRequest) {
    const session = readShopperSession(request);
    if (!session) throw new UnauthorizedException('Not signed in');
    return { email: session.email, verified: session.verified, expiresAt: new Date(session.expiresAt).toISOString() };
  }

  @Post('users/logout')
  @HttpCode(200)
  signOut(@Res({ passthrough: true }) reply: FastifyReply) {
    clearShopperSession(reply);
    return { signedOut: true };
  }

  @Get('users/:email/subscription-status')
  @ShopperOnly()
  subscriptionStatus(@Param() params: EmailParamDto) {
    return this.services.send<SubscriptionStatus>(SubscriptionStatusPatterns.get, { email: params.email });
  }

  @Post('users/activity')
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
    const email = this.requireShopper(shopper);
    await this.services.send(UserPatterns.requestVerificationCode, { email });
    return { sent: true, message: 'If this address can receive mail, a 6-digit code is on its way. It is valid for 10 minutes.' };
  }

  @Post('users/verify')
  @HttpCode(200)
  @ShopperOnly()
  @RateLimit(10, 10 * MINUTE, 'session', 'Too many attempts. Please wait a few minutes and request a new code.', { countedBy: 'engagement' })
  async verify(@Body() input: VerifyCodeDto, @CurrentShopper() shopper: ShopperSession | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    const email = this.requireShopper(shopper);
    await this.services.send(UserPatterns.verifyCode, { email, code: input.code });
    writeShopperSession(reply, email, true, this.options.secureCookies);
    return { verified: true, email };
  }

  private requireShopper(shopper: ShopperSession | undefined): string {
    if (!shopper) throw new UnauthorizedException('Please sign in with your e-mail first');
    return shopper.email;
  }
}
