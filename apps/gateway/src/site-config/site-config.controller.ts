import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  isPrivateSiteConfigKey,
  isSiteConfigKey,
  readSiteConfigWrite,
  SiteConfigPatterns,
  SiteConfigValueDto,
  unknownSiteConfigKeyMessage,
} from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { requireAdmin } from '../common/auth/guards';
import { Identity } from '../common/auth/identity';
import { ServiceClient } from '../common/service-client';
import { AdminUploadRateLimit } from '../uploads/upload-rate-limit';
import { HERO_IMAGE } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';

@Controller('api/site-config')
export class SiteConfigController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: UploadService,
    private readonly identity: Identity,
  ) {}

  /** Public keys are read at once (no session is looked up); a private one needs an admin (docs/rules.md §4). */
  @Get(':key')
  get(@Param('key') key: string, @Req() request: FastifyRequest) {
    const read = () => this.services.send(SiteConfigPatterns.get, { key });
    return isPrivateSiteConfigKey(key) ? requireAdmin(this.identity, request).then(read) : read();
  }

  /** The settings an admin edits as values (the hero image has its upload below). */
  @Put(':key')
  @AdminOnly()
  set(@Param('key') key: string, @Body() body: SiteConfigValueDto) {
    if (!isSiteConfigKey(key)) throw new NotFoundException(unknownSiteConfigKeyMessage(key));
    const write = readSiteConfigWrite(key, body.value);
    if ('problem' in write) throw new BadRequestException(write.problem);
    return this.services.send(SiteConfigPatterns.set, { key, value: write.value });
  }

  /** The welcome page's hero image: one image, checked by its content and re-encoded (docs/rules.md §10). */
  @Post('hero-image')
  @HttpCode(200)
  @AdminOnly()
  @AdminUploadRateLimit()
  uploadHero(@Req() request: FastifyRequest) {
    return this.uploads.save(request, HERO_IMAGE, ({ urls: [url] }) => this.services.send(SiteConfigPatterns.set, { key: 'hero_image', value: url }));
  }
}
