import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PRODUCT_CSV_FIELD, PRODUCT_CSV_MAX_BYTES } from '@shop/contracts';

/** An uploaded CSV's text and the form's text fields. */
export interface CsvUpload {
  text: string;
  fields: Record<string, string>;
}

const MAX_FIELDS = 10;
const MEGABYTES = PRODUCT_CSV_MAX_BYTES / (1024 * 1024);

/**
 * Reads one CSV file sent as multipart/form-data in the field `file` (UTF-8), with the form's few text fields: 415 for
 * another body, 400 without the file, 413 over PRODUCT_CSV_MAX_BYTES. The rows are the service's to judge.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeException(`Send the CSV as multipart/form-data, in the field "${PRODUCT_CSV_FIELD}"`);
  const fields: Record<string, string> = {};
  let text: string | undefined;
  for await (const part of request.parts({ limits: { fileSize: PRODUCT_CSV_MAX_BYTES, files: 1, fields: MAX_FIELDS } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== PRODUCT_CSV_FIELD)
      throw new BadRequestException(`Unexpected file field "${part.fieldname}"; send the CSV as "${PRODUCT_CSV_FIELD}"`);
    const body = await part.toBuffer().catch((err: unknown) => {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException(`The file is larger than ${MEGABYTES} MB`);
      throw err;
    });
    text = body.toString('utf8');
  }
  if (text === undefined) throw new BadRequestException(`Choose a CSV file to import (the field "${PRODUCT_CSV_FIELD}")`);
  return { text, fields };
}
