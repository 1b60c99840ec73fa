import type { StockItem } from '../commerce/stock';

/**
 * The products CSV (docs/rules.md §7 "Products and stock as a CSV file"): one row per thing a cart line can buy — a
 * product without pan sizes (`product`), each pan size of one that has them (`half`, `full`, `grande`), and each
 * variant (its id) — with its prices, the product's shipping, whether it is on sale in the shop, and its stock. The
 * export writes it; the import reads the same file back and changes prices, shipping, the active flag and stock.
 * `name` and `category` are there to read: the import leaves them as they are.
 */
export const PRODUCT_CSV_COLUMNS = ['product_id', 'item', 'name', 'category', 'price', 'sale_price', 'shipping', 'active', 'stock'] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** The columns an import writes. */
export const PRODUCT_CSV_IMPORTED_COLUMNS = ['price', 'sale_price', 'shipping', 'active', 'stock'] as const satisfies readonly ProductCsvColumn[];
export type ProductCsvImportedColumn = (typeof PRODUCT_CSV_IMPORTED_COLUMNS)[number];

/** Rows one import may hold (a shop of a few hundred products has a few thousand). */
export const PRODUCT_CSV_MAX_ROWS = 10_000;
/** The largest file an import reads. */
export const PRODUCT_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** The form field that carries the file (multipart/form-data). */
export const PRODUCT_CSV_FIELD = 'file';
export const PRODUCT_CSV_FILENAME = 'products.csv';
/** How the active column is written. */
export const CSV_TRUE = 'true';
export const CSV_FALSE = 'false';

export const ProductCsvPatterns = {
  export: 'catalog.product-csv.export',
  import: 'catalog.product-csv.import',
} as const;

export const ProductCsvEvents = {
  /** An import's stock levels, written in the transaction that wrote its prices; commerce applies them once. */
  stockImported: 'catalog.product-csv.stock-imported',
} as const;

/**
 * One item's level as an import sets it: `from` is the level the import read (null: not counted), `to` the file's
 * (null: no longer counted). Commerce moves the level by the difference, so units reserved in between stay reserved.
 */
export interface ImportedStockLevel {
  productId: string;
  item: StockItem;
  from: number | null;
  to: number | null;
}

export interface StockImportedEvent {
  /** The administrator who imported the file, written in the stock ledger. */
  actor: string;
  levels: ImportedStockLevel[];
}

/** A row's (or the file's) problem: `line` is the spreadsheet's row (the header is line 1), `field` its column. */
export interface ProductCsvProblem {
  line: number;
  field: ProductCsvColumn | null;
  message: string;
}

/** A value of an imported column: an amount in dollars, the active flag, units; null is a blank cell. */
export type ProductCsvValue = number | boolean | null;

/** One change an import makes (or, in a dry run, would make). */
export interface ProductCsvChange {
  line: number;
  productId: string;
  item: StockItem;
  /** The product's name, with the pan size or variant. */
  name: string;
  field: ProductCsvImportedColumn;
  from: ProductCsvValue;
  to: ProductCsvValue;
}

/** POST /api/admin/products/import: what the file changes; with `dryRun`, nothing was written. */
export interface ProductCsvImportResult {
  dryRun: boolean;
  /** Rows read, the header not counted. */
  rows: number;
  changes: ProductCsvChange[];
}

export interface ProductCsvImportRequest {
  csv: string;
  dryRun: boolean;
  actor: string;
}

/** "line 4, price: …", or "line 1: …" for a problem of a whole row or the file. */
export function productCsvProblemText(problem: ProductCsvProblem): string {
  return `line ${problem.line}${problem.field ? `, ${problem.field}` : ''}: ${problem.message}`;
}

/** The 400's message: how many problems and the first one (the body's `errors` lists every one). */
export function productCsvInvalidMessage(problems: readonly ProductCsvProblem[]): string {
  const first = productCsvProblemText(problems[0]);
  return problems.length === 1 ? `The file was not imported: ${first}` : `The file was not imported (${problems.length} problems): ${first}; …`;
}
