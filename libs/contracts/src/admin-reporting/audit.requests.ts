import { AuditPatterns, type AuditEntryInput, type AuditLogPage, type AuditOutcome } from './audit';
import type { AuditLogQueryDto } from './audit.dto';

export interface AuditRecordAnswer {
  id: string;
}
export interface AuditCompleteAnswer {
  id: string;
  completed: boolean;
}

/** What each of AuditPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface AuditRequests {
  [AuditPatterns.record]: { payload: AuditEntryInput; answer: AuditRecordAnswer };
  [AuditPatterns.complete]: { payload: AuditOutcome; answer: AuditCompleteAnswer };
  [AuditPatterns.list]: { payload: AuditLogQueryDto; answer: AuditLogPage };
}
