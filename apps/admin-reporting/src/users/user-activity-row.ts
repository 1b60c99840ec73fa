/** A row of `user_activities` as pg answers it: one thing a shopper did, recorded once per event. */
export interface UserActivityRow {
  id: string;
  event_id: string;
  email: string;
  activity_type: string;
  description: string | null;
  page_path: string | null;
  time_spent: number | null;
  metadata: unknown;
  device_used: string | null;
  created_at: Date;
}
