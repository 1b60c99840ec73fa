import { Controller, Delete, Get, Param, Patch, Post, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { UuidParamDto, VariantFieldsDto, VariantPatterns } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import { ServiceClient } from '../common/service-client';
import { VARIANT_IMAGES } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';
import { ClearCatalogCache } from './catalog-read-cache';
import { formBody } from '../uploads/form-body';
import { VARIANT_FORM } from '../uploads/form-readings';

@Controller('api')
export class VariantsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: UploadService,
    private readonly identity: Identity,
  ) {}

  /** Shoppers see the available variants; admins also the sold ones. */
  @Get('products/:id/variants')
  async list(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    const includeSold = !!(await this.identity.adminOf(request));
    return this.services.send(VariantPatterns.list, { productId: id, includeSold });
  }

  @Post('products/:id/variants')
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  create(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    return this.uploads.save(request, VARIANT_IMAGES, async (form) =>
      this.services.send(VariantPatterns.create, { productId: id, fields: await formBody(form, VariantFieldsDto, VARIANT_FORM), images: form.urls }),
    );
  }

  @Patch('variants/:id/sold')
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  markSold(@Param() { id }: UuidParamDto) {
    return this.services.send(VariantPatterns.setAvailable, { id, isAvailable: false });
  }

  @Patch('variants/:id/available')
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  markAvailable(@Param() { id }: UuidParamDto) {
    return this.services.send(VariantPatterns.setAvailable, { id, isAvailable: true });
  }

  @Delete('variants/:id')
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  async remove(@Param() { id }: UuidParamDto) {
    const { images } = await this.services.send(VariantPatterns.remove, { id });
    await this.uploads.discard(images);
    return { id, deleted: true };
  }
}
