import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Req } from '@nestjs/common';
import type { Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  CreateSubscriptionDto, SubscriptionDeleted, SubscriptionImageUrlDto, SubscriptionPatterns, SubscriptionReviewsDto,
  SubscriptionView, UpdateSubscriptionDto, UuidParamDto,
} from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { ImageUploads } from '../uploads/image-uploads';
import { typedSubscriptionForm, validateSubscriptionBody } from './subscription-form';

const IMAGE_FOLDER = 'subscriptions';
/** Images a create or edit form may carry; POST /{id}/images adds one at a time. */
const FORM_IMAGES = 5;
const UPLOAD_LIMIT = [30, 60_000, 'ip', 'Too many uploads. Please wait a minute.'] as const;

/**
 * Subscription plans: shoppers read the active ones, admins write them
 * (decisions.md §4); pictures are checked by their content (§10).
 */
@Controller('api')
export class SubscriptionsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly images: ImageUploads,
  ) {}

  /** The subscription screen: active plans, oldest first (it shows the first). */
  @Get('subscriptions')
  listActive() {
    return this.services.send<SubscriptionView[]>(SubscriptionPatterns.listActive);
  }

  @Get('admin/subscriptions')
  @AdminOnly()
  listAll() {
    return this.services.send<SubscriptionView[]>(SubscriptionPatterns.listAll);
  }

  /** JSON, or form data with up to five `images`. */
  @Post('subscriptions')
  @AdminOnly()
  async create(@Req() request: FastifyRequest) {
    const { fields, urls } = await this.readBody(request, CreateSubscriptionDto);
    return this.keepImagesOnlyIfSaved(urls, () =>
      this.services.send<SubscriptionView>(SubscriptionPatterns.create, { fields, images: urls }));
  }

  /** Form data (or JSON): fields sent change, blank prices clear, new `images` are added. */
  @Put('subscriptions/:id')
  @AdminOnly()
  async update(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    const { fields, urls } = await this.readBody(request, UpdateSubscriptionDto);
    return this.keepImagesOnlyIfSaved(urls, () =>
      this.services.send<SubscriptionView>(SubscriptionPatterns.update, { id, fields, images: urls }));
  }

  @Patch('subscriptions/:id')
  @AdminOnly()
  setReviews(@Param() { id }: UuidParamDto, @Body() { reviews }: SubscriptionReviewsDto) {
    return this.services.send<SubscriptionView>(SubscriptionPatterns.setReviews, { id, reviews });
  }

  @Patch('subscriptions/:id/toggle')
  @AdminOnly()
  toggle(@Param() { id }: UuidParamDto) {
    return this.services.send<SubscriptionView>(SubscriptionPatterns.toggle, { id });
  }

  @Delete('subscriptions/:id')
  @AdminOnly()
  async remove(@Param() { id }: UuidParamDto): Promise<SubscriptionDeleted> {
    const removed = await this.services.send<SubscriptionView>(SubscriptionPatterns.remove, { id });
    await this.images.discard(removed.images);
    return { id, deleted: true };
  }

  /** One file, field `image`; nothing is kept when the plan is gone or full. */
  @Post('subscriptions/:id/images')
  @HttpCode(200)
  @AdminOnly()
  @RateLimit(...UPLOAD_LIMIT)
  async addImage(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    await this.services.send<SubscriptionView>(SubscriptionPatterns.get, { id, includeInactive: true });
    const imageUrls = await this.images.receive(request, IMAGE_FOLDER, { field: 'image', maxFiles: 1 });
    return this.keepImagesOnlyIfSaved(imageUrls, () =>
      this.services.send<SubscriptionView>(SubscriptionPatterns.addImages, { id, imageUrls }));
  }

  /** Takes the address off the plan, then removes the stored file. */
  @Delete('subscriptions/:id/images')
  @AdminOnly()
  async removeImage(@Param() { id }: UuidParamDto, @Body() { imageUrl }: SubscriptionImageUrlDto) {
    const subscription = await this.services.send<SubscriptionView>(SubscriptionPatterns.removeImage, { id, imageUrl });
    await this.images.discard([imageUrl]);
    return subscription;
  }

  /** A JSON body, or a multipart form whose images are stored (and removed again if its fields are refused). */
  private async readBody<T>(request: FastifyRequest, metatype: Type<T>): Promise<{ fields: T; urls: string[] }> {
    if (!request.isMultipart()) return { fields: await validateSubscriptionBody(request.body, metatype), urls: [] };
    const form = await this.images.receiveForm(request, IMAGE_FOLDER, { field: 'images', maxFiles: FORM_IMAGES, optional: true });
    const fields = await this.keepImagesOnlyIfSaved(form.urls, async () => validateSubscriptionBody(typedSubscriptionForm(form.fields), metatype));
    return { fields, urls: form.urls };
  }

  /** Files stored for a write that then fails are removed again. */
  private async keepImagesOnlyIfSaved<T>(urls: string[], save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (err) {
      await this.images.discard(urls);
      throw err;
    }
  }
}
