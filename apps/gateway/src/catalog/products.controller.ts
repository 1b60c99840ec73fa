import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApplySaleDto,
  ClearSaleDto,
  ImageUrlDto,
  NewProductFieldsDto,
  ProductFieldsDto,
  ProductPatterns,
  ProductQueryDto,
  ProductReviewsDto,
  StartProductTimerDto,
  UuidParamDto,
} from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import { ServiceClient } from '../common/service-client';
import { PRODUCT_IMAGES } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';
import { CatalogReadCache, ClearCatalogCache } from './catalog-read-cache';
import { formBody } from '../uploads/form-body';
import { PRODUCT_FORM } from '../uploads/form-readings';

/** Prices under sale timers change with the clock: cache them briefly. */
const PRICED_TTL_MS = 5_000;
const LIST_TTL_MS = 60_000;

@Controller('api/products')
export class ProductsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cache: CatalogReadCache,
    private readonly uploads: UploadService,
    private readonly identity: Identity,
  ) {}

  @Get()
  list(@Query() query: ProductQueryDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.cache.serve(request, reply, LIST_TTL_MS, () => this.services.send(ProductPatterns.list, query));
  }

  @Get('with-sales')
  withSales(@Query() query: ProductQueryDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.cache.serve(request, reply, PRICED_TTL_MS, () => this.services.send(ProductPatterns.listWithSales, query));
  }

  @Get('with-pricing')
  @AdminOnly()
  withPricing(@Query('category') category?: string) {
    return this.services.send(ProductPatterns.listWithPricing, { category: category || undefined });
  }

  /** Admins also see inactive products, uncached; everyone else reads the cached active one. */
  @Get(':id')
  async get(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (await this.identity.adminOf(request)) {
      void reply.send(await this.services.send(ProductPatterns.get, { id, includeInactive: true }));
      return;
    }
    return this.cache.serve(request, reply, LIST_TTL_MS, () => this.services.send(ProductPatterns.get, { id, includeInactive: false }));
  }

  @Get(':id/extenders')
  extenders(@Param() { id }: UuidParamDto) {
    return this.services.send(ProductPatterns.extenders, { id });
  }

  @Get(':id/extenders/available')
  availableExtenders(@Param() { id }: UuidParamDto) {
    return this.services.send(ProductPatterns.availableExtenders, { id });
  }

  @Post()
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  create(@Req() request: FastifyRequest) {
    return this.uploads.save(request, PRODUCT_IMAGES, async (form) =>
      this.services.send(ProductPatterns.create, { fields: await formBody(form, NewProductFieldsDto, PRODUCT_FORM), images: form.urls }),
    );
  }

  @Put(':id')
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  update(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    return this.uploads.save(request, PRODUCT_IMAGES, async (form) =>
      this.services.send(ProductPatterns.update, { id, fields: await formBody(form, ProductFieldsDto, PRODUCT_FORM), images: form.urls }),
    );
  }

  @Patch(':id')
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  setReviews(@Param() { id }: UuidParamDto, @Body() body: ProductReviewsDto) {
    return this.services.send(ProductPatterns.setReviews, { id, reviews: body.reviews });
  }

  @Delete(':id')
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  async remove(@Param() { id }: UuidParamDto) {
    const { images } = await this.services.send(ProductPatterns.remove, { id });
    await this.uploads.discard(images);
    return { id, deleted: true };
  }

  @Patch(':id/toggle-status')
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  toggleStatus(@Param() { id }: UuidParamDto) {
    return this.services.send(ProductPatterns.toggleStatus, { id });
  }

  @Delete(':id/images')
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  async removeImage(@Param() { id }: UuidParamDto, @Body() { imageUrl }: ImageUrlDto) {
    const product = await this.services.send(ProductPatterns.removeImage, { id, imageUrl });
    await this.uploads.discard([imageUrl]);
    return product;
  }

  /** The image turned 90° clockwise under a new address; the old file goes once the product holds the new one. */
  @Post(':id/images/rotate')
  @HttpCode(200)
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  rotateImage(@Param() { id }: UuidParamDto, @Body() { imageUrl }: ImageUrlDto) {
    return this.uploads.rotate(imageUrl, PRODUCT_IMAGES, (newUrl) =>
      this.services.send(ProductPatterns.replaceImage, { id, oldUrl: imageUrl, newUrl }),
    );
  }

  @Post(':id/sale-timer/start')
  @HttpCode(200)
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  startTimer(@Param() { id }: UuidParamDto, @Body() timer: StartProductTimerDto) {
    return this.services.send(ProductPatterns.startTimer, { id, timer });
  }

  @Post(':id/sale-timer/stop')
  @HttpCode(200)
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  stopTimer(@Param() { id }: UuidParamDto) {
    return this.services.send(ProductPatterns.stopTimer, { id });
  }

  @Post('apply-sale')
  @HttpCode(200)
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  applySale(@Body() input: ApplySaleDto) {
    return this.services.send(ProductPatterns.applySale, input);
  }

  @Post('clear-sale')
  @HttpCode(200)
  @AdminOnly()
  @UseInterceptors(ClearCatalogCache)
  clearSale(@Body() input: ClearSaleDto) {
    return this.services.send(ProductPatterns.clearSale, input);
  }
}
