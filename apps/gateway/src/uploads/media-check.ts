import { PayloadTooLargeException, UnprocessableEntityException, UnsupportedMediaTypeException } from '@nestjs/common';
import { IMAGE_TOO_LARGE, imageSizeProblem, MAX_IMAGE_PIXELS } from '@shop/contracts';
import sharp, { type Metadata } from 'sharp';
import { concurrencyLimit } from './concurrency-limit';
import { hiddenContentOf } from './hidden-content';
import { startsLikeVoiceNote, voiceFormatOf } from './voice-notes/voice-note';

// Judging a file by its content, never by its name or declared type (docs/rules.md §10).

/** What a kind of upload takes, and what it answers when a file is something else (415). */
export interface AcceptedMedia {
  voiceNotes: boolean;
  /** "attach …" when no file was sent. */
  attach: string;
  /** The 415 message. */
  unsupported: string;
}

export const IMAGES: AcceptedMedia = {
  voiceNotes: false,
  attach: 'an image file',
  unsupported: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
};

export const IMAGES_AND_VOICE_NOTES: AcceptedMedia = {
  voiceNotes: true,
  attach: 'an image or a voice note',
  unsupported: 'Only JPEG, PNG, WebP or GIF images and WebM, Ogg, MP4 or MPEG voice notes can be sent',
};

/** A file that passed its check, ready to store: images re-encoded to WebP, voice notes as sent. */
export interface CheckedFile {
  media: 'image' | 'voice';
  body: Buffer;
  extension: string;
  contentType: string;
  /** The name the sender gave it, as sent (never used to judge it). */
  name: string | null;
}

/** The 415 message for an image that is also something else: a page, a script, a PHP file (a polyglot). */
export const polyglotMessage = (reason: string): string => `This image cannot be uploaded: ${reason}. Save it again as a plain image`;

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const ANIMATED_FORMATS = new Set(['gif', 'webp']);
const WEBP_QUALITY = 85;

/**
 * How many images one gateway process decodes and re-encodes at once (the machines have 2 cores);
 * the others wait. An image at the pixel limit takes about 250 MB while it is re-encoded (its pixels,
 * and the WebP encoder's own copy of them).
 */
export const IMAGE_REENCODES_AT_ONCE = 2;
const reencodeSlot = concurrencyLimit(IMAGE_REENCODES_AT_ONCE);
// Every upload is a new buffer, so libvips' operation cache never hits; without it 20 re-encodes at the
// limit peaked 35 MB lower and left 40 MB less behind (bench/README.md, "The upload memory bench").
sharp.cache(false);

/**
 * Checks one file by its content: 415 with the kind's message when it is not what the kind takes,
 * 413 for an image over the pixel limit, told by its header before anything is decoded.
 */
export async function checkFile(body: Buffer, name: string | undefined, accepts: AcceptedMedia): Promise<CheckedFile> {
  if (accepts.voiceNotes && startsLikeVoiceNote(body)) {
    const voice = voiceFormatOf(body);
    if (!voice) throw new UnsupportedMediaTypeException(accepts.unsupported);
    return { media: 'voice', body, ...voice, name: name || null };
  }
  const header = await imageHeaderOf(body);
  if (!header) throw new UnsupportedMediaTypeException(accepts.unsupported);
  const hidden = hiddenContentOf(body, header.metadata);
  if (hidden) throw new UnsupportedMediaTypeException(polyglotMessage(hidden));
  const problem = imageSizeProblem(header.width, header.height, header.frames);
  if (problem) throw new PayloadTooLargeException(problem);
  const image = await reencodeSlot(() => reencodedImage(body, header.animated));
  if (!image) throw new UnsupportedMediaTypeException(accepts.unsupported);
  return webpImage(image, name || null);
}

/** A WebP image the shop encoded itself (a re-encoded upload, a rotated copy), ready to store. */
export function webpImage(body: Buffer, name: string | null = null): CheckedFile {
  return { media: 'image', body, extension: 'webp', contentType: 'image/webp', name };
}

/** A stored image turned 90° clockwise, as a new WebP. */
export async function rotatedClockwise(image: Buffer): Promise<Buffer> {
  try {
    return await reencodeSlot(() => sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate(90).webp({ quality: WEBP_QUALITY }).toBuffer());
  } catch {
    throw new UnprocessableEntityException('That file is not an image that can be rotated');
  }
}

interface ImageHeader {
  width: number;
  /** Of one frame. */
  height: number;
  frames: number;
  animated: boolean;
  metadata: Metadata;
}

/** A JPEG, PNG, WebP or GIF's size, read from its header alone (nothing decoded, whatever it claims); null for anything else. */
async function imageHeaderOf(buffer: Buffer): Promise<ImageHeader | null> {
  try {
    const metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
    const { format, width, height, pages } = metadata;
    if (!format || !IMAGE_FORMATS.has(format) || !width || !height) return null;
    const animated = ANIMATED_FORMATS.has(format);
    return { width, height, frames: animated ? (pages ?? 1) : 1, animated, metadata };
  } catch {
    return null;
  }
}

/**
 * The image re-encoded to WebP (upright, animation kept, metadata dropped); null when it cannot be decoded.
 * sharp's own pixel limit guards again, in case the pixels turn out larger than the header said.
 */
async function reencodedImage(buffer: Buffer, animated: boolean): Promise<Buffer | null> {
  try {
    return await sharp(buffer, { animated, limitInputPixels: MAX_IMAGE_PIXELS }).rotate().webp({ quality: WEBP_QUALITY }).toBuffer();
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw new PayloadTooLargeException(IMAGE_TOO_LARGE);
    return null;
  }
}
