import { Injectable } from '@nestjs/common';
import { ClearAfterWrite, ReadCache } from '../common/http/read-cache';

/**
 * The public gallery pages, kept for at most GALLERY_READ_TTL_MS: a like or a decision through another gateway shows
 * here within that time. Every like, unlike, approval, rejection and deletion through this gateway clears it at once,
 * so a shopper reads her like counted and an admin her decision. A new submission is pending, not listed: it clears
 * nothing.
 */
@Injectable()
export class GalleryReadCache extends ReadCache {}

export const GALLERY_READ_TTL_MS = 1_000;

/** On every route that changes what the public list shows. */
export const ClearGalleryCache = ClearAfterWrite(GalleryReadCache);
