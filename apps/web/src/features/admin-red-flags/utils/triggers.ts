import {
  RED_FLAG_DAILY_PLATFORM_LIMIT,
  RED_FLAG_NEVER_OPENED_MIN_SHARES,
  RED_FLAG_RAPID_SECONDS,
  RED_FLAG_REASONS,
  RED_FLAG_ROTATION_PLATFORMS,
  RED_FLAG_ROTATION_WINDOW_MINUTES,
  RED_FLAG_UNVERIFIED_MIN_SHARES,
  RED_FLAG_UNVERIFIED_PER_ENTRY,
} from '@shop/contracts';

/** The five triggers of docs/product/back-office.md §9 (docs/rules.md §9's daily limit), as the panel explains them. */
export const RED_FLAG_TRIGGERS: readonly { reason: string; detail: string }[] = [
  {
    reason: RED_FLAG_REASONS.rapid,
    detail: `Two shares in a row less than ${RED_FLAG_RAPID_SECONDS} seconds apart: faster than anyone posts by hand.`,
  },
  {
    reason: RED_FLAG_REASONS.rotation,
    detail: `${RED_FLAG_ROTATION_PLATFORMS} or more different platforms within any ${RED_FLAG_ROTATION_WINDOW_MINUTES} minutes.`,
  },
  {
    reason: RED_FLAG_REASONS.unverifiedRatio,
    detail: `At least ${RED_FLAG_UNVERIFIED_MIN_SHARES} shares with neither a post nor a profile link, and at least ${RED_FLAG_UNVERIFIED_PER_ENTRY} of them per giveaway entry.`,
  },
  {
    reason: RED_FLAG_REASONS.appNeverOpened,
    detail: `${RED_FLAG_NEVER_OPENED_MIN_SHARES} or more shares, and the social app was never opened from the share screen.`,
  },
  {
    reason: RED_FLAG_REASONS.dailyPlatformLimit,
    detail: `More than ${RED_FLAG_DAILY_PLATFORM_LIMIT} shares on the same platform in one day (UTC).`,
  },
];
