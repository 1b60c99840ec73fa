import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminLoginDto, AdminLoginRequest, AdminPatterns } from '@shop/contracts';
import { clearAdminToken, readAdminToken, writeAdminToken } from '../common/auth/admin-session';
import { Identity } from '../common/auth/identity';
import { cookiesAreSecure } from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';
import { httpError } from '../common/http/http-error';

/**
 * A sign-in checks a password with argon2, slow on purpose; several at once queue on Node's four hashing threads, so on
 * a busy small machine the answer can take longer than the bus's usual wait (a 503 that was no fault of any service).
 */
const SIGN_IN_TIMEOUT_MS = 20_000;

@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
    @InjectGatewayOptions() private readonly options: GatewayOptions,
  ) {}

  @Post('login')
  @HttpCode(200)
  @RateLimit(10, 5 * 60_000, 'ip+email', 'Too many sign-in attempts. Please wait 5 minutes and try again.', { countedBy: 'admin-reporting' })
  async login(@Body() input: AdminLoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    // The address goes along for the account's own limit: admin-reporting names it in the owner's lock e-mail (docs/rules.md §4).
    const login: AdminLoginRequest = { email: input.email, password: input.password, ip: request.ip };
    const result = await this.services.send(AdminPatterns.login, login, SIGN_IN_TIMEOUT_MS);
    writeAdminToken(reply, result.token, cookiesAreSecure(request, this.options.secureCookies));
    return result.admin;
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const token = readAdminToken(request);
    if (token) await this.services.send(AdminPatterns.logout, { token });
    clearAdminToken(reply);
    return { signedOut: true };
  }

  @Get('me')
  async me(@Req() request: FastifyRequest) {
    const admin = await this.identity.adminOf(request);
    if (!admin) throw httpError('ADMIN_SIGN_IN_REQUIRED', 'Admin sign-in required');
    return admin;
  }
}
