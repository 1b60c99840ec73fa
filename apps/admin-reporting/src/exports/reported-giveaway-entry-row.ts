/** A row of `reported_giveaway_entries` as pg answers it: the reporting copy of a giveaway entry and its answer. */
export interface ReportedGiveawayEntryRow {
  id: string;
  giveaway_id: string;
  giveaway_title: string;
  email: string;
  answer: string;
  word_count: number;
  created_at: Date;
}

/** An e-mail of the campaign export: when it registered, and how many entries it made since when. */
export interface ExportedEmailRow {
  email: string;
  registered_at: Date | null;
  entries: number;
  first_entry_at: Date | null;
}

/** The registrations and entries counted. */
export interface ExportCountsRow {
  registrations: number;
  entries: number;
}

/** The entries and answers counted; the average is a numeric (text) or null with no answers. */
export interface AnswerStatsRow {
  entries: number;
  answers: number;
  giveaways: number;
  average_words: string | null;
}
