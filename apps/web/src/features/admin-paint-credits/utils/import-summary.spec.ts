/// <reference types="jest" />
// The unit project resolves @shop/contracts to its server entry, whose DTO decorators need this.
import 'reflect-metadata';
import { parsePaintCreditLines } from '@shop/contracts';
import { importOutcome, previewTotals } from './import-summary';

describe('the paint-credit import summary', () => {
  it('totals pans and dollars of the previewed customers, exact to the cent', () => {
    const { rows } = parsePaintCreditLines('a@example.com, Ann, 3\nb@example.com, Bo, 7, 2\nc@example.com, Cy, lots');
    expect(previewTotals(rows)).toEqual({ customers: 3, pans: 10, dollars: 4 });
  });

  it('totals nothing as zero', () => {
    expect(previewTotals([])).toEqual({ customers: 0, pans: 0, dollars: 0 });
  });

  it('says how many were imported and skipped, and how many the server refused', () => {
    const answer = { preview: false, successful: 1, skipped: 2, errors: [], totalCredits: 1.2, rows: [] };
    expect(importOutcome(answer)).toBe('1 customer imported, 2 skipped.');
    expect(importOutcome({ ...answer, successful: 3, errors: [{ line: 2, message: 'Line 2: bad' }] })).toBe(
      '3 customers imported, 2 skipped, 1 refused.',
    );
  });
});
