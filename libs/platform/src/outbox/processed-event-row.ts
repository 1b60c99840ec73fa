/** A row of `processed_events` as pg answers it: one event a consumer has handled (consumeOnce). */
export interface ProcessedEventRow {
  event_id: string;
  consumer: string;
  processed_at: Date;
}
