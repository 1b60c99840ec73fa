import { randomUUID } from 'node:crypto';
import {
  BadRequestException, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { isSafeKey } from '@shop/platform';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface ReceiveOptions {
  field: string;
  maxFiles: number;
  /** A form with no file is fine (edit forms); otherwise 400. Default: required. */
  optional?: boolean;
}

export interface ReceivedForm {
  /** The text fields of the form, as sent. */
  fields: Record<string, string>;
  urls: string[];
}

/**
 * Receives images from a multipart request (decisions.md §10): each file is
 * judged by its content, not its name or declared type, must be JPEG, PNG,
 * WebP or GIF of at most 10 MB, and is re-encoded (which drops its metadata)
 * before it is stored. Nothing is stored unless every file passes.
 */
@Injectable()
export class ImageUploads {
  constructor(@InjectGatewayOptions() private readonly options: GatewayOptions) {}

  /** The images of a multipart request, stored; answers their addresses. */
  async receive(request: FastifyRequest, folder: string, options: ReceiveOptions): Promise<string[]> {
    return (await this.receiveForm(request, folder, options)).urls;
  }

  /** A multipart form: its text fields, and its images (field `field` or `field[]`) checked and stored. */
  async receiveForm(request: FastifyRequest, folder: string, { field, maxFiles, optional }: ReceiveOptions): Promise<ReceivedForm> {
    if (!request.isMultipart()) {
      throw new UnsupportedMediaTypeException(`Send the ${field} as multipart/form-data`);
    }
    const images: Buffer[] = [];
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: maxFiles + 1, fields: 60 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== field && part.fieldname !== `${field}[]`) {
          throw new BadRequestException(`Unexpected file field "${part.fieldname}"; send images as "${field}"`);
        }
        if (images.length === maxFiles) throw new BadRequestException(`At most ${maxFiles} ${maxFiles === 1 ? 'image' : 'images'} can be sent`);
        images.push(await reencode(await part.toBuffer()));
      }
    } catch (err) {
      throw asUploadError(err);
    }
    if (images.length === 0 && !optional) throw new BadRequestException(`${field} is required: attach an image file`);
    return { fields, urls: await this.store(folder, images) };
  }

  /** Stores an image this gateway produced itself (a rotated copy, a generated picture). */
  async storeImage(folder: string, image: Buffer): Promise<string> {
    const [url] = await this.store(folder, [image]);
    return url;
  }

  /** Removes stored files by their /uploads/ address; other addresses are left alone. */
  async discard(urls: string[]): Promise<void> {
    for (const url of urls) {
      if (url.startsWith('/uploads/')) await this.options.fileStore.delete(url.slice('/uploads/'.length)).catch(() => undefined);
    }
  }

  async read(url: string): Promise<Buffer | null> {
    if (!url.startsWith('/uploads/')) return null;
    const key = url.slice('/uploads/'.length);
    return isSafeKey(key) ? (await this.options.fileStore.get(key))?.body ?? null : null;
  }

  private async store(folder: string, images: Buffer[]): Promise<string[]> {
    const urls: string[] = [];
    for (const image of images) {
      const key = `${folder}/${randomUUID()}.webp`;
      await this.options.fileStore.put(key, image, 'image/webp');
      urls.push(`/uploads/${key}`);
    }
    return urls;
  }
}

async function reencode(buffer: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(buffer).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) {
    throw new UnsupportedMediaTypeException('Only JPEG, PNG, WebP or GIF images can be uploaded');
  }
  return sharp(buffer, { animated: format === 'gif' || format === 'webp' }).rotate().webp({ quality: 85 }).toBuffer();
}

function asUploadError(err: unknown): unknown {
  const code = (err as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException('Each file must be at most 10 MB');
  if (code === 'FST_FILES_LIMIT') return new BadRequestException('Too many files');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new UnsupportedMediaTypeException('Send the file as multipart/form-data');
  if (code && code.startsWith('FST_')) return new BadRequestException('The upload could not be read');
  return err;
}
