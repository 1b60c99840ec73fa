import { SharePlatform, ShareStats, ShareStatus, ShareVerificationData } from '@shop/contracts';

/** A row of `giveaway_shares` as pg answers it: one share of a giveaway, waiting for an admin or decided. */
export interface GiveawayShareRow {
  id: string;
  giveaway_id: string;
  user_email: string;
  platform: SharePlatform;
  share_text: string;
  share_url: string | null;
  profile_url: string | null;
  platform_opened: boolean | null;
  verification_data: ShareVerificationData;
  save_for_later: boolean;
  status: ShareStatus;
  decided_by: string | null;
  decided_at: Date | null;
  /** The giveaway a banked ("Save for Future") share was spent on. */
  redeemed_giveaway_id: string | null;
  /** The shopper session that made it. */
  session_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A share as the lists show it, with its giveaway's title. */
export interface ListedShareRow extends Omit<
  GiveawayShareRow,
  'verification_data' | 'redeemed_giveaway_id' | 'session_id' | 'platform_opened' | 'decided_at'
> {
  giveaway_title: string;
}

/** What the red-flag triggers read of a share. */
export type FlaggableShareRow = Pick<
  GiveawayShareRow,
  'user_email' | 'platform' | 'share_url' | 'profile_url' | 'platform_opened' | 'status' | 'created_at' | 'decided_at'
>;

/** The shares counted by status and age (the columns are aliased to ShareStats' fields), and those of the last 30 days. */
export interface ShareCountsRow extends Omit<ShareStats, 'dailySharesAverage'> {
  last_30_days: number;
}

/** How many shares a shopper has made. */
export interface ShareCountRow {
  n: number;
}

/** How many approved "Save for Future" shares a shopper has not spent yet. */
export interface ShareCreditCountRow {
  credits: number;
}
