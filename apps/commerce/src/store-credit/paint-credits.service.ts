import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  PAINT_CREDIT_EXPIRY_DAYS,
  PAINT_CREDIT_PER_PAN_CENTS,
  PaintCreditImportAnswer,
  PaintCreditImportDto,
  PaintCreditImportRow,
  PaintCreditLineError,
  PaintCreditsOverview,
  parsePaintCreditLines,
} from '@shop/contracts';
import { queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { toDollars } from '@shop/pricing';
import { PaintCreditTotalsRow, StoreCreditGrantRow } from './store-credit-grant-row';
import { expireDueGrants, SPENDABLE } from './store-credit-ledger';

const MAX_PANS = 100_000;
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/**
 * The one-time import of paint credits for past customers (docs/product/back-office.md §2.8; docs/rules.md §8):
 * $0.40 per pan, items only, expiring 30 days after the import. A customer's grant is keyed by her e-mail, pan count
 * and order count among grants not yet expired, so importing the same list twice grants once.
 */
@Injectable()
export class PaintCreditsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async import(input: PaintCreditImportDto): Promise<PaintCreditImportAnswer> {
    if (input.customers === undefined && input.text === undefined) {
      throw serviceError('BAD_REQUEST', 'Send the customers to import: a customers list or the text, one customer per line');
    }
    const { rows, errors } = input.customers !== undefined ? checkRows(input.customers) : parsePaintCreditLines(input.text ?? '');
    const preview = input.preview === true;
    if (preview) {
      const already = await this.alreadyImported(this.dataSource.manager, rows);
      const fresh = firstOfEach(rows, (ref) => !already.has(ref));
      return answer(true, fresh, rows.length - fresh.length, errors, rows);
    }
    if (!rows.length) throw serviceError('BAD_REQUEST', nothingToImport(errors));
    const granted = await this.unitOfWork.run(async (manager) => {
      // Grants past their expiry no longer hold their key: the same customer may be imported again.
      await expireDueGrants(manager);
      const inserted = await queryRows<Pick<StoreCreditGrantRow, 'source_ref'>>(
        manager,
        `INSERT INTO store_credit_grants (email, source, source_ref, amount_cents, remaining_cents, items_only, expires_at)
         SELECT email, 'paint-import', ref, cents, cents, true, now() + make_interval(days => $4)
         FROM unnest($1::text[], $2::text[], $3::int[]) AS row(email, ref, cents)
         ON CONFLICT (source_ref) WHERE expired_at IS NULL DO NOTHING
         RETURNING source_ref`,
        [rows.map((row) => row.email), rows.map(sourceRef), rows.map(creditCents), PAINT_CREDIT_EXPIRY_DAYS],
      );
      return new Set(inserted.map((row) => row.source_ref));
    });
    const done = firstOfEach(rows, (ref) => granted.has(ref));
    return answer(false, done, rows.length - done.length, errors, rows);
  }

  async overview(): Promise<PaintCreditsOverview> {
    const [row] = await queryRows<PaintCreditTotalsRow>(
      this.dataSource,
      `SELECT count(DISTINCT email)::int AS customers,
              COALESCE(sum(amount_cents), 0)::int AS issued,
              COALESCE(sum(remaining_cents) FILTER (WHERE ${SPENDABLE}), 0)::int AS active,
              count(DISTINCT email) FILTER (WHERE ${SPENDABLE})::int AS with_credits
       FROM store_credit_grants WHERE source = 'paint-import'`,
    );
    return {
      totalCustomers: row.customers,
      totalCreditsIssued: toDollars(row.issued),
      activeCredits: toDollars(row.active),
      customersWithCredits: row.with_credits,
    };
  }

  /** The keys among these rows that an unexpired grant already holds. */
  private async alreadyImported(manager: EntityManager, rows: PaintCreditImportRow[]): Promise<Set<string>> {
    if (!rows.length) return new Set();
    const held = await queryRows<Pick<StoreCreditGrantRow, 'source_ref'>>(
      manager,
      `SELECT source_ref FROM store_credit_grants
       WHERE source_ref = ANY($1::text[]) AND expired_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
      [rows.map(sourceRef)],
    );
    return new Set(held.map((row) => row.source_ref));
  }
}

const sourceRef = (row: PaintCreditImportRow) => `paint:${row.email}:${row.pansPurchased}:${row.ordersWithPaint}`;
const creditCents = (row: PaintCreditImportRow) => row.pansPurchased * PAINT_CREDIT_PER_PAN_CENTS;

/** An import with no customer it could read is refused whole (a preview still answers, listing the errors). */
function nothingToImport(errors: PaintCreditLineError[]): string {
  if (!errors.length) return 'There is no customer to import: one customer per line, email, first name, pan count[, order count]';
  const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
  return `There is no customer to import: ${errors
    .slice(0, 3)
    .map((e) => e.message)
    .join('; ')}${more}`;
}

/** The rows that grant: each key once (a customer listed twice the same way is granted once), and only the new ones. */
function firstOfEach(rows: PaintCreditImportRow[], isNew: (ref: string) => boolean): PaintCreditImportRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const ref = sourceRef(row);
    if (seen.has(ref)) return false;
    seen.add(ref);
    return isNew(ref);
  });
}

function answer(
  preview: boolean,
  granted: PaintCreditImportRow[],
  skipped: number,
  errors: PaintCreditLineError[],
  rows: PaintCreditImportRow[],
): PaintCreditImportAnswer {
  return {
    preview,
    successful: granted.length,
    skipped,
    errors,
    totalCredits: toDollars(granted.reduce((sum, row) => sum + creditCents(row), 0)),
    rows,
  };
}

/**
 * The `customers` rows as sent (what the screen previewed): each judged alone, by its place in the list (1-based);
 * a bad e-mail or pan count names it in the errors and it is left out. The first name defaults to 'Customer', the
 * order count to 1, as the textarea's lines do.
 */
function checkRows(customers: unknown[]): { rows: PaintCreditImportRow[]; errors: PaintCreditLineError[] } {
  const rows: PaintCreditImportRow[] = [];
  const errors: PaintCreditLineError[] = [];
  customers.forEach((raw, index) => {
    const line = index + 1;
    const row = (raw ?? {}) as Record<string, unknown>;
    const email = typeof row.email === 'string' ? row.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 254) {
      errors.push({ line, message: `Line ${line}: "${String(row.email ?? '').slice(0, 254)}" is not an e-mail address` });
      return;
    }
    const pans = row.pansPurchased;
    if (typeof pans !== 'number' || !Number.isInteger(pans) || pans < 0 || pans > MAX_PANS) {
      errors.push({ line, message: `Line ${line}: the pan count must be a whole number from 0 to ${MAX_PANS}` });
      return;
    }
    const orders = row.ordersWithPaint === undefined ? 1 : row.ordersWithPaint;
    if (typeof orders !== 'number' || !Number.isInteger(orders) || orders < 1 || orders > MAX_PANS) {
      errors.push({ line, message: `Line ${line}: the order count must be a whole number from 1 to ${MAX_PANS}` });
      return;
    }
    const firstName = typeof row.firstName === 'string' && row.firstName.trim() ? row.firstName.trim().slice(0, 200) : 'Customer';
    const lastName = typeof row.lastName === 'string' ? row.lastName.trim().slice(0, 200) : '';
    rows.push({
      email,
      firstName,
      lastName,
      pansPurchased: pans,
      ordersWithPaint: orders,
      calculatedCredits: toDollars(pans * PAINT_CREDIT_PER_PAN_CENTS),
    });
  });
  return { rows, errors };
}
