import { PRODUCT_CSV_FILENAME } from '@shop/contracts';

/**
 * GET /api/admin/products/export.csv: one row per product (`product`), pan size and variant with its prices, shipping,
 * active flag and stock (PRODUCT_CSV_COLUMNS), as `products.csv`. A plain same-origin link downloads it: the admin
 * cookie goes with it, and the browser saves the file without the app holding it in memory.
 */
export const PRODUCTS_CSV_EXPORT_PATH = '/api/admin/products/export.csv';

/** The name the export is saved under (the server's Content-Disposition says the same). */
export const PRODUCTS_CSV_EXPORT_FILENAME = PRODUCT_CSV_FILENAME;
