import type { ByTokenRequest, NoPayload } from '../bus-payloads';
import { AdminPatterns, type AdminLoginRequest, type AdminLoginResult, type AdminProfile, type EnsureFirstAdminResult } from './admins';

export interface AdminLogoutAnswer {
  signedOut: true;
}

/** What each of AdminPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface AdminRequests {
  [AdminPatterns.login]: { payload: AdminLoginRequest; answer: AdminLoginResult };
  [AdminPatterns.resolveSession]: { payload: ByTokenRequest; answer: AdminProfile };
  [AdminPatterns.logout]: { payload: ByTokenRequest; answer: AdminLogoutAnswer };
  [AdminPatterns.ensureFirstAdmin]: { payload: NoPayload; answer: EnsureFirstAdminResult };
}
