import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContentExport, EmailExport, EmailExportSource, FEATURED_ANSWERS_COUNT } from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { AnswerStatsRow, ExportCountsRow, ExportedEmailRow, ReportedGiveawayEntryRow } from './reported-giveaway-entry-row';

const entriesText = (n: number) => (n === 1 ? '1 giveaway entry' : `${n} giveaway entries`);

/** Email Campaign Export and Social Media Content Export (docs/product/back-office.md §3 "Exports"), from the reporting copies. */
@Injectable()
export class ExportsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Every e-mail that registered or entered a giveaway, once, newest first. */
  async emails(): Promise<EmailExport> {
    const rows = await queryRows<ExportedEmailRow>(
      this.dataSource,
      `SELECT coalesce(u.email, e.email) AS email, u.created_at AS registered_at, coalesce(e.entries, 0)::int AS entries, e.first_entry_at
       FROM reported_users u
       FULL JOIN (SELECT email, count(*) AS entries, min(created_at) AS first_entry_at FROM reported_giveaway_entries GROUP BY email) e
         ON e.email = u.email`,
    );
    const [counts] = await queryRows<ExportCountsRow>(
      this.dataSource,
      `SELECT (SELECT count(*)::int FROM reported_users) AS registrations, (SELECT count(*)::int FROM reported_giveaway_entries) AS entries`,
    );
    const emailList = rows
      .map((r) => {
        const seen = [r.registered_at, r.first_entry_at].filter((d): d is Date => d !== null).map((d) => new Date(d).getTime());
        const source: EmailExportSource = r.registered_at && r.entries ? 'registration+giveaway' : r.registered_at ? 'registration' : 'giveaway';
        const activity = [r.registered_at ? 'Registered' : null, r.entries ? entriesText(r.entries) : null].filter(Boolean).join(', ');
        return { email: r.email, source, firstSeen: new Date(Math.min(...seen)).toISOString(), activity };
      })
      .sort((a, b) => b.firstSeen.localeCompare(a.firstSeen) || a.email.localeCompare(b.email));
    return {
      totalUniqueEmails: emailList.length,
      summary: { userRegistrations: counts.registrations, giveawayEntries: counts.entries },
      emailList,
    };
  }

  /** Featured answers: the 8 with the most words (the longest first, the earliest of equals first). */
  async content(): Promise<ContentExport> {
    const [stats] = await queryRows<AnswerStatsRow>(
      this.dataSource,
      `SELECT count(*)::int AS entries, count(*) FILTER (WHERE word_count > 0)::int AS answers,
         count(DISTINCT giveaway_id)::int AS giveaways, avg(word_count) FILTER (WHERE word_count > 0) AS average_words
       FROM reported_giveaway_entries`,
    );
    const featured = await queryRows<Pick<ReportedGiveawayEntryRow, 'answer' | 'word_count' | 'giveaway_title' | 'email' | 'created_at'>>(
      this.dataSource,
      `SELECT answer, word_count, giveaway_title, email, created_at FROM reported_giveaway_entries
       WHERE word_count > 0 ORDER BY word_count DESC, created_at, id LIMIT ${FEATURED_ANSWERS_COUNT}`,
    );
    return {
      totalEntries: stats.entries,
      totalAnswers: stats.answers,
      summary: {
        totalGiveaways: stats.giveaways,
        averageAnswerLength: stats.average_words === null ? 0 : Math.round(Number(stats.average_words) * 10) / 10,
      },
      featuredAnswers: featured.map((r) => ({
        answer: r.answer,
        wordCount: r.word_count,
        giveaway: r.giveaway_title,
        email: r.email,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  }
}
