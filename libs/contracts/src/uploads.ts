// The limits every upload meets (docs/rules.md §10); the gateway enforces them, the web app may check early.

/** Every uploaded file is at most 10 MB; over it answers 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The most pixels the shop decodes for one image, all frames of an animated GIF or WebP
 * together (40 MP is about 160 MB once decoded). Read from the header before decoding;
 * a larger image answers 413.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The longest side an image may have: images are stored as WebP, which goes no further. */
export const MAX_IMAGE_SIDE = 16_383;

const MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;
const EXAMPLE_UNIT = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS / 40));

/** MAX_UPLOAD_BYTES as people read it: '10 MB'. */
export const UPLOAD_SIZE_LABEL = `${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** The image formats the shop takes, as screens name them. */
export const IMAGE_FORMATS_LABEL = 'JPEG, PNG, WebP or GIF';

/** The limits of one image, for a form's hint: 'up to 10 MB and 40 megapixels'. */
export const IMAGE_LIMITS_LABEL = `up to ${UPLOAD_SIZE_LABEL} and ${MEGAPIXELS} megapixels`;

/** The hint under an image field: 'JPEG, PNG, WebP or GIF up to 10 MB and 40 megapixels'. */
export const IMAGE_UPLOAD_HINT = `${IMAGE_FORMATS_LABEL} ${IMAGE_LIMITS_LABEL}`;

/** What the web app says, before uploading, of a file over MAX_UPLOAD_BYTES (`name` its file name, if any). */
export function fileTooLargeMessage(name?: string): string {
  return name ? `“${name}” is larger than ${UPLOAD_SIZE_LABEL}.` : `The image is larger than ${UPLOAD_SIZE_LABEL}.`;
}

/** The 413 message for an image over MAX_IMAGE_PIXELS. */
export const IMAGE_TOO_LARGE = `This image is too large: at most ${MEGAPIXELS} megapixels (e.g. ${8 * EXAMPLE_UNIT} × ${5 * EXAMPLE_UNIT})`;

/** What is wrong with an image of this size (`frames` for an animation), or null when the shop takes it. */
export function imageSizeProblem(width: number, height: number, frames = 1): string | null {
  if (width * height * frames > MAX_IMAGE_PIXELS) {
    return frames > 1
      ? `This animation is too large: at most ${MEGAPIXELS} megapixels across all its frames (this one has ${frames} frames of ${width} × ${height})`
      : `${IMAGE_TOO_LARGE}; this one is ${width} × ${height}`;
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return `This image is too long: at most ${MAX_IMAGE_SIDE} pixels on a side (this one is ${width} × ${height})`;
  }
  return null;
}
