import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  GiveawayShareDecidedEvent,
  GiveawaySharedEvent,
  isUuid,
  type NewShare,
  SHARE_PROFILE_LINK_REQUIRED,
  SHARE_RECENT_DECISIONS,
  SHARE_VERIFICATION_THRESHOLD,
  ShareAnswer,
  ShareCountView,
  ShareCreditsView,
  type ShareDecision,
  type ShareEntriesFilter,
  ShareEntryView,
  ShareEvents,
  ShareStats,
} from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { GiveawayRow } from '../giveaways/giveaway-row';
import { GiveawayShareRow, ListedShareRow, ShareCountRow, ShareCountsRow, ShareCreditCountRow } from './giveaway-share-row';

/** The e-mail's shares, or only those one unverified session made ($1 e-mail, $2 session or null). */
const OWN_SHARES = 'user_email = $1 AND ($2::uuid IS NULL OR session_id = $2::uuid)';

const SELECT_SHARE = `SELECT s.*, g.title AS giveaway_title FROM giveaway_shares s JOIN giveaways g ON g.id = s.giveaway_id`;
/** The most any unfiltered list answers. */
const SHARE_LIST_LIMIT = 500;

const toView = (row: ListedShareRow): ShareEntryView => ({
  id: row.id,
  userEmail: row.user_email,
  platform: row.platform,
  giveawayId: row.giveaway_id,
  giveawayTitle: row.giveaway_title,
  shareText: row.share_text,
  shareUrl: row.share_url,
  profileUrl: row.profile_url,
  saveForLater: row.save_for_later,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  decidedBy: row.decided_by,
});

const STATUS_OF: Record<ShareDecision, GiveawayShareDecidedEvent['status']> = { approve: 'approved', reject: 'rejected' };

/**
 * Giveaway shares and their review (docs/product/engagement.md "Share flow (giveaway)", §9;
 * docs/product/back-office.md "Share verification panel"; docs/rules.md §9): a share earns its bonus ticket only once
 * an admin approves it; a "Save for Future" share instead becomes a share credit, spent by her next entry elsewhere.
 */
