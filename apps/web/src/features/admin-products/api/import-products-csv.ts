import { useMutation } from '@tanstack/react-query';
import { PRODUCT_CSV_FIELD, type ProductCsvImportResult } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

export const PRODUCTS_CSV_IMPORT_PATH = '/api/admin/products/import';

export type ImportProductsCsvInput = { file: File; dryRun: boolean };

/**
 * POST /api/admin/products/import, multipart with the file in PRODUCT_CSV_FIELD; `dryRun` lists the changes without
 * writing them. A file with problems answers 400 CSV_INVALID with every problem in `errors` (nothing written); 413 over
 * PRODUCT_CSV_MAX_BYTES.
 */
export function importProductsCsv({ file, dryRun }: ImportProductsCsvInput): Promise<ProductCsvImportResult> {
  const form = new FormData();
  form.append(PRODUCT_CSV_FIELD, file, file.name);
  return api.post<ProductCsvImportResult>(`${PRODUCTS_CSV_IMPORT_PATH}?dryRun=${dryRun}`, form);
}

/** A dry run's answer, and the bytes it checked: the import sends those, never the file as it may be on disk by then. */
export type CheckedProductsCsv = { result: ProductCsvImportResult; upload: File };

/** The file's content now, as a file of its own (a chosen File is read from disk again at every upload). */
async function snapshotOf(file: File): Promise<File> {
  return new File([await file.arrayBuffer()], file.name, { type: file.type || 'text/csv' });
}

/** The dry run ("Check file"): writes nothing, so no cache is refreshed. */
export function useCheckProductsCsv() {
  return useMutation({
    mutationFn: async (file: File): Promise<CheckedProductsCsv> => {
      const upload = await snapshotOf(file);
      return { result: await importProductsCsv({ file: upload, dryRun: true }), upload };
    },
  });
}

/**
 * The import of a checked file: prices, shipping and the active flag change the catalogue, and stock levels change
 * too, so every admin product query (lists, each product's stock and movements, the Low stock panel: all under
 * ['admin', 'products']) and the shop's product lists and stock words (under ['products']) are read again.
 */
export function useImportProductsCsv() {
  return useCatalogMutation((upload: File) => importProductsCsv({ file: upload, dryRun: false }));
}
