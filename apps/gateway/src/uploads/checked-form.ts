import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CheckedFile, checkFile } from './media-check';
import { MAX_UPLOAD_BYTES, UploadKind } from './upload-kinds';

const MAX_FORM_FIELDS = 60;

/** A request read into memory, every file checked; nothing is stored yet. */
export interface CheckedForm {
  /** The form's text fields, as sent. */
  fields: Record<string, string>;
  files: CheckedFile[];
  /** The body of a JSON request (kinds with `jsonAllowed` only); there are no files then. */
  json?: unknown;
}

/**
 * Reads a multipart request for one kind of upload: files only in the kind's
 * field, at most `maxFiles` of them, each at most 10 MB (413) and checked by
 * its content (415). An empty part with no file name (an empty file input) is no
 * file; an empty file with a name is refused (400).
 */
export async function readCheckedForm(request: FastifyRequest, kind: UploadKind): Promise<CheckedForm> {
  if (!request.isMultipart()) {
    if (kind.jsonAllowed) return { fields: {}, files: [], json: request.body ?? {} };
    throw new UnsupportedMediaTypeException(`Send the ${kind.field} as multipart/form-data`);
  }
  const fields: Record<string, string> = {};
  const files: CheckedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: kind.maxFiles + 1, fields: MAX_FORM_FIELDS } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== kind.field && part.fieldname !== `${kind.field}[]`) {
        throw new BadRequestException(
          `Unexpected file field "${part.fieldname}"; send the ${kind.maxFiles === 1 ? 'file' : 'files'} as "${kind.field}"`,
        );
      }
      const body = await part.toBuffer();
      // A browser sends an empty file input as an empty part with no file name: no file. A named empty file is refused.
      if (body.length === 0 && !part.filename) continue;
      if (body.length === 0) throw new BadRequestException(`${kind.field} is an empty file: attach ${kind.accepts.attach}`);
      if (files.length === kind.maxFiles) throw new BadRequestException(tooManyFiles(kind));
      files.push(await checkFile(body, part.filename, kind.accepts));
    }
  } catch (err) {
    throw asUploadError(err, kind);
  }
  if (files.length === 0 && !kind.optional) throw new BadRequestException(`${kind.field} is required: attach ${kind.accepts.attach}`);
  return { fields, files };
}

function tooManyFiles(kind: UploadKind): string {
  return kind.maxFiles === 1 ? 'Send one file at a time' : `At most ${kind.maxFiles} files can be sent at once`;
}

/** @fastify/multipart's own errors, as the answers the shop gives. */
function asUploadError(err: unknown, kind: UploadKind): unknown {
  const code = (err as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException(`Each file must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`);
  if (code === 'FST_FILES_LIMIT') return new BadRequestException(tooManyFiles(kind));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new UnsupportedMediaTypeException(`Send the ${kind.field} as multipart/form-data`);
  if (code && code.startsWith('FST_')) return new BadRequestException('The upload could not be read');
  return err;
}
