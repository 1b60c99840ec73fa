import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows } from '@shop/platform';
import { AuditEntry, AuditEntryInput, AuditLogPage, AuditLogQueryDto, AuditOutcome } from '@shop/contracts';
import { AuditCountRow, AuditLogRow } from './audit-log-row';

const DEFAULT_PAGE = 50;

/**
 * Who changed what, when and from where: one row per administrator write, recorded before the write is
 * performed (status null) and completed with its status afterwards (docs/rules.md §4 "Audit log").
 */
@Injectable()
export class AuditService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async record(entry: AuditEntryInput): Promise<{ id: string }> {
    const [row] = await queryRows<Pick<AuditLogRow, 'id'>>(
      this.dataSource,
      `INSERT INTO audit_log (admin_id, admin_email, method, path, target, ip)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [entry.adminId, entry.adminEmail, entry.method, entry.path, entry.target, entry.ip],
    );
    return row;
  }

  /** An outcome is written once: a repeated or late one leaves the first in place. */
  async complete(outcome: AuditOutcome): Promise<{ id: string; completed: boolean }> {
    const rows = await queryRows<Pick<AuditLogRow, 'id'>>(
      this.dataSource,
      'UPDATE audit_log SET status_code = $2 WHERE id = $1 AND status_code IS NULL RETURNING id',
      [outcome.id, outcome.statusCode],
    );
    return { id: outcome.id, completed: rows.length > 0 };
  }

  async list(query: AuditLogQueryDto): Promise<AuditLogPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (query.adminEmail) add('admin_email = ?', query.adminEmail);
    if (query.method) add('method = ?', query.method);
    if (query.action) add("(method || ' ' || path) ILIKE ?", `%${escapeLike(query.action)}%`);
    if (query.target) add('target = ?', query.target);
    if (query.from) add('created_at >= ?', query.from);
    if (query.to) add('created_at <= ?', query.to);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';

    const [{ total }] = await queryRows<AuditCountRow>(this.dataSource, `SELECT count(*)::int AS total FROM audit_log ${filter}`, params);
    const rows = await queryRows<AuditLogRow>(
      this.dataSource,
      `SELECT id, admin_id, admin_email, method, path, target, ip, status_code, created_at
       FROM audit_log ${filter} ORDER BY created_at DESC, id DESC
       LIMIT ${query.limit ?? DEFAULT_PAGE} OFFSET ${query.offset ?? 0}`,
      params,
    );
    return { items: rows.map(toEntry), total };
  }
}

function toEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    adminId: row.admin_id,
    adminEmail: row.admin_email,
    method: row.method,
    path: row.path,
    target: row.target,
    ip: row.ip,
    statusCode: row.status_code,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
