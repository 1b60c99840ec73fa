import type { GiveawayView } from '@shop/contracts';

/** The credits screens cut a giveaway's description here (docs/product/engagement.md §9). */
export const CREDITS_DESCRIPTION_LENGTH = 100;

/**
 * The giveaways credits can be spent on (docs/product/engagement.md "Referrals screen": active, not coming soon, end
 * date in the future): one with a winner is over too, and the server refuses a spend on it.
 */
export function spendableGiveaways(giveaways: readonly GiveawayView[], now: number = Date.now()): GiveawayView[] {
  return giveaways.filter(
    (giveaway) =>
      giveaway.isActive &&
      !giveaway.isComingSoon &&
      !giveaway.winnerEmail &&
      (!giveaway.startDate || Date.parse(giveaway.startDate) <= now) &&
      (!giveaway.endDate || Date.parse(giveaway.endDate) > now),
  );
}

/** The first 100 characters, an ellipsis marking a cut. */
export function creditsDescription(description: string): string {
  const clean = description.replace(/\s+/g, ' ').trim();
  return clean.length <= CREDITS_DESCRIPTION_LENGTH ? clean : `${clean.slice(0, CREDITS_DESCRIPTION_LENGTH).trimEnd()}…`;
}

/** A giveaway for the handmade brush gets the Learning Hub promo (docs/product/engagement.md "Your Credits"). */
export function mentionsHandmadeBrush(title: string): boolean {
  return /hand[\s-]?made\s+brush/i.test(title);
}