@Injectable()
export class SharesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** With SHARE_VERIFICATION_THRESHOLD shares already made, a new one needs her profile link (engagement.md §9). */
  async share(giveawayId: string, email: string, share: NewShare): Promise<ShareAnswer> {
    const normalisedEmail = email.trim().toLowerCase();
    const verification = share.verificationData ?? {};
    const profileUrl = verification.profileUrl?.trim() || null;
    const saveForLater = share.saveForLater ?? false;
    return this.unitOfWork.run(async (manager) => {
      const [giveaway] = await queryRows<Pick<GiveawayRow, 'id'>>(manager, 'SELECT id FROM giveaways WHERE id = $1 FOR SHARE', [
        assertGiveawayId(giveawayId),
      ]);
      if (!giveaway) throw serviceError('NOT_FOUND', 'No giveaway with that id');
      // One share at a time per shopper, so two at once cannot both pass the verification threshold.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('giveaway-shares'), hashtext($1))`, [normalisedEmail]);
      // The profile-link rule counts every share of the e-mail; the count answered is what this session may see.
      const earlier = await this.countShares(manager, normalisedEmail, undefined);
      if (earlier >= SHARE_VERIFICATION_THRESHOLD && !profileUrl) throw serviceError('PROFILE_LINK_REQUIRED', SHARE_PROFILE_LINK_REQUIRED);
      const earlierSeen = share.onlySession ? await this.countShares(manager, normalisedEmail, share.onlySession) : earlier;
      const [row] = await queryRows<Pick<GiveawayShareRow, 'id' | 'platform' | 'created_at'>>(
        manager,
        `INSERT INTO giveaway_shares (giveaway_id, user_email, platform, share_text, share_url, profile_url, platform_opened, verification_data, save_for_later, session_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::uuid) RETURNING id, platform, created_at`,
        [
          giveawayId,
          normalisedEmail,
          share.platform.trim().toLowerCase(),
          share.shareText ?? '',
          share.shareUrl?.trim() || null,
          profileUrl,
          verification.platformOpened ?? null,
          JSON.stringify(verification),
          saveForLater,
          share.sessionId ?? null,
        ],
      );
      const event: GiveawaySharedEvent = {
        shareId: row.id,
        giveawayId,
        email: normalisedEmail,
        platform: row.platform,
        saveForLater,
        createdAt: row.created_at.toISOString(),
      };
      await addToOutbox(manager, ShareEvents.shared, event);
      return {
        success: true,
        message: saveForLater
          ? 'Share recorded! It will be saved for a future giveaway once verified.'
          : 'Share recorded! It earns a bonus entry once verified.',
        shareId: row.id,
        shareCount: earlierSeen + 1,
      };
    });
  }

  async shareCount(email: string, onlySession?: string): Promise<ShareCountView> {
    return { shareCount: await this.countShares(this.dataSource.manager, email.trim().toLowerCase(), onlySession) };
  }

  /** Approved "Save for Future" shares not yet spent on an entry. */
  async shareCredits(email: string, onlySession?: string): Promise<ShareCreditsView> {
    const [row] = await queryRows<ShareCreditCountRow>(
      this.dataSource,
      `SELECT count(*)::int AS credits FROM giveaway_shares
       WHERE ${OWN_SHARES} AND save_for_later AND status = 'approved' AND redeemed_giveaway_id IS NULL`,
      [email.trim().toLowerCase(), onlySession ?? null],
    );
    return { credits: row.credits };
  }

  /** pending: oldest first (the queue); decided: the latest decisions; approved/rejected: latest first; none: newest first. */
  async listEntries(status: ShareEntriesFilter): Promise<ShareEntryView[]> {
    const query =
      status === 'pending'
        ? `${SELECT_SHARE} WHERE s.status = 'pending' ORDER BY s.created_at, s.id`
        : status === 'decided'
          ? `${SELECT_SHARE} WHERE s.status IN ('approved', 'rejected') ORDER BY s.decided_at DESC, s.id LIMIT ${SHARE_RECENT_DECISIONS}`
          : status
            ? `${SELECT_SHARE} WHERE s.status = $1 ORDER BY s.decided_at DESC, s.id LIMIT ${SHARE_LIST_LIMIT}`
            : `${SELECT_SHARE} ORDER BY s.created_at DESC, s.id LIMIT ${SHARE_LIST_LIMIT}`;
    const params = status && status !== 'pending' && status !== 'decided' ? [status] : [];
    return (await queryRows<ListedShareRow>(this.dataSource, query, params)).map(toView);
  }

  /**
   * Only a pending share is decided. Deciding it the same way again answers it unchanged; the other way is a 409.
   * An approved Use-Now share gets its bonus ticket in the same transaction (one per share: the tickets' unique source).
   */
  async decide(id: string, decision: ShareDecision, adminEmail: string): Promise<ShareEntryView> {
    if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No share with that id');
    const status = STATUS_OF[decision];
    return this.unitOfWork.run(async (manager) => {
      const [decided] = await queryRows<Pick<GiveawayShareRow, 'id' | 'giveaway_id' | 'user_email' | 'save_for_later'>>(
        manager,
        `UPDATE giveaway_shares SET status = $2, decided_by = $3, decided_at = now(), updated_at = now()
         WHERE id = $1 AND status = 'pending' RETURNING id, giveaway_id, user_email, save_for_later`,
        [id, status, adminEmail],
      );
      if (decided) {
        const event: GiveawayShareDecidedEvent = { shareId: decided.id, status };
        await addToOutbox(manager, ShareEvents.decided, event);
      }
      if (decided && status === 'approved' && !decided.save_for_later) {
        await manager.query(
          `INSERT INTO giveaway_tickets (giveaway_id, user_email, source, source_id) VALUES ($1, $2, 'share', $3)
          ON CONFLICT ON CONSTRAINT giveaway_tickets_one_per_source DO NOTHING`,
          [decided.giveaway_id, decided.user_email, decided.id],
        );
      }
      const [row] = await queryRows<ListedShareRow>(manager, `${SELECT_SHARE} WHERE s.id = $1`, [id]);
      if (!row) throw serviceError('NOT_FOUND', 'No share with that id');
      if (row.status !== status) throw serviceError('SHARE_ALREADY_REVIEWED', `This share was already ${row.status}`);
      return toView(row);
    });
  }

  async stats(): Promise<ShareStats> {
    const [row] = await queryRows<ShareCountsRow>(
      this.dataSource,
      `SELECT count(*)::int AS "totalShares",
         count(*) FILTER (WHERE status = 'approved')::int AS "totalVerified",
         count(*) FILTER (WHERE status = 'pending')::int AS pending,
         count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
         count(*) FILTER (WHERE created_at >= date_trunc('day', now()))::int AS "sharesToday",
         count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS last_30_days
       FROM giveaway_shares`,
    );
    const { last_30_days: lastThirtyDays, ...counts } = row;
    return { dailySharesAverage: Math.round((lastThirtyDays / 30) * 10) / 10, ...counts };
  }

  private async countShares(manager: EntityManager, email: string, onlySession: string | undefined): Promise<number> {
    const [row] = await queryRows<ShareCountRow>(manager, `SELECT count(*)::int AS n FROM giveaway_shares WHERE ${OWN_SHARES}`, [
      email,
      onlySession ?? null,
    ]);
    return row.n;
  }
}

/**
 * Spends one of her banked share credits on the giveaway she just entered: a 'share' ticket there for the oldest
 * approved "Save for Future" share made on another giveaway. Called inside the entry's transaction; a credit spent
 * stays spent even if that entry is later deleted (the ticket goes with the giveaway, not with the entry). An entry by
 * an unverified session (`onlySession`) spends only a credit that session banked itself.
 */
export async function redeemShareCredit(manager: EntityManager, giveawayId: string, email: string, onlySession?: string): Promise<boolean> {
  const [share] = await queryRows<Pick<GiveawayShareRow, 'id'>>(
    manager,
    `UPDATE giveaway_shares SET redeemed_giveaway_id = $3, updated_at = now()
     WHERE id = (SELECT id FROM giveaway_shares
                 WHERE ${OWN_SHARES} AND save_for_later AND status = 'approved' AND redeemed_giveaway_id IS NULL AND giveaway_id <> $3
                 ORDER BY decided_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
       AND redeemed_giveaway_id IS NULL
     RETURNING id`,
    [email, onlySession ?? null, giveawayId],
  );
  if (!share) return false;
  await manager.query(
    `INSERT INTO giveaway_tickets (giveaway_id, user_email, source, source_id) VALUES ($1, $2, 'share', $3)
    ON CONFLICT ON CONSTRAINT giveaway_tickets_one_per_source DO NOTHING`,
    [giveawayId, email, share.id],
  );
  return true;
}

function assertGiveawayId(id: string): string {
  if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No giveaway with that id');
  return id;
}
