import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  ApproveShareContentDto,
  EmailParamDto,
  GiveawayShareDto,
  ShareEntriesQueryDto,
  SHARE_LIMIT_MESSAGE,
  ShareGiveawayDto,
  SharePatterns,
  SHARES_PER_HOUR,
  UuidParamDto,
} from '@shop/contracts';
import { AdminOnly, CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import { ShopperSession, unverifiedSessionOf } from '../common/auth/shopper-session';
import { CallerLimit, CallerRateLimit } from '../common/http/caller-rate-limit';
import { ServiceClient } from '../common/service-client';
import { ClearGiveawaysCache } from './giveaways-read-cache';

const HOUR = 3_600_000;
/** Shares a person records an hour, by either route: per session, canonical e-mail and address (docs/rules.md §4). */
const SHARES_PER_PERSON: CallerLimit = {
  max: SHARES_PER_HOUR,
  windowMs: HOUR,
  by: 'person',
  message: SHARE_LIMIT_MESSAGE,
  code: 'SHARE_LIMIT_REACHED',
};

/**
 * Giveaway shares, their verification and the giveaways' share content (docs/product/engagement.md "Share flow
 * (giveaway)"; docs/product/back-office.md "Share verification panel", "Giveaways panel"; docs/rules.md §4, §9):
 * engagement owns them; a share needs the shopper's own session (an unverified one will do). An unverified session
 * counts, and its entries spend, only the shares it made itself (docs/rules.md §4).
 */
@Controller('api')
export class SharesController {
  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
  ) {}

  /** The documented share: its link, what the browser saw, and Use Now or Save for Future. */
  @Post('giveaway-shares')
  @ShopperOnly()
  @HttpCode(201)
  @CallerRateLimit(SHARES_PER_PERSON)
  share(@Body() input: GiveawayShareDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(SharePatterns.share, {
      giveawayId: input.giveawayId,
      email: input.userEmail,
      platform: input.platform,
      shareText: input.shareText,
      shareUrl: input.shareUrl,
      verificationData: input.verificationData,
      saveForLater: input.saveForLater ?? false,
      ...sessionOf(shopper),
    });
  }

  /** The short form: a Use-Now share with its text only. */
  @Post('giveaways/:id/share')
  @ShopperOnly()
  @HttpCode(201)
  @CallerRateLimit(SHARES_PER_PERSON)
  shareGiveaway(@Param() { id }: UuidParamDto, @Body() input: ShareGiveawayDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(SharePatterns.share, {
      giveawayId: id,
      email: input.userEmail,
      platform: input.platform,
      shareText: input.shareText,
      saveForLater: false,
      ...sessionOf(shopper),
    });
  }

  @Get('users/:email/share-credits')
  @ShopperOnly()
  shareCredits(@Param() { email }: EmailParamDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(SharePatterns.shareCredits, { email, onlySession: unverifiedSessionOf(shopper) });
  }

  @Get('users/:email/share-count')
  @ShopperOnly()
  shareCount(@Param() { email }: EmailParamDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(SharePatterns.shareCount, { email, onlySession: unverifiedSessionOf(shopper) });
  }

  /** pending: the queue, oldest first; decided: the latest decisions; none: every share, newest first. */
  @Get('admin/share-entries')
  @AdminOnly()
  entries(@Query() { status }: ShareEntriesQueryDto) {
    return this.services.send(SharePatterns.listEntries, { status });
  }

  /** A Use-Now share gets its bonus ticket; a Save-for-Future one becomes a share credit. */
  @Post('admin/share-entries/:id/approve')
  @AdminOnly()
  @HttpCode(200)
  async approve(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    return this.services.send(SharePatterns.decide, { id, decision: 'approve', adminEmail: await this.adminEmail(request) });
  }

  @Post('admin/share-entries/:id/reject')
  @AdminOnly()
  @HttpCode(200)
  async reject(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    return this.services.send(SharePatterns.decide, { id, decision: 'reject', adminEmail: await this.adminEmail(request) });
  }

  @Get('shares/stats')
  @AdminOnly()
  stats() {
    return this.services.send(SharePatterns.stats);
  }

  /** Fills the pending texts from the giveaway's own fields; regenerating is allowed. */
  @Post('giveaways/:id/generate-share-content')
  @UseInterceptors(ClearGiveawaysCache)
  @AdminOnly()
  @HttpCode(200)
  generateContent(@Param() { id }: UuidParamDto) {
    return this.services.send(SharePatterns.generateContent, { id });
  }

  /** Publishes the pending texts, with the admin's edits over them; the back office uses both verbs. */
  @Post('giveaways/:id/approve-share-content')
  @UseInterceptors(ClearGiveawaysCache)
  @AdminOnly()
  @HttpCode(200)
  approveContent(@Param() { id }: UuidParamDto, @Body() input: ApproveShareContentDto) {
    return this.services.send(SharePatterns.approveContent, { id, approvedContent: input.approvedContent });
  }

  @Patch('giveaways/:id/approve-share-content')
  @UseInterceptors(ClearGiveawaysCache)
  @AdminOnly()
  approveContentByPatch(@Param() { id }: UuidParamDto, @Body() input: ApproveShareContentDto) {
    return this.approveContent({ id }, input);
  }

  /** Wipes every share text and the approval: Not Generated again. */
  @Post('giveaways/:id/reset-sharing')
  @UseInterceptors(ClearGiveawaysCache)
  @AdminOnly()
  @HttpCode(200)
  resetSharing(@Param() { id }: UuidParamDto) {
    return this.services.send(SharePatterns.resetSharing, { id });
  }

  private async adminEmail(request: FastifyRequest): Promise<string> {
    return (await this.identity.adminOf(request))!.email;
  }
}

/** The session a share is recorded under, and, for an unverified one, the only shares it counts. */
function sessionOf(shopper: ShopperSession | undefined) {
  return { sessionId: shopper?.sessionId, onlySession: unverifiedSessionOf(shopper) };
}
