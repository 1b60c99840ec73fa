/**
 * Giveaway shares, share content, share verification and red flags, owned by engagement
 * (docs/product/engagement.md "Share flow (giveaway)", §3, §5, §8, §9; docs/product/back-office.md
 * "Share verification panel", "Red Flag panel", §3, §4; docs/rules.md §9).
 */
export const SharePatterns = {
  share: 'engagement.share.create',
  shareCount: 'engagement.share.count',
  shareCredits: 'engagement.share.credits',
  listEntries: 'engagement.share.list-entries',
  decide: 'engagement.share.decide',
  stats: 'engagement.share.stats',
  redFlags: 'engagement.share.red-flags',
  clearRedFlag: 'engagement.share.clear-red-flag',
  generateContent: 'engagement.giveaway.generate-share-content',
  approveContent: 'engagement.giveaway.approve-share-content',
  resetSharing: 'engagement.giveaway.reset-sharing',
} as const;

/** Published through engagement's outbox in the share's own transaction (admin-reporting counts them). */
export const ShareEvents = {
  shared: 'giveaway.shared',
  /** Only when a pending share is decided; deciding it again publishes nothing. */
  decided: 'giveaway.share-decided',
} as const;

export interface GiveawaySharedEvent {
  shareId: string;
  giveawayId: string;
  email: string;
  platform: string;
  saveForLater: boolean;
  createdAt: string;
}

export interface GiveawayShareDecidedEvent {
  shareId: string;
  status: 'approved' | 'rejected';
}

/** The platforms a share may name, lower-case; any other answers 400. */
export const SHARE_PLATFORMS = ['instagram', 'facebook', 'tiktok', 'twitter', 'x', 'pinterest', 'threads'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];
export const isSharePlatform = (value: unknown): value is SharePlatform =>
  typeof value === 'string' && (SHARE_PLATFORMS as readonly string[]).includes(value);

/**
 * A shopper (an e-mail) who already has this many shares must give her profile link to share again (engagement.md
 * §9). The rule counts all of the e-mail's shares, also for an unverified session, which is otherwise shown only its own.
 */
export const SHARE_VERIFICATION_THRESHOLD = 5;
/** The 400 a share without a profile link gets once the threshold is reached: the web app then asks for the link. */
/** Shares a person may record an hour, by either share route (docs/rules.md §4); over it, 429 SHARE_LIMIT_REACHED. */
export const SHARES_PER_HOUR = 20;
export const SHARE_LIMIT_TITLE = 'Share Limit Reached';
/** What the shopper is told under the title. */
export const SHARE_LIMIT_DETAIL = `You can record at most ${SHARES_PER_HOUR} shares an hour. Please try again later.`;
/** The 429's message: the title, then the detail as the rest of its sentence. */
export const SHARE_LIMIT_MESSAGE = `${SHARE_LIMIT_TITLE}: ${SHARE_LIMIT_DETAIL.charAt(0).toLowerCase()}${SHARE_LIMIT_DETAIL.slice(1)}`;
export const SHARE_PROFILE_LINK_REQUIRED = 'A profile link is required to verify your shares: send verificationData.profileUrl';
export const SHARE_TEXT_MAX_LENGTH = 5_000;
export const SHARE_URL_MAX_LENGTH = 2_000;
/** The share verification panel's "recent decisions" list. */
export const SHARE_RECENT_DECISIONS = 10;

export type ShareStatus = 'pending' | 'approved' | 'rejected';

/** A share as the gateway passes it to engagement. */
export interface NewShare {
  platform: string;
  shareText?: string;
  shareUrl?: string | null;
  verificationData?: ShareVerificationData | null;
  saveForLater?: boolean;
  /** The shopper session making it: recorded on the share. */
  sessionId?: string;
  /** An unverified session's id: it sees and counts only the shares it made itself (docs/rules.md §4). */
  onlySession?: string;
}

/** An administrator's decision on a pending share. */
export type ShareDecision = 'approve' | 'reject';
/** Which shares the admin list shows: one status, or every decided one. */
export type ShareEntriesFilter = ShareStatus | 'decided' | undefined;

/** What the browser saw when the shopper said she shared (engagement.md §3 verificationData). */
export interface ShareVerificationData {
  profileUrl?: string;
  timestamp?: string;
  userAgent?: string;
  platformOpened?: boolean;
  verificationRequired?: boolean;
}

/** POST /api/giveaway-shares and POST /api/giveaways/{id}/share answer this (201). */
export interface ShareAnswer {
  success: true;
  message: string;
  /** The stored share's id and her share count after it. */
  shareId: string;
  shareCount: number;
}

/** GET /api/users/{email}/share-count */
export interface ShareCountView {
  shareCount: number;
}

/** GET /api/users/{email}/share-credits: approved "Save for Future" shares not yet used on a later giveaway. */
export interface ShareCreditsView {
  credits: number;
}

/** One share as the admin's verification panel lists it (back-office.md §3 "Share entry"). */
export interface ShareEntryView {
  id: string;
  userEmail: string;
  platform: SharePlatform;
  giveawayId: string;
  giveawayTitle: string;
  shareText: string;
  shareUrl: string | null;
  profileUrl: string | null;
  saveForLater: boolean;
  status: ShareStatus;
  createdAt: string;
  updatedAt: string;
  /** The admin who approved or rejected it, null while pending. */
  decidedBy: string | null;
}

