import { shareContentFor, type GiveawayView } from '@shop/contracts';

/** The platforms the share dialog offers, with the giveaway field holding each one's text. */
export const SHARE_PLATFORM_CHOICES = [
  { platform: 'instagram', label: 'Instagram', field: 'instagramShareText', openUrl: 'https://www.instagram.com/' },
  { platform: 'facebook', label: 'Facebook', field: 'facebookShareText', openUrl: 'https://www.facebook.com/' },
  { platform: 'tiktok', label: 'TikTok', field: 'tiktokShareText', openUrl: 'https://www.tiktok.com/' },
] as const;

export type SharePlatformChoice = (typeof SHARE_PLATFORM_CHOICES)[number];

type ShareSource = Pick<
  GiveawayView,
  | 'title'
  | 'description'
  | 'shareHashtags'
  | 'businessHandle'
  | 'websiteUrl'
  | 'instagramShareText'
  | 'facebookShareText'
  | 'tiktokShareText'
  | 'shareText'
>;

/**
 * The text to post on a platform (docs/product/engagement.md "Share flow (giveaway)"): the giveaway's text for that
 * platform, else its generic share text, else the shop's template over its fields; then its hashtags, unless the text
 * already carries them.
 */
export function shareTextFor(giveaway: ShareSource, choice: SharePlatformChoice): string {
  const text = giveaway[choice.field].trim() || giveaway.shareText.trim() || shareContentFor(giveaway)[choice.field];
  const hashtags = giveaway.shareHashtags.trim();
  return hashtags && !text.includes(hashtags) ? `${text}\n\n${hashtags}` : text;
}

/** The giveaway's own web address when it is one the server takes as a share link (http or https), else none. */
export function shareUrlFor(giveaway: Pick<GiveawayView, 'websiteUrl'>): string | undefined {
  const url = giveaway.websiteUrl.trim();
  return /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url) ? url : undefined;
}
