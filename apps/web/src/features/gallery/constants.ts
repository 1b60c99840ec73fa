import { fileTooLargeMessage, IMAGE_FORMATS_LABEL } from '@shop/contracts';

/**
 * The screen's own wording where the documents give none; the documented messages are GALLERY_MESSAGES in
 * @shop/contracts (docs/product/engagement.md §5, §8 "Gallery").
 */
export const GALLERY_SCREEN_TEXT = {
  notAnImage: `Please choose an image file (${IMAGE_FORMATS_LABEL}).`,
  tooBig: fileTooLargeMessage(),
  likeFailed: 'Could not save your like. Please try again.',
  empty: 'Be the first to share a painting from your lessons with the community.',
  listFailedTitle: 'Could not load the gallery',
} as const;
