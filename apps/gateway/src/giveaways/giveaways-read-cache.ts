import { Injectable } from '@nestjs/common';
import { ClearAfterWrite, ReadCache } from '../common/http/read-cache';

/**
 * The public giveaways list, kept for at most GIVEAWAYS_READ_TTL_MS: a write through another gateway shows here within
 * that time. Every giveaway write and entry through this gateway clears it at once, so an entrant reads her entry
 * counted and an admin her change.
 */
@Injectable()
export class GiveawaysReadCache extends ReadCache {}

export const GIVEAWAYS_READ_TTL_MS = 1_000;

/** On every route that changes what the public list shows. */
export const ClearGiveawaysCache = ClearAfterWrite(GiveawaysReadCache);
