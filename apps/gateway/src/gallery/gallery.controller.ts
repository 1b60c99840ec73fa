import { BadRequestException, Body, Controller, Delete, Get, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EmailParamDto,
  GALLERY_PAGE_DEFAULT,
  GALLERY_TOTAL_LIKES_HEADER,
  GalleryLikeDto,
  GalleryPageQueryDto,
  GalleryPatterns,
  SubmitGalleryDto,
  UuidParamDto,
} from '@shop/contracts';
import { CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import { unverifiedSessionOf } from '../common/auth/shopper-session';
import type { ShopperSession } from '../common/auth/shopper-session';
import { CallerLimit, CallerRateLimit } from '../common/http/caller-rate-limit';
import { RateLimit } from '../common/http/rate-limit';
import { ContractValidationPipe } from '../common/http/validation.pipe';
import { ServiceClient } from '../common/service-client';
import { GALLERY_IMAGE } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';
import { ClearGalleryCache, GALLERY_READ_TTL_MS, GalleryReadCache } from './gallery-read-cache';
import { httpError } from '../common/http/http-error';

const MINUTE = 60_000;
/**
 * Artworks a minute: a painter's pace, not a script's; per session, canonical e-mail and address, so signing in again
 * does not reset it (docs/rules.md §4 rate limits, §10 uploads).
 */
const SUBMISSIONS_PER_PERSON: CallerLimit = {
  max: 10,
  windowMs: MINUTE,
  by: 'person',
  message: 'Too many artworks sent. Please wait a minute and try again.',
};
/** Likes and unlikes per session a minute. */
const LIKES_PER_MINUTE = 120;
const TOO_MANY_LIKES = 'Too many likes. Please wait a minute and try again.';
const pipe = new ContractValidationPipe();

/**
 * The Community Gallery (docs/product/engagement.md "Community Gallery", §3, §5, §8; docs/rules.md §4, §5, §10):
 * engagement owns it. The API answers whatever `gallery_enabled` says; the web app's page and navigation follow it.
 */
@Controller('api/gallery')
export class GalleryController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: UploadService,
    private readonly identity: Identity,
    private readonly cache: GalleryReadCache,
  ) {}

  /**
   * Approved artworks, newest first, one page (`limit` 1–100, 50 when not given; `offset`); the number of approved
   * artworks in X-Total-Count and of their likes in X-Total-Likes.
   */
  @Get()
  list(@Query() query: GalleryPageQueryDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.cache.serve(request, reply, GALLERY_READ_TTL_MS, async () => {
      const { items, total, totalLikes } = await this.services.send(GalleryPatterns.listApproved, {
        limit: query.limit ?? GALLERY_PAGE_DEFAULT,
        offset: query.offset ?? 0,
      });
      return { items, total, headers: { [GALLERY_TOTAL_LIKES_HEADER]: totalLikes } };
    });
  }

  /**
   * A form with `title`, `image` and optionally `description`, `lessonReference` and `userEmail` (the session's own).
   * The artwork is the session's and waits for an admin; nothing is stored when it is refused.
   */
  @Post()
  @ShopperOnly()
  @CallerRateLimit(SUBMISSIONS_PER_PERSON)
  async submit(@Req() request: FastifyRequest, @CurrentShopper() shopper: ShopperSession | undefined) {
    const isAdmin = !shopper && !!(await this.identity.adminOf(request));
    return this.uploads.save(request, GALLERY_IMAGE, async (form) => {
      const fields = (await pipe.transform(form.fields, { type: 'body', metatype: SubmitGalleryDto, data: '' })) as SubmitGalleryDto;
      return this.services.send(GalleryPatterns.submit, {
        email: submitterOf(shopper, isAdmin, fields.userEmail),
        title: fields.title,
        description: fields.description,
        lessonReference: fields.lessonReference,
        imageUrl: form.urls[0],
      });
    });
  }

  /** The ids of the approved artworks she likes. */
  @Get('likes/:email')
  @ShopperOnly()
  likes(@Param() { email }: EmailParamDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(GalleryPatterns.likedIds, { email, onlySession: unverifiedSessionOf(shopper) });
  }

  /** One like per e-mail per artwork: a second answers 409; only approved artworks (else 404). */
  @Post(':id/like')
  @UseInterceptors(ClearGalleryCache)
  @ShopperOnly()
  @RateLimit(LIKES_PER_MINUTE, MINUTE, 'session', TOO_MANY_LIKES)
  like(@Param() { id }: UuidParamDto, @Body() input: GalleryLikeDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(GalleryPatterns.like, { id, email: input.userEmail, sessionId: shopper?.sessionId });
  }

  /** Takes her like back; 404 when she had not liked it. */
  @Delete(':id/like')
  @UseInterceptors(ClearGalleryCache)
  @ShopperOnly()
  @RateLimit(LIKES_PER_MINUTE, MINUTE, 'session', TOO_MANY_LIKES)
  unlike(@Param() { id }: UuidParamDto, @Body() input: GalleryLikeDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(GalleryPatterns.unlike, { id, email: input.userEmail, onlySession: unverifiedSessionOf(shopper) });
  }
}

/**
 * A shopper submits as herself: a `userEmail` naming anyone else is refused (403; the form is read after the guard, so
 * this is the guard's rule for a multipart body). An admin without a shopper session submits for the shopper it names.
 */
function submitterOf(shopper: ShopperSession | undefined, isAdmin: boolean, named: string | undefined): string {
  if (shopper) {
    if (named && named !== shopper.email) throw httpError('NOT_YOURS', 'You can only submit artwork as yourself');
    return shopper.email;
  }
  if (isAdmin && named) return named;
  throw new BadRequestException('userEmail is required: the shopper the artwork is from');
}
