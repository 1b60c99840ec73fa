import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  CreateSubscriptionDto,
  SubscriptionDeleted,
  SubscriptionImageUrlDto,
  SubscriptionPatterns,
  SubscriptionReviewsDto,
  UpdateSubscriptionDto,
  UuidParamDto,
} from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';
import { AdminUploadRateLimit } from '../uploads/upload-rate-limit';
import { SUBSCRIPTION_FORM_IMAGES, SUBSCRIPTION_IMAGE } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';
import { formBody } from '../uploads/form-body';
import { SUBSCRIPTION_FORM } from '../uploads/form-readings';

/**
 * Subscription plans: shoppers read the active ones, admins write them
 * (docs/rules.md §4); pictures are checked by their content (§10).
 */
@Controller('api')
export class SubscriptionsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: UploadService,
  ) {}

  /** The subscription screen: active plans, oldest first (it shows the first). */
  @Get('subscriptions')
  listActive() {
    return this.services.send(SubscriptionPatterns.listActive);
  }

  @Get('admin/subscriptions')
  @AdminOnly()
  listAll() {
    return this.services.send(SubscriptionPatterns.listAll);
  }

  /** JSON (whose `images` are addresses), or form data with up to five `images`. */
  @Post('subscriptions')
  @AdminOnly()
  create(@Req() request: FastifyRequest) {
    return this.uploads.save(request, SUBSCRIPTION_FORM_IMAGES, async (form) => {
      const fields = await formBody(form, CreateSubscriptionDto, SUBSCRIPTION_FORM);
      return this.services.send(SubscriptionPatterns.create, { fields, images: [...(fields.images ?? []), ...form.urls] });
    });
  }

  /** Form data (or JSON): fields sent change, blank prices clear, new `images` are added. */
  @Put('subscriptions/:id')
  @AdminOnly()
  update(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    return this.uploads.save(request, SUBSCRIPTION_FORM_IMAGES, async (form) =>
      this.services.send(SubscriptionPatterns.update, {
        id,
        fields: await formBody(form, UpdateSubscriptionDto, SUBSCRIPTION_FORM),
        images: form.urls,
      }),
    );
  }

  @Patch('subscriptions/:id')
  @AdminOnly()
  setReviews(@Param() { id }: UuidParamDto, @Body() { reviews }: SubscriptionReviewsDto) {
    return this.services.send(SubscriptionPatterns.setReviews, { id, reviews });
  }

  @Patch('subscriptions/:id/toggle')
  @AdminOnly()
  toggle(@Param() { id }: UuidParamDto) {
    return this.services.send(SubscriptionPatterns.toggle, { id });
  }

  @Delete('subscriptions/:id')
  @AdminOnly()
  async remove(@Param() { id }: UuidParamDto): Promise<SubscriptionDeleted> {
    const removed = await this.services.send(SubscriptionPatterns.remove, { id });
    await this.uploads.discard(removed.images);
    return { id, deleted: true };
  }

  /** One file, field `image`; nothing is kept when the plan is gone or full. */
  @Post('subscriptions/:id/images')
  @HttpCode(200)
  @AdminOnly()
  @AdminUploadRateLimit()
  addImage(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    return this.uploads.save(request, SUBSCRIPTION_IMAGE, ({ urls }) => this.services.send(SubscriptionPatterns.addImages, { id, imageUrls: urls }));
  }

  /** Takes the address off the plan, then removes the stored file. */
  @Delete('subscriptions/:id/images')
  @AdminOnly()
  async removeImage(@Param() { id }: UuidParamDto, @Body() { imageUrl }: SubscriptionImageUrlDto) {
    const subscription = await this.services.send(SubscriptionPatterns.removeImage, { id, imageUrl });
    await this.uploads.discard([imageUrl]);
    return subscription;
  }
}
