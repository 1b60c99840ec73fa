import type { ByIdRequest } from '../bus-payloads';
import { ReportingUserPatterns, type ReportedUser, type UserActivitySummary } from './users';
import type { UserListQueryDto } from './users.dto';

/** What each of ReportingUserPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface ReportingUserRequests {
  [ReportingUserPatterns.list]: { payload: UserListQueryDto; answer: ReportedUser[] };
  [ReportingUserPatterns.activity]: { payload: ByIdRequest; answer: UserActivitySummary };
}
