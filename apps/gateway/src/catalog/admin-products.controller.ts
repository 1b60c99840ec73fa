import { Controller, Get, HttpCode, Param, Patch, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AdminProductQueryDto, ProductPatterns, UuidParamDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';
import { ClearCatalogCache } from './catalog-read-cache';

/** The admin's product list (every product, paged in Postgres), deactivated products and the two maintenance buttons. */
@Controller('api/admin')
@AdminOnly()
export class AdminProductsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('products')
  async list(@Query() query: AdminProductQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = await this.services.send(ProductPatterns.adminList, query);
    void reply.header('x-total-count', String(page.total));
    return page.items;
  }

  @Get('products/counts')
  counts() {
    return this.services.send(ProductPatterns.adminCounts);
  }

  @Get('deactivated-products')
  deactivated() {
    return this.services.send(ProductPatterns.listDeactivated);
  }

  @Patch('products/:id/reactivate')
  @UseInterceptors(ClearCatalogCache)
  reactivate(@Param() { id }: UuidParamDto) {
    return this.services.send(ProductPatterns.reactivate, { id });
  }

  @Post('deactivate-individual-colors-bad-images')
  @HttpCode(200)
  @UseInterceptors(ClearCatalogCache)
  deactivateBadIndividualColors() {
    return this.services.send(ProductPatterns.deactivateBadIndividualColors);
  }

  @Post('deactivate-missing-images')
  @HttpCode(200)
  @UseInterceptors(ClearCatalogCache)
  deactivateMissingImages() {
    return this.services.send(ProductPatterns.deactivateMissingImages);
  }
}