/** GET /api/shares/stats */
export interface ShareStats {
  /** Shares per day over the last 30 days, one decimal. */
  dailySharesAverage: number;
  /** Approved shares, all time. */
  totalVerified: number;
  totalShares: number;
  pending: number;
  rejected: number;
  sharesToday: number;
}

/** One line of a flagged account's recent activity. */
export interface RedFlagActivity {
  platform: string;
  /** 'shared', 'approved', 'rejected' or 'entered'. */
  action: string;
  timestamp: string;
}

/** GET /api/red-flags: one flagged account, computed from its shares and entries since its flag was last cleared. */
export interface RedFlagView {
  email: string;
  /** When the latest share that raised a flag was made. */
  flaggedAt: string;
  /** The triggers it met, in the words of RED_FLAG_REASONS. */
  reasons: string[];
  totalShares: number;
  verifiedShares: number;
  recentActivity: RedFlagActivity[];
}

/** The five triggers of back-office.md §9 with docs/rules.md §9's daily limit, as the panel explains them. */
export const RED_FLAG_REASONS = {
  rapid: 'Shares less than 30 seconds apart',
  rotation: 'Rotating across 3 or more platforms within an hour',
  unverifiedRatio: 'Many shares without a verified link for few entries',
  appNeverOpened: 'The social app never opened',
  dailyPlatformLimit: 'More than 3 shares on one platform in one day',
} as const;

export const RED_FLAG_RAPID_SECONDS = 30;
export const RED_FLAG_ROTATION_PLATFORMS = 3;
export const RED_FLAG_ROTATION_WINDOW_MINUTES = 60;
/** At least this many shares without a share or profile link, and at least this many per entry. */
export const RED_FLAG_UNVERIFIED_MIN_SHARES = 5;
export const RED_FLAG_UNVERIFIED_PER_ENTRY = 3;
/** "Never opened" needs at least this many shares, none with platformOpened. */
export const RED_FLAG_NEVER_OPENED_MIN_SHARES = 3;
export const RED_FLAG_DAILY_PLATFORM_LIMIT = 3;

/** A giveaway's share texts (back-office.md §3 pendingShareContent); generated, reviewed, then approved. */
export interface ShareContent {
  instagramShareText: string;
  facebookShareText: string;
  tiktokShareText: string;
  shareText: string;
  sharingGuide: string;
}
export const SHARE_CONTENT_FIELDS = ['instagramShareText', 'facebookShareText', 'tiktokShareText', 'shareText', 'sharingGuide'] as const;

/** Not Generated → Pending Review (generated) → Approved (approved and published); a reset goes back to the start. */
export type ShareContentStatus = 'not-generated' | 'pending-review' | 'approved';
export const SHARE_CONTENT_STATUS_LABELS: Record<ShareContentStatus, string> = {
  'not-generated': 'Not Generated',
  'pending-review': 'Pending Review',
  approved: 'Approved',
};

/** The shop's own defaults when a giveaway names no hashtags or handle (back-office.md §9). */
export const DEFAULT_SHARE_HASHTAGS = '#watercolor #handmadepaint #watercolorpainting #giveaway';
export const DEFAULT_BUSINESS_HANDLE = '@watercolorshop';

/**
 * The share content for a giveaway, a template over its own fields (docs/rules.md §9: no outside service).
 * Pure, so the admin screen can preview exactly what the server stores.
 */
export function shareContentFor(giveaway: {
  title: string;
  description: string;
  shareHashtags: string;
  businessHandle: string;
  websiteUrl: string;
}): ShareContent {
  const title = giveaway.title.trim();
  const summary = firstSentence(giveaway.description);
  const hashtags = giveaway.shareHashtags.trim() || DEFAULT_SHARE_HASHTAGS;
  const handle = giveaway.businessHandle.trim() || DEFAULT_BUSINESS_HANDLE;
  const website = giveaway.websiteUrl.trim();
  const visit = website ? `Enter at ${website}` : `Enter on ${handle}'s shop`;
  return {
    instagramShareText: [`🎨 GIVEAWAY: ${title}`, summary, `${visit} — link in ${handle}'s bio.`, hashtags].filter(Boolean).join('\n\n'),
    facebookShareText: [`I just entered ${handle}'s giveaway: ${title}!`, summary, `${visit}.`, hashtags].filter(Boolean).join('\n\n'),
    tiktokShareText: [`Giveaway alert 🎨 ${title}`, `${visit}`, hashtags].filter(Boolean).join(' '),
    shareText: [`Enter the ${title} giveaway from ${handle}!`, summary, website].filter(Boolean).join(' '),
    sharingGuide: [
      `1. Pick a platform and copy its text.`,
      `2. Post it publicly and tag ${handle}.`,
      `3. Come back and press 'Yes, I Shared It!' — each approved share is one bonus entry.`,
    ].join('\n'),
  };
}

function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const end = clean.search(/[.!?](\s|$)/);
  const sentence = end >= 0 ? clean.slice(0, end + 1) : clean;
  return sentence.length <= 200 ? sentence : `${sentence.slice(0, 199).trimEnd()}…`;
}
