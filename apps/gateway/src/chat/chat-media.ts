import { randomUUID } from 'node:crypto';
import {
  BadRequestException, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { CHAT_FILE_NAME_MAX_LENGTH } from '@shop/contracts';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';
import { ImageUploads, MAX_UPLOAD_BYTES } from '../uploads/image-uploads';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const UNSUPPORTED = 'Only JPEG, PNG, WebP or GIF images and WebM, Ogg, MP4 or MPEG voice notes can be sent';

export interface VoiceFormat {
  extension: 'webm' | 'ogg' | 'mp4' | 'mp3';
  contentType: string;
}

/** A voice note judged by its first bytes (decisions.md §10), or null. */
export function voiceFormatOf(buffer: Buffer): VoiceFormat | null {
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x1a45dfa3) return { extension: 'webm', contentType: 'audio/webm' };
  if (buffer.length >= 4 && buffer.subarray(0, 4).toString('latin1') === 'OggS') return { extension: 'ogg', contentType: 'audio/ogg' };
  if (buffer.length >= 8 && buffer.subarray(4, 8).toString('latin1') === 'ftyp') return { extension: 'mp4', contentType: 'audio/mp4' };
  if (buffer.length >= 3 && buffer.subarray(0, 3).toString('latin1') === 'ID3') return { extension: 'mp3', contentType: 'audio/mpeg' };
  if (buffer.length >= 2 && buffer[0] === 0xff && (buffer[1] & 0xe0) === 0xe0) return { extension: 'mp3', contentType: 'audio/mpeg' };
  return null;
}

export interface ReceivedChatFile {
  messageType: 'image' | 'voice';
  fileUrl: string;
  fileName: string | null;
  fileSize: number;
  fileDuration: number | null;
  /** A caption sent in the form's `message` field, if any. */
  message: string | null;
}

/**
 * Chat images and voice notes from a multipart form (field `file`): images are
 * content-checked and re-encoded like every other image and stored through
 * ImageUploads; voice notes are judged by their magic numbers and stored as
 * sent. At most 10 MB (413); anything else 415.
 */
@Injectable()
export class ChatMedia {
  constructor(
    @InjectGatewayOptions() private readonly options: GatewayOptions,
    private readonly images: ImageUploads,
  ) {}

  async receive(request: FastifyRequest): Promise<ReceivedChatFile> {
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException('Send the file as multipart/form-data');
    const fields: Record<string, string> = {};
    let file: { buffer: Buffer; name: string } | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file') throw new BadRequestException(`Unexpected file field "${part.fieldname}"; send the file as "file"`);
        if (file) throw new BadRequestException('Send one file at a time');
        file = { buffer: await part.toBuffer(), name: part.filename };
      }
    } catch (err) {
      throw asUploadError(err);
    }
    if (!file || file.buffer.length === 0) throw new BadRequestException('file is required: attach an image or a voice note');
    const fileName = cleanName(file.name);
    const duration = Number(fields.fileDuration ?? fields.duration);
    const fileDuration = Number.isFinite(duration) && duration >= 0 && duration <= 86_400 ? duration : null;
    const caption = fields.message?.trim() ? fields.message.trim().slice(0, 4000) : null;

    const voice = voiceFormatOf(file.buffer);
    if (voice) {
      const fileUrl = await this.storeFile('chat', file.buffer, voice.extension, voice.contentType);
      return { messageType: 'voice', fileUrl, fileName, fileSize: file.buffer.length, fileDuration, message: caption };
    }
    const image = await reencode(file.buffer);
    const fileUrl = await this.images.storeImage('chat', image);
    return { messageType: 'image', fileUrl, fileName, fileSize: image.length, fileDuration: null, message: caption };
  }

  /** Stores a checked file under /uploads/{folder}/ with a generated name; answers its address. */
  async storeFile(folder: string, buffer: Buffer, extension: string, contentType: string): Promise<string> {
    const key = `${folder}/${randomUUID()}.${extension}`;
    await this.options.fileStore.put(key, buffer, contentType);
    return `/uploads/${key}`;
  }

  /** Removes a file this gateway stored (the message could not be saved). */
  discard(url: string): Promise<void> {
    return this.images.discard([url]);
  }
}

async function reencode(buffer: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(buffer).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw new UnsupportedMediaTypeException(UNSUPPORTED);
  try {
    return await sharp(buffer, { animated: format === 'gif' || format === 'webp' }).rotate().webp({ quality: 85 }).toBuffer();
  } catch {
    throw new UnsupportedMediaTypeException(UNSUPPORTED);
  }
}

function cleanName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base ? base.slice(0, CHAT_FILE_NAME_MAX_LENGTH) : null;
}

function asUploadError(err: unknown): unknown {
  const code = (err as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException('Each file must be at most 10 MB');
  if (code === 'FST_FILES_LIMIT') return new BadRequestException('Send one file at a time');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new UnsupportedMediaTypeException('Send the file as multipart/form-data');
  if (code && code.startsWith('FST_')) return new BadRequestException('The upload could not be read');
  return err;
}
