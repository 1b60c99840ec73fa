import {
  isErrorDetailList,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  productCsvProblemText,
  type ErrorDetail,
  type ProductCsvColumn,
  type ProductCsvImportedColumn,
  type ProductCsvProblem,
  type ProductCsvValue,
} from '@shop/contracts';
import { getErrorMessage, hasErrorCode } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { countOf } from '@/lib/format-figures';

/** What the changes table calls each column an import writes. */
export const PRODUCT_CSV_FIELD_LABELS: Record<ProductCsvImportedColumn, string> = {
  price: 'Price',
  sale_price: 'Sale price',
  shipping: 'Shipping',
  active: 'Active',
  stock: 'Stock',
};

/** What a blank cell of the column means, read to screen readers beside the "—". */
export const PRODUCT_CSV_BLANK_MEANINGS: Record<ProductCsvImportedColumn, string> = {
  price: 'blank',
  sale_price: 'no sale price',
  shipping: 'blank',
  active: 'blank',
  stock: 'not counted',
};

/** PRODUCT_CSV_MAX_BYTES as people read it: '5 MB'. */
export const PRODUCT_CSV_SIZE_LABEL = `${PRODUCT_CSV_MAX_BYTES / 1024 / 1024} MB`;

/** A value of a change as the owner reads it: "—" for a blank cell, Yes/No, $7.50, "12 units". */
export function csvValueText(field: ProductCsvImportedColumn, value: ProductCsvValue): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return field === 'stock' ? countOf(value, 'unit') : formatMoney(value);
}

/** What the panel says, before uploading, of a file the server would refuse as too large (413). */
export function csvTooLargeText(file: File): string | null {
  return file.size > PRODUCT_CSV_MAX_BYTES ? `“${file.name}” is larger than ${PRODUCT_CSV_SIZE_LABEL}, the most one import reads.` : null;
}

const isColumn = (field: string | null): field is ProductCsvColumn => field !== null && (PRODUCT_CSV_COLUMNS as readonly string[]).includes(field);

/** One entry of the 400's `errors` as the contracts' problem (a field that is not a column stays in the message). */
function toProblem(detail: ErrorDetail): ProductCsvProblem {
  const field = isColumn(detail.field) ? detail.field : null;
  const message = detail.field && !field ? `${detail.field}: ${detail.message}` : detail.message;
  return { line: detail.line ?? 1, field, message };
}

/** A refused file (400 CSV_INVALID): the server's headline and every problem as "line 4, price: …". */
export type CsvRefusal = { headline: string; problems: string[] };

/** The problems of a file the server refused as CSV_INVALID, or null for any other failure. */
export function csvRefusalOf(error: unknown): CsvRefusal | null {
  if (!hasErrorCode(error, 'CSV_INVALID')) return null;
  const errors = (error.body as { errors?: unknown }).errors;
  return {
    headline: error.serverMessage ?? 'The file was not imported.',
    problems: isErrorDetailList(errors) ? errors.map((detail) => productCsvProblemText(toProblem(detail))) : [],
  };
}

/** Any other failure of a check or an import, in words: the server's (a 413 included), or that the file could not be read. */
export function csvFailureText(error: unknown): string {
  if (error instanceof DOMException) return 'The file could not be read. Choose it again.';
  return getErrorMessage(error);
}
