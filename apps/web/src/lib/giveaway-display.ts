import { GIVEAWAY_DEFAULT_QUESTION, type GiveawayView } from '@shop/contracts';

/** A card shows this many characters of the description (docs/product/engagement.md §9). */
const GIVEAWAY_PREVIEW_LENGTH = 80;

/**
 * The title a shopper sees (docs/product/engagement.md "Giveaways"): the two-part giveaway's titles name their prizes,
 * 'Part 1' the Pink Violets Set and 'Part 2' the Premium Brush; any other title as it is.
 */
export function giveawayDisplayTitle(title: string): string {
  if (title.includes('Part 1')) return 'Pink Violets Set';
  if (title.includes('Part 2')) return 'Premium Brush ($163)';
  return title;
}

/** The card's description: its first 80 characters, an ellipsis marking a cut. */
export function descriptionPreview(description: string): string {
  const clean = description.replace(/\s+/g, ' ').trim();
  return clean.length <= GIVEAWAY_PREVIEW_LENGTH ? clean : `${clean.slice(0, GIVEAWAY_PREVIEW_LENGTH).trimEnd()}…`;
}

/** The giveaway's own question, or the shop's default when it is blank. */
export function giveawayQuestion(giveaway: Pick<GiveawayView, 'question'>): string {
  return giveaway.question.trim() || GIVEAWAY_DEFAULT_QUESTION;
}

export type GiveawayPhase = 'open' | 'coming-soon' | 'ended';

/**
 * Whether an active giveaway takes entries now: not while it is coming soon or before its start, not after its end
 * or once it has a winner (the server refuses those entries too).
 */
export function giveawayPhase(
  giveaway: Pick<GiveawayView, 'isComingSoon' | 'startDate' | 'endDate' | 'winnerEmail'>,
  now: number = Date.now(),
): GiveawayPhase {
  if (giveaway.winnerEmail || (giveaway.endDate && Date.parse(giveaway.endDate) <= now)) return 'ended';
  if (giveaway.isComingSoon || (giveaway.startDate && Date.parse(giveaway.startDate) > now)) return 'coming-soon';
  return 'open';
}
