import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { PRODUCT_CSV_IMPORTED_COLUMNS, type ProductCsvChange, type ProductCsvImportedColumn, type ProductCsvValue } from '@shop/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmQuestion } from '@/components/ui/confirm-button';
import { Input } from '@/components/ui/input';
import { countOf } from '@/lib/format-figures';
import { PRODUCTS_CSV_EXPORT_FILENAME, PRODUCTS_CSV_EXPORT_PATH } from '../api/export-products-csv';
import { useCheckProductsCsv, useImportProductsCsv } from '../api/import-products-csv';
import {
  csvFailureText,
  csvRefusalOf,
  csvTooLargeText,
  csvValueText,
  PRODUCT_CSV_BLANK_MEANINGS,
  PRODUCT_CSV_FIELD_LABELS,
  PRODUCT_CSV_SIZE_LABEL,
} from '../utils/products-csv';

/** "price, sale_price, shipping, active, and stock". */
const IMPORTED_COLUMNS = new Intl.ListFormat('en', { type: 'conjunction' }).format(PRODUCT_CSV_IMPORTED_COLUMNS);

// Narrow padding on phones, so the four columns fit 390 px (a long name wraps; the box scrolls if it must).
const cell = 'px-2 py-2 align-top sm:px-3';

/** A value as the owner reads it; a blank cell is "—", with what it means for screen readers. */
function CsvValue({ field, value }: { field: ProductCsvImportedColumn; value: ProductCsvValue }) {
  if (value !== null) return <>{csvValueText(field, value)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{PRODUCT_CSV_BLANK_MEANINGS[field]}</span>
    </>
  );
}

