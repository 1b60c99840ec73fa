export const AuditPatterns = {
  record: 'admin-reporting.audit.record',
  list: 'admin-reporting.audit.list',
} as const;

export interface AuditEntryInput {
  adminId: string;
  adminEmail: string;
  method: string;
  path: string;
  target: string | null;
  ip: string;
  statusCode: number;
}

export interface AuditEntry extends AuditEntryInput {
  id: string;
  createdAt: string;
}

export const AUDIT_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
}
