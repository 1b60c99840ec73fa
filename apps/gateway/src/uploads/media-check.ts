import { UnprocessableEntityException, UnsupportedMediaTypeException } from '@nestjs/common';
import sharp from 'sharp';

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

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const WEBP_QUALITY = 85;

/** Checks one file by its content; 415 with the kind's message when it is not what the kind takes. */
export async function checkFile(body: Buffer, name: string | undefined, accepts: AcceptedMedia): Promise<CheckedFile> {
  const voice = accepts.voiceNotes ? voiceFormatOf(body) : null;
  if (voice) return { media: 'voice', body, ...voice, name: name || null };
  const image = await reencodedImage(body);
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
    return await sharp(image).rotate(90).webp({ quality: WEBP_QUALITY }).toBuffer();
  } catch {
    throw new UnprocessableEntityException('That file is not an image that can be rotated');
  }
}

/** A voice note judged by its first bytes: WebM, Ogg, MP4 or MPEG audio; null otherwise. */
export function voiceFormatOf(buffer: Buffer): { extension: string; contentType: string } | null {
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x1a45dfa3) return { extension: 'webm', contentType: 'audio/webm' };
  if (buffer.length >= 4 && buffer.subarray(0, 4).toString('latin1') === 'OggS') return { extension: 'ogg', contentType: 'audio/ogg' };
  if (buffer.length >= 8 && buffer.subarray(4, 8).toString('latin1') === 'ftyp') return { extension: 'mp4', contentType: 'audio/mp4' };
  if (buffer.length >= 3 && buffer.subarray(0, 3).toString('latin1') === 'ID3') return { extension: 'mp3', contentType: 'audio/mpeg' };
  if (buffer.length >= 2 && buffer[0] === 0xff && (buffer[1] & 0xe0) === 0xe0) return { extension: 'mp3', contentType: 'audio/mpeg' };
  return null;
}

/** JPEG, PNG, WebP or GIF re-encoded to WebP (upright, animation kept, metadata dropped); null for anything else. */
async function reencodedImage(buffer: Buffer): Promise<Buffer | null> {
  try {
    const { format } = await sharp(buffer).metadata();
    if (!format || !IMAGE_FORMATS.has(format)) return null;
    return await sharp(buffer, { animated: format === 'gif' || format === 'webp' }).rotate().webp({ quality: WEBP_QUALITY }).toBuffer();
  } catch {
    return null;
  }
}
