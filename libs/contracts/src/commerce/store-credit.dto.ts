import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { Optional, Rule } from '../validation/field-rules';
import { PAINT_CREDIT_PER_PAN_CENTS } from './credits';

// Store credit's and the paint-credit import's request bodies, validated by the gateway (values and answers:
// credits.ts). Each customer of an import is judged by commerce on its own: a bad one is named in the answer's
// errors and the others are imported.

/** An unverified session asking to apply store credit (docs/rules.md §4: spending value needs a verified session): 403. */
export const VERIFY_TO_USE_STORE_CREDIT = 'Please verify your e-mail with the code we send you first to use your store credit';

/** The most customers one import may hold (the textarea's lines or the `customers` list). */
export const MAX_PAINT_CREDIT_IMPORT_ROWS = 5_000;
/** The textarea's text, at most (about 5,000 lines of e-mail, name, pans and orders). */
export const MAX_PAINT_CREDIT_IMPORT_TEXT = 500_000;

/**
 * POST /api/admin/paint-credits/import (docs/product/back-office.md §2.8, §7 "Credits, referrals, commission"): the
 * customers as rows (what the screen previewed) or the textarea's `text`, one of them; `creditType` and
 * `creditAmount` may only name the one rule there is, $0.40 per pan. `preview: true` stores nothing.
 */
export class PaintCreditImportDto {
  @Optional()
  @Rule('isCustomerList', (value) => {
    if (!Array.isArray(value)) return 'customers must be a list of customers';
    if (value.length > MAX_PAINT_CREDIT_IMPORT_ROWS) return `customers must hold at most ${MAX_PAINT_CREDIT_IMPORT_ROWS} customers`;
    return value.every((row) => !!row && typeof row === 'object' && !Array.isArray(row)) ? null : 'each of customers must be an object';
  })
  customers?: unknown[];

  @Optional()
  @Rule('isImportText', (value) => {
    if (typeof value !== 'string') return 'text must be text, one customer per line';
    return value.length > MAX_PAINT_CREDIT_IMPORT_TEXT ? `text must be at most ${MAX_PAINT_CREDIT_IMPORT_TEXT} characters` : null;
  })
  text?: string;

  @IsOptional()
  @IsIn(['per-pan'], { message: "creditType must be 'per-pan'" })
  creditType?: 'per-pan';

  @Optional()
  @Rule('isPaintCreditAmount', (value) =>
    value === PAINT_CREDIT_PER_PAN_CENTS / 100
      ? null
      : `creditAmount must be ${PAINT_CREDIT_PER_PAN_CENTS / 100} (paint credit is $${(PAINT_CREDIT_PER_PAN_CENTS / 100).toFixed(2)} per pan)`,
  )
  creditAmount?: number;

  @IsOptional()
  @IsBoolean()
  preview?: boolean;
}
