/** A row of `giveaway_entries` as pg answers it: one person's answer to a giveaway, at most one per canonical e-mail. */
export interface GiveawayEntryRow {
  id: string;
  giveaway_id: string;
  user_email: string;
  /** canonicalEmail(user_email): what "one entry per person" counts by. */
  canonical_email: string;
  answer: string;
  /** The shopper session that entered; null for entries older than the column. */
  session_id: string | null;
  created_at: Date;
}

/** How many entries an e-mail holds. */
export interface EntryCountRow {
  n: number;
}

/** How many entries each of several e-mails holds. */
export interface EntriesPerEmailRow {
  user_email: string;
  entries: number;
}
