import type { NoPayload } from '../bus-payloads';
import { ExportPatterns, type ContentExport, type EmailExport } from './exports';

/** What each of ExportPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface ExportRequests {
  [ExportPatterns.emails]: { payload: NoPayload; answer: EmailExport };
  [ExportPatterns.content]: { payload: NoPayload; answer: ContentExport };
}
