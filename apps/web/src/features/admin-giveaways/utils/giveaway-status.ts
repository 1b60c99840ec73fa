import type { GiveawayView } from '@shop/contracts';

type StatusFields = Pick<GiveawayView, 'isActive' | 'isComingSoon' | 'winnerEmail' | 'startDate' | 'endDate'>;

export type GiveawayDisplayStatus = 'winner' | 'coming-soon' | 'active' | 'inactive';

/** The list's badge: a winner first (picking one ends the giveaway), then Coming Soon, Active or Inactive. */
export function giveawayDisplayStatus(giveaway: StatusFields): GiveawayDisplayStatus {
  if (giveaway.winnerEmail) return 'winner';
  if (giveaway.isComingSoon) return 'coming-soon';
  return giveaway.isActive ? 'active' : 'inactive';
}

export function giveawayStatusLabel(giveaway: StatusFields): string {
  switch (giveawayDisplayStatus(giveaway)) {
    case 'winner':
      return `Winner: ${giveaway.winnerEmail}`;
    case 'coming-soon':
      return 'Coming Soon';
    case 'active':
      return 'Active';
    case 'inactive':
      return 'Inactive';
  }
}

/**
 * Open for entries now, as docs/rules.md §9 has it: active, not coming soon, started, not past its end, no winner.
 * The admin page's "not entered yet" cards list only these.
 */
export function isOpenForEntry(giveaway: StatusFields, now = Date.now()): boolean {
  if (!giveaway.isActive || giveaway.isComingSoon || giveaway.winnerEmail) return false;
  if (giveaway.startDate && new Date(giveaway.startDate).getTime() > now) return false;
  return !(giveaway.endDate && new Date(giveaway.endDate).getTime() <= now);
}

/** docs/product/back-office.md §9: a giveaway's description is cut at 100 characters in the list. */
export const GIVEAWAY_DESCRIPTION_PREVIEW = 100;

export function descriptionPreview(description: string): string {
  const clean = description.replace(/\s+/g, ' ').trim();
  return clean.length <= GIVEAWAY_DESCRIPTION_PREVIEW ? clean : `${clean.slice(0, GIVEAWAY_DESCRIPTION_PREVIEW).trimEnd()}…`;
}
