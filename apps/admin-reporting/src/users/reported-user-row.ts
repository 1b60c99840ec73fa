/** A row of `reported_users` as pg answers it: the reporting copy of a registered shopper. */
export interface ReportedUserRow {
  id: string;
  email: string;
  created_at: Date;
  device_type: string | null;
  referral_code: string | null;
  page_views: number;
  last_activity_at: Date | null;
}
