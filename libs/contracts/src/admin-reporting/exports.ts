export const ExportPatterns = {
  emails: 'admin-reporting.exports.emails',
  content: 'admin-reporting.exports.content',
} as const;

export const EMAIL_EXPORT_SOURCES = ['registration', 'giveaway', 'registration+giveaway'] as const;
export type EmailExportSource = (typeof EMAIL_EXPORT_SOURCES)[number];

export interface EmailExportEntry {
  email: string;
  source: EmailExportSource;
  /** The earliest registration or giveaway entry with this e-mail. */
  firstSeen: string;
  /** e.g. "Registered, 2 giveaway entries". */
  activity: string;
}

/** GET /api/admin/email-export (Email Campaign Export), newest first ("Recent additions"); `?format=csv` downloads emailList as CSV. */
export interface EmailExport {
  totalUniqueEmails: number;
  summary: { userRegistrations: number; giveawayEntries: number };
  emailList: EmailExportEntry[];
}

/** The columns of the CSV download, in order. */
export const EMAIL_EXPORT_CSV_COLUMNS = ['email', 'source', 'firstSeen', 'activity'] as const;

/** Social Media Content Export: featured community stories, the first 8 (docs/product/back-office.md). */
export const FEATURED_ANSWERS_COUNT = 8;

export interface FeaturedAnswer {
  answer: string;
  wordCount: number;
  /** The giveaway's title. */
  giveaway: string;
  email: string;
  createdAt: string;
}

/** GET /api/admin/content-export */
export interface ContentExport {
  totalEntries: number;
  /** Entries with a non-empty answer. */
  totalAnswers: number;
  /** averageAnswerLength: words per answer, one decimal. */
  summary: { totalGiveaways: number; averageAnswerLength: number };
  featuredAnswers: FeaturedAnswer[];
}
