import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CreateGiveawayDto,
  EditGiveawayEntryDto,
  GIVEAWAY_ADDRESS_ENTRY_LIMIT,
  UpdateGiveawayDto,
  EnterGiveawayDto,
  GiveawayEntryDto,
  GiveawayPatterns,
  GiveawayWinnerDto,
  UuidParamDto,
} from '@shop/contracts';
import { uploadKeyOf } from '@shop/platform';
import { AdminOnly, CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import { unverifiedSessionOf } from '../common/auth/shopper-session';
import type { ShopperSession } from '../common/auth/shopper-session';
import { Identity } from '../common/auth/identity';
import { CallerLimit, CallerRateLimit } from '../common/http/caller-rate-limit';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { GIVEAWAY_IMAGE } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';
import { formBody } from '../uploads/form-body';
import { GIVEAWAY_FORM } from '../uploads/form-readings';
import { giveawayImage } from './giveaway-image';
import { ClearGiveawaysCache, GIVEAWAYS_READ_TTL_MS, GiveawaysReadCache } from './giveaways-read-cache';

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** Entries per session and route a minute: far above a shopper's pace, below a script's (docs/rules.md §4 rate limits). */
const ENTRIES_PER_MINUTE = 60;
const ENTRY_LIMIT = 'Too many entries. Please wait a minute and try again.';
/**
 * Entries stored per client address an hour, across both entry routes, sessions and e-mails: a setting; a refused
 * entry (400, 409…) does not count (docs/rules.md §9).
 */
const ENTRIES_PER_ADDRESS: CallerLimit = {
  max: (options) => options.entryLimitPerAddressHour,
  windowMs: HOUR,
  by: 'ip',
  message: GIVEAWAY_ADDRESS_ENTRY_LIMIT,
  onlySuccesses: true,
};

/**
 * Giveaways and entries (docs/product/engagement.md "Giveaways"; docs/product/back-office.md "Giveaways panel";
 * docs/rules.md §4, §9): engagement owns them; entering needs the shopper's own session (an unverified one will do).
 */
@Controller('api')
export class GiveawaysController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: UploadService,
    private readonly identity: Identity,
    private readonly cache: GiveawaysReadCache,
  ) {}

  /** Active giveaways for the public; every giveaway for an admin. */
  @Get('giveaways')
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (await this.identity.adminOf(request)) return reply.send(await this.services.send(GiveawayPatterns.listAll));
    return this.cache.serve(request, reply, GIVEAWAYS_READ_TTL_MS, () => this.services.send(GiveawayPatterns.listPublic));
  }

  /** Form data with one `image` (or JSON; `imageUrl`/`image` may name an image by address); nothing is stored when the giveaway is refused. */
  @Post('giveaways')
  @UseInterceptors(ClearGiveawaysCache)
  @AdminOnly()
  create(@Req() request: FastifyRequest) {
    return this.uploads.save(request, GIVEAWAY_IMAGE, async (form) => {
      const fields = await formBody(form, CreateGiveawayDto, GIVEAWAY_FORM);
      return this.services.send(GiveawayPatterns.create, { fields, imageUrl: giveawayImage(form, fields) });
    });
  }

  /** The fields sent change (JSON or a form); a new `image` replaces the old, whose file is deleted. */
  @Patch('giveaways/:id')
  @UseInterceptors(ClearGiveawaysCache)
  @AdminOnly()
  async update(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    const change = await this.uploads.save(request, GIVEAWAY_IMAGE, async (form) => {
      const fields = await formBody(form, UpdateGiveawayDto, GIVEAWAY_FORM);
      return this.services.send(GiveawayPatterns.update, { id, fields, imageUrl: giveawayImage(form, fields) });
    });
    await this.uploads.discard(ownImage(change.droppedImage));
    return change.giveaway;
  }

  /** Its entries, tickets and draws go with it, and its uploaded image. */
  @Delete('giveaways/:id')
  @UseInterceptors(ClearGiveawaysCache)
  @AdminOnly()
  async remove(@Param() { id }: UuidParamDto) {
    const change = await this.services.send(GiveawayPatterns.remove, { id });
    await this.uploads.discard(ownImage(change.droppedImage));
    return { id, deleted: true };
  }

  @Post('giveaways/:id/enter')
  @UseInterceptors(ClearGiveawaysCache)
  @ShopperOnly()
  @HttpCode(201)
  @RateLimit(ENTRIES_PER_MINUTE, MINUTE, 'session', ENTRY_LIMIT)
  @CallerRateLimit(ENTRIES_PER_ADDRESS)
  enter(@Param() { id }: UuidParamDto, @Body() input: EnterGiveawayDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.enterGiveaway(id, input, shopper);
  }

  /** The same entry as POST /api/giveaways/{id}/enter, naming the giveaway in the body. */
  @Post('giveaway-entries')
  @UseInterceptors(ClearGiveawaysCache)
  @ShopperOnly()
  @HttpCode(201)
  @RateLimit(ENTRIES_PER_MINUTE, MINUTE, 'session', ENTRY_LIMIT)
  @CallerRateLimit(ENTRIES_PER_ADDRESS)
  enterByBody(@Body() input: GiveawayEntryDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.enterGiveaway(input.giveawayId, input, shopper);
  }

  /** Both entry routes: only where the giveaway's id comes from (path or body) differs, so each keeps its own body contract. */
  private enterGiveaway(giveawayId: string, input: EnterGiveawayDto, shopper: ShopperSession | undefined) {
    return this.services.send(GiveawayPatterns.enter, {
      giveawayId,
      email: input.userEmail,
      answer: input.answer,
      sessionId: shopper?.sessionId,
      onlySession: unverifiedSessionOf(shopper),
    });
  }

  /** Everyone's answer entries (the shop's entry dialog lists them); credit tickets are never listed. */
  @Get('giveaways/:id/entries')
  entries(@Param() { id }: UuidParamDto) {
    return this.services.send(GiveawayPatterns.listEntries, { giveawayId: id });
  }

  /** How many tickets each entrant holds, credit tickets included: the admin's alone (docs/rules.md §9). */
  @Get('giveaways/:id/tickets')
  @AdminOnly()
  tickets(@Param() { id }: UuidParamDto) {
    return this.services.send(GiveawayPatterns.ticketCounts, { giveawayId: id });
  }

  /**
   * The shopper's own entry only: another e-mail than the session's answers 403; an unverified session removes only an
   * entry it made itself (404 for the e-mail's earlier one, docs/rules.md §4).
   */
  @Delete('giveaways/:id/entries/user/:email')
  @UseInterceptors(ClearGiveawaysCache)
  @ShopperOnly()
  removeOwnEntry(@Param('id') id: string, @Param('email') email: string, @CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(GiveawayPatterns.removeOwnEntry, {
      giveawayId: id,
      email,
      onlySession: unverifiedSessionOf(shopper),
    });
  }

  @Patch('giveaway-entries/:id')
  @AdminOnly()
  editEntry(@Param() { id }: UuidParamDto, @Body() input: EditGiveawayEntryDto) {
    return this.services.send(GiveawayPatterns.editEntry, { id, answer: input.answer });
  }

  @Delete('giveaway-entries/:id')
  @UseInterceptors(ClearGiveawaysCache)
  @AdminOnly()
  removeEntry(@Param() { id }: UuidParamDto) {
    return this.services.send(GiveawayPatterns.removeEntry, { id });
  }

  /** An entrant's e-mail or entry id picks the winner (the giveaway ends); null clears it (the giveaway is open again). */
  @Patch('giveaways/:id/winner')
  @UseInterceptors(ClearGiveawaysCache)
  @AdminOnly()
  async setWinner(@Param() { id }: UuidParamDto, @Body() input: GiveawayWinnerDto, @Req() request: FastifyRequest) {
    return this.services.send(GiveawayPatterns.setWinner, { id, winnerId: input.winnerId, adminEmail: await this.adminEmail(request) });
  }

  /** A uniform draw over the giveaway's tickets (docs/rules.md §9); 409 when it already has a winner. Audited. */
  @Post('giveaways/:id/draw')
  @UseInterceptors(ClearGiveawaysCache)
  @AdminOnly()
  @HttpCode(200)
  async draw(@Param() { id }: UuidParamDto, @Req() request: FastifyRequest) {
    return this.services.send(GiveawayPatterns.setWinner, { id, adminEmail: await this.adminEmail(request) });
  }

  private async adminEmail(request: FastifyRequest): Promise<string> {
    return (await this.identity.adminOf(request))!.email;
  }
}

/** Only a file uploaded for giveaways is the giveaway's to delete. */
function ownImage(url: string | null): string[] {
  return url && uploadKeyOf(url)?.startsWith(`${GIVEAWAY_IMAGE.folder}/`) ? [url] : [];
}
