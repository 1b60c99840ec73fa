import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RED_FLAG_REASONS, RedFlagActivity, RedFlagView } from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { EntriesPerEmailRow } from '../giveaways/giveaway-entry-row';
import { FlaggableShareRow } from './giveaway-share-row';
import { redFlagsOf, ShareRecord } from './red-flags';

/** How far back the panel looks: older shares and entries never raise a flag. */
const LOOKBACK = "interval '90 days'";
/** A flagged account's recent activity lists this many shares and decisions. */
const RECENT_ACTIVITY = 10;

/** Rows an account's flags are computed from: after its last clearance, within the lookback. */
const SINCE_CLEARANCE = (table: string) => `
  ${table}.created_at > now() - ${LOOKBACK}
  AND ${table}.created_at > coalesce((SELECT c.cleared_at FROM red_flag_clearances c WHERE c.email = ${table}.user_email), '-infinity')`;

/**
 * The Red Flag panel (docs/product/back-office.md "Red Flag panel", §9 "Red flags"; docs/rules.md §9): accounts whose
 * shares since their flag was last cleared meet a trigger. Nothing is stored but the clearances: a flag is worked out
 * on each read, so it always follows the shares as they are.
 */
@Injectable()
export class RedFlagsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Flagged accounts only, the most recently flagged first. */
  async list(): Promise<RedFlagView[]> {
    const shares = await queryRows<FlaggableShareRow>(
      this.dataSource,
      `
      SELECT s.user_email, s.platform, s.share_url, s.profile_url, s.platform_opened, s.status, s.created_at, s.decided_at
      FROM giveaway_shares s WHERE ${SINCE_CLEARANCE('s')} ORDER BY s.user_email, s.created_at`,
    );
    const byEmail = new Map<string, FlaggableShareRow[]>();
    for (const row of shares) {
      const own = byEmail.get(row.user_email);
      if (own) own.push(row);
      else byEmail.set(row.user_email, [row]);
    }
    if (!byEmail.size) return [];

    const entries = await queryRows<EntriesPerEmailRow>(
      this.dataSource,
      `
      SELECT e.user_email, count(*)::int AS entries FROM giveaway_entries e
      WHERE e.user_email = ANY($1) AND ${SINCE_CLEARANCE('e')} GROUP BY e.user_email`,
      [[...byEmail.keys()]],
    );
    const entryCounts = new Map(entries.map((row) => [row.user_email, row.entries]));

    const flagged: RedFlagView[] = [];
    for (const [email, rows] of byEmail) {
      const { reasons, flaggedAt } = redFlagsOf(rows.map(toRecord), entryCounts.get(email) ?? 0);
      if (!flaggedAt) continue;
      flagged.push({
        email,
        flaggedAt: flaggedAt.toISOString(),
        reasons: reasons.map((reason) => RED_FLAG_REASONS[reason]),
        totalShares: rows.length,
        verifiedShares: rows.filter((row) => row.status === 'approved').length,
        recentActivity: recentActivity(rows),
      });
    }
    return flagged.sort((a, b) => b.flaggedAt.localeCompare(a.flaggedAt) || a.email.localeCompare(b.email));
  }

  /** Shares made from now on are judged afresh; clearing again, or an account never flagged, answers the same. */
  async clear(email: string, adminEmail: string): Promise<{ email: string; cleared: true }> {
    await this.dataSource.query(
      `
      INSERT INTO red_flag_clearances (email, cleared_at, cleared_by) VALUES ($1, now(), $2)
      ON CONFLICT (email) DO UPDATE SET cleared_at = excluded.cleared_at, cleared_by = excluded.cleared_by`,
      [email, adminEmail],
    );
    return { email, cleared: true };
  }
}

const toRecord = (row: FlaggableShareRow): ShareRecord => ({
  createdAt: row.created_at,
  platform: row.platform,
  shareUrl: row.share_url,
  profileUrl: row.profile_url,
  platformOpened: row.platform_opened,
  status: row.status,
});

/** Each share, and each decision on one, newest first. */
function recentActivity(rows: readonly FlaggableShareRow[]): RedFlagActivity[] {
  const events = rows.flatMap((row) => [
    { platform: row.platform, action: 'shared', at: row.created_at },
    ...(row.status !== 'pending' && row.decided_at ? [{ platform: row.platform, action: row.status, at: row.decided_at }] : []),
  ]);
  return events
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RECENT_ACTIVITY)
    .map(({ platform, action, at }) => ({ platform, action, timestamp: at.toISOString() }));
}
