import { parse } from 'csv-parse/sync';
import {
  CSV_FALSE,
  CSV_TRUE,
  isStockItem,
  isUuid,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_PRICE_MAX,
  PRODUCT_SHIPPING_MAX,
  STOCK_LEVEL_MAX,
  type ProductCsvColumn,
  type ProductCsvProblem,
  type StockItem,
} from '@shop/contracts';
import { toCents, type Cents } from '@shop/pricing';

/** One row of an imported file, each cell read as its column's kind of value (amounts in cents; null: a blank cell). */
export interface ProductCsvRecord {
  line: number;
  productId: string;
  item: StockItem;
  priceCents: Cents | null;
  salePriceCents: Cents | null;
  shippingCents: Cents | null;
  active: boolean;
  stock: number | null;
}

export interface ProductCsvFile {
  rows: ProductCsvRecord[];
  problems: ProductCsvProblem[];
}

/** A spreadsheet runs a cell that starts like this as a formula (OWASP "CSV Injection"); the export writes such text with a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const UNITS = /^\d+$/;
const TEXT_COLUMNS: readonly ProductCsvColumn[] = ['product_id', 'item', 'name', 'category'];

type Cells = Record<ProductCsvColumn, string>;
interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Reads an import: the header must name every column once (in any order, nothing else), then each row's cells are read
 * by their column. Every problem is listed with its line (the spreadsheet's row: the header is line 1) and column; a
 * file of more than PRODUCT_CSV_MAX_ROWS rows is refused whole.
 */
export function readProductCsv(text: string): ProductCsvFile {
  let records: ParsedRecord[];
  try {
    // With `info`, each record comes with where it ends (csv-parse's types do not follow the option).
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as ParsedRecord[];
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return { rows: [], problems: [{ line, field: null, message: `the file is not a readable CSV (${(err as Error).message})` }] };
  }
  if (records.length === 0) return { rows: [], problems: [{ line: 1, field: null, message: 'the file is empty: it needs the header row' }] };
  const header = records[0].record.map((name) => name.toLowerCase());
  const headerProblem = headerProblemOf(header);
  if (headerProblem) return { rows: [], problems: [{ line: 1, field: null, message: headerProblem }] };
  if (records.length - 1 > PRODUCT_CSV_MAX_ROWS) {
    const line = startLine(records[PRODUCT_CSV_MAX_ROWS + 1]);
    return { rows: [], problems: [{ line, field: null, message: `a file may hold at most ${PRODUCT_CSV_MAX_ROWS.toLocaleString('en-US')} rows` }] };
  }
  const rows: ProductCsvRecord[] = [];
  const problems: ProductCsvProblem[] = [];
  for (const { record, info } of records.slice(1)) {
    const line = startLine({ record, info });
    if (record.length !== header.length) {
      problems.push({ line, field: null, message: `the row has ${record.length} cells where the header has ${header.length}` });
      continue;
    }
    const cells = Object.fromEntries(header.map((name, i) => [name, record[i]])) as Cells;
    const before = problems.length;
    const problem = (field: ProductCsvColumn, message: string) => problems.push({ line, field, message });
    for (const column of TEXT_COLUMNS) {
      if (FORMULA_START.test(cells[column])) problem(column, 'a cell may not start with =, +, -, @ or a tab (a spreadsheet formula)');
    }
    if (!isUuid(cells.product_id)) problem('product_id', 'must be a product id');
    if (!isStockItem(cells.item)) problem('item', 'must be product, half, full, grande or a variant id');
    const amount = (field: ProductCsvColumn, max: number): Cents | null => {
      const value = cells[field];
      if (value === '') return null;
      if (!AMOUNT.test(value)) return (problem(field, 'must be an amount like 6.50 (digits, at most 2 decimals)'), null);
      if (Number(value) > max) return (problem(field, `must be at most ${max.toLocaleString('en-US')}`), null);
      return toCents(Number(value));
    };
    const priceCents = amount('price', PRODUCT_PRICE_MAX);
    const salePriceCents = amount('sale_price', PRODUCT_PRICE_MAX);
    const shippingCents = amount('shipping', PRODUCT_SHIPPING_MAX);
    const active = cells.active.toLowerCase();
    if (active !== CSV_TRUE && active !== CSV_FALSE) problem('active', `must be ${CSV_TRUE} or ${CSV_FALSE}`);
    let stock: number | null = null;
    if (cells.stock !== '') {
      if (!UNITS.test(cells.stock) || Number(cells.stock) > STOCK_LEVEL_MAX) {
        problem('stock', `must be a whole number of units from 0 to ${STOCK_LEVEL_MAX.toLocaleString('en-US')}, or blank (not counted)`);
      } else stock = Number(cells.stock);
    }
    if (problems.length > before) continue;
    rows.push({ line, productId: cells.product_id, item: cells.item, priceCents, salePriceCents, shippingCents, active: active === CSV_TRUE, stock });
  }
  return { rows, problems };
}

function headerProblemOf(header: readonly string[]): string | null {
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => !header.includes(column));
  const unknown = header.filter((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
  const twice = header.filter((name, i) => header.indexOf(name) !== i);
  if (!missing.length && !unknown.length && !twice.length) return null;
  const wrong = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    unknown.length ? `unknown ${unknown.join(', ')}` : '',
    twice.length ? `twice ${twice.join(', ')}` : '',
  ].filter(Boolean);
  return `the header must name the columns ${PRODUCT_CSV_COLUMNS.join(',')} (${wrong.join('; ')})`;
}

/** The line a record starts on: csv-parse counts lines to its end, and a quoted cell may hold line breaks. */
function startLine({ record, info }: ParsedRecord): number {
  return info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
}
