import { IsIn, IsISO8601, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToInt, Trim } from '../validation';
import { ShopEmail } from '../field-rules';

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

/** GET /api/admin/audit-log filters. */
export class AuditLogQueryDto {
  @IsOptional() @ShopEmail()
  adminEmail?: string;

  @IsOptional() @IsIn(AUDIT_METHODS, { message: `method must be one of: ${AUDIT_METHODS.join(', ')}` })
  method?: string;

  /** Matches any part of the called path, e.g. "site-config". */
  @IsOptional() @Trim() @IsString() @MaxLength(200)
  action?: string;

  @IsOptional() @Trim() @IsString() @MaxLength(300)
  target?: string;

  @IsOptional() @IsISO8601({}, { message: 'from must be an ISO 8601 date' })
  from?: string;

  @IsOptional() @IsISO8601({}, { message: 'to must be an ISO 8601 date' })
  to?: string;

  @IsOptional() @ToInt() @IsInt() @Min(1) @Max(200)
  limit?: number;

  @IsOptional() @ToInt() @IsInt() @Min(0)
  offset?: number;
}

export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
}
