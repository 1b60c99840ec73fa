import {
  RED_FLAG_DAILY_PLATFORM_LIMIT,
  RED_FLAG_NEVER_OPENED_MIN_SHARES,
  RED_FLAG_RAPID_SECONDS,
  RED_FLAG_REASONS,
  RED_FLAG_ROTATION_PLATFORMS,
  RED_FLAG_ROTATION_WINDOW_MINUTES,
  RED_FLAG_UNVERIFIED_MIN_SHARES,
  RED_FLAG_UNVERIFIED_PER_ENTRY,
  ShareStatus,
} from '@shop/contracts';

/** One share as the red-flag rules read it. */
export interface ShareRecord {
  createdAt: Date;
  platform: string;
  shareUrl: string | null;
  profileUrl: string | null;
  platformOpened: boolean | null;
  status: ShareStatus;
}

export type RedFlagReason = keyof typeof RED_FLAG_REASONS;

export interface RedFlagFinding {
  /** The triggers met, in the order RED_FLAG_REASONS lists them; empty for an account that is not flagged. */
  reasons: RedFlagReason[];
  /** The latest share that raised one of them; null when none did. */
  flaggedAt: Date | null;
}

const RAPID_MS = RED_FLAG_RAPID_SECONDS * 1_000;
const ROTATION_WINDOW_MS = RED_FLAG_ROTATION_WINDOW_MINUTES * 60_000;

const hasLink = (share: ShareRecord): boolean => !!share.shareUrl?.trim() || !!share.profileUrl?.trim();

/**
 * Which red-flag triggers one account's shares meet (docs/product/back-office.md §9 "Red flags"; docs/rules.md §9),
 * and when the latest share that raised one was made. `shares` are those since the account was last cleared;
 * `entryCount` its giveaway entries over the same time (none counts as one, so the ratio is defined).
 * Each trigger answers the share that raised it last, or null when it is not met.
 */
export function redFlagsOf(shares: readonly ShareRecord[], entryCount: number): RedFlagFinding {
  const sorted = [...shares].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const raisedBy: Record<RedFlagReason, ShareRecord | null> = {
    rapid: rapid(sorted),
    rotation: rotation(sorted),
    unverifiedRatio: unverifiedRatio(sorted, entryCount),
    appNeverOpened: appNeverOpened(sorted),
    dailyPlatformLimit: dailyPlatformLimit(sorted),
  };
  const reasons = (Object.keys(RED_FLAG_REASONS) as RedFlagReason[]).filter((reason) => raisedBy[reason]);
  const times = reasons.map((reason) => raisedBy[reason]!.createdAt.getTime());
  return { reasons, flaggedAt: times.length ? new Date(Math.max(...times)) : null };
}

/** Two consecutive shares less than 30 seconds apart: the later of the last such pair. */
function rapid(sorted: readonly ShareRecord[]): ShareRecord | null {
  let found: ShareRecord | null = null;
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].createdAt.getTime() - sorted[i - 1].createdAt.getTime() < RAPID_MS) found = sorted[i];
  }
  return found;
}

/**
 * Three or more platforms within one hour: a window of shares whose first and last are less than an hour apart
 * (a half-open hour, like the rapid rule's "less than"). The last share that closes such a window.
 */
function rotation(sorted: readonly ShareRecord[]): ShareRecord | null {
  let found: ShareRecord | null = null;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end].createdAt.getTime() - sorted[start].createdAt.getTime() >= ROTATION_WINDOW_MS) start++;
    const platforms = new Set(sorted.slice(start, end + 1).map((share) => share.platform));
    if (platforms.size >= RED_FLAG_ROTATION_PLATFORMS) found = sorted[end];
  }
  return found;
}

/** Many shares with neither a share link nor a profile link, for few entries: the last such share. */
function unverifiedRatio(sorted: readonly ShareRecord[], entryCount: number): ShareRecord | null {
  const unverified = sorted.filter((share) => !hasLink(share));
  const entries = Math.max(entryCount, 1);
  const met = unverified.length >= RED_FLAG_UNVERIFIED_MIN_SHARES && unverified.length >= RED_FLAG_UNVERIFIED_PER_ENTRY * entries;
  return met ? unverified[unverified.length - 1] : null;
}

/** Enough shares, and the social app opened for none of them: the last share. */
function appNeverOpened(sorted: readonly ShareRecord[]): ShareRecord | null {
  const met = sorted.length >= RED_FLAG_NEVER_OPENED_MIN_SHARES && !sorted.some((share) => share.platformOpened === true);
  return met ? sorted[sorted.length - 1] : null;
}

/** More than 3 shares on one platform in one UTC day: the share that went over, the latest such. */
function dailyPlatformLimit(sorted: readonly ShareRecord[]): ShareRecord | null {
  const counts = new Map<string, number>();
  let found: ShareRecord | null = null;
  for (const share of sorted) {
    const key = `${share.createdAt.toISOString().slice(0, 10)} ${share.platform}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > RED_FLAG_DAILY_PLATFORM_LIMIT) found = share;
  }
  return found;
}
