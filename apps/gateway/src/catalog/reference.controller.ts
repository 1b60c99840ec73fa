import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProductPatterns } from '@shop/contracts';
import { ServiceClient } from '../common/service-client';
import { CatalogReadCache } from './catalog-read-cache';

const TTL_MS = 60_000;

/** Reference data the shop page loads on every visit: categories, set sizes, category headers. */
@Controller('api')
export class ReferenceController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cache: CatalogReadCache,
  ) {}

  @Get('categories')
  categories(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.cache.serve(request, reply, TTL_MS, () => this.services.send(ProductPatterns.categories));
  }

  @Get('paint-count-options')
  paintCountOptions(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.cache.serve(request, reply, TTL_MS, () => this.services.send(ProductPatterns.paintCountOptions));
  }

  @Get('category-headers')
  categoryHeaders(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.cache.serve(request, reply, TTL_MS, () => this.services.send(ProductPatterns.categoryHeaders));
  }
}
