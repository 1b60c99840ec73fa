import type { NoPayload } from '../bus-payloads';
import {
  AnalyticsPatterns,
  type ActivityAnalytics,
  type CartAbandonment,
  type LessonAnalytics,
  type LiveActivity,
  type ReportingOverview,
  type UsersAnalytics,
} from './analytics';

/** What each of AnalyticsPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface AnalyticsRequests {
  [AnalyticsPatterns.overview]: { payload: NoPayload; answer: ReportingOverview };
  [AnalyticsPatterns.users]: { payload: NoPayload; answer: UsersAnalytics };
  [AnalyticsPatterns.activity]: { payload: NoPayload; answer: ActivityAnalytics };
  [AnalyticsPatterns.lessons]: { payload: NoPayload; answer: LessonAnalytics };
  [AnalyticsPatterns.liveActivity]: { payload: NoPayload; answer: LiveActivity };
  [AnalyticsPatterns.cartAbandonment]: { payload: NoPayload; answer: CartAbandonment };
}
