/** A row of `audit_log` as pg answers it: one administrator write, its status null until the write is done. */
export interface AuditLogRow {
  id: string;
  admin_id: string;
  admin_email: string;
  method: string;
  path: string;
  target: string | null;
  ip: string;
  status_code: number | null;
  created_at: Date;
}

/** How many audit rows a filter finds. */
export interface AuditCountRow {
  total: number;
}
