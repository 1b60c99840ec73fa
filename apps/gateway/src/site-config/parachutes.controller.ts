import { Controller, Get, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { NOT_ELIGIBLE, ParachuteEligibility, SiteConfigPatterns } from '@shop/contracts';
import { Identity } from '../common/auth/identity';
import { ServiceClient } from '../common/service-client';

/** The parachute teasers' go-ahead for the caller, without revealing whom the admin excluded (docs/rules.md §4). */
@Controller('api/parachutes')
export class ParachutesController {
  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
  ) {}

  /** A teaser needs a signed-in shopper's e-mail: a visitor gets no teaser. */
  @Get('eligibility')
  async eligibility(@Req() request: FastifyRequest): Promise<ParachuteEligibility> {
    const session = await this.identity.shopperOf(request);
    if (!session) return NOT_ELIGIBLE;
    return this.services.send(SiteConfigPatterns.parachuteEligibility, { email: session.email });
  }
}
