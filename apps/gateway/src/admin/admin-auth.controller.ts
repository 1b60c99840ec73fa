import { Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminLoginDto, AdminLoginResult, AdminPatterns } from '@shop/contracts';
import { clearAdminToken, readAdminToken, writeAdminToken } from '../common/auth/admin-session';
import { Identity } from '../common/auth/identity';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';

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
  async login(@Body() input: AdminLoginDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.services.send<AdminLoginResult>(AdminPatterns.login, input);
    writeAdminToken(reply, result.token, this.options.secureCookies);
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
    if (!admin) throw new UnauthorizedException('Admin sign-in required');
    return admin;
  }
}