function ChangesTable({ changes }: { changes: ProductCsvChange[] }) {
  return (
    // Focusable, so a keyboard can scroll a long or wide list on a phone.
    <div className="max-h-[28rem] overflow-auto rounded-xl border border-line bg-white" tabIndex={0} role="region" aria-label="Changes in the file">
      <table data-testid="products-csv-changes" className="w-full text-left text-sm">
        <caption className="sr-only">What the file changes, by its line</caption>
        <thead className="sticky top-0 border-b border-line bg-white text-ink-soft">
          <tr>
            {['Line', 'Item', 'Field', 'Change'].map((heading) => (
              <th key={heading} scope="col" className={clsx(cell, 'font-medium')}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {changes.map((change) => (
            <tr key={`${change.line}-${change.field}`} data-testid="products-csv-change">
              <td className={clsx(cell, 'tabular-nums')}>{change.line}</td>
              <td className={clsx(cell, 'break-words')}>{change.name}</td>
              <td className={clsx(cell, 'whitespace-nowrap')}>{PRODUCT_CSV_FIELD_LABELS[change.field] ?? change.field}</td>
              <td className={clsx(cell, 'tabular-nums')}>
                {/* "from →" and "to" each stay whole; on a phone the new value goes under the old one. */}
                <span className="whitespace-nowrap">
                  <CsvValue field={change.field} value={change.from} />
                  <span aria-hidden="true"> →</span>
                  <span className="sr-only"> to</span>
                </span>{' '}
                <strong className="font-semibold whitespace-nowrap text-ink">
                  <CsvValue field={change.field} value={change.to} />
                </strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Why a check or an import failed: a refused file's headline and every problem by line and column, else the error's words. */
function Failure({ error }: { error: Error }) {
  const refusal = csvRefusalOf(error);
  if (!refusal) {
    return (
      <p
        role="alert"
        data-testid="products-csv-failure"
        className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
      >
        {csvFailureText(error)}
      </p>
    );
  }
  return (
    <div data-testid="products-csv-errors" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {/* The headline alone is read out (it counts the problems and names the first); the list can be long. */}
      <p role="alert" className="font-semibold">
        {refusal.headline}
      </p>
      {refusal.problems.length > 0 && (
        <ul aria-label="Problems in the file" className="mt-2 flex max-h-60 list-disc flex-col gap-1 overflow-y-auto pl-5" tabIndex={0}>
          {refusal.problems.map((problem, index) => (
            <li key={index} data-testid="products-csv-error" className="break-words">
              {problem}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Products and stock as a CSV file (docs/rules.md §7), a disclosure above the product list: the export, then the import
 * in two steps — "Check file" (a dry run listing every change, or every problem) and "Import N changes" once confirmed,
 * which sends the very bytes that were checked.
 */
export function ProductsCsvPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [asking, setAsking] = useState(false);
  const check = useCheckProductsCsv();
  const importer = useImportProductsCsv();
  const importRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const wasAsking = useRef(false);

  const tooLarge = file ? csvTooLargeText(file) : null;
  // Only answers about the chosen file count: choosing another clears them, and a late answer about an earlier one is not shown.
  const checked = check.isSuccess && check.variables === file ? check.data : null;
  const checkError = check.isError && check.variables === file ? check.error : null;
  const imported = checked && importer.isSuccess && importer.variables === checked.upload ? importer.data : null;
  const importError = checked && importer.isError && importer.variables === checked.upload ? importer.error : null;
  const changes = checked?.result.changes ?? [];

  // Cancel puts focus back on the Import button; a finished import moves it to what it did (the button is gone).
  useEffect(() => {
    if (!asking && wasAsking.current) importRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  useEffect(() => {
    if (imported) doneRef.current?.focus();
  }, [imported]);

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.currentTarget.files?.[0] ?? null);
    setAsking(false);
    check.reset();
    importer.reset();
  }

  function runCheck(event: FormEvent) {
    event.preventDefault();
    if (!file || tooLarge) return;
    setAsking(false);
    importer.reset();
    check.mutate(file);
  }

  function runImport() {
    setAsking(false);
    if (checked) importer.mutate(checked.upload);
  }

  return (
    <details data-testid="products-csv-panel" className="group rounded-xl border border-line bg-paper/60">
      <summary
        data-testid="products-csv-toggle"
        className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-2 font-medium text-ink focus-ring"
      >
        <span>
          Products CSV
          <span className="block text-sm font-normal text-ink-soft sm:ml-2 sm:inline">Export, edit in a spreadsheet, import prices and stock</span>
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="flex flex-col gap-4 px-4 pb-4">
        <p className="text-sm text-ink-soft">
          The import changes {IMPORTED_COLUMNS}; name and category are only there to read. Check file writes nothing: it lists what the import would
          change.
        </p>
        <a
          href={PRODUCTS_CSV_EXPORT_PATH}
          download={PRODUCTS_CSV_EXPORT_FILENAME}
          data-testid="products-csv-export"
          className={buttonClasses('secondary', 'sm', 'w-fit')}
        >
          Export CSV
        </a>
        <form onSubmit={runCheck} className="flex flex-col gap-3">
          <Input
            type="file"
            label="CSV file"
            accept=".csv,text/csv"
            hint={`The exported file, edited; up to ${PRODUCT_CSV_SIZE_LABEL}.`}
            error={tooLarge}
            disabled={importer.isPending}
            onChange={chooseFile}
            data-testid="products-csv-file"
          />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            busy={check.isPending}
            disabled={!file || !!tooLarge || importer.isPending}
            data-testid="products-csv-check"
            className="w-fit"
          >
            {check.isPending ? 'Checking...' : 'Check file'}
          </Button>
        </form>

        {/* Always there, so screen readers read what appears in it; empty, it takes no room (its margin cancels the gap). */}
        <div aria-live="polite" className="flex flex-col gap-2 empty:-mt-4">
          {checked && (
            <p data-testid="products-csv-summary" className="text-sm font-medium text-ink">
              {countOf(checked.result.rows, 'row')} read, {countOf(changes.length, 'change')}
              {changes.length === 0 && <span className="block font-normal">Nothing to change: the file matches the shop.</span>}
            </p>
          )}
          {imported && (
            <p
              ref={doneRef}
              tabIndex={-1}
              data-testid="products-csv-done"
              className="rounded-xl border border-sage/30 bg-sage-wash px-3 py-2 text-sm font-semibold text-sage focus-ring"
            >
              Imported: {countOf(imported.changes.length, 'change')}
            </p>
          )}
        </div>
        {checkError && <Failure error={checkError} />}
        {changes.length > 0 && <ChangesTable changes={changes} />}
        {importError && <Failure error={importError} />}
        {changes.length > 0 && !imported && (
          <div className="flex flex-wrap gap-2">
            {asking ? (
              <ConfirmQuestion
                question={`Import ${countOf(changes.length, 'change')} into the shop? Prices, shipping, active flags and stock are written as the file says.`}
                confirmLabel="Yes, import"
                variant="primary"
                onConfirm={runImport}
                onCancel={() => setAsking(false)}
              />
            ) : (
              <Button ref={importRef} size="sm" busy={importer.isPending} onClick={() => setAsking(true)} data-testid="products-csv-import">
                {importer.isPending ? 'Importing...' : `Import ${countOf(changes.length, 'change')}`}
              </Button>
            )}
          </div>
        )}
      </div>
    </details>
  );
}
