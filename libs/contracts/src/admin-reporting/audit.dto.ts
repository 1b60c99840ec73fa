import { IsIn, IsISO8601, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToInt, Trim } from '../validation/transforms';
import { PagingOffset, ShopEmail } from '../validation/field-rules';
import { AUDIT_METHODS } from './audit';

// The audit log's query, validated by the gateway (values and answers: audit.ts).

/** GET /api/admin/audit-log filters. */
export class AuditLogQueryDto {
  @IsOptional()
  @ShopEmail()
  adminEmail?: string;

  @IsOptional()
  @IsIn(AUDIT_METHODS, { message: `method must be one of: ${AUDIT_METHODS.join(', ')}` })
  method?: string;

  /** Matches any part of the called path, e.g. "site-config". */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  action?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(300)
  target?: string;

  @IsOptional()
  @IsISO8601({}, { message: 'from must be an ISO 8601 date' })
  from?: string;

  @IsOptional()
  @IsISO8601({}, { message: 'to must be an ISO 8601 date' })
  to?: string;

  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;

  @PagingOffset()
  offset?: number;
}
