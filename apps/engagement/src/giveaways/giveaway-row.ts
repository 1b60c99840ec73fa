import { ShareContent } from '@shop/contracts';

/**
 * A row of `giveaways` as pg answers it. `entry_count` is not a column: the giveaway reads (`SELECT_GIVEAWAY` in
 * giveaways.service.ts) count the entries beside the row.
 */
export interface GiveawayRow {
  id: string;
  title: string;
  description: string;
  question: string;
  image_url: string | null;
  is_active: boolean;
  is_coming_soon: boolean;
  start_date: Date | null;
  end_date: Date | null;
  winner_email: string | null;
  entry_count: number;
  bulletin_message: string;
  website_url: string;
  business_handle: string;
  share_hashtags: string;
  instagram_share_text: string;
  facebook_share_text: string;
  tiktok_share_text: string;
  share_text: string;
  sharing_guide: string;
  pending_share_content: ShareContent | null;
  share_content_approved: boolean;
  reopened_at: Date | null;
}

/** What a giveaway's share texts are generated from. */
export type ShareSourceRow = Pick<
  GiveawayRow,
  'title' | 'description' | 'share_hashtags' | 'business_handle' | 'website_url' | 'pending_share_content'
>;

/** The live columns a giveaway's share texts are published to. */
export type ShareTextColumn = keyof Pick<
  GiveawayRow,
  'instagram_share_text' | 'facebook_share_text' | 'tiktok_share_text' | 'share_text' | 'sharing_guide'
>;
