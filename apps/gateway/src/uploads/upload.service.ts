import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { uploadKeyOf, uploadUrlOf } from '@shop/platform';
import { GatewayOptions, InjectGatewayOptions } from '../gateway.options';
import { readCheckedForm } from './checked-form';
import { CheckedFile, rotatedClockwise, webpImage } from './media-check';
import type { UploadKind } from './upload-kinds';

/** A file as stored: its address, what it is, its stored size, and the name its sender gave it. */
export interface UploadedFile {
  url: string;
  media: CheckedFile['media'];
  size: number;
  name: string | null;
}

/** What `save` hands the service call: the form's text fields (or JSON body) and the stored files. */
export interface UploadedForm {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** The files' addresses, in the order sent. */
  urls: string[];
  /** The body of a JSON request (kinds with `jsonAllowed` only). */
  json?: unknown;
}

/**
 * The one upload path (docs/rules.md §10), Vendure's AssetService in spirit with
 * the FileStore (a local folder or an S3 bucket) as its storage strategy: every
 * file is checked by its content and images are re-encoded before anything is
 * stored; then the owning service is called, and the stored files are kept only
 * if that call succeeds.
 */
@Injectable()
export class UploadService {
  constructor(@InjectGatewayOptions() private readonly options: GatewayOptions) {}

  /** Receives a request's files of one kind, stores them, and calls `save`; if it fails the files are removed again. */
  async save<T>(request: FastifyRequest, kind: UploadKind, save: (form: UploadedForm) => Promise<T>): Promise<T> {
    const form = await readCheckedForm(request, kind);
    const files = await this.storeAll(kind.folder, form.files);
    const urls = files.map((file) => file.url);
    return this.keepOnlyIfSaved(urls, () => save({ fields: form.fields, files, urls, json: form.json }));
  }

  /**
   * Turns a stored image 90° clockwise into a new file (addresses are cached for a year), lets `save`
   * put the new address in place of the old, then removes the old file; the new one if `save` fails.
   */
  async rotate<T>(imageUrl: string, kind: UploadKind, save: (rotatedUrl: string) => Promise<T>): Promise<T> {
    const key = uploadKeyOf(imageUrl);
    if (!key) throw new UnprocessableEntityException('Only images stored by the shop can be rotated');
    const original = await this.options.fileStore.get(key);
    if (!original) throw new NotFoundException('No stored image at that address');
    const [rotated] = await this.storeAll(kind.folder, [webpImage(await rotatedClockwise(original.body))]);
    const saved = await this.keepOnlyIfSaved([rotated.url], () => save(rotated.url));
    await this.discard([imageUrl]);
    return saved;
  }

  /** Removes stored files by address, once their owner has let go of them; other addresses are left alone. */
  async discard(urls: string[]): Promise<void> {
    for (const url of urls) {
      const key = uploadKeyOf(url);
      if (key) await this.options.fileStore.delete(key).catch(() => undefined);
    }
  }

  private async keepOnlyIfSaved<T>(urls: string[], save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (err) {
      await this.discard(urls);
      throw err;
    }
  }

  /** All or nothing: a storage failure part-way removes the files already stored. */
  private async storeAll(folder: string, files: CheckedFile[]): Promise<UploadedFile[]> {
    const stored: UploadedFile[] = [];
    try {
      for (const file of files) {
        const key = `${folder}/${randomUUID()}.${file.extension}`;
        await this.options.fileStore.put(key, file.body, file.contentType);
        stored.push({ url: uploadUrlOf(key), media: file.media, size: file.body.length, name: file.name });
      }
    } catch (err) {
      await this.discard(stored.map((file) => file.url));
      throw err;
    }
    return stored;
  }
}
