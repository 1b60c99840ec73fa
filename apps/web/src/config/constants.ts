/**
 * The web app's own constants (docs/product/shopper.md §9, docs/product/back-office.md §9). Server rules — limits,
 * lengths, durations, prices — live in @shop/contracts and are imported from there, never copied here.
 */
import { IMAGE_UPLOAD_HINT, SHOPPER_SESSION_DAYS } from '@shop/contracts';

export const SITE_NAME = 'Handmade Watercolors';
export const SITE_TAGLINE = 'Handmade watercolor paints & art supplies, straight from the studio';

/** A stored shopper session is restored for SHOPPER_SESSION_DAYS (30) after the last sign-in, as long as the server keeps it. */
export const SESSION_LIFETIME_MS = SHOPPER_SESSION_DAYS * 24 * 60 * 60 * 1000;

/** Hidden admin entry: 5 clicks on the landing logo, each within 2 s of the last. */
export const LOGO_UNLOCK_CLICKS = 5;
export const LOGO_UNLOCK_WINDOW_MS = 2000;

export const MINIMUM_DISCOUNT_PERCENT = 15;
export const TRUST_BADGE = {
  rating: '5.0',
  sales: '31,000+',
  seller: 'Verified marketplace seller',
} as const;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  hotkey: ['F8'],
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const HERO_IMAGE_GUIDELINES = `Recommended 1200x600 or larger; ${IMAGE_UPLOAD_HINT}`;

export const AUDIT_LOG_PAGE_SIZE = 50;

/** Admin lists show an item's first 3 images, then '+N' (docs/product/back-office.md §9). */
export const ADMIN_LIST_IMAGE_PREVIEWS = 3;
