/** What a CSV cell may hold: text is escaped, numbers are written as they are, null and undefined are empty. */
export type CsvValue = string | number | null | undefined;

/** A spreadsheet runs a cell that starts like a formula, or like one after a tab or a carriage return (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field holding a separator, a quote or a line break is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field: text that starts like a formula gets a leading `'` so a spreadsheet shows it as text, then a field
 * holding a comma, quote or line break is put in quotes with its quotes doubled. Numbers are never prefixed: they are
 * the shop's own values (a negative amount stays a number), not text someone typed.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every CSV the shop writes: a header row of `columns`, then one row per record, each field through csvField, lines ending "\n". */
export function toCsv<Column extends string>(columns: readonly Column[], rows: readonly Record<Column, CsvValue>[]): string {
  const line = (fields: readonly CsvValue[]) => `${fields.map(csvField).join(',')}\n`;
  return line(columns) + rows.map((row) => line(columns.map((column) => row[column]))).join('');
}
