import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SiteConfigEntry, SiteConfigPatterns } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { ImageUploads } from '../uploads/image-uploads';

@Controller('api/site-config')
export class SiteConfigController {
  constructor(
    private readonly services: ServiceClient,
    private readonly images: ImageUploads,
  ) {}

  @Get(':key')
  get(@Param('key') key: string) {
    return this.services.send<SiteConfigEntry>(SiteConfigPatterns.get, { key });
  }

  /** The welcome page's hero image: one image, checked by its content and re-encoded (decisions.md §10). */
  @Post('hero-image')
  @HttpCode(200)
  @AdminOnly()
  @RateLimit(30, 60_000, 'ip', 'Too many uploads. Please wait a minute.')
  async uploadHero(@Req() request: FastifyRequest) {
    const [url] = await this.images.receive(request, 'hero', { field: 'image', maxFiles: 1 });
    return this.services.send<SiteConfigEntry>(SiteConfigPatterns.set, { key: 'hero_image', value: url });
  }
}
