import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SiteConfigEntry, SiteConfigPatterns } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';
import { AdminUploadRateLimit } from '../uploads/upload-rate-limit';
import { HERO_IMAGE } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';

@Controller('api/site-config')
export class SiteConfigController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: UploadService,
  ) {}

  @Get(':key')
  get(@Param('key') key: string) {
    return this.services.send<SiteConfigEntry>(SiteConfigPatterns.get, { key });
  }

  /** The welcome page's hero image: one image, checked by its content and re-encoded (docs/rules.md §10). */
  @Post('hero-image')
  @HttpCode(200)
  @AdminOnly()
  @AdminUploadRateLimit()
  uploadHero(@Req() request: FastifyRequest) {
    return this.uploads.save(request, HERO_IMAGE, ({ urls: [url] }) =>
      this.services.send<SiteConfigEntry>(SiteConfigPatterns.set, { key: 'hero_image', value: url }));
  }
}
