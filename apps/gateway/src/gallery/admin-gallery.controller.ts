import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { GalleryPatterns, GalleryStatusQueryDto, UuidParamDto } from '@shop/contracts';
import { uploadKeyOf } from '@shop/platform';
import { AdminOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import { ServiceClient } from '../common/service-client';
import { GALLERY_IMAGE } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';
import { ClearGalleryCache } from './gallery-read-cache';

/**
 * The gallery's moderation queue (docs/product/engagement.md "Community Gallery": every submission is reviewed before
 * it appears): list by status with the submitter's e-mail, approve, reject, delete. Each write is audited.
 */
@Controller('api/admin/gallery')
export class AdminGalleryController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: UploadService,
    private readonly identity: Identity,
  ) {}

  /** `status` pending (the default), approved or rejected; newest first. */
  @Get()
  @AdminOnly()
  list(@Query() query: GalleryStatusQueryDto) {
    return this.services.send(GalleryPatterns.listByStatus, { status: query.status ?? 'pending' });
  }

  @Post(':id/approve')
  @UseInterceptors(ClearGalleryCache)
  @AdminOnly()
  @HttpCode(200)
  async approve(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    return this.services.send(GalleryPatterns.approve, { id, adminEmail: await this.adminEmail(request) });
  }

  @Post(':id/reject')
  @UseInterceptors(ClearGalleryCache)
  @AdminOnly()
  @HttpCode(200)
  async reject(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    return this.services.send(GalleryPatterns.reject, { id, adminEmail: await this.adminEmail(request) });
  }

  /** The artwork, its likes and its image file. */
  @Delete(':id')
  @UseInterceptors(ClearGalleryCache)
  @AdminOnly()
  async remove(@Param() { id }: UuidParamDto) {
    const removed = await this.services.send(GalleryPatterns.remove, { id });
    if (uploadKeyOf(removed.imageUrl)?.startsWith(`${GALLERY_IMAGE.folder}/`)) await this.uploads.discard([removed.imageUrl]);
    return { id, deleted: true };
  }

  private async adminEmail(request: FastifyRequest): Promise<string> {
    return (await this.identity.adminOf(request))!.email;
  }
}
