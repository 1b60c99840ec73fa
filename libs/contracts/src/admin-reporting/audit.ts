export const AuditPatterns = {
  /** Before an administrator write: the attempt, answered with its id (docs/rules.md §4 "Audit log"). */
  record: 'admin-reporting.audit.record',
  /** After it: the status the write ended in. */
  complete: 'admin-reporting.audit.complete',
  list: 'admin-reporting.audit.list',
} as const;

/** An administrator write about to be performed. */
export interface AuditEntryInput {
  adminId: string;
  adminEmail: string;
  method: string;
  path: string;
  target: string | null;
  ip: string;
}

export interface AuditOutcome {
  id: string;
  statusCode: number;
}

export interface AuditEntry extends AuditEntryInput {
  id: string;
  /** The HTTP status the write ended in; null while attempted, or when its outcome could not be recorded. */
  statusCode: number | null;
  createdAt: string;
}

export const AUDIT_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
}
