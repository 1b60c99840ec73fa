import { LESSON_IMAGES_PER_UPLOAD, MAX_PRODUCT_IMAGES, MAX_SUBSCRIPTION_FORM_IMAGES, MAX_VARIANT_IMAGES } from '@shop/contracts';
import { MAX_DUTCH_AUCTION_IMAGES } from '@shop/contracts';
import { MAX_DEAL_IMAGES } from '@shop/contracts';
import { AcceptedMedia, IMAGES, IMAGES_AND_VOICE_NOTES } from './media-check';

/** Every uploaded file is at most 10 MB (docs/rules.md §10); over it answers 413. */
export { MAX_UPLOAD_BYTES } from '@shop/contracts';

/**
 * One kind of upload: the folder its files are stored under (`/uploads/<folder>/<uuid>.<ext>`),
 * the form field that carries them (`field` or `field[]`), how many one request may send, and
 * what they may be. A new upload (gallery, giveaway) is one more entry here and one call to
 * `UploadService.save`.
 */
export interface UploadKind {
  folder: string;
  field: string;
  maxFiles: number;
  /** Images only, unless said otherwise. */
  accepts: AcceptedMedia;
  /** A form with no file is fine (create and edit forms); otherwise 400. */
  optional?: boolean;
  /** A JSON body is taken too (a form without files); otherwise a non-multipart request answers 415. */
  jsonAllowed?: boolean;
}

/** A product's add or edit form (or JSON). */
export const PRODUCT_IMAGES: UploadKind = {
  folder: 'products',
  field: 'images',
  maxFiles: MAX_PRODUCT_IMAGES,
  accepts: IMAGES,
  optional: true,
  jsonAllowed: true,
};
/** A variant's add form (or JSON). */
export const VARIANT_IMAGES: UploadKind = {
  folder: 'variants',
  field: 'images',
  maxFiles: MAX_VARIANT_IMAGES,
  accepts: IMAGES,
  optional: true,
  jsonAllowed: true,
};
export const LESSON_IMAGES: UploadKind = { folder: 'lessons', field: 'images', maxFiles: LESSON_IMAGES_PER_UPLOAD, accepts: IMAGES };
/** A subscription's create or edit form (or JSON); POST /{id}/images adds one at a time. */
export const SUBSCRIPTION_FORM_IMAGES: UploadKind = {
  folder: 'subscriptions',
  field: 'images',
  maxFiles: MAX_SUBSCRIPTION_FORM_IMAGES,
  accepts: IMAGES,
  optional: true,
  jsonAllowed: true,
};
export const SUBSCRIPTION_IMAGE: UploadKind = { folder: 'subscriptions', field: 'image', maxFiles: 1, accepts: IMAGES };
export const HERO_IMAGE: UploadKind = { folder: 'hero', field: 'image', maxFiles: 1, accepts: IMAGES };
/** A chat message's file: an image or a voice note (docs/product/engagement.md §3). */
export const CHAT_MEDIA: UploadKind = { folder: 'chat', field: 'file', maxFiles: 1, accepts: IMAGES_AND_VOICE_NOTES };
/** A gravity auction's create or edit form (or JSON). */
export const DUTCH_AUCTION_IMAGES: UploadKind = {
  folder: 'dutch-auctions',
  field: 'images',
  maxFiles: MAX_DUTCH_AUCTION_IMAGES,
  accepts: IMAGES,
  optional: true,
  jsonAllowed: true,
};
/** A daily deal's create or edit form (or JSON): `images[]`. */
export const DAILY_DEAL_IMAGES: UploadKind = {
  folder: 'daily-deals',
  field: 'images',
  maxFiles: MAX_DEAL_IMAGES,
  accepts: IMAGES,
  optional: true,
  jsonAllowed: true,
};
/** A giveaway's create form (or JSON): one `image` (docs/product/back-office.md "Giveaways panel"). */
export const GIVEAWAY_IMAGE: UploadKind = { folder: 'giveaways', field: 'image', maxFiles: 1, accepts: IMAGES, optional: true, jsonAllowed: true };
/** A shopper's artwork for the Community Gallery: one `image`, required (docs/product/engagement.md §8). */
export const GALLERY_IMAGE: UploadKind = { folder: 'gallery', field: 'image', maxFiles: 1, accepts: IMAGES };
