import { Controller, Delete, Get, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { EmailParamDto, SharePatterns } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import { ServiceClient } from '../common/service-client';

/**
 * The Red Flag panel (docs/product/back-office.md "Red Flag panel", §9 "Red flags"; docs/rules.md §4, §9): accounts
 * whose shares meet a trigger, worked out by engagement; clearing one is audited like every admin write.
 */
@Controller('api')
export class RedFlagsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
  ) {}

  @Get('red-flags')
  @AdminOnly()
  list() {
    return this.services.send(SharePatterns.redFlags);
  }

  /** The e-mail comes URL-encoded; an account that is not flagged answers the same (clearing is idempotent). */
  @Delete('red-flags/:email')
  @AdminOnly()
  async clear(@Param() { email }: EmailParamDto, @Req() request: FastifyRequest) {
    const admin = (await this.identity.adminOf(request))!;
    return this.services.send(SharePatterns.clearRedFlag, { email, adminEmail: admin.email });
  }
}
