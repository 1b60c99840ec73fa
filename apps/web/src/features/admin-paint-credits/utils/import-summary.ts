import type { PaintCreditImportAnswer, PaintCreditImportRow } from '@shop/contracts';

/** The preview's total: pans and dollars over every customer, summed in cents so 0.40 × n stays exact. */
export function previewTotals(rows: readonly PaintCreditImportRow[]): { customers: number; pans: number; dollars: number } {
  const cents = rows.reduce((sum, row) => sum + Math.round(row.calculatedCredits * 100), 0);
  return { customers: rows.length, pans: rows.reduce((sum, row) => sum + row.pansPurchased, 0), dollars: cents / 100 };
}

/** 'Import Complete' says what happened: how many were granted, how many skipped (already imported), how many refused. */
export function importOutcome(answer: PaintCreditImportAnswer): string {
  const parts = [`${answer.successful} ${answer.successful === 1 ? 'customer' : 'customers'} imported`, `${answer.skipped} skipped`];
  if (answer.errors.length) parts.push(`${answer.errors.length} refused`);
  return `${parts.join(', ')}.`;
}
